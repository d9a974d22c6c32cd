/**
 * The Screen's capture (the protocol's Page.captureScreenshot with page.screenshot's clip) gives
 * the pixels page.screenshot gives, at every scale, on pages with text, widgets, a focused
 * field's caret and a document scrolled away from its origin, and the page keeps its device
 * pixel ratio between captures.
 */
import { Frame } from '../../../src/env/screen.js';
import { expect, test } from '../fixtures.js';

async function samePixels(a: Buffer, b: Buffer, scale: number): Promise<boolean> {
  const [x, y] = await Promise.all([new Frame(a, scale).pixels(), new Frame(b, scale).pixels()]);
  return x.width === y.width && x.height === y.height && Buffer.from(x.data).equals(Buffer.from(y.data));
}

const reference = (ep: { page: import('playwright-core').Page }) =>
  ep.page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 210 }, type: 'png', caret: 'initial', animations: 'allow', scale: 'device' });

test.describe('capture', () => {
  for (const scale of [1, 2, 3]) {
    for (const task of ['click-button', 'enter-text', 'use-slider', 'book-flight']) {
      test(`${task} at scale ${scale}: the same pixels as page.screenshot`, async ({ host }) => {
        const ep = await host.openEpisode({ suite: 'embedded', task, seed: 7, scale });
        try {
          const shot = await ep.screen.screenshot();
          expect(await new Frame(shot, scale).pixels()).toMatchObject({ width: 160 * scale, height: 210 * scale });
          expect(await samePixels(shot, await reference(ep), scale)).toBe(true);
          // The page stays at its device scale after our captures (a protocol session of its own
          // would otherwise put it back at 1), and a second capture still matches.
          const shot2 = await ep.screen.screenshot();
          expect(await ep.page.evaluate(() => window.devicePixelRatio)).toBe(scale);
          expect(await samePixels(shot2, await reference(ep), scale)).toBe(true);
        } finally {
          await ep.close();
        }
      });
    }
  }

  test('a scrolled document is captured where page.screenshot captures it', async ({ host }) => {
    const ep = await host.openEpisode({ suite: 'embedded', task: 'click-button', seed: 7, scale: 2 });
    try {
      // The test (not the agent) makes the document taller than the viewport and scrolls it.
      await ep.page.evaluate(() => {
        document.body.style.height = '2000px';
        window.scrollTo(0, 40);
      });
      const shot = await ep.screen.screenshot();
      expect(await samePixels(shot, await reference(ep), 2)).toBe(true);
    } finally {
      await ep.close();
    }
  });
});
