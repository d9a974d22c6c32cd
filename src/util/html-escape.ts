/**
 * Text made safe for HTML and SVG: element content and double-quoted attribute values.
 * One function for every page and picture caap writes (traces, sheets, audit tiles).
 *
 * @example
 *   `<td title="${escapeHtml(goal)}">${escapeHtml(text)}</td>`
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c]!);
}
