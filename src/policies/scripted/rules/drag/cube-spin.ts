/**
 * The drag-cube page's spinning cube as a model, for planning drags (drag-cube:
 * `Move the cube around so that "{q}" is the active side facing the user.`). Pure.
 *
 * What the page does (its script, not its picture, decides the active side): every 20 ms
 * a tick takes the pointer's movement since the last tick; while the button is down the
 * torque becomes 0.83 x torque + 0.2 x movement; while the torque exceeds 1 on an axis the
 * cube turns by it (a vertical drag lowers the tilt Y as the pointer goes down; a
 * horizontal one turns the spin X, the other way round while the cube is upside down, i.e.
 * 90 < Y < 270), and the active side follows from (X, Y) by fixed bands. A drag whose move
 * comes in one burst and is held until the cube stops therefore turns it by a fixed
 * amount (about 1.05 to 1.15 degrees per pixel); releasing after it stopped adds nothing.
 * Every episode starts at X = 1122, Y = 136 (upside down; one wrap of 360 per tick brings
 * X into 0..360), and the torque left below 1 carries into the next drag.
 *
 * @example
 *   let s = START
 *   s = spin(s, -40, 0)          // a 40 px drag to the left
 *   activeSide(s)                // 3
 *   planDrag(START, 1, { maxDx: 140, maxDy: 110 })   // { dx: 0, dy: -108 }: a drag upward
 */

export interface CubeState {
  x: number;
  y: number;
  tx: number;
  ty: number;
  upsideDown: boolean;
}

export const START: CubeState = { x: 1122, y: 136, tx: 0, ty: 0, upsideDown: true };

const wrap = (a: number) => (a > 360 ? a - 360 : a < 0 ? a + 360 : a);
const within = (a: number, lo: number, hi: number) => a >= lo && a <= hi;

/** The side the page makes active at this pose (its bands, closed ranges). */
export function activeSide(s: Pick<CubeState, 'x' | 'y' | 'upsideDown'>): number {
  if (within(s.y, 220, 308)) return 1;
  if (within(s.y, 46, 130)) return 6;
  const bands = s.upsideDown ? [3, 2, 5, 4] : [5, 4, 3, 2];
  if (within(s.x, 42, 130)) return bands[0]!;
  if (within(s.x, 131, 223)) return bands[1]!;
  if (within(s.x, 224, 314)) return bands[2]!;
  return bands[3]!;
}

/** One tick with the button down and this pointer movement since the last tick. */
function tick(s: CubeState, dx: number, dy: number): CubeState {
  const tx = 0.83 * s.tx + 0.2 * dx;
  const ty = 0.83 * s.ty + 0.2 * dy;
  if (Math.abs(tx) <= 1 && Math.abs(ty) <= 1) return { ...s, tx, ty };
  const y = wrap(s.y - ty);
  const upsideDown = y > 90 && y < 270;
  const x = wrap(upsideDown ? s.x - tx : s.x + tx);
  return { x, y, tx, ty, upsideDown };
}

/** A drag: the pointer moves (dx, dy) in one burst with the button down, held until the cube stops. */
export function spin(s: CubeState, dx: number, dy: number): CubeState {
  let out = tick(s, dx, dy);
  for (let i = 0; i < 200 && (Math.abs(out.tx) > 1 || Math.abs(out.ty) > 1); i++) out = tick(out, 0, 0);
  // X may still be above 360 when a short spin ends early; the page's bands see it as it is.
  return out;
}

/**
 * How far (degrees) the pose is from the edges of its side's band, as [the room left on
 * both axes, the room along the band's own axis]: a horizontal drag cannot change the tilt's
 * room, so among drags with equal room the one centred in its X band wins.
 */
function margin(s: CubeState): [number, number] {
  const side = activeSide(s);
  if (side === 1 || side === 6) {
    const room = side === 1 ? Math.min(s.y - 220, 308 - s.y) : Math.min(s.y - 46, 130 - s.y);
    return [room, room];
  }
  // X bands, and keeping Y away from the two Y bands and the upside-down turn at 90 / 270.
  const yRoom = Math.min(...[46, 130, 220, 308, 90, 270].map((b) => Math.abs(s.y - b)));
  const edges = [42, 130, 131, 223, 224, 314];
  const xRoom = s.x > 360 ? 0 : Math.min(...edges.map((e) => Math.abs(s.x - e)));
  return [Math.min(xRoom, yRoom), xRoom];
}

const MIN_DRAG = 20;

export interface DragLimits {
  /** Longest horizontal and vertical drags that fit on the page (px). */
  maxDx: number;
  maxDy: number;
}

/**
 * The straight drag (horizontal or vertical, at least MIN_DRAG px) that leaves `side` active
 * with the most room for error, or null when none does.
 */
export function planDrag(s: CubeState, side: number, limits: DragLimits): { dx: number; dy: number; after: CubeState } | null {
  let best: { dx: number; dy: number; after: CubeState; room: [number, number] } | null = null;
  const better = (a: [number, number], b: [number, number]) => a[0] > b[0] + 1e-9 || (Math.abs(a[0] - b[0]) <= 1e-9 && a[1] > b[1] + 1e-9);
  const consider = (dx: number, dy: number) => {
    const after = spin(s, dx, dy);
    if (activeSide(after) !== side) return;
    const room = margin(after);
    if (!best || better(room, best.room)) best = { dx, dy, after, room };
  };
  // Short drags spread over the page's ticks may not turn the cube at all: 20 px at least.
  for (let d = MIN_DRAG; d <= limits.maxDx; d += 2) {
    consider(d, 0);
    consider(-d, 0);
  }
  for (let d = MIN_DRAG; d <= limits.maxDy; d += 2) {
    consider(0, d);
    consider(0, -d);
  }
  if (!best) return null;
  const { dx, dy, after } = best;
  return { dx, dy, after };
}
