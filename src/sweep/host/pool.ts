/**
 * The episode hosts of a sweep, one process per worker (main.ts), started by `caap sweep`
 * before the runner and stopped after it. A host that dies is started again on the same
 * port, so the workers' URLs stay valid; an episode that was running in it ends without
 * a record (the sweep says so, and `--resume` runs it again).
 *
 * @example
 *   const pool = await EpisodeHostPool.start({ planFile: 'runs/s1/plan.json', count: 2 })
 *   process.env.CAAP_SWEEP_HOSTS = JSON.stringify(pool.urls)   // with the sweep token in them
 *   await pool.close()
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CaapError } from '../../errors.js';
import { HOST_TOKEN_ENV, newHostToken } from './guard.js';
import type { HostReady } from './main.js';

const HOST_MAIN = fileURLToPath(new URL('./main.js', import.meta.url));
/** Generous: on a loaded 2-core machine a Node process with the models can take minutes to start. */
const START_TIMEOUT_MS = 300_000;
/** Restarts of one host before the pool gives up on it (its worker's episodes then fail). */
const MAX_RESTARTS = 20;
/**
 * Tries to start each host when the sweep begins: a host can fail to start for a passing
 * reason (its browser killed while it launched), and one such failure should not end the
 * sweep; a lasting one (models missing, a bad plan) fails every try and is reported.
 */
const START_ATTEMPTS = 3;

export interface PoolOptions {
  planFile: string;
  count: number;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

interface Slot {
  index: number;
  child: ChildProcess | null;
  url: string;
  restarts: number;
}

function startHost(planFile: string, port: number, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(HOST_MAIN, [planFile, String(port)], { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new CaapError('SWEEP_HOST', `An episode host did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (m: HostReady) => {
      clearTimeout(timer);
      resolve({ child, url: m.url });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new CaapError('SWEEP_HOST', `An episode host exited while starting (${signal ?? `code ${code}`}); its error is above`));
    });
  });
}

/** `start`, tried up to `attempts` times (START_ATTEMPTS for hosts); the last failure is thrown. */
export async function startPatiently<T>(start: () => Promise<T>, log?: (line: string) => void, attempts = START_ATTEMPTS): Promise<T> {
  for (let attempt = 1;; attempt++) {
    try {
      return await start();
    } catch (e) {
      if (attempt >= attempts) throw e;
      log?.(`episode host: ${(e as Error).message}; trying again (${attempt + 1} of ${attempts})`);
    }
  }
}

export class EpisodeHostPool {
  private closing = false;

  private constructor(private readonly slots: Slot[], private readonly opts: PoolOptions, private readonly token: string) {
    for (const s of slots) this.watch(s);
  }

  static async start(opts: PoolOptions): Promise<EpisodeHostPool> {
    const token = newHostToken();
    const env = { ...process.env, ...opts.env, [HOST_TOKEN_ENV]: token };
    const started = await Promise.allSettled(Array.from({ length: opts.count }, () => startPatiently(() => startHost(opts.planFile, 0, env), opts.log)));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      for (const s of started) if (s.status === 'fulfilled') s.value.child.kill('SIGTERM');
      throw (failed as PromiseRejectedResult).reason;
    }
    const slots = started.map((s, index) => ({ index, restarts: 0, ...(s as PromiseFulfilledResult<{ child: ChildProcess; url: string }>).value }));
    return new EpisodeHostPool(slots, opts, token);
  }

  /** The hosts' URLs, each with the sweep token as its password (client.ts sends it as a bearer token). */
  get urls(): string[] {
    return this.slots.map((s) => {
      const u = new URL(s.url);
      u.username = 'sweep';
      u.password = this.token;
      return u.toString().replace(/\/$/, '');
    });
  }

  private watch(slot: Slot): void {
    slot.child?.once('exit', (code, signal) => {
      slot.child = null;
      if (this.closing) return;
      this.opts.log?.(`episode host ${slot.index + 1} exited (${signal ?? `code ${code}`}); starting it again`);
      void this.restart(slot);
    });
  }

  private async restart(slot: Slot): Promise<void> {
    while (!this.closing && slot.restarts < MAX_RESTARTS) {
      slot.restarts++;
      try {
        const { child } = await startHost(this.opts.planFile, Number(new URL(slot.url).port), { ...process.env, ...this.opts.env,
          [HOST_TOKEN_ENV]: this.token });
        if (this.closing) {
          child.kill('SIGTERM');
          return;
        }
        slot.child = child;
        this.watch(slot);
        return;
      } catch (e) {
        this.opts.log?.(`episode host ${slot.index + 1}: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }

  /** Stops every host (SIGTERM: each closes its browser), killing any that hang. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map(async (s) => {
      const child = s.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    }));
  }
}
