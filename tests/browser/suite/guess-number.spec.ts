import { clickSelector, describeTask } from './harness.js';

describeTask('guess-number', {
  // Same page at every seed; only the secret number differs.
  hiddenInstance: (ep) => ep.page.evaluate(() => (window as any).SECRET),
  async solve(ep) {
    let lo = 0, hi = 9;
    for (let i = 0; i < 6 && lo <= hi; i++) {
      const guess = Math.floor((lo + hi) / 2);
      await clickSelector(ep, '#tt');
      await ep.screen.keyboard.press('Control+A');
      await ep.screen.keyboard.type(String(guess));
      // Alternate the two ways to submit: Enter in the field and the button.
      if (i % 2 === 0) await ep.screen.keyboard.press('Enter');
      else await clickSelector(ep, '#subbtn');
      const feedback = await ep.page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#feedback div')].find((d) => d.style.display === 'block')?.textContent ?? ''
      );
      if (feedback === 'Correct!') return;
      if (feedback.includes('higher')) lo = guess + 1;
      else if (feedback.includes('lower')) hi = guess - 1;
      else throw new Error(`unexpected feedback "${feedback}"`);
    }
  },
});
