/**
 * click-collapsible (`Expand the section below and click submit.`: open the section once,
 * then Submit) and click-collapsible-2 (`Expand the sections below, to find and click on
 * the link "{text}".`: open one section at a time, openers.ts).
 */
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { inArea } from '../../kit/elements.js';
import { clickedOn } from '../../kit/history.js';
import { norm } from '../../kit/text.js';
import { isSectionHeader, searchOpeners } from './openers.js';

export const clickCollapsibleRule = defineRule({
  name: 'click-collapsible',
  tasks: ['click-collapsible', 'click-collapsible-nodelay'],
  parse: (goal) => (goal === 'Expand the section below and click submit.' ? {} : null),
  decide: (_g, { elements, history }) => {
    // One section only: its header is the top element of the area that reads "Section ...", and
    // whether it was clicked is judged by place, since its number may read differently each time.
    const header = elements.filter((e) => inArea(e) && /^Sect/i.test(norm(e.text))).sort((a, b) => a.box.top - b.box.top)[0];
    if (!header) return fail('no section header is visible');
    if (!clickedOn(history, header)) return act(`I expand the section by clicking its header (element_${header.id}).`, click(header));
    const submit = buttonLabelled(elements);
    return submit ? act('The section is open; I click Submit.', click(submit)) : fail('no Submit button is visible');
  },
});

export const clickCollapsible2Rule = defineRule({
  name: 'click-collapsible-2',
  tasks: ['click-collapsible-2', 'click-collapsible-2-nodelay'],
  parse: (goal) => {
    const m = /^Expand the sections below, to find and click on the link "(.+)"\.$/.exec(goal);
    return m ? { text: m[1]! } : null;
  },
  decide: ({ text }, { elements, history }) => {
    const headers = elements.filter((e) => inArea(e) && isSectionHeader(e)).sort((a, b) => a.box.top - b.box.top);
    return searchOpeners(text, elements, history, headers, false, 'section');
  },
});
