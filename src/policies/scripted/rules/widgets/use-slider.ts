/**
 * Sliders (jQuery UI), set to numbers the goal gives:
 *   use-slider    `Select {n} with the slider and hit Submit.` (one slider, horizontal or vertical)
 *   use-slider-2  `Set the sliders to the combination [a,b,c] and submit.` (three, top to bottom)
 * Each slider is a track, a handle and the number the page prints beside it (right of a
 * horizontal track or under it, right of a vertical track's lower end). The range is
 * never shown, so the scale is learnt from the screen (slider-scale.ts): the handle's place
 * and the number, on two screens (a probe click on the track far from the handle) or on
 * sliders of one size together. Then a click on the track where the target lies (a drag of
 * the handle when that spot is under the handle: a press on the handle does not move it),
 * and arrow keys for a last step of one, or up to three under the handle (the pressed
 * handle has the keyboard). Every
 * click changes the screen, so these are one step each under the paper's batch stop; what
 * was seen on earlier screens travels in the reply's Notes line.
 */
import type { Action } from '../../../../agent/actions.js';
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, clickAt, defineRule, drag, fail, key, type RuleContext, type RuleResult } from '../../rule.js';
import { fitScale, handleCentre, handleFraction, pressPoint, probePoint, type Observation, type Track } from './slider-scale.js';
import { centre, contains, inArea } from '../../kit/elements.js';
import { historyClickPoint } from '../../kit/history.js';
import { norm } from '../../kit/text.js';

interface Slider extends Track {
  el: Element;
  handle: Element;
  value: number | undefined;
}

/** At most this many steps are left to the arrow keys (one step each under the paper's batch stop). */
const ARROW_STEPS = 3;
/** A press this close to the handle's centre lands on the handle (14 px wide). */
const HANDLE_REACH = 8;

const numberOf = (e: Element): number | undefined => (e.value ?? (/^-?\d+$/.test(norm(e.text)) ? Number(norm(e.text)) : undefined));
const axis = (s: Track, p: { x: number; y: number }) => (s.orientation === 'horizontal' ? p.x : p.y);

/** The number printed for a track: beside it on its line, else just under it (horizontal); right of its lower end (vertical). */
function valueFor(track: Element, numbers: Element[]): number | undefined {
  const c = centre(track);
  const b = track.box;
  const pick = (cands: Element[]) => cands.sort((u, v) => Math.abs(centre(u).x - c.x) - Math.abs(centre(v).x - c.x))[0];
  if (track.subtype === 'vertical') {
    const rightOf = numbers.filter((n) => n.box.left >= b.right - 2 && n.box.left - b.right < 30);
    // The track's lower end is often not detected (below the handle): the number right of
    // its lower half, not far under what was seen of it, is its number.
    const below = rightOf.filter((n) => centre(n).y > c.y && centre(n).y - b.bottom <= 60);
    const right = pick(rightOf.filter((n) => Math.abs(centre(n).y - b.bottom) <= 10)) ??
      pick(below.filter((n) => centre(n).y - b.bottom <= 30)) ?? (below.length === 1 ? below[0] : undefined);
    return right ? numberOf(right) : undefined;
  }
  const beside = numbers.filter((n) => Math.abs(centre(n).y - c.y) <= 6 && n.box.left >= b.right - 2 && n.box.left - b.right < 30);
  const under = numbers.filter((n) => n.box.top >= b.bottom - 3 && n.box.top <= b.bottom + 6 && n.box.left < b.right && n.box.right > b.left);
  const hit = pick(beside) ?? under.sort((u, v) => u.box.top - v.box.top)[0];
  return hit ? numberOf(hit) : undefined;
}

/** Pieces of one track lie on one line (centres this close across it) with at most a handle's length between them. */
const PIECE_ACROSS = 3;
const PIECE_GAP = 16;

/**
 * The tracks, a track read in pieces put back together: perception sometimes splits a track
 * where the handle sits (use-slider seed 0: a vertical track read as 58-106 and 106-161). A
 * piece without an orientation takes its longer side's.
 */
