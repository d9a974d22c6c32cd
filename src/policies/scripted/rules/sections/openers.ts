/**
 * Opening collapsible sections and tabs, which hide content until opened, in search of a link:
 *   click-collapsible   `Expand the section below and click submit.`: open the section once, then Submit.
 *   click-collapsible-2 `Expand the sections below, to find and click on the link "{text}".`
 *   click-tab           `Click on Tab #{k}.`
 *   click-tab-2 family  `Switch between the tabs to find and click on the link "{text}".`
 * Searches open one section/tab at a time in screen order and use the history to know
 * which were opened already (the active tab's colour is not in the element list); a second
 * round accepts a link read with other punctuation.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { linkTarget } from '../../kit/controls.js';
import { act, click, clickAt, fail, type RuleResult } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { clicked, timesClicked } from '../../kit/history.js';
import { norm } from '../../kit/text.js';

export const isSectionHeader = (e: Element) => /^Section #\d+$/.test(norm(e.text));

/** Tab labels: the buttons of the row nearest the top of the area ("Tab #2", or bare digits). */
export function tabsOf(elements: ElementList): Element[] {
  const buttons = elements.filter((e) => e.type === 'button' && inArea(e) && (/^Tab #\d+$/.test(norm(e.text)) || /^\d+$/.test(norm(e.text))));
  if (!buttons.length) return [];
  const top = Math.min(...buttons.map((b) => centre(b).y));
  return buttons.filter((b) => Math.abs(centre(b).y - top) < 8).sort((a, b) => a.box.left - b.box.left);
}

/** Click `hit`: the whole link element, or the word's point inside an element of several links. */
export function clickLink(hit: NonNullable<ReturnType<typeof linkTarget>>, why: (where: string) => string): RuleResult {
  return hit.point ? act(why(`the word inside element_${hit.el.id}`), clickAt(hit.point.x, hit.point.y)) : act(why(`element_${hit.el.id}`), click(hit.el));
}

/**
 * Click the exact link if it shows; else open the first opener (tab/section) not opened yet.
 * When every opener was looked in, go round once more taking the word whatever punctuation
 * it reads with ("tempor,." for "tempor,").
 */
export function searchOpeners(text: string, elements: ElementList, history: HistoryEntry[], openers: Element[], firstIsOpen: boolean,
  what: string): RuleResult
{
  const hit = linkTarget(elements, text);
  if (hit) return clickLink(hit, (where) => `The link "${text}" is visible: ${where}.`);
  const next = openers.find((o, i) => !(firstIsOpen && i === 0) && !clicked(history, norm(o.text)));
  if (next) return act(`No link "${text}" is visible here; I open ${what} "${norm(next.text)}" (element_${next.id}).`, click(next));
  const near = linkTarget(elements, text, { anyEnding: true });
  if (near) return clickLink(near, (where) => `No ${what} shows "${text}" exactly; ${where} ("${norm(near.el.text)}") is the nearest reading.`);
  const again = openers.find((o, i) => timesClicked(history, norm(o.text)) < (firstIsOpen && i === 0 ? 1 : 2));
  if (!again || openers.length < 2) return fail(`no link "${text}" in any ${what}`);
  return act(`No link reads "${text}" exactly in any ${what}; I look again in ${what} "${norm(again.text)}" (element_${again.id}), taking a near reading.`,
    click(again));
}
