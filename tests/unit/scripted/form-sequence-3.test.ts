/**
 * form-sequence-3's rule on screens shaped like the labeller's (issue 37): the drawn
 * drop-down opened, its list wheeled towards the height, the row clicked, then the button.
 */
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { inchesOf } from '../../../src/policies/scripted/rules/forms/form-sequence-3.js';
import { actionsOf, decide, el, list } from './screens.js';

const goal = (h: string, b = 'No') => `Choose ${h} from the dropdown, then click the button labeled "${b}".`;
const box = (text = '') => el('dropdown', [40, 62, 120, 102], { text });
const buttons =
  () => [el('button', [42, 114, 118, 139], { text: 'Yes' }), el('button', [44, 143, 116, 168], { text: 'No' }),
    el('button', [33, 172, 127, 197], { text: 'Maybe' })];
const row = (text: string, top: number) => el('text', [60, top, 100, top + 14], { text });

describe('form-sequence-3', () => {
  it('reads heights as inches, "6 ft" with its space', () => {
    expect([inchesOf('5ft 9in'), inchesOf('6 ft'), inchesOf('6ft 1in'), inchesOf('5ft …')]).toEqual([69, 72, 73, null]);
  });
  it('opens the closed drop-down first', () => {
    expect(actionsOf(decide(goal('6 ft'), list(box(), ...buttons())))).toEqual([{ name: 'click_element', args: { element_id: 1 } }]);
  });
  it('clicks the wanted row when the open list shows it, and wheels the list towards it when not', () => {
    const open = list(box(), row('5ft 9in', 156), row('5ft 10in', 196));
    expect(actionsOf(decide(goal('5ft 10in'), open))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    expect(actionsOf(decide(goal('6ft 1in'), open))).toEqual([{ name: 'scroll', args: expect.objectContaining({ direction: 'down' }) }]);
    const later = list(box(), row('6 ft', 136), row('6ft 1in', 176));
    expect(actionsOf(decide(goal('5ft 9in'), later))).toEqual([{ name: 'scroll', args: expect.objectContaining({ direction: 'up' }) }]);
  });
  it('clicks the button once the row was clicked, though the box shows the height cut ("5ft …")', () => {
    const clickedRow: PerformedAction = { name: 'click_element', args: { element_id: 3 }, element: row('5ft 9in', 156) as never };
    expect(actionsOf(decide(goal('5ft 9in'), list(box('5ft …'), ...buttons()), [clickedRow]))).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    expect(actionsOf(decide(goal('6 ft', 'Maybe'), list(box('6 ft'), ...buttons())))).toEqual([{ name: 'click_element', args: { element_id: 4 } }]);
    // Cut and not just chosen by this episode's click: open it again to see which row is lit.
    expect(actionsOf(decide(goal('5ft 9in'), list(box('5ft …'), ...buttons())))).toEqual([{ name: 'click_element', args: { element_id: 1 } }]);
  });
});
