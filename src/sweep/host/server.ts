/**
 * The HTTP face of an episode host: `POST /episode` with `{"task", "seed", "shard"?}` runs
 * that episode and answers its record (already appended to the records file); `GET
 * /health` answers 200. Listens on 127.0.0.1 only.
 *
 * @example
 *   const server = await serveEpisodeHost(host, 0)
 *   // curl -d '{"task":"click-button","seed":3}' ${server.url}/episode
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { EpisodeHost } from '../episode-host.js';
import { EpisodeIdSchema } from '../plan.js';

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

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

async function handle(host: Pick<EpisodeHost, 'run'>, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method === 'GET' && req.url === '/health') return reply(res, 200, { ok: true });
  if (req.method !== 'POST' || req.url !== '/episode') return reply(res, 404, { error: `no ${req.method} ${req.url} here` });
  const parsed = EpisodeRequestSchema.safeParse(await readJson(req));
  if (!parsed.success) return reply(res, 400, { error: `expected {"task", "seed", "shard"?}: ${parsed.error.issues[0]?.message}` });
  const { shard, ...id } = parsed.data;
  try {
    reply(res, 200, await host.run(id, shard ? { shard } : {}));
  } catch (e) {
    reply(res, 500, { error: (e as Error).stack ?? String(e) });
  }
}

export async function serveEpisodeHost(host: Pick<EpisodeHost, 'run'>, port: number): Promise<HostServer> {
  const server = http.createServer((req, res) => {
    handle(host, req, res).catch((e: Error) => { if (!res.headersSent) reply(res, 500, { error: e.message }); });
  });
  // An episode may run for minutes (its budget): no request or socket timeouts here.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
