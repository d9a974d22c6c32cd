/**
 * click-link: `Click on the link "{text}".` Click the hyperlink whose text is exactly the
 * quoted text (case and trailing punctuation included); plain text with the same word is not it.
 */
import { linkTarget } from '../../kit/controls.js';
import { act, click, clickAt, defineRule, fail } from '../../rule.js';

export const clickLinkRule = defineRule({
  name: 'click-link',
  tasks: ['click-link'],
  parse: (goal) => {
    const m = /^Click on the link "(.+)"\.$/.exec(goal);
    return m ? { text: m[1]! } : null;
  },
  decide: ({ text }, { elements }) => {
    const hit = linkTarget(elements, text);
    if (!hit) return fail(`no link "${text}" is visible`);
    return hit.point
      ? act(`The link "${text}" is the word "${text}" inside element_${hit.el.id}.`, clickAt(hit.point.x, hit.point.y))
      : act(`The link "${text}" is element_${hit.el.id}.`, click(hit.el));
  },
});