export function joinTrackPieces(pieces: Element[]): Element[] {
  const orientation = (e: Element) => (e.subtype === 'horizontal' || e.subtype === 'vertical' ?
    e.subtype
    : e.box.right - e.box.left >= e.box.bottom - e.box.top
    ? 'horizontal'
    : 'vertical');
  const joined: Element[] = [];
  for (const piece of [...pieces].sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)) {
    const o = orientation(piece);
    const along = (e: Element): [number, number] => (o === 'vertical' ? [e.box.top, e.box.bottom] : [e.box.left, e.box.right]);
    const across = (e: Element) => (o === 'vertical' ? centre(e).x : centre(e).y);
    const mate = joined.find((t) =>
      t.subtype === o && Math.abs(across(t) - across(piece)) <= PIECE_ACROSS
      && along(piece)[0] - along(t)[1] <= PIECE_GAP && along(t)[0] - along(piece)[1] <= PIECE_GAP
    );
    if (!mate) {
      joined.push({ ...piece, subtype: o });
      continue;
    }
    mate.box = { left: Math.min(mate.box.left, piece.box.left), top: Math.min(mate.box.top, piece.box.top), right: Math.max(mate.box.right, piece.box.right),
      bottom: Math.max(mate.box.bottom, piece.box.bottom) };
  }
  return joined;
}

/** A handle's length along its track (CSS px). */
const HANDLE_LENGTH = 16;

/** A handle on the track's line, past either detected end by less than a handle's length (the track's end under or beyond the handle not detected). */
function pastEnd(track: Element, h: Element): boolean {
  const c = centre(h), t = centre(track), b = track.box;
  const beyond = (v: number, lo: number, hi: number) => (v < lo ? lo - v : v > hi ? v - hi : 0) <= HANDLE_LENGTH;
  if (track.subtype === 'vertical') return Math.abs(c.x - t.x) <= 4 && beyond(c.y, b.top, b.bottom);
  return Math.abs(c.y - t.y) <= 4 && beyond(c.x, b.left, b.right);
}

/** The sliders on the screen, top to bottom, each with its handle and shown value. */
export function readSliders(elements: Element[]): Slider[] {
  const tracks = joinTrackPieces(elements.filter((e) => e.type === 'slider' && e.subtype !== 'handle' && inArea(e)));
  const handles = elements.filter((e) => e.type === 'slider' && e.subtype === 'handle');
  const numbers = elements.filter((e) => e.type !== 'slider' && inArea(e) && numberOf(e) !== undefined);
  const out: Slider[] = [];
  for (const found of tracks.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)) {
    const handle = handles.find((h) => contains(found, centre(h), 9)) ?? handles.find((h) => pastEnd(found, h));
    if (!handle) continue;
    // A handle just past what was seen of the track lies on it: the track reaches it.
    const el = contains(found, centre(handle), 0) ?
      found :
      { ...found,
        box: { left: Math.min(found.box.left, handle.box.left), top: Math.min(found.box.top, handle.box.top),
          right: Math.max(found.box.right, handle.box.right), bottom: Math.max(found.box.bottom, handle.box.bottom) } };
    out.push({ el, handle, box: el.box, orientation: el.subtype as Track['orientation'], value: valueFor(el, numbers) });
  }
  return out;
}

const observe = (s: Slider): Observation | null => (s.value === undefined ? null : { p: handleFraction(s, axis(s, centre(s.handle))), v: s.value });
const same = (a: Track, b: Track) =>
  Math.abs(a.box.right - a.box.left - (b.box.right - b.box.left)) <= 2 &&
  Math.abs(a.box.bottom - a.box.top - (b.box.bottom - b.box.top)) <= 2 && a.orientation === b.orientation;

function notedObservations(lastResponse: string | undefined): Observation[] {
  const raw = readNotes(lastResponse).obs ?? '';
  return raw.split('|').map((o) => o.split(':').map(Number)).filter((o) => o.length === 2 && o.every(Number.isFinite)).map(([p, v]) => ({ p: p!, v: v! }));
}

/** Observations of one scale, newest last, one per place along the track (a newer reading replaces an older one nearby). */
function pool(obs: Observation[]): Observation[] {
  const out: Observation[] = [];
  for (const o of obs) {
    const i = out.findIndex((x) => Math.abs(x.p - o.p) < 0.01);
    if (i >= 0) out.splice(i, 1);
    out.push(o);
  }
  return out.slice(-6);
}

const notesOf = (obs: Observation[]) => writeNotes({ obs: obs.map((o) => `${o.p.toFixed(3)}:${o.v}`).join('|') });

