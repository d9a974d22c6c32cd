/**
 * find-greatest: `Find and pick the card with the greatest number, then press submit.`
 * Turn the cards over one by one, note each value in the "Notes:" line of the reply (notes.ts:
 * the only memory of earlier screens), turn the greatest up again, Submit.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

export const findGreatestRule = defineRule({
  name: 'find-greatest',
  tasks: ['find-greatest'],
  parse: (goal) => (goal === 'Find and pick the card with the greatest number, then press submit.' ? {} : null),
  decide: (_g, { elements, lastResponse }) => {
    const submit = buttonLabelled(elements);
    // Face-down cards are tall buttons; the face-up card shows its number (perceived as a
    // text, or as the card's own text). Cards are told apart by their position, left to right.
    const number = (e: Element) => /^\d+$/.test(norm(e.text));
    const cards = elements.filter((e) =>
      inArea(e) && e !== submit && centre(e).y < (submit?.box.top ?? 210) &&
      ((e.type === 'button' && e.box.bottom - e.box.top > 30) || ((e.type === 'text' || e.type === 'button') && number(e)))
    )
      .sort((a, b) => centre(a).x - centre(b).x);
    if (!submit || cards.length < 2) return fail('the cards or the Submit button are not visible');
    const notes = readNotes(lastResponse);
    let up = -1;
    cards.forEach((c, i) => {
      if (number(c)) {
        notes[`card${i + 1}`] = norm(c.text);
        up = i;
      }
    });
    const unknown = cards.findIndex((_, i) => notes[`card${i + 1}`] === undefined);
    if (unknown >= 0) return act(`I turn card ${unknown + 1} over to read it. ${writeNotes(notes)}`, click(cards[unknown]!));
    const values = cards.map((_, i) => Number(notes[`card${i + 1}`]));
    const best = values.indexOf(Math.max(...values));
    if (up === best) {
      return act(`Card ${best + 1} shows the greatest number, ${values[best]}, and is face up; I click Submit. ${writeNotes(notes)}`, click(submit));
    }
    return act(`Card ${best + 1} has the greatest number (${values[best]}); I turn it up. ${writeNotes(notes)}`, click(cards[best]!));
  },
});
