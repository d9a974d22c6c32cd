import type { Episode } from '../../../src/env/episode.js';
import { centre, boxOf, clickSelector, describeTask } from './harness.js';

/** Wheels over the textarea until it is scrolled to the end, then reads its last word. */
async function lastWordAfterScrolling(ep: Episode): Promise<string> {
  const c = centre(await boxOf(ep.page, '#text-area'));
  await ep.screen.mouse.move(c.x, c.y);
  for (let i = 0; i < 20; i++) {
    const atEnd = await ep.page.evaluate(() => {
      const ta = document.getElementById('text-area') as HTMLTextAreaElement;
      return ta.scrollTop + ta.clientHeight >= ta.scrollHeight - 1;
    });
    if (atEnd) break;
    await ep.screen.mouse.wheel(0, 100);
    await ep.page.waitForTimeout(50);
  }
  return ep.page.evaluate(() => {
    const words = (document.getElementById('text-area') as HTMLTextAreaElement).value.trim().split(/\s+/);
    return words[words.length - 1]!.replace(/\.$/, '');
  });
}

describeTask('scroll-text', {
  async solve(ep) {
    const word = await lastWordAfterScrolling(ep);
    await clickSelector(ep, '#answer-input');
    await ep.screen.keyboard.type(word);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#answer-input');
    await ep.screen.keyboard.type('zzzz');
    await clickSelector(ep, '#subbtn');
  },
});
