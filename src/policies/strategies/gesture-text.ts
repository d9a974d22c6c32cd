/**
 * One line of text per executed gesture, as the D-PoT execution history and ScreenAgent's
 * record of subtasks show them to the model ("click at (40, 120) on button \"Submit\"",
 * 'type "Ann"', "scroll down at (80, 150)"), and read back by the test server's answering
 * models, which see only what the policy sent. Positions are task-frame CSS px, rounded.
 * Parsing is anchored regular expressions without nested repetition (linear time).
 *
 * @example
 *   describeGesture({ kind: 'tap', x: 40.2, y: 120, on: 'button "Submit"' })   // 'click at (40, 120) on button "Submit"'
 *   parseGestureText('drag from (30, 150) to (90, 150)')   // { kind: 'drag', from: { x: 30, y: 150 }, to: { x: 90, y: 150 } }
 */
import type { Gesture, MouseButton } from './gestures.js';

const r = (v: number) => Math.round(v);
const at = (p: { x: number; y: number }) => `(${r(p.x)}, ${r(p.y)})`;

export function describeGesture(g: Gesture): string {
  switch (g.kind) {
    case 'tap':
      return `${btn(g.button)}click at ${at(g)}${g.on ? ` on ${g.on}` : ''}`;
    case 'double_tap':
      return `${btn(g.button)}double click at ${at(g)}`;
    case 'tap_element':
      return `click element ${g.id}`;
    case 'hover':
      return `hover at ${at(g)}${g.on ? ` on ${g.on}` : ''}`;
    case 'hover_element':
      return `hover element ${g.id}`;
    case 'drag':
      return `drag from ${at(g.from)} to ${at(g.to)}`;
    case 'type':
      return `type ${JSON.stringify(g.text)}`;
    case 'key':
      return `press ${g.key}`;
    case 'scroll':
      return `scroll ${g.direction}${g.at ? ` at ${at(g.at)}` : g.element !== undefined ? ` over element ${g.element}` : ''}`;
    case 'wait':
      return 'wait';
    case 'complete':
      return 'complete';
  }
}

/** "right " or "middle " before a click of that button; nothing for the left one. */
const btn = (b: MouseButton | undefined) => (b && b !== 'left' ? `${b} ` : '');

const P = String.raw`\((-?\d{1,5}), (-?\d{1,5})\)`;
const STR = String.raw`"(?:[^"\\]|\\.)*"`;
const pt = (x: string, y: string) => ({ x: Number(x), y: Number(y) });
const button = (word: string | undefined): { button?: MouseButton } => (word ? { button: word.trim() as MouseButton } : {});

const PATTERNS: [RegExp, (m: RegExpExecArray) => Gesture | null][] = [
  [new RegExp(`^(right |middle )?click at ${P}(?: on ([a-z_]{1,30}(?: ${STR})?))?$`),
    (m) => ({ kind: 'tap', ...pt(m[2]!, m[3]!), ...(m[4] ? { on: m[4] } : {}), ...button(m[1]) })],
  [new RegExp(`^(right |middle )?double click at ${P}$`), (m) => ({ kind: 'double_tap', ...pt(m[2]!, m[3]!), ...button(m[1]) })],
  [/^click element (\d{1,6})$/, (m) => ({ kind: 'tap_element', id: Number(m[1]) })],
  [new RegExp(`^hover at ${P}(?: on ([a-z_]{1,30}(?: ${STR})?))?$`), (m) => ({ kind: 'hover', ...pt(m[1]!, m[2]!), ...(m[3] ? { on: m[3] } : {}) })],
  [/^hover element (\d{1,6})$/, (m) => ({ kind: 'hover_element', id: Number(m[1]) })],
  [new RegExp(`^drag from ${P} to ${P}$`), (m) => ({ kind: 'drag', from: pt(m[1]!, m[2]!), to: pt(m[3]!, m[4]!) })],
  [new RegExp(`^type (${STR})$`), (m) => {
    try {
      return { kind: 'type', text: JSON.parse(m[1]!) as string };
    } catch {
      return null;
    }
  }],
  [/^press ([A-Za-z+_]{1,20})$/, (m) => ({ kind: 'key', key: m[1]! })],
  [new RegExp(`^scroll (up|down|left|right)(?: at ${P})?$`),
    (m) => ({ kind: 'scroll', direction: m[1] as 'up', amount: 1, ...(m[2] ? { at: pt(m[2], m[3]!) } : {}) })],
  [/^scroll (up|down|left|right) over element (\d{1,6})$/, (m) => ({ kind: 'scroll', direction: m[1] as 'up', amount: 1, element: Number(m[2]) })],
  [/^wait$/, () => ({ kind: 'wait' })],
  [/^complete$/, () => ({ kind: 'complete' })],
];

/** The gesture a line describes (leading "step N:" or "- " ignored), or null. */
export function parseGestureText(line: string): Gesture | null {
  if (line.length > 2000) return null;
  const text = line.trim().replace(/^(?:step \d{1,4}:|-|\d{1,4}\.)\s*/, '');
  for (const [re, make] of PATTERNS) {
    const m = re.exec(text);
    if (m) return make(m);
  }
  return null;
}

/** The element type and text of a tap's `on` label (`button "Submit"`), for rebuilding a history entry. */
export function parseLabel(on: string): { type: string; text?: string } {
  const m = new RegExp(`^([a-z_]{1,30})(?: (${STR}))?$`).exec(on);
  if (!m) return { type: on };
  try {
    return m[2] ? { type: m[1]!, text: JSON.parse(m[2]) as string } : { type: m[1]! };
  } catch {
    return { type: m[1]! };
  }
}
