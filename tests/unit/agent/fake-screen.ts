/**
 * An in-memory Screen for unit tests: it records every input event, enforces the frame
 * bounds exactly as the real one does (OffScreenPointError), and renders a tiny PNG whose
 * pixels change when `redraw` says so (to exercise settle detection and batch cutting).
 */
import { PNG } from 'pngjs';
import { isInFrame, type Screen } from '../../../src/env/screen.js';
import { OffScreenPointError } from '../../../src/errors.js';

export interface FakeScreen extends Screen {
  events: string[];
  /** Paints a band of `rows` rows with a new colour (simulates a visible change). */
  paint(rows: number): void;
}

export function fakeScreen(opts: { onEvent?: (ev: string, s: FakeScreen) => void } = {}): FakeScreen {
  let colour = 0;
  let rows = 0;
  const events: string[] = [];
  const png = () => {
    const p = new PNG({ width: 160, height: 210 });
    p.data.fill(255);
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < 160; x++) {
        const i = (y * 160 + x) * 4;
        p.data[i] = colour % 256;
        p.data[i + 1] = (colour * 7) % 256;
        p.data[i + 2] = 0;
      }
    }
    return PNG.sync.write(p);
  };
  const check = (x: number, y: number) => {
    if (!isInFrame(x, y)) throw new OffScreenPointError(x, y);
  };
  const s: FakeScreen = {
    width: 160,
    height: 210,
    scale: 1,
    events,
    paint(r) {
      colour++;
      rows = r;
    },
    screenshot: async () => png(),
    mouse: {
      move: async (x, y) => {
        check(x, y);
        ev(`move ${x},${y}`);
      },
      down: async () => ev('down'),
      up: async () => ev('up'),
      click: async (x, y, o) => {
        check(x, y);
        ev(`click ${x},${y}${o?.modifiers?.length ? ` +${o.modifiers.join('+')}` : ''}`);
      },
      wheel: async (dx, dy) => ev(`wheel ${dx},${dy}`),
    },
    keyboard: {
      press: async (k) => ev(`press ${k}`),
      type: async (t) => ev(`type ${t}`),
      down: async (k) => ev(`keydown ${k}`),
      up: async (k) => ev(`keyup ${k}`),
    },
  };
  function ev(e: string) {
    events.push(e);
    opts.onEvent?.(e, s);
  }
  return s;
}
