/**
 * The per-task test pattern of the embedded suite (issues 3-5). A task file calls
 * `describeTask('click-button', { solve, wrong })` and gets:
 *   - solves seed N: the DOM-reading test solver acts with raw mouse/keyboard only and
 *     must reach raw reward 1 (seeds 1000.. ; CAAP_SUITE_SEEDS sets how many: 1 in the
 *     default `npm test`, 20 in `npm run test:suite`);
 *   - wrong action: a deliberately wrong action ends the episode with reward <= 0;
 *   - instances: seeds 1000-1002 give the official pages' utterances, and the same seed
 *     on a fresh page gives the same goal and a byte-identical screenshot while another
 *     seed gives a different instance (one test: the four pages serve both checks).
 * Tests may read the DOM to find the answer; the agent never does.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Episode } from '../../../src/env/episode.js';
import { expect, test } from '../fixtures.js';

export interface TaskTestSpec {
  /** Solve the episode with raw input (ep.screen); may read ep.page's DOM to decide. */
  solve: (ep: Episode) => Promise<void>;
  /** One deliberately wrong action; omit for tasks without one. */
  wrong?: (ep: Episode) => Promise<void>;
  /** The seed the wrong-action test uses (default 1000): pick one where a wrong action exists. */
  wrongSeed?: number;
  /** Episode options for every test of this task (e.g. a data mode). */
  mode?: string;
  /** How long to wait for the episode to end after solve/wrong returns. */
  settleMs?: number;
  /** For tasks whose best raw reward is below 1 (graded accuracy): the least raw reward a solve must reach. */
  minRawReward?: number;
  /**
   * For tasks whose instance is hidden at the start (same goal and look at every seed, e.g.
   * face-down cards): reads the hidden instance, so the determinism test can tell seeds apart.
   */
  hiddenInstance?: (ep: Episode) => Promise<unknown>;
  /**
   * Elements that change with the clock, not the seed (a blinking cursor): the determinism
   * test hides them, keeping their layout, before it compares start screens byte for byte.
   */
  timeVarying?: { selector: string; display: string }[];
}

export function suiteSeeds(): number[] {
  const n = Number(process.env.CAAP_SUITE_SEEDS ?? 1);
  return Array.from({ length: n }, (_, i) => 1000 + i);
}

const OFFICIAL = new Map<string, string>();
for (const line of readFileSync(new URL('../../fixtures/official-utterances.tsv', import.meta.url), 'utf8').split('\n')) {
  const [task, seed, utterance] = line.split('\t');
  if (task && seed && utterance !== undefined) OFFICIAL.set(`${task}#${seed}`, utterance.trim());
}

export function officialUtterance(task: string, seed: number): string | undefined {
  return OFFICIAL.get(`${task}#${seed}`);
}

async function waitDone(ep: Episode, ms: number) {
  const t0 = Date.now();
  for (;;) {
    const r = await ep.reward();
    if (r.done || Date.now() - t0 > ms) return r;
    await new Promise((res) => setTimeout(res, 50));
  }
}

export function describeTask(task: string, spec: TaskTestSpec): void {
  const settle = spec.settleMs ?? 3000;
  const open = (host: import('../../../src/env/host.js').BrowserHost, seed: number) => host.openEpisode({ task, seed, mode: spec.mode });

  test.describe(task, () => {
    for (const seed of suiteSeeds()) {
      test(`solves seed ${seed}`, async ({ host }) => {
        const ep = await open(host, seed);
        try {
          await spec.solve(ep);
          const r = await waitDone(ep, settle);
          if (spec.minRawReward === undefined) expect(r, `goal: ${ep.goal}`).toMatchObject({ done: true, rawReward: 1 });
          else {
            expect(r.done, `goal: ${ep.goal}`).toBe(true);
            expect(r.rawReward, `goal: ${ep.goal}`).toBeGreaterThanOrEqual(spec.minRawReward);
          }
        } finally {
          await ep.close();
        }
      });
    }

    if (spec.wrong) {
      const wrong = spec.wrong;
      test('a wrong action gives reward <= 0', async ({ host }) => {
        const ep = await open(host, spec.wrongSeed ?? 1000);
        try {
          await wrong(ep);
          const r = await waitDone(ep, settle);
          expect(r.done).toBe(true);
          expect(r.reward).toBeLessThanOrEqual(0);
        } finally {
          await ep.close();
        }
      });
    }

    test('official utterances and deterministic instances (seeds 1000, 1000, 1001, 1002)', async ({ host }, testInfo) => {
      const shots: { seed: number; goal: string; png: Buffer; hidden: string }[] = [];
      for (const seed of [1000, 1000, 1001, 1002]) {
        const ep = await open(host, seed);
        try {
          const hidden = JSON.stringify(spec.hiddenInstance ? await spec.hiddenInstance(ep) : null);
          for (const t of spec.timeVarying ?? []) {
            await ep.page.addStyleTag({ content: `${t.selector} { display: ${t.display} !important; visibility: hidden !important; }` });
          }
          shots.push({ seed, goal: ep.goal, png: await ep.screen.screenshot(), hidden });
        } finally {
          await ep.close();
        }
      }
      const [a, again, other] = shots as [(typeof shots)[0], (typeof shots)[0], (typeof shots)[0]];
      for (const { seed, goal } of [a, other, shots[3]!]) {
        expect(goal, `utterance of seed ${seed}`).toBe(officialUtterance(task, seed) ?? `(no reference utterance for ${task} #${seed})`);
      }
      if (!again.png.equals(a.png)) {
        // Keep both pictures: a rare difference is diagnosed by looking, never by loosening the check.
        await testInfo.attach('seed-1000-first.png', { body: a.png, contentType: 'image/png' });
        await testInfo.attach('seed-1000-again.png', { body: again.png, contentType: 'image/png' });
      }
      expect(again.goal, 'same seed, same goal').toBe(a.goal);
      expect(again.png.equals(a.png), 'same seed, byte-identical start screen').toBe(true);
      expect(again.hidden, 'same seed, same hidden instance').toBe(a.hidden);
      const differs = other.goal !== a.goal || !other.png.equals(a.png) || other.hidden !== a.hidden;
      expect(differs, 'another seed, another instance').toBe(true);
    });
  });
}

// ---- DOM helpers for test solvers (tests only: they read the page to find the answer)

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The viewport box of the first element matching `selector`. */
export async function boxOf(page: Page | import('playwright-core').Page, selector: string): Promise<Box> {
  const box = await (page as import('playwright-core').Page).evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, selector);
  if (!box) throw new Error(`test solver: nothing matches ${selector}`);
  return box;
}

export function centre(b: Box): { x: number; y: number } {
  return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
}

/** Clicks the centre of the element matching `selector` with a raw mouse click. */
export async function clickSelector(ep: Episode, selector: string): Promise<void> {
  const c = centre(await boxOf(ep.page, selector));
  await ep.screen.mouse.click(c.x, c.y);
}

/** Clicks the centre of the element found by a page function (returns its box). */
export async function clickWhere(ep: Episode, find: () => { left: number; top: number; width: number; height: number } | null): Promise<void> {
  const b = await ep.page.evaluate(find);
  if (!b) throw new Error('test solver: element not found');
  const c = centre(b);
  await ep.screen.mouse.click(c.x, c.y);
}
