/**
 * The symbolic link a fault campaign (campaign.ts) plants in the sweep: one planned
 * episode's trace folder leads to a folder outside the sweep, with a file in it, until a
 * run ends on its own. The host must refuse to write through it, and the file must survive.
 *
 * @example
 *   const link = plantTraceLink(outDir, sweepDir, planned)   // sweep/traces/<task>/seed-<n> -> outDir/outside-the-sweep
 *   ...; link.remove(); link.outsideIntact()   // true unless something wrote through the link
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEEP_FILE = 'keep.txt';
const KEEP_TEXT = 'must survive the campaign';

export interface TraceLink {
  /** The episode (`task#seed`) whose trace folder is the link. */
  readonly episode: string;
  /** The folder outside the sweep that it leads to. */
  readonly outside: string;
  /** Whether the file in the folder outside is still there, unchanged. */
  outsideIntact(): boolean;
  /** Removes the link if it is still there. */
  remove(): void;
}

/** Plants the link for the middle episode of `planned` (`task#seed` keys). */
export function plantTraceLink(outDir: string, sweepDir: string, planned: Set<string>): TraceLink {
  const episode = [...planned][Math.floor(planned.size / 2)]!;
  const [task, seed] = episode.split('#');
  const outside = path.join(outDir, 'outside-the-sweep');
  const linkPath = path.join(sweepDir, 'traces', task!, `seed-${seed}`);
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(outside, KEEP_FILE), KEEP_TEXT);
  mkdirSync(path.dirname(linkPath), { recursive: true });
  symlinkSync(outside, linkPath);
  return {
    episode,
    outside,
    outsideIntact: () => existsSync(path.join(outside, KEEP_FILE)) && readFileSync(path.join(outside, KEEP_FILE), 'utf8') === KEEP_TEXT,
    remove: () => {
      try {
        if (lstatSync(linkPath).isSymbolicLink()) rmSync(linkPath);
      } catch { /* gone already */ }
    },
  };
}