/** Did the last press (click or drag) land on this slider, so its handle has the keyboard? */
function hasKeyboard(history: HistoryEntry[], s: Slider): boolean {
  const last = [...history].reverse().find((h) => h.name === 'click_element' || h.name === 'click_new_point' || h.name === 'drag_mouse_hold_down');
  if (!last) return false;
  const p = last.name === 'drag_mouse_hold_down' ? { x: Number(last.args.x), y: Number(last.args.y) } : historyClickPoint(last);
  return contains(s.el, p, 9);
}

function setSliders(targets: number[], { elements, history, lastResponse }: RuleContext): RuleResult {
  const sliders = readSliders(elements);
  if (sliders.length < targets.length) return fail(`${targets.length} slider(s) with their values are not visible`);
  const i = targets.findIndex((n, k) => sliders[k]!.value !== n);
  if (i < 0) {
    const submit = buttonLabelled(elements);
    return submit ? act(`Every slider shows its number; I click Submit (element_${submit.id}).`, click(submit)) : fail('no Submit button is visible');
  }
  const s = sliders[i]!;
  const n = targets[i]!;
  if (s.value === undefined) return fail(`the value of slider ${i + 1} is not visible`);
  const kin = sliders.filter((o) => same(o, s));
  const obs = pool([...notedObservations(lastResponse), ...kin.map(observe).filter((o): o is Observation => o !== null)]);
  const notes = notesOf(obs);
  const scale = fitScale(obs);
  const cross = s.orientation === 'horizontal' ? centre(s.el).y : centre(s.el).x;
  const at = (a: number) => (s.orientation === 'horizontal' ? { x: a, y: cross } : { x: cross, y: a });
  const d = n - s.value;
  const name = targets.length > 1 ? `slider ${i + 1} (element_${s.el.id})` : `the slider (element_${s.el.id})`;
  if (!scale) {
    const p = at(probePoint(s, handleFraction(s, axis(s, centre(s.handle)))));
    return act(`${name} shows ${s.value}; its scale is unknown, so I click its track away from the handle to learn it. ${notes}`, clickAt(p.x, p.y));
  }
  const a = pressPoint(s, scale, n);
  const h = centre(s.handle);
  const onHandle = Math.abs(a - axis(s, h)) <= HANDLE_REACH;
  // A click is one step wherever it lands off the handle; each arrow press is one too.
  if (Math.abs(d) === 1 || (onHandle && Math.abs(d) <= ARROW_STEPS)) {
    const keys: Action[] = Array.from({ length: Math.abs(d) }, () => key(d > 0 ? 'ArrowRight' : 'ArrowLeft'));
    if (hasKeyboard(history, s)) {
      return act(`${name} shows ${s.value}; I press ${d > 0 ? 'Right' : 'Left'} ${Math.abs(d)} time(s) to reach ${n}. ${notes}`, ...keys);
    }
    return act(`${name} shows ${s.value}; I press its handle (which gives it the keyboard without moving it), then the arrow keys. ${notes}`, clickAt(h.x, h.y),
      ...keys);
  }
  if (!onHandle) {
    const p = at(a);
    return act(
      `${name} shows ${s.value}; by its scale (${scale.min} + ${scale.range} x fraction) ${n} lies at ${
        Math.round(axis(s, p))
      }, so I click the track there. ${notes}`,
      clickAt(p.x, p.y),
    );
  }
  // Under the handle: drag it by the distance between its place and the target's.
  const shift = handleCentre(s, scale, n) - axis(s, h);
  const to = s.orientation === 'horizontal' ? { x: h.x + shift, y: h.y } : { x: h.x, y: h.y + shift };
  return act(`${name} shows ${s.value}; ${n} lies under the handle, so I drag the handle ${Math.round(Math.abs(shift))} px. ${notes}`, ...drag(h, to));
}

export const useSliderRule = defineRule({
  name: 'use-slider',
  tasks: ['use-slider'],
  parse: (goal) => {
    const m = /^Select (-?\d+) with the slider and hit Submit\.$/.exec(goal);
    return m ? { targets: [Number(m[1])] } : null;
  },
  decide: ({ targets }, ctx) => setSliders(targets, ctx),
});

export const useSlider2Rule = defineRule({
  name: 'use-slider-2',
  tasks: ['use-slider-2'],
  parse: (goal) => {
    const m = /^Set the sliders to the combination \[(-?\d+(?:,\s*-?\d+)*)\] and submit\.$/.exec(goal);
    return m ? { targets: m[1]!.split(',').map(Number) } : null;
  },
  decide: ({ targets }, ctx) => setSliders(targets, ctx),
});
