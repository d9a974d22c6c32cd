/**
 * simon-says: `Push the buttons in the order displayed.` Four square buttons light up one at a
 * time, 3 to 5 flashes of 250 ms each, one every 600 ms from 0.6 s after the episode starts
 * (the same button may flash twice in a row, dark for 350 ms between); the n-th click
 * decides, +1 for the order shown, -1 otherwise.
 *
 * A step's screenshot cannot catch a flash reliably (a step lasts about as long as the
 * flash period), so the rule's first reply is one watch_screen of WATCH_MS, looks every
 * 100 ms, longer than the whole playback however late the first step comes. From the
 * watch's changes it rebuilds each look, reads every button's state in it (its colour and
 * lit mark as perceived: what a person sees as "lit" is a face paler than usual), takes a
 * button's usual state as the one it showed longest, and counts a flash at every look where
 * a button leaves its usual state. Then it clicks the buttons in that order; after a cut
 * batch it clicks the ones the history has not clicked yet.
 */
import type { Element } from '../../../../perception/element.js';
import { make } from '../../../../agent/actions.js';
import { centre, height, inArea, width } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { seenLooks, type HistoryEntry, type SeenElement } from '../../prompt-view.js';
import { act, click, defineRule, fail, type RuleResult } from '../../rule.js';

/** The playback ends 3.25 s after the episode starts at the latest (5 flashes). */
export const WATCH_MS = 3800;
const LOOK_EVERY_MS = 100;
/** A button is a square of about 50 px. */
const isPad = ({ type, box }: { type: string; box?: Element['box'] }) =>
  (type === 'button' || type === 'shape') && box !== undefined && inArea({ box }) &&
  [width({ box }), height({ box })].every((side) => side >= 35 && side <= 65);
/** How far (px) a button's centre may lie from where it was and be the same button. */
const SAME_PAD_PX = 10;

type Spot = { x: number; y: number };

/** A button's state in one look: what perception said of the element at its spot (or that none was there). */
function stateAt(look: SeenElement[], spot: Spot): string {
  const el = look.find((e) => isPad(e) && Math.hypot(e.x - spot.x, e.y - spot.y) <= SAME_PAD_PX);
  return el ? `${el.type}|${el.color?.hex ?? ''}|${el.highlighted ? 'lit' : ''}` : 'none';
}

/** The spots of the flashes, in the order they came. */
export function flashesOf(watch: HistoryEntry, spots: readonly Spot[]): Spot[] {
  const looks = seenLooks(watch.seen);
  if (looks.length === 0) return [];
  const end = looks.at(-1)!.ms + LOOK_EVERY_MS;
  const flashes: { ms: number; spot: Spot }[] = [];
  for (const spot of spots) {
    const states = looks.map((l) => stateAt(l.elements, spot));
    const shown = new Map<string, number>();
    states.forEach((s, i) => shown.set(s, (shown.get(s) ?? 0) + (looks[i + 1]?.ms ?? end) - looks[i]!.ms));
    const usual = [...shown.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    states.forEach((s, i) => {
      if (s !== usual && (i === 0 || states[i - 1] === usual)) flashes.push({ ms: looks[i]!.ms, spot });
    });
  }
  return flashes.sort((a, b) => a.ms - b.ms).map((f) => f.spot);
}

const nearest = (pads: Element[], p: Spot) =>
  [...pads].sort((a, b) => Math.hypot(centre(a).x - p.x, centre(a).y - p.y) - Math.hypot(centre(b).x - p.x, centre(b).y - p.y))[0]!;

export const simonSaysRule = defineRule({
  name: 'simon-says',
  tasks: ['simon-says'],
  parse: (goal) => (norm(goal) === 'Push the buttons in the order displayed.' ? {} : null),
  decide: (_g, { elements, history }): RuleResult => {
    const pads = elements.filter(isPad);
    if (pads.length !== 4) return fail(`I see ${pads.length} square buttons, not the four to push`);
    const w = history.map((e) => e.name).lastIndexOf('watch_screen');
    if (w < 0) {
      return act(`Four buttons; I watch them for ${WATCH_MS / 1000} s to see the order they light up in.`, make.watch_screen(WATCH_MS, LOOK_EVERY_MS));
    }
    const order = flashesOf(history[w]!, pads.map((p) => centre(p))).map((s) => nearest(pads, s));
    if (order.length === 0) return fail('the watch saw no button light up');
    const pushed = history.slice(w + 1).filter((e) => e.name === 'click_element').length;
    const left = order.slice(pushed);
    if (left.length === 0) return fail(`all ${order.length} buttons are pushed, and the episode goes on`);
    const ids = order.map((p) => `element_${p.id}`).join(', ');
    return act(`The buttons lit in this order: ${ids}. ${pushed ? `${pushed} pushed; ` : ''}I push the ${left.length} left in order.`,
      ...left.map((p) => click(p)));
  },
});
