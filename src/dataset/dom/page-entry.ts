/**
 * The page-side labeller's entry point: bundled with its imports into one script
 * (dom/bundle.ts) and evaluated in the task page. Ordinary modules, so its parts can be
 * small, import each other and be unit-tested on their own.
 *
 * @example
 *   // in the page, after the bundle ran:
 *   globalThis.__caapLabeller.label({ frameWidth: 160, frameHeight: 210, minVisible: 0.5, skipIds: [] })
 */
import { walkDom, type RawLabel, type WalkOptions } from './walk.js';

export function label(o: WalkOptions): RawLabel[] {
  return walkDom(o);
}
