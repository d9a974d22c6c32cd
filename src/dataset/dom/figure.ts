/**
 * Page-side reading of what the colour, figure and widget tasks show (issue 24): fill and
 * ink colours as values, SVG figure geometry in viewport (task-frame) CSS px, a pie
 * sector's angles, a tree node's open state and the style of editable text. Runs inside the
 * task page as part of the labeller bundle (dom/page-entry.ts); harness side only.
 *
 * @example
 *   figureFields(svgLine, style)   // { colorHex: '#000000', points: [{x: 20, y: 130}, {x: 140, y: 60}] }
 */
/** A point in viewport (task-frame) CSS px. */
export interface RawPoint { x: number; y: number }

/** '#RRGGBB' of a CSS colour string, or undefined when it is transparent or not a colour. */
export function cssColourHex(css: string | null | undefined): string | undefined {
  if (!css) return undefined;
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)/.exec(css);
  if (!m) return undefined;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  if (alpha < 0.5) return undefined;
  return `#${[m[1], m[2], m[3]].map((c) => Math.round(Number(c)).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** A point of an SVG element's user space, in viewport CSS px. */
function toViewport(el: SVGGraphicsElement, x: number, y: number): RawPoint {
  const m = el.getScreenCTM();
  if (!m) return { x, y };
  return { x: round(m.a * x + m.c * y + m.e), y: round(m.b * x + m.d * y + m.f) };
}

const round = (v: number) => Math.round(v * 100) / 100;
const num = (el: Element, attr: string) => parseFloat(el.getAttribute(attr) ?? '0') || 0;

/** End points of a path's commands (absolute or relative M, L, H, V, C, S, Q, T, A, Z ignored). */
export function pathPoints(d: string): { points: [number, number][]; hasArc: boolean } {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
  const points: [number, number][] = [];
  let cx = 0, cy = 0, cmd = '', hasArc = false, i = 0;
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const lower = cmd.toLowerCase();
    const n = arity[lower];
    if (n === undefined || n === 0) { if (lower !== 'z') break; continue; }
    const args = tokens.slice(i, i + n).map(Number);
    if (args.length < n || args.some((a) => Number.isNaN(a))) break;
    i += n;
    const rel = cmd === lower;
    if (lower === 'h') cx = rel ? cx + args[0]! : args[0]!;
    else if (lower === 'v') cy = rel ? cy + args[0]! : args[0]!;
    else {
      const ex = args[n - 2]!, ey = args[n - 1]!;
      cx = rel ? cx + ex : ex; cy = rel ? cy + ey : ey;
    }
    if (lower === 'a') hasArc = true;
    points.push([cx, cy]);
    if (lower === 'm') cmd = rel ? 'l' : 'L'; // further pairs after M are line-tos
  }
  return { points, hasArc };
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
    out.points = Array.from({ length: list?.numberOfItems ?? 0 }, (_, k) => { const p = list.getItem(k); return at(p.x, p.y); });
  } else if (tag === 'path') {
    const { points, hasArc } = pathPoints(el.getAttribute('d') ?? '');
    out.points = points.map(([x, y]) => at(x, y));
    // A pie slice is drawn centre -> arc start -> arc end: its sector runs clockwise.
    if (hasArc && out.points.length >= 3) {
      const [c, a, b] = out.points as [RawPoint, RawPoint, RawPoint];
      const start = bearing(c, a);
      let end = bearing(c, b);
      if (end <= start) end += 360;
      out.sector = { start, end: round(end) };
      out.points = [c, a, b];
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
export function editableTextStyle(el: Element, styleOf: (e: Element) => CSSStyleDeclaration): { bold?: boolean; italic?: boolean; underline?: boolean } | undefined {
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
