/**
 * The action history of an episode as the prompt shows it (the paper's format):
 *   action_1: {name: start}
 *   action_2: {name: click_element, element: {type: button, X: 30, Y: 105, text: "yes"}}
 *   action_3: {name: type_text, string_to_type: "hello"}
 *
 * @example
 *   renderHistory([{ name: 'click_element', args: { element_id: 'element_2' }, element: '{type: button, X: 30, Y: 105}' }])
 */
import type { PerformedAction } from './executor.js';

/** Renders an argument value compactly; strings are JSON-quoted (safe against injected quotes/newlines). */
function value(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v.length > 200 ? `${v.slice(0, 200)}…` : v) : JSON.stringify(v);
}

export function historyLine(n: number, a: PerformedAction): string {
  const parts = [`name: ${a.name}`];
  if (a.element) parts.push(`element: ${a.element}`);
  for (const [k, v] of Object.entries(a.args)) {
    if (k === 'element_id' && a.element) continue;
    parts.push(`${k}: ${value(v)}`);
  }
  return `action_${n}: {${parts.join(', ')}}`;
}

/** Only the most recent actions are listed; older ones are summarised in one line. */
export const MAX_HISTORY_LINES = 40;

export function renderHistory(performed: PerformedAction[]): string {
  const lines = ['action_1: {name: start}', ...performed.map((a, i) => historyLine(i + 2, a))];
  if (lines.length <= MAX_HISTORY_LINES) return lines.join('\n');
  const cut = lines.length - MAX_HISTORY_LINES + 1;
  return [`(action_1 to action_${cut} omitted)`, ...lines.slice(cut)].join('\n');
}
