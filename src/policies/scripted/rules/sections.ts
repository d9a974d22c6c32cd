/**
 * Collapsible sections and tabs, which hide content until opened:
 *   click-collapsible   `Expand the section below and click submit.`: open the section once, then Submit.
 *   click-collapsible-2 `Expand the sections below, to find and click on the link "{text}".`
 *   click-tab           `Click on Tab #{k}.`
 *   click-tab-2 family  `Switch between the tabs to find and click on the link "{text}".`
 * Searches open one section/tab at a time in screen order and use the history to know
 * which were opened already (the active tab's colour is not in the element list); a second
 * round accepts a link read with other punctuation.
 */
import type { Element, ElementList } from '../../../perception/element.js';
import type { HistoryEntry } from '../prompt-view.js';
import { buttonLabelled, linkTarget } from '../common.js';
import { act, click, clickAt, defineRule, fail, type RuleResult } from '../rule.js';
import { find } from '../reading.js';
import { centre, clicked, clickedOn, inArea, norm, timesClicked } from '../view.js';

const isSectionHeader = (e: Element) => /^Section #\d+$/.test(norm(e.text));

/** Tab labels: the buttons of the row nearest the top of the area ("Tab #2", or bare digits). */
function tabsOf(elements: ElementList): Element[] {
  const buttons = elements.filter((e) => e.type === 'button' && inArea(e) && (/^Tab #\d+$/.test(norm(e.text)) || /^\d+$/.test(norm(e.text))));
  if (!buttons.length) return [];
  const top = Math.min(...buttons.map((b) => centre(b).y));
  return buttons.filter((b) => Math.abs(centre(b).y - top) < 8).sort((a, b) => a.box.left - b.box.left);
}

/** Click `hit`: the whole link element, or the word's point inside an element of several links. */
function clickLink(hit: NonNullable<ReturnType<typeof linkTarget>>, why: (where: string) => string): RuleResult {
  return hit.point ? act(why(`the word inside element_${hit.el.id}`), clickAt(hit.point.x, hit.point.y)) : act(why(`element_${hit.el.id}`), click(hit.el));
}

/**
 * Click the exact link if it shows; else open the first opener (tab/section) not opened yet.
 * When every opener was looked in, go round once more taking the word whatever punctuation
 * it reads with ("tempor,." for "tempor,").
 */
function searchOpeners(text: string, elements: ElementList, history: HistoryEntry[], openers: Element[], firstIsOpen: boolean, what: string): RuleResult {
  const hit = linkTarget(elements, text);
  if (hit) return clickLink(hit, (where) => `The link "${text}" is visible: ${where}.`);
  const next = openers.find((o, i) => !(firstIsOpen && i === 0) && !clicked(history, norm(o.text)));
  if (next) return act(`No link "${text}" is visible here; I open ${what} "${norm(next.text)}" (element_${next.id}).`, click(next));
  const near = linkTarget(elements, text, { anyEnding: true });
  if (near) return clickLink(near, (where) => `No ${what} shows "${text}" exactly; ${where} ("${norm(near.el.text)}") is the nearest reading.`);
  const again = openers.find((o, i) => timesClicked(history, norm(o.text)) < (firstIsOpen && i === 0 ? 1 : 2));
  if (!again || openers.length < 2) return fail(`no link "${text}" in any ${what}`);
  return act(`No link reads "${text}" exactly in any ${what}; I look again in ${what} "${norm(again.text)}" (element_${again.id}), taking a near reading.`, click(again));
}

export const clickCollapsibleRule = defineRule({
  name: 'click-collapsible',
  tasks: ['click-collapsible'],
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
  tasks: ['click-collapsible-2'],
  parse: (goal) => {
    const m = /^Expand the sections below, to find and click on the link "(.+)"\.$/.exec(goal);
    return m ? { text: m[1]! } : null;
  },
  decide: ({ text }, { elements, history }) => {
    const headers = elements.filter((e) => inArea(e) && isSectionHeader(e)).sort((a, b) => a.box.top - b.box.top);
    return searchOpeners(text, elements, history, headers, false, 'section');
  },
});

export const clickTabRule = defineRule({
  name: 'click-tab',
  tasks: ['click-tab'],
  parse: (goal) => {
    const m = /^Click on Tab #(\d+)\.$/.exec(goal);
    return m ? { k: Number(m[1]) } : null;
  },
  decide: ({ k }, { elements }) => {
    // A tab's label can misread; the k-th tab of the row is Tab #k (the `place` rung).
    const buttons = elements.filter((e) => e.type === 'button' && inArea(e));
    const tab = find(buttons, (e) => e.text, `Tab #${k}`, { allow: ['exact'], byPlace: () => tabsOf(elements)[k - 1] })?.item;
    return tab ? act(`Tab #${k} is element_${tab.id}.`, click(tab)) : fail(`tab ${k} is not visible`);
  },
});

export const clickTab2Rule = defineRule({
  name: 'click-tab-2',
  tasks: ['click-tab-2', 'click-tab-2-easy', 'click-tab-2-medium', 'click-tab-2-hard'],
  parse: (goal) => {
    const m = /^Switch between the tabs to find and click on the link "(.+)"\.$/.exec(goal);
    return m ? { text: m[1]! } : null;
  },
  decide: ({ text }, { elements, history }) => searchOpeners(text, elements, history, tabsOf(elements), true, 'tab'),
});
