/**
 * Runs the page-side labeller in a task page: the bundle of dom/page-entry.ts (dom/bundle.ts)
 * is evaluated inside a function, so its one `var` is local and nothing stays behind in the
 * page.
 *
 * @example
 *   const raw = await evaluateWalk(page, { frameWidth: 160, frameHeight: 210, minVisible: 0.5, skipIds: [] })
 */
import type { Page } from 'playwright-core';
import { LABELLER_GLOBAL, labellerBundle } from './bundle.js';
import type { RawLabel, WalkOptions } from './walk.js';

export async function evaluateWalk(page: Page, opts: WalkOptions): Promise<RawLabel[]> {
  const script = `(() => {\n${labellerBundle()}\nreturn ${LABELLER_GLOBAL}.label(${JSON.stringify(opts)});\n})()`;
  return page.evaluate(script) as Promise<RawLabel[]>;
}
