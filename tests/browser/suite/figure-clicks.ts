/**
 * Shared by the test solvers of the figure tasks (right-angle, bisect-angle): the pages'
 * angle formula and a search for the whole-pixel click that scores best. Click events carry
 * whole-pixel page coordinates, so the best reward a page allows is the best score over
 * the clickable pixels of its SVG; the solvers click exactly there.
 */

export type Pt = readonly [number, number];

/** Angle PVQ in degrees by the law of cosines, as the pages compute it (NaN on V). */
export function angleAt(v: Pt, p: Pt, q: Pt): number {
  const d2 = (a: Pt, b: Pt) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;
  const vp = d2(v, p);
  const vq = d2(v, q);
  const pq = d2(p, q);
  return (Math.acos((vp + vq - pq) / (2 * Math.sqrt(vp) * Math.sqrt(vq))) * 180) / Math.PI;
}

/**
 * The page pixel inside the figure SVG (page x 2..151, y 52..181) that maximises `score`,
 * skipping the Submit button (page x 30..125, y >= 178) with a 2 px margin, and pixels
 * closer than `minDist` to `avoid` (page coordinates), where whole-pixel rounding is coarse.
 */
export function bestClick(score: (pageX: number, pageY: number) => number, avoid: Pt, minDist = 20): { x: number; y: number; score: number } {
  let best = { x: -1, y: -1, score: -Infinity };
  for (let y = 52; y <= 181; y++) {
    for (let x = 2; x <= 151; x++) {
      if (y >= 176 && x >= 28 && x <= 128) continue;
      if (Math.hypot(x - avoid[0], y - avoid[1]) < minDist) continue;
      const s = score(x, y);
      if (Number.isFinite(s) && s > best.score) best = { x, y, score: s };
    }
  }
  if (best.x < 0) throw new Error('test solver: no clickable pixel scores');
  return best;
}
