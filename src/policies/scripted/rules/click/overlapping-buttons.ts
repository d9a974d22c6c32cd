/**
 * Buttons ONE and TWO of click-test-2,
 * click-test-transfer (`Click button ONE.` / `Click button TWO.`), click-button-sequence
 * (`Click button ONE, then click button TWO.`): finding and clicking them. Buttons ONE and TWO may overlap; TWO is
 * drawn on top, so ONE is clicked at a point TWO does not cover; when TWO hides so much
 * of ONE that ONE is not listed, the sides of TWO are probed (see probeAround).
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { uncoveredPoint } from '../../kit/controls.js';
import { act, click, clickAt, fail, type RuleResult } from '../../rule.js';
import { PAIRWISE, readsAs } from '../../kit/reading.js';
import { AREA_TOP, contains, findText, inArea } from '../../kit/elements.js';

/**
 * ONE is missing from the list when TWO hides most of it (perception drops what is less
 * than half visible), yet a strip of it still shows along one side of TWO. The list does
 * not say which side, so the sides are tried one step each: a click just outside TWO's box
 * hits ONE's strip when it is there and the empty page (which does nothing) when not.
 * Only when ONE lies exactly under TWO is the task unsolvable from the element list.
 */
function probeAround(two: Element, history: HistoryEntry[]): RuleResult {
  const { left, top, right, bottom } = two.box;
  const cx = Math.round((left + right) / 2), cy = Math.round((top + bottom) / 2);
  // 2 px out: a box read 1 px too small must not turn the probe into a click on TWO (-1).
  // Whole pixels, as clickAt sends and the history records them: a probe is recognised in the
  // history by equality, and a box read back from the list has quarter-pixel edges.
  const sides = [
    { side: 'left', x: Math.round(left - 2), y: cy },
    { side: 'above', x: cx, y: Math.round(top - 2) },
    { side: 'right', x: Math.round(right + 1), y: cy },
    { side: 'below', x: cx, y: Math.round(bottom + 1) },
  ].filter((p) => p.x >= 0 && p.x < 160 && p.y > AREA_TOP && p.y < 210);
  const tried = (p: { x: number; y: number }) => history.some((h) => h.name === 'click_new_point' && Number(h.args.x) === p.x && Number(h.args.y) === p.y);
  const next = sides.find((p) => !tried(p));
  if (!next) return fail('button ONE is not visible anywhere around button TWO');
  return act(`Button ONE is not listed, so TWO (element_${two.id}) must hide most of it; I click just ${next.side} TWO, where a strip of ONE may show.`,
    clickAt(next.x, next.y));
}

/** Clicks `label`'s button, avoiding the part hidden under the other labelled button. */
export function clickLabelled(elements: ElementList, label: string, history: HistoryEntry[]): RuleResult {
  let target = findText(elements, label, { types: ['button'] })[0];
  // ONE can hide under TWO with only an unlabelled strip showing: a button with no other label
  // is it. TWO's box can take in the strip, and its label the strip's last letter ("TWO:"):
  // that still reads as TWO (runOn), not as a button of its own.
  if (!target && label === 'ONE') target = elements.find((e) => e.type === 'button' && inArea(e) && !readsAs(e.text, 'TWO', { allow: [...PAIRWISE, 'runOn'] }));
  const two = label === 'ONE' ? findText(elements, 'TWO', { types: ['button'] })[0] : undefined;
  if (!target && two) return probeAround(two, history);
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
export function wasClicked(history: HistoryEntry[], target: Element | undefined, label: string): boolean {
  // The history keeps the clicked element as it was read, so a cut label ("NE" for ONE, under
  // the other button) is recognised as the same reading as the target on the screen now.
  return history.some((h) =>
    (h.name === 'click_element' && (readsAs(h.element?.text, label) || (target?.text !== undefined && h.element?.text === target.text))) ||
    (h.name === 'click_new_point' && target !== undefined && contains(target, { x: Number(h.args.x), y: Number(h.args.y) }))
  );
}
