/**
 * phone-book (embedded suite), clean-room from phone-book.md: page through a five-contact
 * book (one contact per page, a twbs-pagination 1.4.1 strip showing only the current page
 * number, on the suite's jQuery 3) to the named person and click the asked detail link.
 *
 * Look: sheet (seed 1000, scale 3) 0 px differ; seeds 1000-1002 identical at scale 1.
 *
 * Outside the frame: nothing; the card and the pager lie inside the frame (a long address
 * wraps onto a second line).
 *
 * Odd behaviour kept (named):
 *   - the long shuffle: the whole 4945-name PEOPLE_NAMES list is shuffled (4945 draws)
 *     before the five contacts are drawn; the contacts match the spec's check values at
 *     seeds 0, 1, 42 and 1000 (checked below);
 *   - partial rewards: 0.7 x (right contact ? 1 : -1) + 0.3 x (right detail ? 1 : -1):
 *     right contact / wrong link 0.4 (time-proportional), wrong contact / right link -0.4,
 *     both wrong -1; identity is the page, so a same-named contact elsewhere is wrong.
 *
 * The test solver reads the target page (window.PHONE_BOOK), clicks ">" until that page
 * shows, then clicks the asked link on its first line (a wrapped address's bounding box
 * centre can fall beside the link); the wrong action clicks the email link on page 2 at
 * seed 1000 (target: page 1's phone) for -1.
 */
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';
import { clickSelector, describeTask } from './harness.js';

const book = (ep: Episode) =>
  ep.page.evaluate(() =>
    (window as any).PHONE_BOOK as { target: number; property: string; page: number;
      contacts: { name: string; phone: string; email: string; address: string }[] }
  );

/** Clicks a detail link on its first line box (a long address wraps: its bounding box's centre may miss it). */
async function clickLink(ep: Episode, property: string): Promise<void> {
  const r = await ep.page.evaluate((p) => {
    const box = document.querySelector(`#contact a.${p}`)!.getClientRects()[0]!;
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, property);
  await ep.screen.mouse.click(r.x, r.y);
}

async function goToPage(ep: Episode, page: number): Promise<void> {
  while ((await book(ep)).page < page) await clickSelector(ep, '#pagination li.next a');
}

describeTask('phone-book', {
  async solve(ep) {
    const b = await book(ep);
    await goToPage(ep, b.target + 1);
    await clickLink(ep, b.property);
  },
  async wrong(ep) {
    await goToPage(ep, 2);
    await clickLink(ep, 'email');
  },
});

test.describe('phone-book details', () => {
  test("the long shuffle gives the spec's contacts (seeds 0, 1, 42, 1000)", async ({ host }) => {
    const want: Record<number, [number, string, string[]]> = {
      0: [1, 'address', ['Etti | 531-159-6223 | ett1173@yahoo.pizza | 645 Stephenson Loop', 'Casie | 470-998-5765 | casie@aol.us | 4341 Tucker Avenue',
        'Arly | 817-705-1281 | arl@skynet.net | 3641 Guzman Gr', 'Nerita | 122-728-9455 | ner6230@aol.se | 625 Everett Square',
        'Jordanna | 633-605-3148 | jordanna5012@yahoo.pizza | 9161 Ratliff Blvd']],
      1: [3, 'address', ['Marice', 'Dix', 'Avrit', 'Sayre', 'Shanna']],
      42: [1, 'address', ['Vicky', 'Gabriel', 'Carmine', 'Roz', 'Rosalia']],
      1000: [0, 'phone', ['Ayn | 198-338-0028 | ayn436@yahoo.mx | 8802 Ruiz Street, Apt 46', 'Bernice', 'Patience', 'Madelyn', 'Yoshiko']],
    };
    for (const [seed, [target, property, rows]] of Object.entries(want)) {
      const ep = await host.openEpisode({ task: 'phone-book', seed: Number(seed) });
      try {
        const b = await book(ep);
        expect([b.target, b.property], `seed ${seed}`).toEqual([target, property]);
        const got = b.contacts.map((c, i) => (rows[i]!.includes('|') ? [c.name, c.phone, c.email, c.address].join(' | ') : c.name));
        expect(got, `seed ${seed}`).toEqual(rows);
        if (seed === '1') expect([b.contacts[2]!.address, b.contacts[3]!.email]).toEqual(['6784 Carlson Alley, Apt 5', 'sayr@hotmail.eu']);
        if (seed === '42') {
          expect([b.contacts[1]!.address, b.contacts[4]!.email, b.contacts[4]!.address]).toEqual(['9022 Branch Drive', 'rosa4279@hotmail.com',
            '9923 Lara Tce, Unit 44']);
        }
      } finally {
        await ep.close();
      }
    }
  });

  for (const [what, page, link, raw] of [
    ['right contact, wrong link: 0.4', 1, 'email', 0.4],
    ['wrong contact, right link: -0.4', 3, 'phone', -0.4],
  ] as const) {
    test(`partial rewards at seed 1000 (Ayn, page 1, phone): ${what}`, async ({ host }) => {
      const ep = await host.openEpisode({ task: 'phone-book', seed: 1000 });
      try {
        await goToPage(ep, page);
        await clickLink(ep, link);
        const r = await ep.reward();
        expect(r.done).toBe(true);
        expect(r.rawReward).toBeCloseTo(raw, 10);
        if (raw > 0) expect(r.reward).toBeLessThanOrEqual(raw); // time-proportional
        else expect(r.reward).toBeCloseTo(raw, 10); // not scaled
      } finally {
        await ep.close();
      }
    });
  }
});
