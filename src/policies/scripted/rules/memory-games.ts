/**
 * Tasks that need to remember earlier screens; the memory is the "Notes:" line of the
 * previous reply (see memory.ts):
 *   find-greatest `Find and pick the card with the greatest number, then press submit.`
 *                 Turn the cards over one by one, note each value, turn the greatest up again, Submit.
 *   guess-number  `Guess the number between 0-9 and press Submit. Use the feedback below ...`
 *                 Binary search; the range so far is kept in the notes.
 */
import type { Element } from '../../../perception/element.js';
import { answerField, buttonLabelled } from '../common.js';
import { readNotes, writeNotes } from '../memory.js';
import { meaningOf, SEARCH } from '../reading.js';
import { act, click, defineRule, fail, selectAll, type } from '../rule.js';
import { centre, inArea, norm } from '../view.js';

export const findGreatestRule = defineRule({
  name: 'find-greatest',
  tasks: ['find-greatest'],
  parse: (goal) => (goal === 'Find and pick the card with the greatest number, then press submit.' ? {} : null),
  decide: (_g, { elements, lastResponse }) => {
    const submit = buttonLabelled(elements);
    // Face-down cards are tall buttons; the face-up card shows its number (perceived as a
    // text, or as the card's own text). Cards are told apart by their position, left to right.
    const number = (e: Element) => /^\d+$/.test(norm(e.text));
    const cards = elements.filter((e) => inArea(e) && e !== submit && centre(e).y < (submit?.box.top ?? 210) &&
      ((e.type === 'button' && e.box.bottom - e.box.top > 30) || ((e.type === 'text' || e.type === 'button') && number(e))))
      .sort((a, b) => centre(a).x - centre(b).x);
    if (!submit || cards.length < 2) return fail('the cards or the Submit button are not visible');
    const notes = readNotes(lastResponse);
    let up = -1;
    cards.forEach((c, i) => { if (number(c)) { notes[`card${i + 1}`] = norm(c.text); up = i; } });
    const unknown = cards.findIndex((_, i) => notes[`card${i + 1}`] === undefined);
    if (unknown >= 0) return act(`I turn card ${unknown + 1} over to read it. ${writeNotes(notes)}`, click(cards[unknown]!));
    const values = cards.map((_, i) => Number(notes[`card${i + 1}`]));
    const best = values.indexOf(Math.max(...values));
    if (up === best) return act(`Card ${best + 1} shows the greatest number, ${values[best]}, and is face up; I click Submit. ${writeNotes(notes)}`, click(submit));
    return act(`Card ${best + 1} has the greatest number (${values[best]}); I turn it up. ${writeNotes(notes)}`, click(cards[best]!));
  },
});

export const guessNumberRule = defineRule({
  name: 'guess-number',
  tasks: ['guess-number'],
  parse: (goal) => (/^Guess the number between 0-9 and press Submit\./.test(goal) ? {} : null),
  decide: (_g, { elements, history, lastResponse }) => {
    const field = answerField(elements, history);
    const submit = buttonLabelled(elements);
    if (!field || !submit) return fail('the guess field or Submit is not visible');
    const notes = readNotes(lastResponse);
    let lo = Number(notes.lo ?? 0), hi = Number(notes.hi ?? 9);
    // Loose on the words ("lowver", "hihger" are misreads), strict on the number.
    const feedback = elements.map((e) => /number is (\w+) than (-?\d+)/.exec(norm(e.text))).find(Boolean);
    const higher = meaningOf(feedback?.[1], ['higher', 'lower'], { allow: [...SEARCH, 'guess'] })?.item === 'higher';
    if (feedback && notes.guess === feedback[2]) {
      if (higher) lo = Math.max(lo, Number(feedback[2]) + 1);
      else hi = Math.min(hi, Number(feedback[2]) - 1);
    }
    if (lo > hi) { lo = 0; hi = 9; }
    const guess = Math.floor((lo + hi) / 2);
    return act(`The number is between ${lo} and ${hi}; I guess ${guess}. ${writeNotes({ lo, hi, guess })}`,
      click(field), selectAll(), type(String(guess)), click(submit));
  },
});
