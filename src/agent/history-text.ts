/**
 * The action history as text, written and read back in one place (beside element-text.ts,
 * whose element form its lines carry): the start pseudo-action, then each performed action
 * with, for element actions, the element as it looked when it was acted on (the paper's
 * Figures 8-9):
 *   action_1: {name: start}
 *   action_2: {name: click_element, arg: {type: button, X: 50 [2-98], Y: 96 [81-112], text: "Submit"}}
 *   action_3: {name: type_text, arg: {string_to_type: "hello"}}
 *   action_4: {name: watch_screen, arg: {duration_ms: 3600, every_ms: 100}}
 *     seen at 0.00 s: + {type: shape, ...} + {type: shape, ...}
 *     seen at 0.62 s: + {type: shape, ..., color: light blue (#93DEFF)} - {type: shape, ..., color: navy (#4286F4)}
 * The model's next actions are numbered on from here (Action_4, ...), as in the paper.
 * A performed action keeps its element as data (record.ts); it becomes text only here.
 *
 * @example
 *   const text = renderHistory([{ name: 'type_text', args: { string_to_type: 'hi' } }])
 *   parseHistory(text)   // [{ name: 'type_text', args: { string_to_type: 'hi' } }]
 */
import { ACTION_NAMES, actionDef } from './actions.js';
import { describeElement, parseElementData, type ElementData, type FieldSet } from './element-text.js';
import type { PerformedAction } from './record.js';

/** An element as a history line shows it: its data, with the centre the line wrote (x, y). */
export type SeenElement = Omit<Partial<ElementData>, 'type'> & { type: string; x: number; y: number };

/** A change a watch saw: at `ms` after the watch began, what appeared on the screen and what went (a changed element is both). */
export interface SeenChange {
  ms: number;
  appeared: SeenElement[];
  gone: SeenElement[];
}

/** One performed action as the history shows it (element actions carry the element, not its id). */
export interface HistoryEntry {
  name: string;
  args: Record<string, unknown>;
  element?: SeenElement;
  /** A watch_screen's changes, one per look that differed from the one before (the first: the whole screen, as appeared). */
  seen?: SeenChange[];
}

/** Renders an argument value compactly; strings are JSON-quoted (safe against injected quotes/newlines). */
function value(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v.length > 200 ? `${v.slice(0, 200)}…` : v) : JSON.stringify(v);
}

/** A reason as a quoted, single-line string (rationales may hold quotes and line breaks). */
export function quoteReason(text: string): string {
  return JSON.stringify(text.replace(/\s+/g, ' ').trim());
}

/** Actions whose one argument is the element (Figure 8: `arg: {type: radio, X: ...}`): the registry's with element_id alone. */
const ELEMENT_ONLY: ReadonlySet<string> = new Set(ACTION_NAMES.filter((n) => Object.keys(actionDef(n).params).join() === 'element_id'));

/** `name: NAME, arg: {...}`: the inside of a history entry (also used for demo actions). */
export function actionBody(name: string, args: Record<string, unknown>, element?: ElementData, fields: FieldSet = 'all'): string {
  const described = element ? describeElement(element, fields) : undefined;
  if (described && ELEMENT_ONLY.has(name)) return `name: ${name}, arg: ${described}`;
  const parts: string[] = [];
  if (described) parts.push(`element: ${described}`);
  for (const [k, v] of Object.entries(args)) {
    if (v === undefined || (k === 'element_id' && described)) continue;
    parts.push(`${k}: ${value(v)}`);
  }
  return parts.length ? `name: ${name}, arg: {${parts.join(', ')}}` : `name: ${name}`;
}

/** At most this many changes of one watch are written (a watch of 6 s at 50 ms could see 120). */
export const MAX_SEEN_LINES = 30;

/**
 * The history entry of one performed action; a watch adds an indented line per change it saw,
 *   `  seen at 0.62 s: + {type: shape, ...} - {type: shape, ...}`
 * (+ appeared, - went, against the look before; the first look lists its whole screen).
 */
export function historyLine(n: number, a: PerformedAction, fields: FieldSet = 'all'): string {
  const head = `action_${n}: {${actionBody(a.name, a.args, a.element, fields)}}`;
  if (!a.seen?.length) return head;
  const lines = [head];
  let before: string[] = [];
  for (const look of a.seen.slice(0, MAX_SEEN_LINES)) {
    const now = look.elements.map((e) => describeElement(e, fields));
    const parts = [...multisetMinus(now, before).map((d) => `+ ${d}`), ...multisetMinus(before, now).map((d) => `- ${d}`)];
    lines.push(`  seen at ${(look.ms / 1000).toFixed(2)} s: ${parts.join(' ') || '(no change)'}`);
    before = now;
  }
  if (a.seen.length > MAX_SEEN_LINES) lines.push(`  (${a.seen.length - MAX_SEEN_LINES} later changes omitted)`);
  return lines.join('\n');
}

/** The items of `a` not matched one for one in `b` (compared by `key`). */
function multisetMinus<T>(a: readonly T[], b: readonly T[], key: (x: T) => string = String): T[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(key(x), (left.get(key(x)) ?? 0) + 1);
  return a.filter((x) => {
    const n = left.get(key(x)) ?? 0;
    if (n > 0) left.set(key(x), n - 1);
    return n === 0;
  });
}

