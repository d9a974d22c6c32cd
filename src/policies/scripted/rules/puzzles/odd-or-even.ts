/**
 * odd-or-even: `Mark the numbers below as odd or even and press submit when done.` Every
 * row's button in one step, then Submit.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { norm } from '../../kit/text.js';
import { meaningOf, PAIRWISE, readsAs } from '../../kit/reading.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';

export const oddOrEvenRule = defineRule({
  name: 'odd-or-even',
  tasks: ['odd-or-even'],
  parse: (goal) => (goal === 'Mark the numbers below as odd or even and press submit when done.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const numbers = elements.filter((e) => inArea(e) && e.type === 'text' && /^-?\d+$/.test(norm(e.text)));
    const buttons = elements.filter((e) => e.type === 'button' && inArea(e));
    const marked = (row: Element) =>
      history.some((h) =>
        h.name === 'click_element' && meaningOf(h.element?.text, ['Odd', 'Even'], { allow: PAIRWISE }) &&
        Math.abs((h.element?.y ?? -99) - centre(row).y) <= 8
      );
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
