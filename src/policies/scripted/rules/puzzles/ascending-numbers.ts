/**
 * ascending-numbers: `Click on the numbers in ascending order.` The digits 1 to 5 are
 * scattered over the area; after the click on 1 every other digit hides under a black
 * square. The rule notes where each digit is (the "Notes:" line of its reply, notes.ts)
 * before clicking 1, then clicks the square at the noted place of 2, 3, 4 and 5, one a step
 * (each click changes the screen, which ends the step).
 */
import { centre, inArea } from '../../kit/elements.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { norm } from '../../kit/text.js';
import { act, click, clickAt, defineRule, fail } from '../../rule.js';

const DIGITS = [1, 2, 3, 4, 5];

export const ascendingNumbersRule = defineRule({
  name: 'ascending-numbers',
  tasks: ['ascending-numbers'],
  parse: (goal) => (norm(goal) === 'Click on the numbers in ascending order.' ? {} : null),
  decide: (_g, { elements, history, lastResponse }) => {
    const notes = readNotes(lastResponse);
    const digits = elements.filter((e) => inArea(e) && e.type === 'text' && /^[1-5]$/.test(norm(e.text)));
    const one = digits.find((d) => norm(d.text) === '1');
    if (one && !notes.d2) {
      const seen = Object.fromEntries(digits.map((d) => [`d${norm(d.text)}`, `${Math.round(centre(d).x)},${Math.round(centre(d).y)}`]));
      const missing = DIGITS.filter((k) => !seen[`d${k}`]);
      if (missing.length) return fail(`the digits ${missing.join(', ')} are not visible`);
      return act(`I note where each digit is and click 1 (element_${one.id}). ${writeNotes(seen)}`, click(one));
    }
    // Clicks since the first tell which digit is next: 1 was the first click.
    const clicks = history.filter((h) => h.name === 'click_element' || h.name === 'click_new_point').length;
    const next = clicks + 1;
    const at = notes[`d${next}`]?.split(',').map(Number);
    if (next > 5 || !at || at.length !== 2) return fail(`no noted place for digit ${next}`);
    const [x, y] = at as [number, number];
    // The square lies over the digit's place; its element, when listed, is clicked at its centre.
    const square = elements.filter((e) => inArea(e) && e.type !== 'text')
      .find((e) => x >= e.box.left - 3 && x <= e.box.right + 3 && y >= e.box.top - 3 && y <= e.box.bottom + 3);
    const why = `Digit ${next} was at (${x}, ${y}); I click the square there. ${writeNotes(notes)}`;
    return square ? act(why, click(square)) : act(why, clickAt(x, y));
  },
});
