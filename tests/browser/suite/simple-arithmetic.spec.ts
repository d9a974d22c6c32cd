import type { Episode } from '../../../src/env/episode.js';
import { clickSelector, describeTask } from './harness.js';

/** Evaluates "a op b = " as shown on the page ("x" is multiplication). */
async function answer(ep: Episode): Promise<number> {
  const text = await ep.page.evaluate(() => document.getElementById('math-problem')!.textContent!);
  const [a, op, b] = text.trim().split(' ');
  const [x, y] = [Number(a), Number(b)];
  return op === '+' ? x + y : op === '-' ? x - y : x * y;
}

async function enter(ep: Episode, text: string) {
  await clickSelector(ep, '#math-answer');
  await ep.screen.keyboard.type(text);
  await clickSelector(ep, '#subbtn');
}

describeTask('simple-arithmetic', {
  async solve(ep) {
    await enter(ep, String(await answer(ep)));
  },
  async wrong(ep) {
    await enter(ep, String((await answer(ep)) + 1));
  },
});
