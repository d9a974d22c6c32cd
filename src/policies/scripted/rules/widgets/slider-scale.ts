/**
 * A slider's scale, learnt from what the screen shows: the handle's place along its track
 * and the number the page prints for it. Pure arithmetic for the slider rules.
 *
 * The page never says a slider's range. Each screen gives one observation (the handle's
 * fraction along the track, the value shown); two at different places fix the line
 * value = min + range * fraction, the way a person finds the scale of an unlabelled dial
 * by moving it once. Sliders of one page with tracks of the same size are taken to share
 * a scale (use-slider-2's three combination sliders), so they fit it together.
 *
 * Geometry (the jQuery UI slider the tasks use; boxes are the track's outer box):
 * - the handle is drawn on the content box (1 px border): its centre sits at fraction p of
 *   (outer size - 2) from 1 px inside the start (left; bottom for a vertical slider, whose
 *   minimum is at the bottom);
 * - a press on the track takes the value at fraction (pointer - outer start) / outer size.
 *
 * @example
 *   const s = fitScale([{ p: 0.6, v: -97 }, { p: 0.2, v: -99 }])   // { min: -100, range: 5 }
 *   pressPoint(track, s, -98)     // where to click the track for -98
 */
import type { Box } from '../../../../perception/element.js';

export type Orientation = 'horizontal' | 'vertical';
export interface Track {
  box: Box;
  orientation: Orientation;
}
export interface Observation {
  p: number;
  v: number;
}
export interface Scale {
  min: number;
  range: number;
}

const outerSize = (t: Track) => (t.orientation === 'horizontal' ? t.box.right - t.box.left : t.box.bottom - t.box.top);
const contentSize = (t: Track) => outerSize(t) - 2;

/** Fraction 0..1 of the value range where a handle centred at `c` stands (the axis coordinate: x, or y when vertical). */
export function handleFraction(t: Track, c: number): number {
  const w = contentSize(t);
  const p = t.orientation === 'horizontal' ? (c - t.box.left - 2) / w : (t.box.bottom - 2 - c) / w;
  return Math.min(1, Math.max(0, p));
}

/** The axis coordinate where a handle showing `v` is centred. */
export function handleCentre(t: Track, s: Scale, v: number): number {
  const p = (v - s.min) / s.range;
  return t.orientation === 'horizontal' ? t.box.left + 2 + p * contentSize(t) : t.box.bottom - 2 - p * contentSize(t);
}

/** The value a press at axis coordinate `a` sets. */
export function valueAt(t: Track, s: Scale, a: number): number {
  const f = t.orientation === 'horizontal' ? (a - t.box.left) / outerSize(t) : 1 - (a - t.box.top) / outerSize(t);
  return s.min + Math.round(Math.min(1, Math.max(0, f)) * s.range);
}

/**
 * The least-squares line through the observations, or null when they do not fix one (fewer
 * than two places along the track). Integers are snapped to when within 0.3 (a range and a
 * minimum are whole numbers on these pages; the boxes are read to a pixel).
 */
export function fitScale(obs: Observation[]): Scale | null {
  const n = obs.length;
  if (n < 2) return null;
  const mp = obs.reduce((a, o) => a + o.p, 0) / n;
  const mv = obs.reduce((a, o) => a + o.v, 0) / n;
  const spp = obs.reduce((a, o) => a + (o.p - mp) ** 2, 0);
  if (spp < 0.01) return null;
  const range = obs.reduce((a, o) => a + (o.p - mp) * (o.v - mv), 0) / spp;
  if (!(range > 0)) return null;
  const snap = (x: number) => (Math.abs(x - Math.round(x)) < 0.3 ? Math.round(x) + 0 : x); // + 0: no -0
  return { min: snap(mv - range * mp), range: snap(range) };
}

/**
 * The whole-pixel axis coordinate on the track whose press sets `v` by the scale (the
 * nearest to the exact spot among those that do; the exact spot rounded when none does).
 */
export function pressPoint(t: Track, s: Scale, v: number): number {
  const f = (v - s.min) / s.range;
  const exact = t.orientation === 'horizontal' ? t.box.left + f * outerSize(t) : t.box.top + (1 - f) * outerSize(t);
  const lo = t.orientation === 'horizontal' ? t.box.left + 1 : t.box.top + 1;
  const hi = t.orientation === 'horizontal' ? t.box.right - 1 : t.box.bottom - 1;
  const candidates = [0, -1, 1, -2, 2].map((d) => Math.round(exact) + d).filter((a) => a >= lo && a <= hi);
  const hit = candidates.filter((a) => valueAt(t, s, a) === v).sort((a, b) => Math.abs(a - exact) - Math.abs(b - exact))[0];
  return hit ?? Math.min(hi, Math.max(lo, Math.round(exact)));
}

/** Where to probe a track whose scale is unknown: well away from the handle (at fraction p). */
export function probePoint(t: Track, p: number): number {
  const f = p > 0.5 ? 0.2 : 0.8;
  return Math.round(t.orientation === 'horizontal' ? t.box.left + f * outerSize(t) : t.box.top + (1 - f) * outerSize(t));
}
