/**
 * The Screen implementation over a Playwright page: pixel capture of the 160x210 frame and
 * raw input with frame-bounds checks. Lives in env/ (harness side); the agent only ever
 * sees the Screen interface. Every call has a deadline (deadline.ts): Playwright's mouse
 * and keyboard calls take no timeout, and a page in a busy loop never acknowledges input.
 */
import type { CDPSession, Page } from 'playwright-core';
import { BrowserCrashedError, OffScreenPointError, PageUnresponsiveError } from '../errors.js';
import { inputDeadlineMs, PAGE_CALL_TIMEOUT_MS, withinDeadline } from './deadline.js';
import { FRAME_HEIGHT, FRAME_WIDTH, isInFrame, type Screen } from './screen.js';

/** Deadline of one capture (its guard allows 2 s more). */
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
  // The capture is the DevTools protocol's own call, the one page.screenshot ends in: the same
  // pixels without the scripts page.screenshot first runs in the page (a preparation and a
  // font wait, then a clean-up), which cost 14 ms of its 45 on a loaded 2-core machine
  // (`npm run bench:capture`; docs/perception.md). The session holds the page at its device
  // scale (captureSession), so the clip is in CSS pixels at the visual viewport's own scale,
  // as page.screenshot's is. optimizeForSpeed asks for a faster PNG encoding of the same
  // pixels. bench:capture reports Chromium's CPU per capture beside page.screenshot's
  // (docs/perception.md, "Capture").
  const captureFrame = async (): Promise<Buffer> => {
    const session = await captureSession(page, scale);
    const { cssVisualViewport: view } = await session.send('Page.getLayoutMetrics');
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { x: view.pageX, y: view.pageY, width: FRAME_WIDTH, height: FRAME_HEIGHT, scale: view.scale },
      captureBeyondViewport: false,
      optimizeForSpeed: true,
    });
    return Buffer.from(data, 'base64');
  };
  const point = (x: number, y: number) => {
    if (!isInFrame(x, y)) throw new OffScreenPointError(x, y);
  };
  return {
    width: FRAME_WIDTH,
    height: FRAME_HEIGHT,
    scale,
    screenshot: () => guard('take a screenshot', () => captureFrame(), Math.max(base, CAPTURE_TIMEOUT_MS + 2_000)),
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

/**
 * One protocol session per page, opened on its first capture: a page reused by many episodes (a
 * sweep) keeps one. A session of our own starts without the device metrics Playwright's session
 * set, and its first Page.captureScreenshot puts the page back at devicePixelRatio 1 (the old
 * capture then scaled a 1x page up by the device scale: the same pixels, but the page lived at
 * the wrong ratio between captures). The session therefore
 * sets the context's own metrics once, before its first capture.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function captureSession(page: Page, scale: number): Promise<CDPSession> {
  let s = sessions.get(page);
  if (!s) {
    s = (async () => {
      const session = await page.context().newCDPSession(page);
      const size = page.viewportSize();
      if (size) await session.send('Emulation.setDeviceMetricsOverride', { ...size, deviceScaleFactor: scale, mobile: false });
      return session;
    })();
    sessions.set(page, s);
    s.catch(() => sessions.delete(page)); // a failed attach is retried by the next capture
  }
  return s;
}
