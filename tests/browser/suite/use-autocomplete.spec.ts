import type { Episode } from '../../../src/env/episode.js';
import { centre, clickSelector, describeTask } from './harness.js';

/** Finds the first visible suggestion meeting the goal; null if none lies inside the frame. */
async function suggestion(ep: Episode, prefix: string, suffix: string | null) {
  return ep.page.evaluate(([prefix, suffix]) => {
    for (const li of document.querySelectorAll<HTMLElement>('.ui-autocomplete li')) {
      const t = li.textContent ?? '';
      if (!t.startsWith(prefix!) || (suffix && !t.endsWith(suffix))) continue;
      const r = li.getBoundingClientRect();
      if (r.height > 0 && r.top + r.height / 2 < 205) return { left: r.left, top: r.top, width: r.width, height: r.height, text: t };
    }
    return null;
  }, [prefix, suffix]);
}

/**
 * Waits (5 s at most) until the widget has searched for the field's whole text: its 300-ms
 * typing pause has passed and the menu is the one for what was typed, not a prefix's.
 */
async function searched(ep: Episode) {
  await ep.page.waitForFunction(() => (window as any).$('#tags').autocomplete('instance').term === (document.getElementById('tags') as HTMLInputElement).value,
    null, { timeout: 5000, polling: 30 });
}

describeTask('use-autocomplete', {
  async solve(ep) {
    const m = /starts with "([^"]+)"(?: and ends with "([^"]+)")?/.exec(ep.goal);
    if (!m) throw new Error(`unexpected goal ${ep.goal}`);
    const [prefix, suffix] = [m[1]!, m[2] ?? null];
    await clickSelector(ep, '#tags');
    await ep.screen.keyboard.type(prefix);
    await searched(ep); // the menu opens 300 ms after typing stops
    let item = await suggestion(ep, prefix, suffix);
    if (!item) {
      // The match lies below the frame: type more of its name to narrow the menu.
      const rest = await ep.page.evaluate(([prefix, suffix]) => {
        const all = [...document.querySelectorAll('.ui-autocomplete li')].map((li) => li.textContent ?? '');
        const t = all.find((t) => t.startsWith(prefix!) && (!suffix || t.endsWith(suffix)));
        return t ? t.slice(prefix!.length) : null;
      }, [prefix, suffix]);
      if (rest === null) throw new Error(`no suggestion for ${prefix}..${suffix}`);
      await ep.screen.keyboard.type(rest);
      await searched(ep);
      item = await suggestion(ep, prefix, suffix);
    }
    if (!item) throw new Error(`no visible suggestion for ${prefix}..${suffix}`);
    const c = centre(item);
    await ep.screen.mouse.click(c.x, c.y);
    await clickSelector(ep, '#subbtn');
  },
  async wrong(ep) {
    await clickSelector(ep, '#tags');
    await ep.screen.keyboard.type('zzz');
    await ep.screen.keyboard.press('Escape');
    await clickSelector(ep, '#subbtn');
  },
});
