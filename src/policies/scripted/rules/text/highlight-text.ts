/**
 * highlight-text, highlight-text-2: `Highlight the text in the paragraph below / in the
 * {nth} paragraph and click submit.` A paragraph is selected by dragging from just left of
 * its first character to just right of its last (the actions have no triple-click); its
 * lines are the text elements without a blank gap between them.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, drag, fail } from '../../rule.js';
import { inArea } from '../../kit/elements.js';
import { ordinal } from '../../kit/goal-text.js';

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
