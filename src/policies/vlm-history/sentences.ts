/**
 * The smartphone VLM assistant's action sentences, fitted to MiniWoB: coordinates are
 * discretised into `bins` equal bins per axis of the screenshot and written y first ("tap at
 * 7 90" is 7 % down, 90 % across with 100 bins). The paper's action set, in its words:
 * tap, swipe (a drag here: press, move, release), `Input text "..."`, `press enter`,
 * `press back` (Escape here), `press home` (no web equivalent: a step error), `task
 * complete` and `task impossible` (both end nothing; the loop goes on until the task ends or
 * the step budget is spent). No hover and no wheel: a phone has neither. With the element
 * list switched on, `tap element 5` clicks an element by id. The paper's bin count did not
 * survive our copy of it; we use 100 (0-99), documented here. One module renders and parses.
 *
 * @example
 *   parseSentence('tap at 50 25')          // { kind: 'tap', x: 40.8, y: 106.05 }
 *   sentenceOf({ kind: 'type', text: 'hi' }) // 'Input text "hi"'
 */
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../env/screen.js';
import type { Gesture } from '../strategies/gestures.js';

export const BINS = 100;

/** The bin of a position along an axis of `extent` (CSS px of the frame the screenshot shows). */
export const toBin = (v: number, extent: number, bins = BINS) => Math.max(0, Math.min(bins - 1, Math.floor((v / extent) * bins)));
/** The centre of a bin, in CSS px. */
export const fromBin = (b: number, extent: number, bins = BINS) => Math.round(((Math.max(0, Math.min(bins - 1, b)) + 0.5) / bins) * extent * 100) / 100;

/** The keys the paper's sentences press: Android's enter, back and home buttons. */
const KEYS: Record<string, string> = { enter: 'Enter', back: 'Escape' };

/**
 * The sentence for one gesture; a gesture the VLM assistant cannot say (a hover, a wheel
 * turn, another key) throws SentenceError. `frame`: the extent bins divide (default the task frame).
 */
export function sentenceOf(g: Gesture, bins = BINS, frame = { width: FRAME_WIDTH, height: FRAME_HEIGHT }): string {
  const yx = (p: { x: number; y: number }) => `${toBin(p.y, frame.height, bins)} ${toBin(p.x, frame.width, bins)}`;
  switch (g.kind) {
    case 'tap':
      if (!g.button) return `tap at ${yx(g)}`;
      break;
    case 'tap_element':
      return `tap element ${g.id}`;
    case 'drag':
      return `swipe from ${yx(g.from)} to ${yx(g.to)}`;
    case 'type':
      return `Input text ${JSON.stringify(g.text)}`;
    case 'key': {
      const k = g.key.toLowerCase();
      if (k === 'enter' || k === 'return') return 'press enter';
      if (k === 'escape' || k === 'back') return 'press back';
      throw new SentenceError(`the VLM assistant presses enter, back and home only (not ${g.key})`);
    }
    case 'wait':
    case 'complete':
      return 'task complete';
    default:
      break;
  }
  throw new SentenceError(
    `the VLM assistant has no action for a ${g.kind === 'scroll' ? 'wheel turn (scroll)' : g.kind} (tap, swipe, type, press enter/back/home, task complete)`,
  );
}

const N = '(\\d{1,4})';
const patterns = (bins: number, frame: { width: number; height: number }): [RegExp, (m: RegExpExecArray) => Gesture][] => {
  const pt = (by: string, bx: string) => ({ x: fromBin(Number(bx), frame.width, bins), y: fromBin(Number(by), frame.height, bins) });
  return [
    [new RegExp(`^tap at ${N} ${N}$`), (m) => ({ kind: 'tap', ...pt(m[1]!, m[2]!) })],
    [/^tap element (?:element_)?(\d{1,6})$/, (m) => ({ kind: 'tap_element', id: Number(m[1]) })],
    [new RegExp(`^swipe from ${N} ${N} to ${N} ${N}$`), (m) => ({ kind: 'drag', from: pt(m[1]!, m[2]!), to: pt(m[3]!, m[4]!) })],
    [/^press (enter|back)$/, (m) => ({ kind: 'key', key: KEYS[m[1]!]! })],
    [/^press home$/, () => {
      throw new SentenceError('press home: a web page has no home button');
    }],
    [/^(task complete|task impossible|status complete|complete)$/, () => ({ kind: 'complete' })],
  ];
};

export class SentenceError extends Error {}

/**
 * The gesture of a reply: the first line (of at most 200, each at most 600 characters) that
 * is one action sentence; case-insensitive, a list marker, "Action:" and a final period are
 * ignored. Every pattern is anchored without nested repetition, so parsing is linear.
 */
export function parseSentence(reply: string, bins = BINS, frame = { width: FRAME_WIDTH, height: FRAME_HEIGHT }): Gesture {
  const PATTERNS = patterns(bins, frame);
  for (const raw of reply.slice(0, 120_000).split('\n', 200)) {
    if (raw.length > 600) continue;
    const line = raw.trim().replace(/^[-*>`\s]+/, '').replace(/^action:\s*/i, '');
    const typed = /^input text ("(?:[^"\\]|\\.)*")\s*\.?`?$/i.exec(line);
    if (typed) {
      try {
        return { kind: 'type', text: JSON.parse(typed[1]!) as string };
      } catch {
        continue;
      }
    }
    const plain = line.toLowerCase().replace(/[.`'"\s]+$/, '');
    for (const [re, make] of PATTERNS) {
      const m = re.exec(plain);
      if (m) return make(m);
    }
  }
  throw new SentenceError(
    `no action sentence found (expected e.g. "tap at 40 55", "swipe from 60 20 to 60 80", 'Input text "hello"', "press enter", "task complete"); reply began: ${
      JSON.stringify(reply.slice(0, 120))
    }`,
  );
}
