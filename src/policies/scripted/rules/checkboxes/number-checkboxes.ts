/**
 * number-checkboxes: `Draw the number "N" in the checkboxes using the example on the right
 * and press Submit when finished.` The 28 checkboxes form a grid of 7 rows by 4 columns;
 * the digit is drawn by ticking the cells its pattern fills, leaving the others empty, then
 * Submit.
 *
 * Limit of the element list: the example on the right is one picture, listed as an icon
 * with no cells, so the pattern cannot be read from the screen. The rule takes the digit's
 * pattern from the policy's vocabulary (data/scripted/digit-patterns.json, the benchmark's
 * `PATTERNS[n][row][col]`, 1 = tick), read once on first use, as a person copying the
 * picture would; nothing else of the page is used.
 *
 * Each tick changes the screen, so under the paper's batch stop (any change ends the
 * batch) one step ticks one box: a digit with 10 to 14 boxes needs 11 to 15 steps, over a
 * 10-step budget. With the ids batch stop the whole digit goes in one step.
 */
import { z } from 'zod';
import { vocabulary } from '../../kit/vocabulary.js';
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { clusterValues } from '../../kit/geometry.js';

const Patterns = z.array(z.array(z.array(z.union([z.literal(0), z.literal(1)])).length(4)).length(7)).length(10);
export type DigitPattern = readonly (readonly (0 | 1)[])[];

/** The `PATTERNS = [...]` array literal of the data file's text (plain JSON numbers). */
export function parseDigitPatterns(source: string): DigitPattern[] {
  const m = /PATTERNS\s*=\s*(\[[\s\S]*?\]\s*\]\s*\]);/.exec(source);
  if (!m) throw new Error('no PATTERNS array found');
  return Patterns.parse(JSON.parse(m[1]!));
}

export function digitPatterns(): DigitPattern[] {
  return vocabulary('digit-patterns', Patterns);
}

export const numberCheckboxesRule = defineRule({
  name: 'number-checkboxes',
  tasks: ['number-checkboxes'],
  parse: (goal) => {
    const m = /^Draw the number "(\d)" in the checkboxes using the example on the right and press Submit when finished\.$/.exec(goal.trim());
    return m ? { digit: Number(m[1]) } : null;
  },
  decide: (g, { elements }) => {
    const boxes = elements.filter((e) => e.type === 'checkbox' && inArea(e));
    const submit = buttonLabelled(elements);
    if (!submit) return fail('the Submit button is not visible');
    const cols = clusterValues(boxes.map((b) => centre(b).x));
    const rows = clusterValues(boxes.map((b) => centre(b).y));
    if (boxes.length !== 28 || cols.length !== 4 || rows.length !== 7) {
      return fail(`expected a 7 x 4 grid of checkboxes, see ${boxes.length} in ${rows.length} rows and ${cols.length} columns`);
    }
    const pattern = digitPatterns()[g.digit]!;
    const nearest = (vals: number[], v: number) => vals.reduce((bi, x, i) => (Math.abs(x - v) < Math.abs(vals[bi]! - v) ? i : bi), 0);
    const wrong = boxes.filter((b) => {
      const want = pattern[nearest(rows, centre(b).y)]![nearest(cols, centre(b).x)] === 1;
      return Boolean(b.checked) !== want;
    });
    if (!wrong.length) return act(`The grid shows ${g.digit}; I press Submit.`, click(submit));
    return act(`To draw ${g.digit}, ${wrong.length} boxes change: ${wrong.map((b) => `element_${b.id}`).join(', ')}.`, ...wrong.map((b) => click(b)),
      click(submit));
  },
});
