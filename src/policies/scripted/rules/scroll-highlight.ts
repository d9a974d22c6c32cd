/**
 * Scrolling and selecting text:
 *   scroll-text    `Find the last word in the text area, enter it into the text field and hit Submit.`
 *   scroll-text-2  `Scroll the textarea to the {bottom|top} of the text hit submit.`
 *   highlight-text / highlight-text-2  `Highlight the text in the paragraph below / in the {nth} paragraph and click submit.`
 * Text areas are wheeled generously (scrolling clamps). A paragraph is selected by
 * dragging from just left of its first character to just right of its last (the actions
 * have no triple-click); its lines are the text elements without a blank gap between them.
 */
import type { Element, ElementList } from '../../../perception/element.js';
import { answerField, buttonLabelled, fillField, holds } from '../common.js';
import { act, click, defineRule, drag, fail, scrollOver } from '../rule.js';
import { firstTyped, inArea, loremWord, norm, ordinal } from '../view.js';

const scrolled = (h: { name: string }[]) => h.some((e) => e.name === 'scroll');

export const scrollTextRule = defineRule({
  name: 'scroll-text',
  tasks: ['scroll-text'],
  parse: (goal) => (goal === 'Find the last word in the text area, enter it into the text field and hit Submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const area = elements.find((e) => e.type === 'text_area' && inArea(e));
    const field = answerField(elements, history, 'input_field');
    const submit = buttonLabelled(elements);
    if (!area || !field || !submit) return fail('the text area, the field or Submit is not visible');
    if (!scrolled(history)) return act(`I scroll the text area (element_${area.id}) to its end to see the last word.`, scrollOver(area, 'down', 20), scrollOver(area, 'down', 20));
    const last = firstTyped(history) ?? lastWordOf(norm(area.text));
    if (!last) return fail('the text area shows no words');
    if (holds(field, last, history)) return act(`The field holds "${last}"; I click Submit.`, click(submit));
    return act(`The last word of the text is "${last}"; I type it into the field (element_${field.id}).`, ...fillField(field, last));
  },
});

/**
 * The last word as the page spells it. Its case is read from its place, not its pixels
 * (loremWord): "viverra. Quam." is often read "viverra. quam.".
 */
export function lastWordOf(text: string): string | undefined {
  const tokens = text.split(' ').filter((t) => /[A-Za-z0-9]/.test(t));
  return loremWord(tokens, tokens.length - 1);
}

export const scrollText2Rule = defineRule({
  name: 'scroll-text-2',
  tasks: ['scroll-text-2'],
  parse: (goal) => {
    const m = /^Scroll the textarea to the (bottom|top) of the text hit submit\.$/.exec(goal);
    return m ? { dir: m[1] === 'bottom' ? ('down' as const) : ('up' as const) } : null;
  },
  decide: ({ dir }, { elements }) => {
    const area = elements.find((e) => e.type === 'text_area' && inArea(e));
    const submit = buttonLabelled(elements);
    if (!area || !submit) return fail('the text area or Submit is not visible');
    return act(`I wheel the text area (element_${area.id}) all the way ${dir}, then click Submit.`,
      scrollOver(area, dir, 20), scrollOver(area, dir, 20), click(submit));
  },
});

/** Text lines of the area grouped into paragraphs (a blank gap of more than 4 px separates them). */
export function paragraphs(elements: ElementList): Element[][] {
  const lines = elements.filter((e) => e.type === 'text' && inArea(e)).sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  const out: Element[][] = [];
  for (const l of lines) {
    const cur = out[out.length - 1];
    const prev = cur?.[cur.length - 1];
    if (cur && prev && l.box.top - prev.box.bottom <= 4) cur.push(l);
    else out.push([l]);
  }
  return out;
}

export const highlightTextRule = defineRule({
  name: 'highlight-text',
  tasks: ['highlight-text', 'highlight-text-2'],
  parse: (goal) => {
    if (goal === 'Highlight the text in the paragraph below and click submit.') return { n: 1 };
    const m = /^Highlight the text in the (\w+) paragraph and click submit\.$/.exec(goal);
    const n = m ? ordinal(m[1]!) : null;
    return n ? { n } : null;
  },
  decide: ({ n }, { elements, history }) => {
    const submit = buttonLabelled(elements);
    const para = paragraphs(elements)[n - 1];
    if (!submit || !para) return fail(`paragraph ${n} or Submit is not visible`);
    if (history.some((h) => h.name === 'drag_mouse_release')) return act('The paragraph is selected; I click Submit.', click(submit));
    const first = para[0]!, last = para[para.length - 1]!;
    const from = { x: first.box.left - 1, y: (first.box.top + first.box.bottom) / 2 };
    const to = { x: Math.min(158, last.box.right + 2), y: (last.box.top + last.box.bottom) / 2 };
    return act(`Paragraph ${n} runs from element_${first.id} to element_${last.id}; I select it by dragging over it.`, ...drag(from, to));
  },
});
