/**
 * Rules for the standard set's widget tasks (issue 25): native date and time fields,
 * decided through the prompt's text on element lists shaped like the labeller's.
 */
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { actionsOf, decide, el, list } from './screens.js';

type Act = { name: string; args: Record<string, number | string> };
const acts = (c: ReturnType<typeof decide>) => actionsOf(c) as Act[];
const clickAtPoint = (x: number, y: number): PerformedAction => ({ name: 'click_new_point', args: { x, y }, point: { x, y } });
const typed = (s: string): PerformedAction => ({ name: 'type_text', args: { string_to_type: s } });

describe('enter-date and enter-time', () => {
  const dateGoal = 'Enter 05/20/2010 as the date and hit submit.';
  const timeGoal = 'Enter 9:37 PM as the time and press submit.';
  const screen = (text: string) => list(el('input_field', [7, 62, 132, 83], { text }), el('button', [7, 88, 102, 119], { text: 'Submit' }));

  it('clicks the first segment and types the digits of every segment', () => {
    expect(acts(decide(dateGoal, screen('')))).toEqual([
      { name: 'click_new_point', args: { x: 18, y: 73 } }, { name: 'type_text', args: { string_to_type: '05202010' } }]);
    expect(acts(decide(timeGoal, screen('')))[1]).toEqual({ name: 'type_text', args: { string_to_type: '0937P' } });
  });
  it('types once the click alone ran (the batch was cut by the focus highlight)', () => {
    expect(acts(decide(dateGoal, screen(''), [clickAtPoint(18, 73)]))).toEqual([{ name: 'type_text', args: { string_to_type: '05202010' } }]);
  });
  it('submits when the field shows the value, drawn or as its value', () => {
    const submit = [{ name: 'click_element', args: { element_id: 2 } }];
    expect(acts(decide(dateGoal, screen('2010-05-20'), [clickAtPoint(18, 73), typed('05202010')]))).toEqual(submit);
    expect(acts(decide(timeGoal, screen('09:37 PM')))).toEqual(submit);
  });
  it('types again from the first segment when the field shows another value', () => {
    const a = acts(decide(dateGoal, screen('05/02/2010'), [clickAtPoint(18, 73), typed('05202010')]));
    expect(a.map((x) => x.name)).toEqual(['click_new_point', 'type_text']);
  });
});
