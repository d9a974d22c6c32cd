import type { Episode } from '../../../src/env/episode.js';
import { boxOf, centre, clickSelector, describeTask } from './harness.js';

/** Wheels over the (disabled) agreement until the name field unlocks. */
async function readToTheEnd(ep: Episode) {
  const c = centre(await boxOf(ep.page, '#text-area'));
  await ep.screen.mouse.move(c.x, c.y);
  for (let i = 0; i < 40; i++) {
    if (await ep.page.evaluate(() => !(document.getElementById('name') as HTMLInputElement).disabled)) return;
    await ep.screen.mouse.wheel(0, 100);
    await ep.page.waitForTimeout(50);
  }
  throw new Error('the agreement never unlocked');
}

describeTask('sign-agreement', {
  wrongSeed: 1001, // "enter the name ... then press Cancel": Cancel right away fails
  async solve(ep) {
    const m = /enter the name "([^"]+)" then press "(\w+)"/.exec(ep.goal);
    if (!m) {
      await clickSelector(ep, '#cancel');
      return;
    }
    await readToTheEnd(ep);
    await clickSelector(ep, '#name');
    await ep.screen.keyboard.type(m[1]!);
    await clickSelector(ep, m[2] === 'Agree' ? '#agree' : '#cancel');
  },
  async wrong(ep) {
    await clickSelector(ep, '#cancel');
  },
});
