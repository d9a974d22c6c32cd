/**
 * The pure date and time helpers behind the date tasks' rules.
 */
import { describe, expect, it } from 'vitest';
import { clock24, dateFieldKeys, dayCell, monthsBetween, parseClock, parseMonthTitle, parseUsDate, showsDate, showsTime, timeFieldKeys,
  weekRows } from '../../../src/policies/scripted/rules/dates/date-time.js';

describe('dates', () => {
  it('reads MM/DD/YYYY and refuses days that do not exist', () => {
    expect(parseUsDate('05/20/2010')).toEqual({ year: 2010, month: 5, day: 20 });
    expect(parseUsDate('02/30/2016')).toBeNull();
    expect(parseUsDate('13/01/2016')).toBeNull();
    expect(parseUsDate('2016-01-01')).toBeNull();
  });
  it('types the eight digits of the en-US field order', () => {
    expect(dateFieldKeys({ year: 2010, month: 5, day: 20 })).toBe('05202010');
  });
  it('accepts the field as drawn or as its value, nothing partial', () => {
    const d = { year: 2010, month: 5, day: 20 };
    expect(showsDate('05/20/2010', d)).toBe(true);
    expect(showsDate('2010-05-20', d)).toBe(true);
    expect(showsDate('05/20/yyyy', d)).toBe(false);
    expect(showsDate('05/02/2010', d)).toBe(false);
  });
  it('sees the date through a misread separator, never through a misread digit', () => {
    const d = { year: 2016, month: 12, day: 2 };
    expect(showsDate('12/02//2016', d)).toBe(true);
    expect(showsDate('12/02/2O16', d)).toBe(false);
    expect(showsDate('12/02/2015', d)).toBe(false);
  });
});

describe('clock times', () => {
  it('reads 12-hour times with either space before AM/PM', () => {
    expect(parseClock('9:37 PM')).toEqual({ hour: 9, minute: 37, pm: true });
    expect(parseClock('12:05\u202fAM')).toEqual({ hour: 12, minute: 5, pm: false });
    expect(parseClock('13:05 PM')).toBeNull();
  });
  it('types hour, minutes and the AM/PM letter; 12 AM is midnight', () => {
    expect(timeFieldKeys(parseClock('9:37 PM')!)).toBe('0937P');
    expect(clock24(parseClock('12:05 AM')!)).toBe('00:05');
    expect(clock24(parseClock('12:05 PM')!)).toBe('12:05');
    expect(clock24(parseClock('9:37 PM')!)).toBe('21:37');
  });
  it('accepts the field as drawn or as its 24-hour value', () => {
    const t = parseClock('9:37 PM')!;
    expect(['09:37 PM', '9:37 PM', '21:37'].map((r) => showsTime(r, t))).toEqual([true, true, true]);
    expect(['09:37 AM', '--:-- --', '09:37'].map((r) => showsTime(r, t))).toEqual([false, false, false]);
  });
});

describe('month grids', () => {
  it('places days of 2016 as a Sunday-first calendar does', () => {
    // December 2016 starts on a Thursday; November on a Tuesday; January on a Friday.
    expect(dayCell({ year: 2016, month: 12, day: 1 })).toEqual({ row: 0, column: 4 });
    expect(dayCell({ year: 2016, month: 12, day: 5 })).toEqual({ row: 1, column: 1 });
    expect(dayCell({ year: 2016, month: 11, day: 30 })).toEqual({ row: 4, column: 3 });
    expect(dayCell({ year: 2016, month: 1, day: 31 })).toEqual({ row: 5, column: 0 });
    expect([1, 7, 10, 12].map((m) => weekRows(2016, m))).toEqual([6, 6, 6, 5]);
  });
  it('reads a title and counts months to a target', () => {
    expect(parseMonthTitle('December\u00a02016')).toEqual({ year: 2016, month: 12 });
    // Misreadings the ladder tolerates name the month they can only be; others name none.
    expect(parseMonthTitle('Decemnber 2016')).toEqual({ year: 2016, month: 12 });
    expect(parseMonthTitle('anuary2016')).toEqual({ year: 2016, month: 1 });
    expect(parseMonthTitle('Juny 2016')).toBeNull(); // June or July
    expect(parseMonthTitle('Xyzzy 2016')).toBeNull();
    expect(parseMonthTitle('2anuary2016')).toEqual({ year: 2016, month: 1 });
    // A year misread by one digit is the expected one, if the caller expects one.
    expect(parseMonthTitle('November 206', 2016)).toEqual({ year: 2016, month: 11 });
    expect(parseMonthTitle('November 206')).toBeNull();
    expect(parseMonthTitle('November 198', 2016)).toBeNull();
    expect(parseMonthTitle('November 20u6', 2016)).toEqual({ year: 2016, month: 11 });
    expect(parseMonthTitle('November 20u6')).toBeNull();
    expect(parseMonthTitle('December 2p6', 2016)).toEqual({ year: 2016, month: 12 });
    expect(parseMonthTitle('November 2u', 2016)).toBeNull();
    expect(monthsBetween({ year: 2016, month: 12 }, { year: 2016, month: 3 })).toBe(-9);
  });
});
