/**
 * The DOM labeller: the ground-truth element list of what is visible now in the 160x210
 * task frame, in the element schema (src/perception/element.ts). Boxes are task-frame CSS
 * pixels clipped to the frame, ids run 1..N in reading order, score is 1. The rules that
 * map DOM to types are in dom/classify.ts and docs/labelling.md.
 *
 * Harness side only (dataset building, perception evaluation, tests): it reads the DOM.
 *
 * @example
 *   const ep = await host.openEpisode({ task: 'click-button', seed: 1000 })
 *   const elements = await labelScreen(ep.page)
 *   // [{ id: 1, type: 'text', text: 'Click on the "yes" button.', box: {...}, score: 1 }, ...]
 */
import type { Page } from 'playwright-core';
import { ElementListSchema, numberElements, type ElementList } from '../perception/element.js';
import { hexToRgb, nearestColourName } from '../perception/palette.js';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../env/screen.js';
import { evaluateWalk } from './dom/evaluate.js';
import type { RawLabel } from './dom/walk.js';

export interface LabelOptions {
  /** Share of an element's sample points that must show it; below this it counts as covered. Default 0.5. */
  minVisible?: number;
}

/** Page furniture beside the frame that never belongs to the task. */
const FURNITURE_IDS = ['reward-display', 'click-canvas'];

const round = (v: number) => Math.round(v * 100) / 100;

export function toElements(raw: RawLabel[]): ElementList {
  const items = raw.map((r) => {
    const e: Record<string, unknown> = {
      type: r.type,
      box: { left: round(r.box.l), top: round(r.box.t), right: round(r.box.r), bottom: round(r.box.b) },
      score: 1,
    };
    if (r.subtype !== undefined && r.subtype !== null) e.subtype = r.subtype;
    if (r.text !== undefined) e.text = r.text;
    if (r.checked !== undefined) e.checked = r.checked;
    if (r.focused !== undefined) e.focused = r.focused;
    if (r.highlighted !== undefined) e.highlighted = r.highlighted;
    if (r.colorHex !== undefined) e.color = { hex: r.colorHex, name: nearestColourName(hexToRgb(r.colorHex)) };
    if (r.points !== undefined) e.points = r.points.map((p) => ({ x: round(p.x), y: round(p.y) }));
    if (r.sector !== undefined) e.sector = r.sector;
    if (r.expanded !== undefined) e.expanded = r.expanded;
    if (r.style !== undefined && Object.keys(r.style).length) e.style = r.style;
    return e as { box: { left: number; top: number; right: number; bottom: number } };
  });
  return ElementListSchema.parse(numberElements(items));
}

export async function labelScreen(page: Page, opts: LabelOptions = {}): Promise<ElementList> {
  const raw = await evaluateWalk(page, {
    frameWidth: FRAME_WIDTH,
    frameHeight: FRAME_HEIGHT,
    minVisible: opts.minVisible ?? 0.5,
    skipIds: FURNITURE_IDS,
  });
  return toElements(raw);
}
