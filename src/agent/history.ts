/**
 * The action history as the prompt shows it, in the paper's form (Figures 8-9): the start
 * pseudo-action, then each executed action with, for element actions, the element as it
 * looked when it was acted on:
 *   action_1: {name: start}
 *   action_2: {name: click_element, arg: {type: button, X: 50 [2-98], Y: 96 [81-112], text: "Submit"}}
 *   action_3: {name: type_text, arg: {string_to_type: "hello"}}
 * The model's next actions are numbered on from here (Action_4, ...), as in the paper.
 *
 * @example
 *   renderHistory([{ name: 'click_element', args: { element_id: 'element_2' }, element: '{type: button, X: 30 [5-55], Y: 105 [95-115]}' }])
 */
import type { PerformedAction } from './executor.js';

/** Renders an argument value compactly; strings are JSON-quoted (safe against injected quotes/newlines). */
function value(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v.length > 200 ? `${v.slice(0, 200)}…` : v) : JSON.stringify(v);
}

/** A reason as a quoted, single-line string (rationales may hold quotes and line breaks). */
export function quoteReason(text: string): string {
  return JSON.stringify(text.replace(/\s+/g, ' ').trim());
}

/** Actions whose argument is the element itself (Figure 8: `arg: {type: radio, X: ...}`). */
const ELEMENT_ONLY = new Set(['click_element', 'control_click_element', 'point_element']);

/** `name: NAME, arg: {...}`: the inside of a history entry (also used for demo actions). */
export function actionBody(name: string, args: Record<string, unknown>, element?: string): string {
  if (element && ELEMENT_ONLY.has(name)) return `name: ${name}, arg: ${element}`;
  const parts: string[] = [];
  if (element) parts.push(`element: ${element}`);
  for (const [k, v] of Object.entries(args)) {
    if (v === undefined || (k === 'element_id' && element)) continue;
    parts.push(`${k}: ${value(v)}`);
  }
  return parts.length ? `name: ${name}, arg: {${parts.join(', ')}}` : `name: ${name}`;
}

export function historyLine(n: number, a: PerformedAction): string {
  return `action_${n}: {${actionBody(a.name, a.args, a.element)}}`;
}

/** Only the most recent actions are listed; older ones are summarised in one line. */
export const MAX_HISTORY_LINES = 40;

export function renderHistory(performed: PerformedAction[]): string {
  const lines = ['action_1: {name: start}', ...performed.map((a, i) => historyLine(i + 2, a))];
  if (lines.length <= MAX_HISTORY_LINES) return lines.join('\n');
  const cut = lines.length - MAX_HISTORY_LINES + 1;
  return [`(action_1 to action_${cut} omitted)`, ...lines.slice(cut)].join('\n');
}

/** The number the model's first new action gets: the history's last number plus one. */
export function nextActionNumber(performed: readonly unknown[]): number {
  return performed.length + 2;
}
