/**
 * read-table (`Enter the value of {key} into the text field and press Submit.`) and
 * read-table-2 (`Enter the value that corresponds with each label into the form and submit
 * when done.`): a key's value is the table cell right of the key's cell.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { answerField, inputsOf, fillThenPress } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { capitalised, norm } from '../../kit/text.js';
import { find, PAIRWISE } from '../../kit/reading.js';
import { defineRule, fail } from '../../rule.js';
import { centre, contains, inArea, isInput } from '../../kit/elements.js';
import { firstTyped } from '../../kit/history.js';

const overlapsOnLine = (a: Element, b: Element) =>
  Math.abs(centre(a).y - centre(b).y) < 5 && Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 0;

/** The table cell right of the key's cell (values that wrap span several lines). */
function tableValue(els: ElementList, key: string, fields: Element[] = els.filter(isInput)): string | null {
  // Text typed into a form field below the table can read as a cell: fields are not the table.
  const cells = els.filter((e) => e.type === 'tabled_text' && inArea(e) && !fields.some((f) => contains(f, centre(e))));
  const keys = cells.filter((c) => c.box.left < 40 && !/:$/.test(norm(c.text)));
  // A key cell can run into its value ("Last nameFa"): the `runOn` rung.
  const k = find(keys, (c) => c.text, key.replace(/:$/, ''), { allow: [...PAIRWISE, 'runOn'], caseSensitive: false })?.item;
  if (!k) return null;
  const nearest = (c: Element) => keys.reduce((b, o) => (Math.abs(centre(o).y - centre(c).y) < Math.abs(centre(b).y - centre(c).y) ? o : b));
  const right = cells.filter((c) => !keys.includes(c) && c.box.left > k.box.left + 20 && nearest(c) === k).sort((a, b) => a.id - b.id);
  // A cell detected twice (two overlapping boxes) is one part, not a value said twice.
  const parts = right.filter((c, i) => !right.slice(0, i).some((p) => overlapsOnLine(p, c)));
  if (!parts.length) return null;
  const value = parts.map((p) => norm(p.text)).join(' ');
  // Names are capitalised: a name read starting with "l" starts with the capital I it looks like.
  return /name/i.test(key) ? capitalised(value) : value;
}

export const readTableRule = defineRule({
  name: 'read-table',
  tasks: ['read-table'],
  parse: (goal) => {
    const m = /^Enter the value of (.+) into the text field and press Submit\.$/.exec(goal);
    return m ? { key: m[1]! } : null;
  },
  decide: ({ key }, ctx) => {
    const v = firstTyped(ctx.history) ?? tableValue(ctx.elements, key);
    // The answer field is below the table; a table cell can read as a field above it.
    const field = inputsOf(ctx.elements).filter((e) => e.type === 'input_field').sort((a, b) => b.box.top - a.box.top)[0] ??
      answerField(ctx.elements, ctx.history);
    if (v === null || !field) return fail(`the value of ${key} or the text field is not visible`);
    return fillThenPress([[field, v]], buttonLabelled(ctx.elements), ctx);
  },
});

export const readTable2Rule = defineRule({
  name: 'read-table-2',
  tasks: ['read-table-2'],
  parse: (goal) => (goal === 'Enter the value that corresponds with each label into the form and submit when done.' ? {} : null),
  decide: (_g, ctx) => {
    // A form label ends in a colon; its type may read as a table cell (it sits just under the table).
    const labelOf = (f: Element) =>
      ctx.elements.filter((e) =>
        (e.type === 'text' || e.type === 'tabled_text') && inArea(e) && /:$/.test(norm(e.text)) &&
        Math.abs(centre(e).y - centre(f).y) < 8 && e.box.right <= f.box.left + 2
      )[0];
    const rows = inputsOf(ctx.elements).map((f) => ({ f, label: labelOf(f) }));
    // The form is below the table: a "field" without a label above the first labelled one is
    // a table cell read as a field ("ale" over "Male"), and its text is still the table's.
    const formTop = Math.min(...rows.filter((r) => r.label).map((r) => r.f.box.top));
    const form = rows.filter((r) => r.label || r.f.box.top >= formTop - 2);
    const pairs: [Element, string][] = [];
    for (const { f, label } of form) {
      const v = label ? tableValue(ctx.elements, norm(label.text), form.map((r) => r.f)) : null;
      if (v === null) return fail(`no table value for the field element_${f.id}`);
      pairs.push([f, v]);
    }
    if (!pairs.length) return fail('no form fields are visible');
    return fillThenPress(pairs, buttonLabelled(ctx.elements), ctx);
  },
});
