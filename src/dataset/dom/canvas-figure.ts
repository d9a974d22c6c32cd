/**
 * Reads a figure that a task page drew on a canvas. Pixels on a canvas leave nothing in the
 * DOM, so the embedded suite's canvas tasks (count-sides) state what they drew in a
 * `data-figure` attribute: JSON `{ "points": [[x, y], ...], "color": "#RRGGBB", "lineWidth": 3 }`
 * in canvas pixels, the outline's vertices in drawing order. This turns it into the
 * labeller's shape fields in viewport (task-frame) CSS px, with the box the outline covers.
 * Bundled into the page-side labeller.
 *
 * @example
 *   canvasFigure(canvas)   // { subtype: 'triangle', colorHex: '#000000', points: [...], box: {l, t, r, b} }
 */
import type { Rect } from './geometry.js';
import type { RawPoint } from './figure.js';

export interface CanvasFigure {
  subtype: string;
  colorHex?: string;
  points: RawPoint[];
  box: Rect;
}

const round = (v: number) => Math.round(v * 100) / 100;

/** The figure a canvas declares, or undefined when it declares none or the JSON is not one. */
export function canvasFigure(canvas: HTMLCanvasElement): CanvasFigure | undefined {
  let decl: { points?: unknown; color?: unknown; lineWidth?: unknown };
  try {
    decl = JSON.parse(canvas.getAttribute('data-figure') ?? '');
  } catch {
    return undefined;
  }
  const raw = Array.isArray(decl.points) ? decl.points : [];
  const pts = raw.filter((p): p is [number, number] => Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v)));
  if (pts.length < 2 || pts.length !== raw.length) return undefined;
  // Canvas pixels to CSS px: the canvas content fills its content box.
  const r = canvas.getBoundingClientRect();
  const sx = canvas.width ? (r.width - canvas.clientLeft * 2) / canvas.width : 1;
  const sy = canvas.height ? (r.height - canvas.clientTop * 2) / canvas.height : 1;
  const points = pts.map(([x, y]) => ({ x: round(r.left + canvas.clientLeft + x * sx), y: round(r.top + canvas.clientTop + y * sy) }));
  const half = (typeof decl.lineWidth === 'number' ? decl.lineWidth : 1) * sx / 2;
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const box = { l: Math.min(...xs) - half, t: Math.min(...ys) - half, r: Math.max(...xs) + half, b: Math.max(...ys) + half };
  const n = points.length;
  const subtype = n === 2 ? 'line' : n === 3 ? 'triangle' : n === 4 ? 'rectangle' : 'polygon';
  const out: CanvasFigure = { subtype, points, box };
  if (typeof decl.color === 'string' && /^#[0-9a-f]{6}$/i.test(decl.color)) out.colorHex = decl.color.toUpperCase();
  return out;
}
