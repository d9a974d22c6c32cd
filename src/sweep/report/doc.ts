/**
 * The report as a document of blocks (headings, paragraphs, tables, lists, images), built
 * once from the leaderboard (report-doc.ts) and written twice: as Markdown (render-md.ts)
 * and as a self-contained HTML page (render-html.ts). One source, so both always say the
 * same thing.
 *
 * @example
 *   const blocks: Block[] = [h(2, 'Summary'), table(['run', 'success'], [[span('caap'), span('80.0%')]])]
 */

/** How a value reads at a glance (colour in HTML). */
export type Tone = 'good' | 'fair' | 'poor' | 'warn' | 'muted';

export interface Span {
  text: string;
  href?: string;
  title?: string;
  tone?: Tone;
  strong?: boolean;
  code?: boolean;
}
export type Cell = Span[];

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string; id?: string }
  | { kind: 'para'; spans: Span[] }
  | { kind: 'table'; header: string[]; rows: Cell[][] }
  | { kind: 'list'; items: Span[][] }
  /** A picture written beside the report; `inline` names a chart the HTML page embeds as SVG. */
  | { kind: 'image'; src: string; alt: string; inline?: 'chart' | 'heatmap' };

export const span = (text: string | number, more: Omit<Span, 'text'> = {}): Span => ({ text: String(text), ...more });
export const cell = (text: string | number, more: Omit<Span, 'text'> = {}): Cell => [span(text, more)];
export const h = (level: 1 | 2 | 3, text: string, id?: string): Block => ({ kind: 'heading', level, text, ...(id ? { id } : {}) });
export const para = (...spans: (Span | string)[]): Block => ({ kind: 'para', spans: spans.map((s) => (typeof s === 'string' ? span(s) : s)) });
export const table = (header: string[], rows: Cell[][]): Block => ({ kind: 'table', header, rows });
export const list = (items: (Span | string)[][]): Block => ({ kind: 'list', items: items.map((i) => i.map((s) => (typeof s === 'string' ? span(s) : s))) });

/** Tone of a success rate by the paper's thresholds (strictly over 90 / 70 %). */
export function toneOf(rate: number | null): Tone | undefined {
  if (rate === null) return 'muted';
  return rate > 0.9 + 1e-9 ? 'good' : rate > 0.7 + 1e-9 ? 'fair' : 'poor';
}
