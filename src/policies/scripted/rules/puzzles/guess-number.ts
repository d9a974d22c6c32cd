/**
 * guess-number: `Guess the number between 0-9 and press Submit. Use the feedback below ...`
 * Binary search; the range so far is kept in the "Notes:" line of the reply (notes.ts), the
 * only memory of earlier screens.
 */
import { answerField } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { meaningOf, SEARCH } from '../../kit/reading.js';
import { act, click, defineRule, fail, selectAll, type } from '../../rule.js';
import { norm } from '../../kit/text.js';

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
    if (lo > hi) {
      lo = 0;
      hi = 9;
    }
    const guess = Math.floor((lo + hi) / 2);
    return act(`The number is between ${lo} and ${hi}; I guess ${guess}. ${writeNotes({ lo, hi, guess })}`, click(field), selectAll(), type(String(guess)),
      click(submit));
  },
});
