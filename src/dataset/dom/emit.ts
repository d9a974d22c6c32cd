/**
 * Page-side output of the labeller's walk (dom/walk.ts): what one walk carries to the parts
 * that label (the options, the frame, the element focused when it began, the labels so far),
 * and the test a label passes before it is kept: not smaller than a pixel, not cut by the
 * frame or a scroll box past reading, and not covered (geometry.ts visibleFraction). Runs in
 * the task page, bundled with the labeller (dom/bundle.ts).
 *
 * @example
 *   const walk: Walk = { options, frame: { l: 0, t: 0, r: 160, b: 210 }, active: document.activeElement, out: [] }
 *   emitIfShown(walk, { type: 'button', text: 'Submit' }, button, clippedBox, borderBox)   // pushed onto walk.out if it shows
 */
import * as geo from './geometry.js';
import type { Rect } from './geometry.js';
import type { RawLabel, WalkOptions } from './walk.js';

/** One walk of the page: its settings and where its labels go. */
export interface Walk {
  readonly options: WalkOptions;
  readonly frame: Rect;
  /** The focused element when the walk began. */
  readonly active: Element | null;
  /** The labels found so far, in the order they were found. */
  readonly out: RawLabel[];
}

/** Fields copied from a label to the output when set. */
const LABEL_FIELDS = ['subtype', 'text', 'checked', 'focused', 'highlighted', 'colorHex', 'points', 'sector', 'expanded', 'style'] as const;

/** A box cut by the frame or a scroll box counts if enough of it shows. */
function enoughShows(full: Rect, box: Rect): boolean {
  const area = geo.width(full) * geo.height(full);
  return area <= 0 || (geo.width(box) * geo.height(box)) / area >= 0.3 || (geo.width(box) >= 8 && geo.height(box) >= 8);
}

/** Adds the label with box `box` (cut from `full`, when given) if enough of it shows and `owner` is not covered there. */
export function emitIfShown(walk: Walk, label: Omit<RawLabel, 'box'>, owner: Element, box: Rect, full?: Rect): void {
  if (geo.tiny(box) || (full && !enoughShows(full, box)) || geo.visibleFraction(owner, box) < walk.options.minVisible) return;
  const clean: RawLabel = { type: label.type, box };
  for (const k of LABEL_FIELDS) {
    if (label[k] !== undefined) (clean as unknown as Record<string, unknown>)[k] = label[k];
  }
  walk.out.push(clean);
}
