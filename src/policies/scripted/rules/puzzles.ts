/**
 * Small reading and reasoning tasks, solved from the texts on screen:
 *   simple-arithmetic `Solve the math problem ...`  ("3 - 6 =", x means times)
 *   simple-algebra    `Solve for x ...`             ("x - 3 = 60", "d - x = m" ...)
 *   find-word         `Find the {nth} word in the paragraph, type that into the textbox and press "Submit".`
 *   read-table        `Enter the value of {key} into the text field and press Submit.`
 *   read-table-2      `Enter the value that corresponds with each label into the form and submit when done.`
 *   odd-or-even       `Mark the numbers below as odd or even and press submit when done.`
 *   generate-number   `Generate a number less than/greater than {n} | an odd/even number, then press submit.`
 */
import type { Element, ElementList } from '../../../perception/element.js';
import { answerField, buttonLabelled, inputsOf } from '../common.js';
import { capitalised, find, meaningOf, PAIRWISE, readsAs } from '../reading.js';
import { act, click, defineRule, fail } from '../rule.js';
import { centre, contains, firstTyped, inArea, isInput, loremWord, norm, ordinal } from '../view.js';
import { fillThenPress } from './text-entry.js';

const areaTexts = (els: ElementList) => els.filter((e) => (e.type === 'text' || e.type === 'tabled_text') && inArea(e));

export const simpleArithmeticRule = defineRule({
  name: 'simple-arithmetic',
  tasks: ['simple-arithmetic'],
  parse: (goal) => (goal === 'Solve the math problem and type your answer into the textbox. Press submit when done.' ? {} : null),
  decide: (_g, ctx) => {
    const eq = areaTexts(ctx.elements).map((e) => /^(-?\d+)\s*([+\-x×*])\s*(-?\d+)\s*=?$/.exec(norm(e.text))).find(Boolean);
    const field = answerField(ctx.elements, ctx.history);
    if (!eq || !field) return fail('the problem or the answer box is not visible');
    const a = Number(eq[1]), b = Number(eq[3]);
    const v = eq[2] === '+' ? a + b : eq[2] === '-' ? a - b : a * b;
    return fillThenPress([[field, String(v)]], buttonLabelled(ctx.elements), ctx);
  },
});

