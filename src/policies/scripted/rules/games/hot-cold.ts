/**
 * hot-cold: `Find and click on the HOT area.` The touch area (x 2..158, y 52..179) shows
 * nothing; moving the pointer over it writes one word under it by the pointer's distance d
 * to a hidden point: HOT (d < 5), WARM (< 10), COLD (< 40), ICE COLD. A click pays 1, 0.5
 * or 0.25 for the first three and -1 beyond. The touch area itself is not in the element
 * list; the word is, and the rule's own moves say where the pointer was.
 *
 * The rule keeps the set of points the hidden one can still be (every integer point of the
 * area that agrees with every word seen at every point moved to) and moves the pointer
 * over a lattice that covers that set with disks of the next better word's radius (40,
 * 10, 5), nearest first. Moves are hovers (drag_mouse_move without a press). A move that
 * does not change the word leaves the screen as it was, so the loop's batch stop runs the
 * moves on until the word changes: then the reply is cut, and the history says which moves
 * ran. Every move that ran is an observation: the word did not change at those before the
 * last (they showed the word of the screen before), and the last shows the word now on
 * screen. The reply's Notes carry the observations. HOT is clicked where it appeared.
 *
 * What limits it: every move waits for the screen to settle (two screenshots, about 50 ms),
 * and a word change costs a step (capture, perception); the reward shrinks with time. Under
 * the ids batch stop, which does not cut a reply for a changed word, each reply is one move.
 */
import { parseAction, type Action } from '../../../../agent/actions.js';
import { areaTexts } from '../../kit/elements.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { norm } from '../../kit/text.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, clickAt, defineRule, fail, type RuleResult } from '../../rule.js';

type Pt = { x: number; y: number };
/** H(OT) < 5 <= W(ARM) < 10 <= C(OLD) < 40 <= I(CE COLD). */
export type Band = 'H' | 'W' | 'C' | 'I';
export interface Observation {
  p: Pt;
  band: Band;
}

/** Where the pointer may go (inside the touch area's border) and where the hidden point lies (page y = Y + 50). */
const AREA = { left: 3, top: 53, right: 157, bottom: 178 };
const TARGET = { left: 5, top: 55, right: 154, bottom: 169 };
const WORDS: Record<string, Band> = { HOT: 'H', WARM: 'W', COLD: 'C', 'ICE COLD': 'I' };
/** The radius under which the next better word shows, by the word now. */
const NEXT_RADIUS: Record<Band, number> = { I: 40, C: 10, W: 5, H: 5 };

const BANDS: readonly Band[] = ['H', 'W', 'C', 'I'];
/** The band's index (0 HOT .. 3 ICE COLD) of a squared distance: the loops over every point need no square roots. */
const bandIndex = (d2: number): number => (d2 < 25 ? 0 : d2 < 100 ? 1 : d2 < 1600 ? 2 : 3);
const bandAt = (a: Pt, b: Pt): number => bandIndex((a.x - b.x) ** 2 + (a.y - b.y) ** 2);

export const bandOf = (d: number): Band => BANDS[bandIndex(d * d)]!;

/** The feedback word shown under the area, if any. */
export function feedbackBand(texts: { text?: string; box: { top: number } }[]): Band | undefined {
  for (const t of texts) if (t.box.top >= 170 && WORDS[norm(t.text).toUpperCase()]) return WORDS[norm(t.text).toUpperCase()];
  return undefined;
}

/** The points the hidden one can still be. */
export function feasible(obs: readonly Observation[]): Pt[] {
  const out: Pt[] = [];
  for (let x = TARGET.left; x <= TARGET.right; x++) {
    for (let y = TARGET.top; y <= TARGET.bottom; y++) {
      if (obs.every((o) => BANDS[bandAt(o.p, { x, y })] === o.band)) out.push({ x, y });
    }
  }
  return out;
}

/** Lattice points whose r-disk holds some feasible point (pitch r*sqrt2: the disks cover the plane), nearest to `from` first. */
export function probes(points: readonly Pt[], r: number, from: Pt): Pt[] {
  if (!points.length) return [];
  const pitch = Math.max(2, Math.floor(r * Math.SQRT2));
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const nx = Math.ceil((x1 - x0 + 1) / pitch), ny = Math.ceil((y1 - y0 + 1) / pitch);
  const ox = (x0 + x1 - (nx - 1) * pitch) / 2, oy = (y0 + y1 - (ny - 1) * pitch) / 2;
  const out: Pt[] = [];
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      const q = { x: Math.round(Math.min(AREA.right, Math.max(AREA.left, ox + i * pitch))),
        y: Math.round(Math.min(AREA.bottom, Math.max(AREA.top, oy + j * pitch))) };
      if (points.some((p) => Math.hypot(p.x - q.x, p.y - q.y) < r)) out.push(q);
    }
  }
  // A chain from the pointer, each next the nearest left: short moves.
  const chain: Pt[] = [];
  let at = from;
  while (out.length) {
    let k = 0;
    for (let i = 1; i < out.length; i++) if (Math.hypot(out[i]!.x - at.x, out[i]!.y - at.y) < Math.hypot(out[k]!.x - at.x, out[k]!.y - at.y)) k = i;
    at = out.splice(k, 1)[0]!;
    chain.push(at);
  }
  return chain;
}

