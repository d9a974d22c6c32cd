/**
 * What an episode host checks before it touches anything for a request: the sweep's token,
 * that the episode belongs to the plan (a task of the plan, a seed of the plan, not one the
 * plan says is already recorded), and that every path made from the request stays inside the
 * sweep folder. The task name becomes part of a trace folder that is deleted and recreated,
 * so a task of "../../victim" must be refused before any file operation, not after.
 *
 * @example
 *   assertPlannedEpisode(plan, { task: 'click-button', seed: 3 })      // or throws HostRequestError (400)
 *   const dir = pathInside(plan.outDir, 'traces/click-button/seed-3')  // or throws UnsafePathError
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { HostRequestError, UnsafePathError } from '../../errors.js';
import { episodeKey, type EpisodeId, type SweepPlan } from '../plan.js';

/** The environment variable that hands a host its sweep's token (set by the pool, read by host/main.ts). */
export const HOST_TOKEN_ENV = 'CAAP_SWEEP_HOST_TOKEN';

/** A fresh random token for one sweep's hosts (256 bits, URL-safe). */
export function newHostToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether `given` is the token, compared in constant time. */
export function tokenMatches(token: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(token), b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws HostRequestError unless `id` is an episode of the plan that the plan does not skip. */
export function assertPlannedEpisode(plan: Pick<SweepPlan, 'tasks' | 'seeds' | 'skip'>, id: EpisodeId): void {
  const shown = JSON.stringify(String(id.task).slice(0, 80));
  if (!plan.tasks.includes(id.task)) {
    throw new HostRequestError(`task ${shown} is not a task of this sweep's plan (${plan.tasks.length} tasks); nothing was run`, 400);
  }
  if (!Number.isInteger(id.seed) || !plan.seeds.includes(id.seed)) {
    throw new HostRequestError(`seed ${id.seed} is not a seed of this sweep's plan (${plan.seeds.length} seeds); nothing was run`, 400);
  }
  if (plan.skip.includes(episodeKey(id.task, id.seed))) {
    throw new HostRequestError(`${id.task} seed ${id.seed} is already recorded (the plan skips it); nothing was run`, 409);
  }
}

/**
 * `root` joined with `rel`, resolved, and proven to lie strictly inside `root`, by the string
 * (after "..", absolute parts and the like) and by the real path: a symbolic link inside the
 * sweep folder (traces -> /home/someone) must not lead a request's rmSync outside it. The
 * part of the path that exists is resolved with realpath; what does not exist yet cannot be
 * a link. Throws UnsafePathError otherwise.
 */
export function pathInside(root: string, rel: string): string {
  const base = path.resolve(root);
  const full = path.resolve(base, rel);
  const shown = JSON.stringify(rel.slice(0, 120));
  if (full === base || !full.startsWith(base + path.sep)) {
    throw new UnsafePathError(`${shown} leads outside the sweep folder ${base}; refused`);
  }
  const realBase = realpathOrSelf(base);
  const realFull = realOfExistingPart(full);
  if (realFull === realBase || !realFull.startsWith(realBase + path.sep)) {
    throw new UnsafePathError(`${shown} leads outside the sweep folder ${base} through a symbolic link (to ${realFull}); refused`);
  }
  return full;
}

function realpathOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/** The real path of `p`: its longest existing ancestor resolved, the rest appended as written. */
function realOfExistingPart(p: string): string {
  const rest: string[] = [];
  let cur = p;
  for (;;) {
    try {
      return path.join(realpathSync(cur), ...rest.reverse());
    } catch {
      const parent = path.dirname(cur);
      // A dangling link is not followed by realpath: refuse it (its target may be made outside later).
      let dangling = false;
      try {
        dangling = lstatSync(cur).isSymbolicLink();
      } catch { /* does not exist */ }
      if (dangling) throw new UnsafePathError(`${JSON.stringify(p.slice(0, 160))} passes through a dangling symbolic link (${cur}); refused`);
      if (parent === cur) return p;
      rest.push(path.basename(cur));
      cur = parent;
    }
  }
}
