/**
 * The Screen implementation over a Playwright page: pixel capture of the 160x210 frame and
 * raw input with frame-bounds checks. Lives in env/ (harness side); the agent only ever
 * sees the Screen interface.
 */
import type { Page } from 'playwright-core';
import { BrowserCrashedError, OffScreenPointError } from '../errors.js';
import { FRAME_HEIGHT, FRAME_WIDTH, isInFrame, type Screen } from './screen.js';

const CAPTURE_TIMEOUT_MS = 10_000;

export function pageScreen(page: Page, scale: number, isCrashed: () => boolean): Screen {
  const guard = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    if (isCrashed() || page.isClosed()) throw new BrowserCrashedError(`Cannot ${what}: the page has crashed or closed`);
    try {
      return await fn();
    } catch (e) {
      if (isCrashed() || page.isClosed()) throw new BrowserCrashedError(`The page crashed during ${what}: ${(e as Error).message}`);
      throw e;
    }
  };
  const point = (x: number, y: number) => {
    if (!isInFrame(x, y)) throw new OffScreenPointError(x, y);
  };
  return {
    width: FRAME_WIDTH,
    height: FRAME_HEIGHT,
    scale,
    screenshot: () =>
      guard('take a screenshot', () =>
        page.screenshot({
          clip: { x: 0, y: 0, width: FRAME_WIDTH, height: FRAME_HEIGHT },
          type: 'png',
          caret: 'initial', // the text caret is part of what a person sees; never restyle the page
          animations: 'allow',
          scale: 'device',
          timeout: CAPTURE_TIMEOUT_MS,
        }),
      ),
    mouse: {
      move: async (x, y, opts) => { point(x, y); return guard('move the mouse', () => page.mouse.move(x, y, opts)); },
      down: (opts) => guard('press the mouse', () => page.mouse.down(opts)),
      up: (opts) => guard('release the mouse', () => page.mouse.up(opts)),
      click: async (x, y, opts = {}) => {
        point(x, y);
        return guard('click', async () => {
          const mods = opts.modifiers ?? [];
          for (const m of mods) await page.keyboard.down(m);
          try {
            await page.mouse.click(x, y, { button: opts.button, clickCount: opts.clickCount });
          } finally {
            for (const m of [...mods].reverse()) await page.keyboard.up(m);
          }
        });
      },
      wheel: (dx, dy) => guard('scroll', () => page.mouse.wheel(dx, dy)),
    },
    keyboard: {
      press: (key) => guard(`press ${key}`, () => page.keyboard.press(key)),
      type: (text) => guard('type', () => page.keyboard.type(text)),
      down: (key) => guard(`hold ${key}`, () => page.keyboard.down(key)),
      up: (key) => guard(`release ${key}`, () => page.keyboard.up(key)),
    },
  };
}
