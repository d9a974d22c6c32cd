/**
 * The Screen implementation over a Playwright page: pixel capture of the 160x210 frame and
 * raw input with frame-bounds checks. Lives in env/ (harness side); the agent only ever
 * sees the Screen interface. Every call has a deadline (deadline.ts): Playwright's mouse
 * and keyboard calls take no timeout, and a page in a busy loop never acknowledges input.
 */
import type { Page } from 'playwright-core';
import { BrowserCrashedError, OffScreenPointError, PageUnresponsiveError } from '../errors.js';
import { inputDeadlineMs, PAGE_CALL_TIMEOUT_MS, withinDeadline } from './deadline.js';
import { FRAME_HEIGHT, FRAME_WIDTH, isInFrame, type Screen } from './screen.js';

const CAPTURE_TIMEOUT_MS = 10_000;

export interface PageScreenOptions {
  /** Deadline of one call (input calls get more per typed character or mouse step). */
  callTimeoutMs?: number;
  /** Told when a call ran past its deadline (the page is then given up on). */
  onUnresponsive?: (e: PageUnresponsiveError) => void;
  callLog?: string[];
}

export function pageScreen(page: Page, scale: number, isCrashed: () => boolean, opts: PageScreenOptions = {}): Screen {
  const base = opts.callTimeoutMs ?? PAGE_CALL_TIMEOUT_MS;
  const guard = async <T>(what: string, fn: () => Promise<T>, ms = base): Promise<T> => {
    if (isCrashed() || page.isClosed()) throw new BrowserCrashedError(`Cannot ${what}: the page has crashed, closed or stopped answering`);
    try {
      return await withinDeadline(what, fn(), ms, opts.callLog, opts.onUnresponsive);
    } catch (e) {
      if (e instanceof PageUnresponsiveError) throw e;
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
        }), Math.max(base, CAPTURE_TIMEOUT_MS + 2_000)),
    mouse: {
      move: async (x, y, o) => {
        point(x, y);
        return guard('move the mouse', () => page.mouse.move(x, y, o), inputDeadlineMs(base, o?.steps));
      },
      down: (opts) => guard('press the mouse', () => page.mouse.down(opts)),
      up: (opts) => guard('release the mouse', () => page.mouse.up(opts)),
      click: async (x, y, o = {}) => {
        point(x, y);
        return guard('click', async () => {
          const mods = o.modifiers ?? [];
          for (const m of mods) await page.keyboard.down(m);
          try {
            await page.mouse.click(x, y, { button: o.button, clickCount: o.clickCount });
          } finally {
            for (const m of [...mods].reverse()) await page.keyboard.up(m);
          }
        }, inputDeadlineMs(base, (o.clickCount ?? 1) + 2 * (o.modifiers?.length ?? 0)));
      },
      wheel: (dx, dy) => guard('scroll', () => page.mouse.wheel(dx, dy)),
    },
    keyboard: {
      press: (key) => guard(`press ${key}`, () => page.keyboard.press(key)),
      type: (text) => guard('type', () => page.keyboard.type(text), inputDeadlineMs(base, text.length)),
      down: (key) => guard(`hold ${key}`, () => page.keyboard.down(key)),
      up: (key) => guard(`release ${key}`, () => page.keyboard.up(key)),
    },
  };
}
