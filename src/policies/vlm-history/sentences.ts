/**
 * The smartphone VLM assistant's action sentences, fitted to MiniWoB: coordinates are
 * discretised into BINS equal bins per axis and written y first ("tap at 7 90" is 7 % down,
 * 90 % across), swipes are drags, typing is `Input text "..."`, keys are `press <key>`.
 * With the element list switched on, `tap element 5` clicks an element by id. The paper's
 * bin count did not survive our copy of it; we use 100 (0-99), documented here.
 * One module renders and parses the format.
 *
 * @example
 *   parseSentence('tap at 50 25')          // { kind: 'tap', x: 40.8, y: 106.05 }
 *   sentenceOf({ kind: 'type', text: 'hi' }) // 'Input text "hi"'
 */
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../env/screen.js';
import type { Gesture } from '../strategies/gestures.js';

export const BINS = 100;

export const toBin = (v: number, extent: number) => Math.max(0, Math.min(BINS - 1, Math.floor((v / extent) * BINS)));
/** The centre of a bin, in CSS px. */
export const fromBin = (b: number, extent: number) => Math.round(((Math.max(0, Math.min(BINS - 1, b)) + 0.5) / BINS) * extent * 100) / 100;

const yx = (p: { x: number; y: number }) => `${toBin(p.y, FRAME_HEIGHT)} ${toBin(p.x, FRAME_WIDTH)}`;
const pt = (by: string, bx: string) => ({ x: fromBin(Number(bx), FRAME_WIDTH), y: fromBin(Number(by), FRAME_HEIGHT) });

/** The sentence for one gesture. */
export function sentenceOf(g: Gesture): string {
  switch (g.kind) {
    case 'tap': return `tap at ${yx(g)}`;
    case 'double_tap': return `double tap at ${yx(g)}`;
    case 'tap_element': return `tap element ${g.id}`;
    case 'hover': return `hover at ${yx(g)}`;
    case 'drag': return `swipe from ${yx(g.from)} to ${yx(g.to)}`;
    case 'type': return `Input text ${JSON.stringify(g.text)}`;
    case 'key': return `press ${g.key.toLowerCase()}`;
    case 'scroll': return `scroll ${g.direction}${g.at ? ` at ${yx(g.at)}` : ''}`;
    case 'wait': return 'wait';
    case 'complete': return 'task complete';
  }
}

const N = '(\\d{1,3})';
const PATTERNS: [RegExp, (m: RegExpExecArray) => Gesture][] = [
  [new RegExp(`^double tap at ${N} ${N}$`), (m) => ({ kind: 'double_tap', ...pt(m[1]!, m[2]!) })],
  [new RegExp(`^tap at ${N} ${N}$`), (m) => ({ kind: 'tap', ...pt(m[1]!, m[2]!) })],
  [/^tap element (?:element_)?(\d{1,6})$/, (m) => ({ kind: 'tap_element', id: Number(m[1]) })],
  [new RegExp(`^hover at ${N} ${N}$`), (m) => ({ kind: 'hover', ...pt(m[1]!, m[2]!) })],
  [new RegExp(`^swipe from ${N} ${N} to ${N} ${N}$`), (m) => ({ kind: 'drag', from: pt(m[1]!, m[2]!), to: pt(m[3]!, m[4]!) })],
  [/^press ([a-z_+]{1,20})$/, (m) => ({ kind: 'key', key: m[1]! })],
  [new RegExp(`^scroll (up|down|left|right)(?: at ${N} ${N})?$`), (m) => ({ kind: 'scroll', direction: m[1] as 'up', amount: 2, ...(m[2] ? { at: pt(m[2], m[3]!) } : {}) })],
  [/^(task complete|status complete|complete)$/, () => ({ kind: 'complete' })],
  [/^wait$/, () => ({ kind: 'wait' })],
];

export class SentenceError extends Error {}

/**
 * The gesture of a reply: the first line (of at most 200, each at most 600 characters) that
 * is one action sentence; case-insensitive, a list marker, "Action:" and a final period are
 * ignored. Every pattern is anchored without nested repetition, so parsing is linear.
 */
export function parseSentence(reply: string): Gesture {
  for (const raw of reply.slice(0, 120_000).split('\n', 200)) {
    if (raw.length > 600) continue;
    const line = raw.trim().replace(/^[-*>`\s]+/, '').replace(/^action:\s*/i, '');
    const typed = /^input text ("(?:[^"\\]|\\.)*")\s*\.?`?$/i.exec(line);
    if (typed) {
      try { return { kind: 'type', text: JSON.parse(typed[1]!) as string }; } catch { continue; }
    }
    const plain = line.toLowerCase().replace(/[.`'"\s]+$/, '');
    for (const [re, make] of PATTERNS) {
      const m = re.exec(plain);
      if (m) return make(m);
    }
  }
  throw new SentenceError(`no action sentence found (expected e.g. "tap at 40 55", "swipe from 60 20 to 60 80", 'Input text "hello"', "press enter"); reply began: ${JSON.stringify(reply.slice(0, 120))}`);
}
