import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

/** Solves "x + d = m", "x - d = m", "d + x = m" or "d - x = m" as shown on the page. */
async function answer(ep: Episode): Promise<number> {
  const eq = await ep.page.evaluate(() => document.getElementById('math-problem')!.textContent!);
  const [lhs, rhs] = eq.split(' = ');
  const m = Number(rhs);
  const [a, op, b] = lhs!.split(' ');
  if (a === 'x') return op === '+' ? m - Number(b) : m + Number(b);
  return op === '+' ? m - Number(a) : Number(a) - m;
}

async function enter(ep: Episode, text: string) {
  await clickSelector(ep, '#math-answer');
  await ep.screen.keyboard.type(text);
  await clickSelector(ep, '#subbtn');
}

describeTask('simple-algebra', {
  async solve(ep) {
    await enter(ep, String(await answer(ep)));
  },
  async wrong(ep) {
    await enter(ep, String((await answer(ep)) + 1));
  },
});
