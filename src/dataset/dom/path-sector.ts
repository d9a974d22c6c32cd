/**
 * Reads an SVG path's commands and, when the path is a circle sector, its centre and arc.
 * A sector is any closed outline with exactly two straight edges and curved pieces between
 * them: a pie slice (centre, out along one radius, arc, back along the other) or a donut
 * slice (out along one radius, outer arc, in along the other, inner arc back). Renderers
 * write the arcs as SVG arcs or as cubic Bezier pieces (Raphaël flattens arcs into curves),
 * so both count. The centre is where the two straight edges' lines meet; the arc is the
 * first run of curved pieces, and its direction comes from the first piece's sweep flag or
 * first control point. Pure functions (no DOM), bundled into the page-side labeller.
 *
 * @example
 *   pathSector(pathCommands('M 80 130 L 80 90 A 40 40 0 0 1 120 130 Z'))
 *   // { centre: [80, 130], from: [80, 90], to: [120, 130], clockwise: true }
 */
export type Xy = [number, number];

export interface PathCommand {
  /** The command letter in lower case (relative and absolute alike); 'z' closes a subpath. */
  cmd: string;
  from: Xy;
  to: Xy;
  /** First control point of a curve (c, s, q), absolute. */
  ctrl?: Xy;
  /** Sweep flag of an arc (1: clockwise on screen, where y grows down). */
  sweep?: number;
}

const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** The path's drawing commands with absolute end points; parsing stops at the first malformed command. */
export function pathCommands(d: string): PathCommand[] {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
  const out: PathCommand[] = [];
  let x = 0, y = 0, startX = 0, startY = 0, cmd = '', i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const lower = cmd.toLowerCase();
    const n = ARITY[lower];
    if (n === undefined) break;
    if (lower === 'z') {
      out.push({ cmd: 'z', from: [x, y], to: [startX, startY] });
      x = startX;
      y = startY;
      if (i < tokens.length && !/[a-zA-Z]/.test(tokens[i]!)) break; // numbers after Z are malformed
      continue;
    }
    const args = tokens.slice(i, i + n).map(Number);
    if (args.length < n || args.some((a) => Number.isNaN(a))) break;
    i += n;
    const rel = cmd === lower;
    const abs = (px: number, py: number): Xy => (rel ? [x + px, y + py] : [px, py]);
    let to: Xy;
    if (lower === 'h') to = [rel ? x + args[0]! : args[0]!, y];
    else if (lower === 'v') to = [x, rel ? y + args[0]! : args[0]!];
    else to = abs(args[n - 2]!, args[n - 1]!);
    const c: PathCommand = { cmd: lower, from: [x, y], to };
    if (lower === 'c' || lower === 's' || lower === 'q') c.ctrl = abs(args[0]!, args[1]!);
    if (lower === 'a') c.sweep = args[4]!;
    out.push(c);
    [x, y] = to;
    if (lower === 'm') {
      startX = x;
      startY = y;
      cmd = rel ? 'l' : 'L';
    } // further pairs after M are line-tos
  }
  return out;
}

export interface PathSector {
  centre: Xy;
  /** Where the (first) arc starts and ends, in drawing order. */
  from: Xy;
  to: Xy;
  /** Whether the arc runs clockwise on screen from `from` to `to`. */
  clockwise: boolean;
}

const STRAIGHT = new Set(['l', 'h', 'v', 'z']);
const CURVED = new Set(['c', 's', 'q', 't', 'a']);
const length = (a: Xy, b: Xy) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Where the lines through (a1, a2) and (b1, b2) cross, or null when they are (nearly) parallel. */
function lineCrossing(a1: Xy, a2: Xy, b1: Xy, b2: Xy): Xy | null {
  const dax = a2[0] - a1[0], day = a2[1] - a1[1], dbx = b2[0] - b1[0], dby = b2[1] - b1[1];
  const den = dax * dby - day * dbx;
  if (Math.abs(den) < 1e-6 * Math.hypot(dax, day) * Math.hypot(dbx, dby)) return null;
  const t = ((b1[0] - a1[0]) * dby - (b1[1] - a1[1]) * dbx) / den;
  return [a1[0] + t * dax, a1[1] + t * day];
}

/** The circle sector a path outlines (see the file comment), or null when it is not one. */
export function pathSector(commands: PathCommand[]): PathSector | null {
  const edges = commands.filter((c) => STRAIGHT.has(c.cmd) && length(c.from, c.to) > 0.01);
  const firstCurve = commands.findIndex((c) => CURVED.has(c.cmd));
  if (edges.length !== 2 || firstCurve < 0) return null;
  const centre = lineCrossing(edges[0]!.from, edges[0]!.to, edges[1]!.from, edges[1]!.to);
  if (!centre) return null;
  let last = firstCurve;
  while (last + 1 < commands.length && CURVED.has(commands[last + 1]!.cmd)) last++;
  const first = commands[firstCurve]!;
  const from = first.from, to = commands[last]!.to;
  let clockwise: boolean;
  if (first.sweep !== undefined) clockwise = first.sweep !== 0;
  else if (first.ctrl) {
    // The first control point lies along the arc's tangent: clockwise when it turns right of the radius.
    const rx = from[0] - centre[0], ry = from[1] - centre[1];
    const tx = first.ctrl[0] - from[0], ty = first.ctrl[1] - from[1];
    const cross = rx * ty - ry * tx;
    if (Math.abs(cross) < 1e-9) return null;
    clockwise = cross > 0;
  } else return null;
  return { centre, from, to, clockwise };
}
