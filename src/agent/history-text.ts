/**
 * The action history as text, written and read back in one place (beside element-text.ts,
 * whose element form its lines carry): the start pseudo-action, then each performed action
 * with, for element actions, the element as it looked when it was acted on (the paper's
 * Figures 8-9):
 *   action_1: {name: start}
 *   action_2: {name: click_element, arg: {type: button, X: 50 [2-98], Y: 96 [81-112], text: "Submit"}}
 *   action_3: {name: type_text, arg: {string_to_type: "hello"}}
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

/** One performed action as the history shows it (element actions carry the element, not its id). */
export interface HistoryEntry {
  name: string;
  args: Record<string, unknown>;
  element?: SeenElement;
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

export function historyLine(n: number, a: PerformedAction, fields: FieldSet = 'all'): string {
  return `action_${n}: {${actionBody(a.name, a.args, a.element, fields)}}`;
}

/** Only the most recent actions are listed; older ones are summarised in one line. */
export const MAX_HISTORY_LINES = 40;

export function renderHistory(performed: readonly PerformedAction[], fields: FieldSet = 'all'): string {
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
  for (const line of text.split('\n')) {
    const m = HISTORY_LINE.exec(line.trim());
    const e = m ? parseHistoryBody(m[2]!) : null;
    if (e && e.name !== 'start') out.push(e);
  }
  return out;
}
