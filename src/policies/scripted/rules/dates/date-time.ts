/**
 * Dates and clock times for the scripted policy's date tasks (enter-date, enter-time, the
 * choose-date family): reading them from a goal, the keys that fill a native date or time
 * field, the forms a filled field may show, and where a day sits in a month calendar.
 * Pure: no element lists, no actions.
 *
 * Native fields fill segment by segment from digits alone: a two-digit month moves on to
 * the day, a two-digit day to the year; a two-digit hour moves on to the minutes, two
 * minute digits to the AM/PM segment, which takes "A" or "P".
 *
 * @example
 *   parseUsDate('05/20/2010')             // { year: 2010, month: 5, day: 20 }
 *   dateFieldKeys({ year: 2010, month: 5, day: 20 })   // '05202010'
 *   timeFieldKeys(parseClock('9:37 PM')!)              // '0937P'
 *   dayCell({ year: 2016, month: 12, day: 5 })         // { row: 1, column: 1 }
 */

import { meaningOf, readsAs } from '../../kit/reading.js';

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

export interface ClockTime {
  /** 1-12, as the 12-hour clock shows it */
  hour: number;
  minute: number;
  pm: boolean;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `MM/DD/YYYY` (en-US), or null when the text is not one or names no real day. */
export function parseUsDate(text: string): CalendarDate | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const d = { month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) };
  return d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month) ? d : null;
}

/** `9:37 PM` (12-hour, any space before AM/PM), or null. */
export function parseClock(text: string): ClockTime | null {
  const m = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(text.trim());
  if (!m) return null;
  const t = { hour: Number(m[1]), minute: Number(m[2]), pm: m[3]!.toUpperCase() === 'P' };
  return t.hour >= 1 && t.hour <= 12 && t.minute <= 59 ? t : null;
}

export const usDate = (d: CalendarDate) => `${pad2(d.month)}/${pad2(d.day)}/${d.year}`;
export const isoDate = (d: CalendarDate) => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;

/** The digits that fill an en-US date field from its month segment: MMDDYYYY. */
export const dateFieldKeys = (d: CalendarDate) => `${pad2(d.month)}${pad2(d.day)}${d.year}`;

/** The keys that fill a 12-hour time field from its hour segment: HHMM then A or P. */
export const timeFieldKeys = (t: ClockTime) => `${pad2(t.hour)}${pad2(t.minute)}${t.pm ? 'P' : 'A'}`;

/** The 24-hour `HH:MM` a time field holds as its value (12 AM is 00, 12 PM is 12). */
export const clock24 = (t: ClockTime) => `${pad2((t.hour % 12) + (t.pm ? 12 : 0))}:${pad2(t.minute)}`;

const squash = (s: string) => s.replace(/[\s\u202f]+/g, ' ').trim().toUpperCase();

/** Does a date field's reading show this date (as drawn, MM/DD/YYYY, or as its value, YYYY-MM-DD)? */
export function showsDate(reading: string | undefined, d: CalendarDate): boolean {
  const r = squash(reading ?? '');
  if (r === usDate(d) || r === isoDate(d)) return true;
  // A misread separator ("12/02//2016") does not hide the date: the same digits in either
  // order, with nothing but separators between them. A misread digit still does.
  const digits = r.replace(/\D/g, '');
  return /^[\d/.\- ]+$/.test(r) && (digits === dateFieldKeys(d) || digits === isoDate(d).replace(/\D/g, ''));
}

/** Does a time field's reading show this time (as drawn, 09:37 PM or 9:37 PM, or as its value, 21:37)? */
export function showsTime(reading: string | undefined, t: ClockTime): boolean {
  const r = squash(reading ?? '');
  const ampm = t.pm ? 'PM' : 'AM';
  return [`${pad2(t.hour)}:${pad2(t.minute)} ${ampm}`, `${t.hour}:${pad2(t.minute)} ${ampm}`, clock24(t)].includes(r);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Weekday of the month's 1st, 0 = Sunday. */
export function firstWeekday(year: number, month: number): number {
  return new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
}

/** Row (week, 0-based) and column (0 = Sunday) of a day in a Sunday-first month grid. */
export function dayCell(d: CalendarDate): { row: number; column: number } {
  const k = firstWeekday(d.year, d.month) + d.day - 1;
  return { row: Math.floor(k / 7), column: k % 7 };
}

/** Week rows of a Sunday-first month grid. */
export function weekRows(year: number, month: number): number {
  return Math.ceil((firstWeekday(year, month) + daysInMonth(year, month)) / 7);
}

/** `December 2016` -> { year, month }, or null (case and spacing as read). */
export function parseMonthTitle(text: string, expectYear?: number): { year: number; month: number } | null {
  // The space may be lost in reading ("anuary2016"), and the name misread within the ladder's
  // search tolerance ("Decemnber", "2anuary"): the month it can only be. A year not read as
  // four digits ("206", "20u6", "2p6") is the one the caller expects when no more than half
  // of it is misread.
  const m = /^(.*?[A-Za-z].*?)\s*(\d[\dA-Za-z]{1,3}\d|\d{3})$/.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!m) return null;
  const name = meaningOf(m[1], MONTH_NAMES, { caseSensitive: false })?.item;
  if (!name) return null;
  const year = /^\d{4}$/.test(m[2]!) ? Number(m[2]) : expectYear !== undefined && readsAs(m[2], String(expectYear), { allow: ['guess'] }) ? expectYear : null;
  return year === null ? null : { year, month: MONTH_NAMES.indexOf(name as (typeof MONTH_NAMES)[number]) + 1 };
}

/** Months from `from` to `to` (negative: `to` is earlier). */
export const monthsBetween = (from: { year: number; month: number }, to: { year: number; month: number }) =>
  (to.year - from.year) * 12 + (to.month - from.month);