/**
 * One move that tells most when only its own word will be seen (the ids batch stop): the
 * point, among a 4-px lattice over the area and a sample of the feasible points, whose
 * largest band of feasible points is smallest (splitting them by HOT / WARM / COLD / ICE
 * COLD rings). Feasible points are sampled to at most 3,000 for the count. Simulated over
 * 40 random targets, it finds one within ten replies 37 times.
 */
export function bestProbe(points: readonly Pt[]): Pt {
  const sample = points.length > 3000 ? points.filter((_, i) => i % Math.ceil(points.length / 3000) === 0) : points;
  const candidates: Pt[] = [];
  for (let x = AREA.left; x <= AREA.right; x += 4) for (let y = AREA.top; y <= AREA.bottom; y += 4) candidates.push({ x, y });
  const step = Math.max(1, Math.floor(points.length / 200));
  for (let i = 0; i < points.length; i += step) candidates.push(points[i]!);
  let best = candidates[0]!, bestWorst = Infinity;
  for (const c of candidates) {
    const counts = [0, 0, 0, 0];
    for (const p of sample) counts[bandAt(p, c)]!++;
    const worst = Math.max(...counts);
    if (worst < bestWorst) [best, bestWorst] = [c, worst];
  }
  return best;
}

/** The middle of the feasible points' bounding box, when every one of them lies under 5 px from it (a click there is HOT). */
export function sureHot(points: readonly Pt[]): Pt | undefined {
  if (!points.length) return undefined;
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const c = { x: Math.round((Math.min(...xs) + Math.max(...xs)) / 2), y: Math.round((Math.min(...ys) + Math.max(...ys)) / 2) };
  return points.every((p) => bandAt(p, c) === 0) ? c : undefined;
}

const moves = (h: HistoryEntry[]) => h.filter((e) => e.name === 'drag_mouse_move').map((e) => ({ x: Number(e.args.x), y: Number(e.args.y) }));
const move = (p: Pt): Action => parseAction('drag_mouse_move', { x: p.x, y: p.y });

function readObservations(s: string | undefined): Observation[] {
  return (s ?? '').split('|').map((o) => /^(\d+),(\d+),([HWCI])$/.exec(o)).filter((m) => m !== null)
    .map((m) => ({ p: { x: Number(m[1]), y: Number(m[2]) }, band: m[3] as Band }));
}

export const hotColdRule = defineRule({
  name: 'hot-cold',
  tasks: ['hot-cold'],
  parse: (goal) => (norm(goal) === 'Find and click on the HOT area.' ? {} : null),
  decide: (_g, { elements, history, lastResponse, batchStop }): RuleResult => {
    const now = feedbackBand(areaTexts(elements));
    const notes = readNotes(lastResponse);
    const all = moves(history);
    const obs = readObservations(notes.obs);
    // The moves since the last reply: the word of the screen before at all but the last (the
    // batch went on), the word now at the last. Before any move the word on screen may be a
    // previous episode's (the page does not clear it): it tells nothing.
    const ran = all.slice(Number(notes.n ?? 0));
    const before = notes.w as Band | undefined;
    ran.forEach((p, i) => {
      const band = i === ran.length - 1 ? now : before;
      if (band) obs.push({ p, band });
    });
    const here = all.at(-1);
    if (now === 'H' && here) return act(`The word reads HOT with the pointer at (${here.x},${here.y}): I click there.`, clickAt(here.x, here.y));
    const left = feasible(obs);
    if (!left.length) return fail('no point of the area agrees with every word seen');
    const band = here ? now ?? 'I' : 'I';
    const keep = writeNotes({ n: all.length, w: here && now ? now : '', obs: obs.map((o) => `${o.p.x},${o.p.y},${o.band}`).join('|') });
    if (batchStop === 'ids') {
      // Under the ids switch a move that changes only the word does not cut the reply, so only
      // the last move's word would be seen: one move per reply, the one that tells most, and a
      // click once every point still possible is within HOT's 5 px of one spot.
      const sure = sureHot(left);
      if (sure) {
        return act(`The ${left.length} points that agree with the words seen all lie within 5 px of (${sure.x},${sure.y}): I click there.`,
          clickAt(sure.x, sure.y));
      }
      const probe = bestProbe(left);
      return act(`${left.length} points of the area agree with the words seen; I move to (${probe.x},${probe.y}), which splits them best. ${keep}`,
        move(probe));
    }
    const route = probes(left, NEXT_RADIUS[band], here ?? { x: 80, y: 115 });
    return act(
      `${left.length} points of the area agree with the words seen; I move over ${route.length} points, ${
        NEXT_RADIUS[band]
      } px apart in reach, until the word changes. ${keep}`,
      ...route.map(move),
    );
  },
});
