/**
 * The HTTP face of an episode host: `POST /episode` with `{"task", "seed", "shard"?}` runs
 * that episode and answers its record (already appended to the records file); `GET
 * /health` answers 200. Listens on 127.0.0.1 only.
 *
 * Any local process can reach a loopback port, so a request must carry the sweep's token
 * (`Authorization: Bearer TOKEN`, 401 otherwise) and name an episode of the plan (400
 * otherwise, 409 for one the plan skips as recorded); both are checked before the host
 * touches a file (guard.ts).
 *
 * @example
 *   const server = await serveEpisodeHost(host, 0, { plan, token })
 *   // curl -H "Authorization: Bearer $TOKEN" -d '{"task":"click-button","seed":3}' ${server.url}/episode
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { HostRequestError } from '../../errors.js';
import { redact } from '../../util/redact.js';
import type { EpisodeHost } from '../episode-host.js';
import { EpisodeIdSchema, type SweepPlan } from '../plan.js';
import { assertPlannedEpisode, tokenMatches } from './guard.js';

export const EpisodeRequestSchema = EpisodeIdSchema.extend({ shard: z.string().optional() });
export type EpisodeRequest = z.infer<typeof EpisodeRequestSchema>;

export interface HostServer {
  url: string;
  close(): Promise<void>;
}

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** How long a client may take to send its request's headers, and the whole request (ms). */
export const HEADERS_TIMEOUT_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 10_000;

/** A request body is a task name and a seed: anything larger is not one. */
const MAX_BODY = 64 * 1024;

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(c as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export interface HostGuard {
  /** The plan the host runs: requests outside it are refused. */
  plan: Pick<SweepPlan, 'tasks' | 'seeds' | 'skip'>;
  /** The sweep's token (guard.ts newHostToken). */
  token: string;
}

async function handle(host: Pick<EpisodeHost, 'run'>, guard: HostGuard, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method === 'GET' && req.url === '/health') return reply(res, 200, { ok: true });
  if (req.method !== 'POST' || req.url !== '/episode') return reply(res, 404, { error: `no ${req.method} ${String(req.url).slice(0, 100)} here` });
  const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!tokenMatches(guard.token, bearer)) {
    req.resume();
    return reply(res, 401, { error: 'this episode host answers only its sweep: send "Authorization: Bearer <the sweep token>"' });
  }
  const parsed = EpisodeRequestSchema.safeParse(await readJson(req));
  if (!parsed.success) return reply(res, 400, { error: `expected {"task", "seed", "shard"?}: ${parsed.error.issues[0]?.message}` });
  const { shard, ...id } = parsed.data;
  try {
    assertPlannedEpisode(guard.plan, id);
  } catch (e) {
    return reply(res, e instanceof HostRequestError ? e.status : 400, { error: (e as Error).message });
  }
  try {
    reply(res, 200, await host.run(id, shard ? { shard } : {}));
  } catch (e) {
    reply(res, e instanceof HostRequestError ? e.status : 500, { error: redact((e as Error).stack ?? String(e)) });
  }
}

export async function serveEpisodeHost(host: Pick<EpisodeHost, 'run'>, port: number, guard: HostGuard): Promise<HostServer> {
  if (guard.token.length < 16) throw new HostRequestError('an episode host needs a sweep token of at least 16 characters', 401);
  // A request is a few hundred bytes from the sweep on this machine: its headers must come
  // within HEADERS_TIMEOUT_MS and its body within REQUEST_TIMEOUT_MS, or the connection is
  // closed (a thousand half-sent requests without a token must not stay open). The answer
  // may take minutes (an episode's budget): the socket itself has no idle timeout.
  const server = http.createServer({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      handle(host, guard, req, res).catch((e: Error) => {
        if (!res.headersSent) reply(res, 500, { error: redact(e.message) });
      });
    });
  server.timeout = 0;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
