/**
 * use-autocomplete-nodelay (embedded suite), clean-room from use-autocomplete-nodelay.md
 * (differences) over use-autocomplete.md: use-autocomplete's page (the family code in
 * miniwob/common/use-autocomplete.js with its `nodelay` flag), 10 s limit.
 *
 * What differs from the official page: nothing known (sheet and 1x pictures: docs/suites.md,
 * Suite E2). Outside the frame: with a short prefix the menu runs below y 210 (e.g. 28 items
 * for "S"); typing more letters narrows it, as in use-autocomplete.
 *
 * Odd behaviour kept (named and checked here):
 *   - search delay 0: each key schedules the search on a 0 ms timer, so the menu has opened
 *     (or refreshed) by the page's next task. The solver checks it in a 0 ms timeout of its
 *     own, queued after the keys (timers of equal delay run in order), with no other wait;
 *   - every episode start closes the menu and empties the field but leaves the focus: typing
 *     goes on into the field at once (the test below).
 * The wrong action types the prefix in lower case (the menu matches any case, the reward is
 * case-sensitive) and submits: -1.
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { centre, clickSelector, describeTask } from './harness.js';

/** The menu's items once the page's 0 ms timers queued so far have run (null: menu closed). */
async function menuNow(ep: Episode): Promise<{ text: string; left: number; top: number; width: number; height: number }[] | null> {
  return ep.page.evaluate(() =>
    new Promise((resolve) =>
      setTimeout(() => {
        const ul = document.querySelector<HTMLElement>('.ui-autocomplete');
        if (!ul || getComputedStyle(ul).display === 'none') return resolve(null);
        resolve([...ul.querySelectorAll('li')].map((li) => {
          const r = li.getBoundingClientRect();
          return { text: li.textContent ?? '', left: r.left, top: r.top, width: r.width, height: r.height };
        }));
      }, 0)
    )
  );
}

/** Types `text` and checks that the menu already lists exactly the countries starting with the field's value. */
async function typeAndRead(ep: Episode, text: string) {
  await ep.screen.keyboard.type(text);
  const items = await menuNow(ep);
  const value = await ep.page.evaluate(() => (document.getElementById('tags') as HTMLInputElement).value);
  if (!items || !items.length || !items.every((i) => i.text.toLowerCase().startsWith(value.toLowerCase()))) {
    throw new Error(`test solver: no up-to-date menu right after typing "${value}": ${JSON.stringify(items?.map((i) => i.text))}`);
  }
  return items;
}

describeTask('use-autocomplete-nodelay', {
  async solve(ep) {
    const m = /starts with "([^"]+)"(?: and ends with "([^"]+)")?/.exec(ep.goal);
    if (!m) throw new Error(`unexpected goal ${ep.goal}`);
    const [prefix, suffix] = [m[1]!, m[2] ?? null];
    const fits = (t: string) => t.startsWith(prefix) && (!suffix || t.endsWith(suffix));
    await clickSelector(ep, '#tags');
    let items = await typeAndRead(ep, prefix);
    let item = items.find((i) => fits(i.text) && i.top + i.height / 2 < 205);
    if (!item) {
      // The match lies below the frame: type more of its name to narrow the menu.
      const t = items.find((i) => fits(i.text));
      if (!t) throw new Error(`no suggestion for ${prefix}..${suffix}`);
      items = await typeAndRead(ep, t.text.slice(prefix.length));
      item = items.find((i) => fits(i.text) && i.top + i.height / 2 < 205);
    }
    if (!item) throw new Error(`no visible suggestion for ${prefix}..${suffix}`);
    const c = centre(item);
    await ep.screen.mouse.click(c.x, c.y);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    const prefix = /starts with "([^"]+)"/.exec(ep.goal)![1]!;
    await clickSelector(ep, '#tags');
    await typeAndRead(ep, prefix.toLowerCase());
    await ep.screen.keyboard.press('Escape');
    await clickSelector(ep, '#subbtn');
  },
});

test('use-autocomplete-nodelay: an episode start closes the open menu and keeps the focus', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'use-autocomplete-nodelay', seed: 1000 });
  try {
    await clickSelector(ep, '#tags');
    await typeAndRead(ep, 'Be');
    await ep.page.evaluate(() => (window as unknown as { core: { startEpisodeReal(): void } }).core.startEpisodeReal());
    expect(await menuNow(ep), 'menu closed by the episode start').toBeNull();
    expect(await ep.page.evaluate(() => [document.activeElement?.id, (document.getElementById('tags') as HTMLInputElement).value])).toEqual(['tags', '']);
    const items = await typeAndRead(ep, 'Ber');
    expect(items.map((i) => i.text)).toEqual(['Bermuda']);
  } finally {
    await ep.close();
  }
});
