/**
 * find-word: `Find the {nth} word in the paragraph, type that into the textbox and press
 * "Submit".` The word is spelled by its place in the lorem text (text.ts loremWord).
 */
import { answerField, fillThenPress } from '../../kit/fields.js';
import { buttonLabelled } from '../../kit/controls.js';
import { loremWord, norm } from '../../kit/text.js';
import { defineRule, fail } from '../../rule.js';
import { centre, areaTexts } from '../../kit/elements.js';
import { firstTyped } from '../../kit/history.js';
import { ordinal } from '../../kit/goal-text.js';

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
