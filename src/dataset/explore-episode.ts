/**
 * One episode of exploration: starts the task at a seed (on the session's page), optionally varies its look, then
 * alternates poke -> settle -> capture, handing each captured screen (PNG + labels +
 * perceptual hash) to `onScreen`. Stops when the episode ends (the START cover is never
 * captured) or after `actions` pokes. Deterministic for given arguments: the pokes come
 * from a stream seeded by task and seed.
 *
 * @example
 *   const session = new TaskSession(host, { suite: 'embedded', task: 'click-tab', scale: 1 })
 *   await exploreEpisode(session, { task: 'click-tab', seed: 1000, scale: 1, actions: 10, vary: false },
 *     async (s) => { console.log(s.step, s.action, s.elements.length) })
 */
import seedrandom from 'seedrandom';
import type { SuiteChoice } from '../env/suites.js';
import { CaapError, OffScreenPointError } from '../errors.js';
import type { ElementList } from '../perception/element.js';
import type { Action } from '../agent/actions.js';
import { choosePoke, describePoke, dwellMsAfter, performPoke, type ExploreState, type Poke } from './explore.js';
import { ScriptedDriver } from './scripted-driver.js';
import { labelScreen } from './labeller.js';
import { perceptualHash } from './phash.js';
import { settle, showCaret } from './settle.js';
import type { TaskSession } from '../env/task-session.js';
import { applyVariation, pickVariation, type Variation } from './variations.js';
import type { Episode } from '../env/episode.js';

export interface EpisodeJob extends SuiteChoice {
  task: string;
  seed: number;
  scale: number;
  /** Pokes after the start screen. */
  actions: number;
  vary: boolean;
  /** Who chooses the pokes: random pokes (the default), or the scripted policy with a share of random ones. */
  driver?: ExploreDriver;
  /** With the scripted driver, the share of decisions that are random pokes instead (default 0.2). */
  offPolicy?: number;
}

export type ExploreDriver = 'random' | 'scripted';
export const DEFAULT_OFF_POLICY = 0.2;

/** One move of exploration: a random poke, or an action the scripted policy chose. */
type Move = { poke: Poke } | { action: Action };

export interface CapturedScreen {
  step: number;
  action: string;
  goal: string;
  variation: Variation | null;
  png: Buffer;
  elements: ElementList;
  phash: string;
}

/**
 * Chromium blinks a focused field's caret every 500 ms of wall-clock time; showCaret restarts
 * it in its visible phase. A screenshot that returns within this long of that restart was
 * taken in the visible phase for sure; a slower one (a loaded machine) may show the caret
 * hidden, and the same state would give another picture (a dataset that is not reproducible).
 */
const CARET_SAFE_MS = 400;

/** A screenshot taken in the caret's visible phase, or null when it came too late to know. */
async function shotWithCaret(ep: Episode): Promise<Buffer | null> {
  await showCaret(ep.page);
  const t0 = Date.now();
  const png = await ep.screen.screenshot();
  return Date.now() - t0 < CARET_SAFE_MS ? png : null;
}

/**
 * How long one state may take to capture. A screen that changes all the time gives up after a
 * few attempts anyway; a slow machine (screenshots past CARET_SAFE_MS) keeps trying until this
 * deadline, since a state skipped on one run and kept on another changes the dataset.
 */
const CAPTURE_DEADLINE_MS = 30_000;

/**
 * Screenshot, labels, screenshot again: the labels belong to the picture only if the screen
 * did not change while they were read. Retries, then gives up on this state.
 */
async function captureStill(ep: Episode): Promise<{ png: Buffer; elements: ElementList } | null> {
  const deadline = Date.now() + CAPTURE_DEADLINE_MS;
  let changed = 0;
  for (let attempt = 0; changed < 3 && Date.now() < deadline; attempt++) {
    await settle(ep.page, { minMs: attempt === 0 ? 30 : 150 });
    const png = await shotWithCaret(ep);
    if (!png) continue;
    const elements = await labelScreen(ep.page);
    const again = await shotWithCaret(ep);
    if (!again) continue;
    if (png.equals(again)) return { png, elements };
    changed++;
  }
  return null;
}

/** Whether the focused element takes typing (a field, or content-editable), labelled or not. */
async function keyboardGoesToEditable(ep: Episode): Promise<boolean> {
  return ep.page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return false;
    if (a.isContentEditable || a.tagName === 'TEXTAREA') return true;
    return a.tagName === 'INPUT' && /^(text|search|password|email|url|tel|number|)$/.test((a as HTMLInputElement).type);
  });
}

export async function exploreEpisode(
  session: TaskSession,
  job: EpisodeJob,
  onScreen: (s: CapturedScreen) => Promise<void>,
): Promise<{ pokes: number; ended: boolean }> {
  const { task, seed } = job;
  const ep = await session.episode(seed);
  const rng = seedrandom(`caap-dataset:${task}:${seed}`);
  const variation = job.vary ? pickVariation(rng) : null;
  let pokes = 0;
  let ended = false;
  try {
    if (variation) await applyVariation(ep.page, variation);
    let shot = await captureStill(ep);
    const emit = async (step: number, action: string) => {
      if (!shot) return;
      await onScreen({ step, action, goal: ep.goal, variation, png: shot.png, elements: shot.elements, phash: await perceptualHash(shot.png) });
    };
    await emit(0, 'start');
    const state: ExploreState = { goal: ep.goal, dragging: null };
    let elements = shot?.elements ?? [];
    const driver = job.driver === 'scripted' ? new ScriptedDriver(task, ep.goal) : null;
    const offPolicy = job.offPolicy ?? DEFAULT_OFF_POLICY;
    let queue: Move[] = [];
    for (let step = 1; step <= job.actions; step++) {
      // The policy decides on a settled screen with no drag of ours held; its batch is then played out.
      if (queue.length === 0 && driver && shot && !state.dragging && rng() >= offPolicy) {
        queue = (await driver.decide(elements, shot.png, job.scale)).map((action) => ({ action }));
      }
      const move = queue.shift() ?? { poke: choosePoke(elements, rng, state) };
      let described: string;
      if ('action' in move) {
        if (!(await driver!.perform(ep.screen, move.action))) {
          queue = [];
          continue;
        }
        described = ScriptedDriver.describe(move.action);
        const dwell = dwellMsAfter(ScriptedDriver.pokeKindOf(move.action));
        if (dwell) await ep.page.waitForTimeout(dwell);
      } else {
        const poke = move.poke;
        try {
          await performPoke(ep.screen, poke);
        } catch (e) {
          if (e instanceof OffScreenPointError) continue;
          throw e;
        }
        if (poke.kind === 'drag-start') state.dragging = { x: poke.x2, y: poke.y2 };
        if (poke.kind === 'drag-end') state.dragging = null;
        const dwell = dwellMsAfter(poke);
        if (dwell) await ep.page.waitForTimeout(dwell);
        described = describePoke(poke);
      }
      pokes++;
      if ((await ep.reward()).done) {
        ended = true;
        break;
      }
      shot = await captureStill(ep);
      if (shot) elements = shot.elements;
      state.typingTarget = await keyboardGoesToEditable(ep);
      await emit(step, described);
    }
    if (state.dragging && !ended) await ep.screen.mouse.up().catch(() => undefined);
    return { pokes, ended };
  } catch (e) {
    if (e instanceof CaapError) throw e;
    throw new CaapError('EXPLORATION_FAILED', `Exploring ${task} at seed ${seed} failed: ${(e as Error).message}`, ep.callLog);
  }
}