/**
 * Each look of a watch as the whole list of elements it showed, rebuilt from the changes its
 * history lines give (the inverse of historyLine's diff).
 *
 *   seenLooks(parseHistory(text)[0].seen)   // [{ ms: 0, elements: [...] }, { ms: 610, elements: [...] }, ...]
 */
export function seenLooks(changes: readonly SeenChange[] = []): { ms: number; elements: SeenElement[] }[] {
  let now: SeenElement[] = [];
  return changes.map((c) => {
    now = [...multisetMinus(now, c.gone, (e) => JSON.stringify(e)), ...c.appeared];
    return { ms: c.ms, elements: now };
  });
}

const SEEN_LINE = /^seen at (\d+(?:\.\d+)?) s: (.*)$/;

/** Reads `seen at T s: + {...} - {...}` back into a change. */
function parseSeenLine(line: string): SeenChange | null {
  const m = SEEN_LINE.exec(line);
  if (!m) return null;
  const change: SeenChange = { ms: Math.round(Number(m[1]) * 1000), appeared: [], gone: [] };
  let rest = m[2]!;
  for (let sign = /^([+-]) /.exec(rest); sign; sign = /^([+-]) /.exec(rest)) {
    const desc = leadingObject(rest.slice(2));
    if (!desc) break;
    const el = parseElementDescription(desc);
    if (el) (sign[1] === '+' ? change.appeared : change.gone).push(el);
    rest = rest.slice(2 + desc.length).replace(/^ /, '');
  }
  return change;
}

/** Only the most recent actions are listed; older ones are summarised in one line. */
export const MAX_HISTORY_LINES = 40;

export function renderHistory(performed: readonly PerformedAction[], fields: FieldSet = 'all'): string {
  // One entry per action (a watch's entry spans several text lines).
  const lines = ['action_1: {name: start}', ...performed.map((a, i) => historyLine(i + 2, a, fields))];
  if (lines.length <= MAX_HISTORY_LINES) return lines.join('\n');
  const cut = lines.length - MAX_HISTORY_LINES + 1;
  return [`(action_1 to action_${cut} omitted)`, ...lines.slice(cut)].join('\n');
}

/** The number the model's first new action gets: the history's last number plus one. */
export function nextActionNumber(performed: readonly unknown[]): number {
  return performed.length + 2;
}

/** An element description of a history line, `{type: button, X: 50 [2-97], ...}` (or the older `X: 50, Y: 96` form). */
export function parseElementDescription(desc: string): SeenElement | undefined {
  const data = parseElementData(desc);
  if (!data) return undefined;
  const b = data.box;
  return { ...data, x: Math.round((b.left + b.right) / 2), y: Math.round((b.top + b.bottom) / 2) };
}

/** The balanced `{...}` at the start of `s` (string-aware), or null. */
function leadingObject(s: string): string | null {
  if (s[0] !== '{') return null;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '"') {
      for (i++; i < s.length && s[i] !== '"'; i++) if (s[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return s.slice(0, i + 1);
  }
  return null;
}

const JSON_VALUE = String.raw`"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null`;

/** Reads a history entry body: `name: N`, then `arg: {element}` or `arg: {key: value, ...}` (a value may be `element: {...}`). */
function parseHistoryBody(body: string): HistoryEntry | null {
  const name = /^name: (\w+)/.exec(body);
  if (!name) return null;
  const entry: HistoryEntry = { name: name[1]!, args: {} };
  const rest = body.slice(name[0].length);
  if (!rest.startsWith(', arg: ')) return entry;
  const obj = leadingObject(rest.slice(7));
  if (!obj) return entry;
  if (obj.startsWith('{type: ')) {
    entry.element = parseElementDescription(obj);
    return entry;
  }
  let inner = obj.slice(1, -1);
  const el = /^element: /.exec(inner);
  if (el) {
    const desc = leadingObject(inner.slice(el[0].length));
    if (desc) {
      entry.element = parseElementDescription(desc);
      inner = inner.slice(el[0].length + desc.length).replace(/^, /, '');
    }
  }
  const pair = new RegExp(String.raw`^(\w+): (${JSON_VALUE})(?:, )?`);
  for (let m = pair.exec(inner); m; m = pair.exec(inner)) {
    entry.args[m[1]!] = JSON.parse(m[2]!);
    inner = inner.slice(m[0].length);
  }
  return entry;
}

/** Whether a line is a history line, `action_N: {...}`. */
export const HISTORY_LINE = /^action_(\d+): \{(.*)\}\s*$/;

/** The `action_N: {...}` lines of a history text, oldest first (the `start` line is dropped). */
export function parseHistory(text: string): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  let last: HistoryEntry | null = null;
  for (const line of text.split('\n')) {
    const m = HISTORY_LINE.exec(line.trim());
    if (!m) {
      const change = last ? parseSeenLine(line.trim()) : null;
      if (change) (last!.seen ??= []).push(change);
      continue;
    }
    const e = parseHistoryBody(m[2]!);
    last = e && e.name !== 'start' ? e : null;
    if (last) out.push(last);
  }
  return out;
}
