import { clickSelector, describeTask } from './harness.js';

function accepts(goal: string, v: number): boolean {
  const less = /less than (\d+)/.exec(goal), greater = /greater than (\d+)/.exec(goal);
  if (less) return v < Number(less[1]);
  if (greater) return v > Number(greater[1]);
  return goal.includes('odd') ? v % 2 === 1 : v % 2 === 0;
}

describeTask('generate-number', {
  async solve(ep) {
    for (let i = 0; i < 30; i++) {
      await clickSelector(ep, '#generate');
      const v = Number(await ep.page.evaluate(() => document.getElementById('display-number')!.textContent));
      if (accepts(ep.goal, v)) break;
    }
    await clickSelector(ep, '#submit');
  },
  async wrong(ep) {
    await clickSelector(ep, '#submit'); // seed 1000 asks for "less than 6": nothing generated yet fails
  },
});