/** Solves "x + d = m", "x - d = m", "d + x = m", "d - x = m". */
export function solveForX(eq: string): number | null {
  const m = /^(x|-?\d+)\s*([+-])\s*(x|-?\d+)\s*=\s*(-?\d+)$/.exec(eq.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const [, l, op, r, rhs] = m;
  const k = Number(rhs);
  if (l === 'x' && r !== 'x') return op === '+' ? k - Number(r) : k + Number(r);
  if (r === 'x' && l !== 'x') return op === '+' ? k - Number(l) : Number(l) - k;
  return null;
}

export const simpleAlgebraRule = defineRule({
  name: 'simple-algebra',
  tasks: ['simple-algebra'],
  parse: (goal) => (goal === 'Solve for x and type your answer into the textbox. Press Submit when done.' ? {} : null),
  decide: (_g, ctx) => {
    const v = areaTexts(ctx.elements).map((e) => solveForX(norm(e.text))).find((x) => x !== null);
    const field = answerField(ctx.elements, ctx.history);
    if (v === undefined || v === null || !field) return fail('the equation or the answer box is not visible');
    return fillThenPress([[field, String(v)]], buttonLabelled(ctx.elements), ctx);
  },
});

export const findWordRule = defineRule({
  name: 'find-word',
  tasks: ['find-word'],
  parse: (goal) => {
    const m = /^Find the (\w+) word in the paragraph, type that into the textbox and press "Submit"\.$/.exec(goal);
    const n = m ? ordinal(m[1]!) : null;
    return n ? { n } : null;
  },
  decide: ({ n }, ctx) => {
    const field = answerField(ctx.elements, ctx.history);
    if (!field) return fail('no text box is visible');
    const lines = areaTexts(ctx.elements).filter((e) => centre(e).y < field.box.top).sort((a, b) => a.id - b.id);
    // The word is read once (see firstTyped): two words run together in one reading shift the count in the next.
    const tokens = lines.map((l) => norm(l.text)).join(' ').split(' ').filter(Boolean);
    const word = firstTyped(ctx.history) ?? loremWord(tokens, n - 1);
    if (!word) return fail(`the paragraph has no word number ${n}`);
    return fillThenPress([[field, word]], buttonLabelled(ctx.elements), ctx);
  },
});

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
    const field = inputsOf(ctx.elements).filter((e) => e.type === 'input_field').sort((a, b) => b.box.top - a.box.top)[0] ?? answerField(ctx.elements, ctx.history);
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
    const labelOf = (f: Element) => ctx.elements.filter((e) => (e.type === 'text' || e.type === 'tabled_text') && inArea(e) && /:$/.test(norm(e.text)) &&
      Math.abs(centre(e).y - centre(f).y) < 8 && e.box.right <= f.box.left + 2)[0];
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

export const oddOrEvenRule = defineRule({
  name: 'odd-or-even',
  tasks: ['odd-or-even'],
  parse: (goal) => (goal === 'Mark the numbers below as odd or even and press submit when done.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const numbers = elements.filter((e) => inArea(e) && e.type === 'text' && /^-?\d+$/.test(norm(e.text)));
    const buttons = elements.filter((e) => e.type === 'button' && inArea(e));
    const marked = (row: Element) => history.some((h) => h.name === 'click_element' && meaningOf(h.element?.text, ['Odd', 'Even'], { allow: PAIRWISE }) &&
      Math.abs((h.element?.y ?? -99) - centre(row).y) <= 8);
    const todo = numbers.filter((n) => !marked(n)).map((n) => {
      const want = Math.abs(Number(norm(n.text))) % 2 === 1 ? 'Odd' : 'Even';
      return buttons.find((b) => readsAs(b.text, want) && Math.abs(centre(b).y - centre(n).y) <= 8);
    });
    if (!numbers.length) return fail('no numbers are visible');
    if (todo.some((b) => !b)) return fail('a row has no Odd/Even button');
    const submit = buttonLabelled(elements);
    if (!submit) return fail('no Submit button is visible');
    return act(`I mark ${numbers.map((n) => `${norm(n.text)} as ${Math.abs(Number(norm(n.text))) % 2 ? 'odd' : 'even'}`).join(', ')}, then click Submit.`,
      ...todo.map((b) => click(b!)), click(submit));
  },
});

export const generateNumberRule = defineRule({
  name: 'generate-number',
  tasks: ['generate-number'],
  parse: (goal) => {
    const m = /^Generate (?:a number (less|greater) than (\d+)|an (odd|even) number), then press submit\.$/.exec(goal);
    if (!m) return null;
    return { test: m[1] === 'less' ? (v: number) => v < Number(m[2]) : m[1] === 'greater' ? (v: number) => v > Number(m[2])
      : m[3] === 'odd' ? (v: number) => Math.abs(v) % 2 === 1 : (v: number) => v % 2 === 0, what: m[0].slice(9, -24) };
  },
  decide: ({ test, what }, { elements, history }) => {
    const gen = buttonLabelled(elements, 'Generate');
    const submit = buttonLabelled(elements);
    if (!gen || !submit) return fail('the Generate or Submit button is not visible');
    const shown = elements.find((e) => inArea(e) && e.type === 'text' && /^-?\d+$/.test(norm(e.text)));
    const generated = history.some((h) => h.name === 'click_element' && readsAs(h.element?.text, 'Generate'));
    if (shown && generated && test(Number(norm(shown.text)))) return act(`${norm(shown.text)} is ${what}; I click Submit.`, click(submit));
    return act(`${shown ? `${norm(shown.text)} is not ${what}` : 'No number yet'}; I click Generate.`, click(gen));
  },
});
