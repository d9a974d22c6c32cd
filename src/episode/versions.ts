/**
 * What produced an episode, for its record: the git commit of the checkout, the Node
 * version and short hashes of the perception model files (or the labels marker for the
 * ground-truth observer). Each is computed once per process.
 *
 * @example
 *   episodeVersions('models', '/work/main/models')   // { git: '1a2b3c4d5e6f', node: 'v20.20.2', models: { 'detector.onnx': '9f…', ... } }
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../util/paths.js';
import { packageVersion } from '../util/version.js';
import { readPerceptionMeta } from '../perception/model-card.js';
import type { ObserverKind } from './config.js';

export interface EpisodeVersions {
  git: string;
  node: string;
  models: Record<string, string>;
}

let sha: string | undefined;

/**
 * The git commit of the checkout; an installed package (no .git beside it, where git would
 * answer for the project that installed it) says its version instead, as "npm:caap@0.1.0".
 */
export function gitSha(): string {
  if (sha !== undefined) return sha;
  if (!existsSync(path.join(PACKAGE_ROOT, '.git'))) return (sha = `npm:caap@${packageVersion()}`);
  try {
    sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5_000 })
      .toString().trim();
  } catch {
    sha = 'unknown';
  }
  return sha;
}

const fileHashes = new Map<string, string>();

/** sha256 prefix of a model file, read once per process. */
function modelFileHash(file: string): string {
  let h = fileHashes.get(file);
  if (h === undefined) {
    h = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
    fileHashes.set(file, h);
  }
  return h;
}

/** Short hashes of the model files the observer uses (throws when they are missing). */
export function observerVersions(kind: ObserverKind, modelsDir: string): Record<string, string> {
  if (kind === 'labels') return { labels: 'dom-ground-truth' };
  const { meta, dir } = readPerceptionMeta(modelsDir);
  const out: Record<string, string> = {};
  for (const f of [meta.detector.file, meta.understander.file]) out[f] = modelFileHash(path.join(dir, f));
  return out;
}

/** The versions for a record; models the observer cannot read leave `models` empty (the record of a failure still gets written). */
export function episodeVersions(kind: ObserverKind, modelsDir: string): EpisodeVersions {
  let models: Record<string, string> = {};
  try {
    models = observerVersions(kind, modelsDir);
  } catch {
    // an error record for an episode whose models are gone
  }
  return { git: gitSha(), node: process.version, models };
}
