import { centre, clickSelector, describeTask } from './harness.js';

describeTask('click-option', {
  async solve(ep) {
    const box = await ep.page.evaluate(() => {
      const r = document.querySelectorAll('#boxes input')[(window as any).TARGET_INDEX as number]!.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    });
    const c = centre(box);
    await ep.screen.mouse.click(c.x, c.y);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    // Submit with nothing selected.
    await clickSelector(ep, '#subbtn');
  },
});
