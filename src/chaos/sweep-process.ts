/**
 * One run of `caap sweep` under a fault campaign: started as the leader of a process group
 * of its own (its episode hosts and the Playwright runner and workers join it), its output
 * going to a log file, so that a kill reaches the whole group at once, the way a power cut
 * or the OOM killer would, with no process of it getting to clean up.
 *
 * @example
 *   const run = startSweep({ args: ['sweep', '--policy', 'caap', ...], env, logFile: 'runs/chaos/logs/run-1.log' })
 *   await run.killGroup()       // SIGKILL to the group; resolves once every process of it is gone
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { listProcesses } from './processes.js';
import { raceTimer } from '../util/progress.js';

export interface SweepRun {
  pid: number;
  /** Resolves with the exit code (or 128 + signal number style code for a signal) once the sweep process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** SIGKILL to the whole group; resolves once no process of the group is left (or after `withinMs`, with the pids left). */
  killGroup(withinMs?: number): Promise<number[]>;
}

export function startSweep(o: { cli: string; args: string[]; env: NodeJS.ProcessEnv; cwd: string; logFile: string }): SweepRun {
  const fd = openSync(o.logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [o.cli, ...o.args], { cwd: o.cwd, env: o.env, detached: true, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${o.cli} ${o.args[0] ?? ''}`);
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
    child.once('error', () => {
      running = false;
      resolve({ code: null, signal: null });
    });
  });
  const groupLeft = () => listProcesses().filter((p) => p.pgid === pid && !p.zombie).map((p) => p.pid);
  return {
    pid,
    exited,
    isRunning: () => running,
    async killGroup(withinMs = 15_000) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch { /* the group is gone already */ }
      const until = Date.now() + withinMs;
      await raceTimer(exited, withinMs);
      let left = groupLeft();
      while (left.length && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        left = groupLeft();
      }
      return left;
    },
  };
}
