/**
 * An Observer that returns the DOM labeller's ground truth for the page's current state,
 * ignoring the PNG it is given. For evaluation and debugging only (an upper bound for the
 * agent with perfect perception); it reads the DOM, so it never runs on the agent path
 * in a real evaluation.
 *
 * @example
 *   const observer = groundTruthObserver(ep.page)
 *   const elements = await observer.observe(await ep.screen.screenshot(), ep.screen.scale)
 */
import type { Page } from 'playwright-core';
import type { Observer } from '../perception/observer.js';
import { labelScreen } from './labeller.js';

export function groundTruthObserver(page: Page): Observer {
  return {
    observe: async (_png: Buffer, _scale: number) => labelScreen(page),
    readsLivePage: true,
  };
}
