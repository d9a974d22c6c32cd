/**
 * Runs the page-side labeller in a task page. The walker and its kits are plain functions
 * (no imports at run time), so their compiled source is shipped into the page as one
 * expression; nothing stays behind in the page.
 *
 * @example
 *   const raw = await evaluateWalk(page, { frameWidth: 160, frameHeight: 210, minVisible: 0.5, skipIds: [] })
 */
import type { Page } from 'playwright-core';
import { domRulesKit } from './classify.js';
import { domGeometryKit } from './geometry.js';
import { textLinesKit } from './text-lines.js';
import { walkDom, type RawLabel, type WalkOptions } from './walk.js';

const SOURCE = `(o) => {
  const geometry = (${domGeometryKit.toString()});
  const rules = (${domRulesKit.toString()});
  const lines = (${textLinesKit.toString()});
  const walk = (${walkDom.toString()});
  return walk(o, geometry(o.frameWidth, o.frameHeight), rules(), lines());
}`;

export async function evaluateWalk(page: Page, opts: WalkOptions): Promise<RawLabel[]> {
  return page.evaluate(`(${SOURCE})(${JSON.stringify(opts)})`) as Promise<RawLabel[]>;
}
