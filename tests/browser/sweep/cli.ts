/**
 * Runs `node dist/cli.js ...` from a browser test, with the environment of a fresh shell:
 * the Playwright worker's own variables (TEST_*, PW_*, PLAYWRIGHT_*, NODE_OPTIONS) must not
 * leak into the nested Playwright run of a sweep.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLI = path.join(ROOT, 'dist', 'cli.js');

export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(TEST_|PW_|PLAYWRIGHT_|NODE_OPTIONS$|FORCE_COLOR$)/.test(k)));
  return { ...env, ...extra };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function startCli(args: string[], extraEnv: NodeJS.ProcessEnv = {}, detached = false): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: cleanEnv(extraEnv), detached, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '', stderr = '';
  child.stdout!.on('data', (d) => {
    stdout += d;
  });
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const done = new Promise<CliResult>((resolve) => child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 137 : 1), stdout, stderr })));
  return { child, done };
}

export const runCli = (args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<CliResult> => startCli(args, extraEnv).done;

export interface Rec {
  task: string;
  seed: number;
  rawReward: number;
  doneReason: string;
  error?: string;
  tokens: { prompt: number; completion: number };
  sweep: { configKey: string; trace?: string; failure?: string; shard?: string };
}

export function records(dir: string): Rec[] {
  const f = path.join(dir, 'episodes.jsonl');
  if (!existsSync(f)) return [];
  return readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Rec);
}

export const ids = (recs: Rec[]): string[] => recs.map((r) => `${r.task}#${r.seed}`);

/** The leaderboard's content without times and paths: what must agree between runs of the same episodes. */
export function comparable(dir: string): unknown {
  const lb = JSON.parse(readFileSync(path.join(dir, 'leaderboard.json'), 'utf8')) as {
    runs: { key: string; metrics: unknown; episodes: number; successes: number;
      rows: { task: string; episodes: number; successes: number; ci95: number[]; perEpisode: { steps: number }; failures: { seed: number }[] }[] }[];
  };
  return lb.runs.map((r) => ({ key: r.key, metrics: r.metrics, episodes: r.episodes, successes: r.successes,
    rows: r.rows.map((t) => ({ task: t.task, episodes: t.episodes, successes: t.successes, ci95: t.ci95, steps: t.perEpisode.steps,
      failed: t.failures.map((f) => f.seed) })
    ) })
  );
}
