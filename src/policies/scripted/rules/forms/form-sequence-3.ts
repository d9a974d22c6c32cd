/**
 * form-sequence-3: `Choose {height} from the dropdown, then click the button labeled "{label}".`
 * The drop-down draws itself (not a native select): a click on its box opens a list of rows
 * right under it, covering the buttons, that shows two or three heights at a time and
 * scrolls with the wheel. Open it, wheel the list towards the wanted height (the rows read as
 * heights, shortest first, so the visible ones say which way), click the row, then click the
 * button once the list is closed.
 *
 * The box shows the chosen height cut to its first characters ("5ft ..."), so the choice is
 * taken as made when the box reads as the height or the last click was on the height's row.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { centre, inArea } from '../../kit/elements.js';
import { lastEntry } from '../../kit/history.js';
import { readsAs } from '../../kit/reading.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, fail, scrollAt, type RuleContext, type RuleResult } from '../../rule.js';

/** `5ft 9in` -> 69, `6 ft` -> 72: the height in inches, or null for text that is not one. */
export function inchesOf(text: string): number | null {
  const m = /^(\d)\s?ft(?:\s(\d{1,2})in)?$/.exec(norm(text));
  return m ? Number(m[1]) * 12 + Number(m[2] ?? 0) : null;
}

/** The open list's rows: height texts right under the box, within its width. */
function rowsUnder(box: Element, elements: readonly Element[]): { el: Element; inches: number }[] {
  return elements.flatMap((e) => {
    const c = centre(e), inches = inchesOf(e.text ?? '');
    const under = e !== box && c.y > box.box.bottom && c.y < box.box.bottom + 110 && c.x > box.box.left && c.x < box.box.right;
    return under && inches !== null && e.type !== 'button' ? [{ el: e, inches }] : [];
  });
}

function formSequence3(g: { height: string; label: string }, { elements, history }: RuleContext): RuleResult {
  const box = elements.find((e) => e.type === 'dropdown' && inArea(e));
  if (!box) return fail('the drop-down is not visible');
  const rows = rowsUnder(box, elements);
  const want = inchesOf(g.height)!;
  if (rows.length) {
    const row = rows.find((r) => r.inches === want);
    // A row cut by the list's bottom edge still takes a click at its centre (inside the list).
    if (row) return act(`The list shows "${g.height}"; I click it (element_${row.el.id}).`, click(row.el));
    const down = want > Math.max(...rows.map((r) => r.inches));
    const c = centre(rows[0]!.el);
    return act(`The list shows ${rows.map((r) => `"${r.el.text}"`).join(', ')}; "${g.height}" is further ${down ? 'down' : 'up'}, so I scroll the list.`,
      scrollAt(c.x, c.y, down ? 'down' : 'up', 1));
  }
  const last = lastEntry(history);
  const chosen = readsAs(box.text ?? '', g.height) ||
    (last?.name === 'click_element' && last.element !== undefined && inchesOf(last.element.text ?? '') === want);
  if (chosen) {
    const button = buttonLabelled(elements, g.label);
    return button
      ? act(`"${g.height}" is chosen; I click the button "${g.label}" (element_${button.id}).`, click(button))
      : fail(`no button "${g.label}" is visible`);
  }
  return act(`I open the drop-down (element_${box.id}) to choose "${g.height}".`, click(box));
}

export const formSequence3Rule = defineRule({
  name: 'form-sequence-3',
  tasks: ['form-sequence-3'],
  parse: (goal) => {
    const m = /^Choose (.+) from the dropdown, then click the button labeled "(.+)"\.$/.exec(norm(goal));
    return m && inchesOf(m[1]!) !== null ? { height: m[1]!, label: m[2]! } : null;
  },
  decide: (g, ctx) => formSequence3(g, ctx),
});
