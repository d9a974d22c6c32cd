/**
 * The click-test family: click-test (`Click the button.`), click-test-2 and
 * click-test-transfer (`Click button ONE.` / `Click button TWO.`), click-button-sequence
 * (`Click button ONE, then click button TWO.`). Buttons ONE and TWO may overlap; TWO is
 * drawn on top, so ONE is clicked at a point TWO does not cover.
 */
import type { Element, ElementList } from '../../../perception/element.js';
import type { HistoryEntry } from '../prompt-view.js';
import { uncoveredPoint } from '../common.js';
import { act, click, clickAt, defineRule, fail, type RuleResult } from '../rule.js';
import { contains, findText, inArea, norm } from '../view.js';

/** Clicks `label`'s button, avoiding the part hidden under the other labelled button. */
function clickLabelled(elements: ElementList, label: string): RuleResult {
  let target = findText(elements, label, { types: ['button'] })[0];
  // ONE can hide under TWO with only an unlabelled strip showing: a button with no other label is it.
  if (!target && label === 'ONE') target = elements.find((e) => e.type === 'button' && inArea(e) && norm(e.text) !== 'TWO');
  if (!target) return fail(`no button "${label}" is visible`);
  if (label === 'TWO') return act(`Button TWO is element_${target.id}; it is drawn on top, so its centre is safe.`, click(target));
  const covers = elements.filter((e) => e.type === 'button' && e.id !== target.id && inArea(e));
  const p = uncoveredPoint(target, covers);
  if (!p) return fail(`button ${label} is entirely covered`);
  const c = { x: (target.box.left + target.box.right) / 2, y: (target.box.top + target.box.bottom) / 2 };
  if (p.x === c.x && p.y === c.y) return act(`Button ${label} is element_${target.id}.`, click(target));
  return act(`Button ${label} (element_${target.id}) is partly covered by another button; I click a visible part of it.`, clickAt(p.x, p.y));
}

/** Was `target` clicked already (by id-free history: its element, or a point inside it)? */
function wasClicked(history: HistoryEntry[], target: Element | undefined, label: string): boolean {
  return history.some((h) =>
    (h.name === 'click_element' && norm(h.element?.text) === label) ||
    (h.name === 'click_new_point' && target !== undefined && contains(target, { x: Number(h.args.x), y: Number(h.args.y) })));
}

export const clickTestRule = defineRule({
  name: 'click-test',
  tasks: ['click-test'],
  parse: (goal) => (goal === 'Click the button.' ? {} : null),
  decide: (_g, { elements }) => {
    const b = elements.find((e) => e.type === 'button' && inArea(e));
    return b ? act(`The only button is element_${b.id}.`, click(b)) : fail('no button is visible');
  },
});

export const clickTest2Rule = defineRule({
  name: 'click-test-2',
  tasks: ['click-test-2', 'click-test-transfer'],
  parse: (goal) => {
    const m = /^Click button (ONE|TWO)\.$/.exec(goal);
    return m ? { label: m[1]! } : null;
  },
  decide: ({ label }, { elements }) => clickLabelled(elements, label),
});

export const clickButtonSequenceRule = defineRule({
  name: 'click-button-sequence',
  tasks: ['click-button-sequence'],
  parse: (goal) => (goal === 'Click button ONE, then click button TWO.' ? {} : null),
  decide: (_g, { elements, history }) => {
    const one = findText(elements, 'ONE', { types: ['button'] })[0];
    if (!wasClicked(history, one, 'ONE')) {
      const first = clickLabelled(elements, 'ONE');
      const two = findText(elements, 'TWO', { types: ['button'] })[0];
      if ('actions' in first && two) return { actions: [...first.actions, click(two)], why: `${first.why} Then button TWO (element_${two.id}).` };
      return first;
    }
    return clickLabelled(elements, 'TWO');
  },
});
