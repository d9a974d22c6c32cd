/**
 * Entry point of an episode host process, started by `caap sweep` (host/pool.ts), one per
 * worker: `CAAP_SWEEP_HOST_TOKEN=... node dist/sweep/host/main.js PLAN_FILE [PORT]`. Reads the
 * plan, starts the host (browser, page reuse, models), serves it on 127.0.0.1:PORT (0: any
 * free port) to requests that carry the sweep's token, and tells its parent
 * `{ type: 'ready', url }` over the IPC channel (the URL without the token). Exits, closing its browser, on
 * SIGTERM or when the parent goes away. Ctrl-C (SIGINT to the whole process group) is left
 * to the sweep: the runner stops its workers, then the sweep stops the hosts.
 */
import { EpisodeHost } from '../episode-host.js';
import { sweepEnvironmentFrom } from '../episode-runner.js';
import { readPlan } from '../plan.js';
import { registerEnvSecrets } from '../../llm/config.js';
import { redact, redactProcessOutput } from '../../util/redact.js';
import { HOST_TOKEN_ENV } from './guard.js';
import { serveEpisodeHost } from './server.js';

export interface HostReady {
  type: 'ready';
  url: string;
}

async function main(): Promise<void> {
  registerEnvSecrets(process.env);
  redactProcessOutput();
  const [planFile, portArg] = process.argv.slice(2);
  if (!planFile) throw new Error('usage: node dist/sweep/host/main.js PLAN_FILE [PORT]');
  const token = process.env[HOST_TOKEN_ENV] ?? '';
  if (token.length < 16) throw new Error(`${HOST_TOKEN_ENV} is not set: an episode host serves only the sweep that started it`);
  const plan = readPlan(planFile);
  // The entry point reads the environment (LLM endpoint, models folder, faults); the host gets values.
  const host = await EpisodeHost.start(plan, sweepEnvironmentFrom(process.env));
  const server = await serveEpisodeHost(host, Number(portArg ?? 0), { plan, token });
  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    const stop = setTimeout(() => process.exit(code), 10_000);
    stop.unref();
    await server.close().catch(() => undefined);
    await host.close().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => undefined);
  process.on('disconnect', () => void shutdown(0)); // the sweep is gone
  const ready: HostReady = { type: 'ready', url: server.url };
  if (process.send) process.send(ready);
  else console.log(JSON.stringify(ready));
}

main().catch((e: Error) => {
  console.error(`episode host: ${redact(e.stack ?? e.message)}`);
  process.exit(1);
});
