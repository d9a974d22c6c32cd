/**
 * What the drawing tasks (draw-line, draw-circle) share: the small marked dot the stroke is
 * drawn around or through, and Submit once the history shows a drawn stroke. A stroke is one
 * action (press, a move per point, release), so it is never cut halfway; after it the
 * batch may stop (the line changed the screen), and the next step clicks Submit.
 */
import type { Action } from '../../../../agent/actions.js';
import type { Element, ElementList } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { centre, height, inArea, width } from '../../kit/elements.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, fail, type RuleResult } from '../../rule.js';

/** The dot is drawn with radius 4; a perceived box a little larger still counts. */
const MAX_DOT_PX = 14;

/** The marked dot: the small round shape of the drawing area (of `colour` when several are seen). */
export function markedDot(elements: ElementList, colour: string): Element | undefined {
  const dots = elements.filter((e) => e.type === 'shape' && inArea(e) && width(e) <= MAX_DOT_PX && height(e) <= MAX_DOT_PX);
  const round = dots.filter((e) => e.subtype === 'circle');
  const pool = round.length ? round : dots;
  return pool.find((e) => e.color?.name === colour) ?? pool[0];
}

/** The dot's centre: its figure point when perception gives one, else its box's centre. */
export const dotCentre = (dot: Element) => dot.points?.[0] ?? centre(dot);

/** Submit, once a stroke was drawn (null while none was). */
export function submitAfterStroke(elements: ElementList, history: HistoryEntry[]): RuleResult | null {
  if (!history.some((h) => h.name === 'draw_stroke')) return null;
  const submit = buttonLabelled(elements);
  return submit ? act(`The stroke is drawn; I click Submit (element_${submit.id}).`, click(submit)) : fail('no Submit button is visible');
}

/** Submit in the same reply as the stroke: it runs unless the batch stops after the stroke (the next step then clicks it). */
export function submitNow(elements: ElementList): Action[] {
  const submit = buttonLabelled(elements);
  return submit ? [click(submit)] : [];
}
