/**
 * Page-side reading of what the colour, figure and widget tasks show (issue 24): fill and
 * ink colours as values, SVG figure geometry in viewport (task-frame) CSS px, a pie
 * sector's angles, a tree node's open state and the style of editable text. Runs inside the
 * task page as part of the labeller bundle (dom/page-entry.ts); harness side only.
 *
 * @example
 *   figureFields(svgLine, style)   // { colorHex: '#000000', points: [{x: 20, y: 130}, {x: 140, y: 60}] }
 */
import { pathCommands, pathSector } from './path-sector.js';

/** A point in viewport (task-frame) CSS px. */
export interface RawPoint {
  x: number;
  y: number;
}

/** '#RRGGBB' of a CSS colour string, or undefined when it is transparent or not a colour. */
export function cssColourHex(css: string | null | undefined): string | undefined {
  if (!css) return undefined;
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)/.exec(css);
  if (!m) return undefined;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  if (alpha < 0.5) return undefined;
  return `#${[m[1], m[2], m[3]].map((c) => Math.round(Number(c)).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Text drawn in a colour other than near-black carries its colour (a person sees it). */
export function inkHex(css: string): string | undefined {
  const hex = cssColourHex(css);
  if (!hex) return undefined;
  const v = parseInt(hex.slice(1), 16);
  return Math.max((v >> 16) & 255, (v >> 8) & 255, v & 255) <= 64 ? undefined : hex;
}

/** A point of an SVG element's user space, in viewport CSS px. */
function toViewport(el: SVGGraphicsElement, x: number, y: number): RawPoint {
  const m = el.getScreenCTM();
  if (!m) return { x, y };
  return { x: round(m.a * x + m.c * y + m.e), y: round(m.b * x + m.d * y + m.f) };
}

const round = (v: number) => Math.round(v * 100) / 100;
const num = (el: Element, attr: string) => parseFloat(el.getAttribute(attr) ?? '0') || 0;

/** End points of a path's commands (M, L, H, V, C, S, Q, T, A; Z adds none) and whether it has an arc or curve. */
export function pathPoints(d: string): { points: [number, number][]; hasArc: boolean } {
  const commands = pathCommands(d).filter((c) => c.cmd !== 'z');
  return { points: commands.map((c) => c.to), hasArc: commands.some((c) => c.cmd === 'a') };
}

/** Clockwise degrees from 12 o'clock of the direction from `c` to `p` (screen y grows down). */
export function bearing(c: RawPoint, p: RawPoint): number {
  const deg = (Math.atan2(p.x - c.x, -(p.y - c.y)) * 180) / Math.PI;
  return round((deg + 360) % 360);
}

export interface FigureFields {
  colorHex?: string;
  points?: RawPoint[];
  sector?: { start: number; end: number };
}

/** Colour and geometry of an SVG shape element. */
export function svgFigure(el: SVGGraphicsElement, style: CSSStyleDeclaration): FigureFields {
  const tag = el.tagName.toLowerCase();
  const out: FigureFields = {};
  // Lines and unfilled outlines are known by their stroke.
  const fill = cssColourHex(style.fill);
  const colorHex = tag === 'line' || tag === 'polyline' || !fill ? cssColourHex(style.stroke) : fill;
  if (colorHex) out.colorHex = colorHex;
  const at = (x: number, y: number) => toViewport(el, x, y);
  if (tag === 'line') out.points = [at(num(el, 'x1'), num(el, 'y1')), at(num(el, 'x2'), num(el, 'y2'))];
  else if (tag === 'circle' || tag === 'ellipse') out.points = [at(num(el, 'cx'), num(el, 'cy'))];
  else if (tag === 'rect') {
    const x = num(el, 'x'), y = num(el, 'y'), w = num(el, 'width'), h = num(el, 'height');
    out.points = [at(x, y), at(x + w, y), at(x + w, y + h), at(x, y + h)];
  } else if (tag === 'polygon' || tag === 'polyline') {
    const list = (el as SVGPolygonElement).points;
    out.points = Array.from({ length: list?.numberOfItems ?? 0 }, (_, k) => {
      const p = list.getItem(k);
      return at(p.x, p.y);
    });
  } else if (tag === 'path') {
    const commands = pathCommands(el.getAttribute('d') ?? '');
    out.points = commands.filter((c) => c.cmd !== 'z').map((c) => at(c.to[0], c.to[1]));
    // A pie or donut slice (arcs or Bezier pieces): its centre and the two ends of its (outer) arc.
    const s = pathSector(commands);
    if (s) {
      const c = at(s.centre[0], s.centre[1]), a = at(s.from[0], s.from[1]), b = at(s.to[0], s.to[1]);
      const [first, second] = s.clockwise ? [a, b] : [b, a];
      const start = bearing(c, first);
      let end = bearing(c, second);
      if (end <= start) end += 360;
      out.sector = { start, end: round(end) };
      out.points = [c, first, second];
    }
  }
  return out;
}

/** The open state of a tree node label: aria-expanded, or the treeview plugin's li classes. */
export function expandedOf(el: Element): boolean | undefined {
  for (let e: Element | null = el, depth = 0; e && depth < 4; e = e.parentElement, depth++) {
    const aria = e.getAttribute('aria-expanded');
    if (aria === 'true' || aria === 'false') return aria === 'true';
    if (e.tagName === 'LI') {
      const cls = ` ${e.getAttribute('class') ?? ''} `;
      if (/\s(collapsable|open)\s/.test(cls)) return true;
      if (/\s(expandable|closed)\s/.test(cls)) return false;
      return undefined;
    }
  }
  return undefined;
}

/** Bold/italic/underline of text inside an editable region (text-editor); undefined elsewhere. */
export function editableTextStyle(el: Element, styleOf: (e: Element) => CSSStyleDeclaration):
  | { bold?: boolean; italic?: boolean; underline?: boolean }
  | undefined
{
  if (!(el instanceof HTMLElement) || !el.isContentEditable) return undefined;
  const s = styleOf(el);
  let underline = false;
  for (let e: Element | null = el; e && e instanceof HTMLElement && e.isContentEditable; e = e.parentElement) {
    if (/underline/.test(styleOf(e).textDecorationLine)) underline = true;
  }
  const style: { bold?: boolean; italic?: boolean; underline?: boolean } = {};
  if ((parseInt(s.fontWeight, 10) || 400) >= 600) style.bold = true;
  if (s.fontStyle === 'italic' || s.fontStyle === 'oblique') style.italic = true;
  if (underline) style.underline = true;
  return style;
}
