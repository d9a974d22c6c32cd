/**
 * The runner side of an episode host: ask for one episode and wait for its record. Kept
 * free of heavy imports (node:http only), so a worker the runner restarts after a failed
 * test (an episode without a record) is up again quickly. Connection refusals are retried for a while (a host that
 * died is being started again); once the request is sent it is never repeated, so an
 * episode never runs twice. A URL's password is the sweep's token (pool.ts): it is sent as
 * `Authorization: Bearer TOKEN` and never shown in a message.
 *
 * @example
 *   const hosts = hostUrlsFromEnv(process.env.CAAP_SWEEP_HOSTS)
 *   const rec = await requestEpisode(hosts[0], { task: 'click-button', seed: 3 })
 */
import http from 'node:http';
import type { SweepRecord } from '../records.js';

export const HOSTS_ENV = 'CAAP_SWEEP_HOSTS';

/** The hosts' URLs from $CAAP_SWEEP_HOSTS (a JSON array); none when unset. */
export function hostUrlsFromEnv(value: string | undefined): string[] {
  if (!value) return [];
  const urls = JSON.parse(value) as unknown;
  if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string' && /^http:\/\//.test(u))) {
    throw new Error(`${HOSTS_ENV} must be a JSON array of http:// URLs (got ${value})`);
  }
  return urls as string[];
}

/** The URL without its credentials (for messages) and the token it carries (its password). */
export function splitHostUrl(url: string): { base: string; token: string | undefined } {
  const u = new URL(url);
  const token = u.password ? decodeURIComponent(u.password) : undefined;
  u.username = '';
  u.password = '';
  return { base: u.toString().replace(/\/$/, ''), token };
}

function post(url: string, body: string): Promise<{ status: number; text: string }> {
  const { base, token } = splitHostUrl(url);
  const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/episode`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function requestEpisode(url: string, body: { task: string; seed: number; shard?: string }, connectWithinMs = 60_000): Promise<SweepRecord> {
  const deadline = Date.now() + connectWithinMs;
  const shown = splitHostUrl(url).base;
  for (;;) {
    try {
      const r = await post(url, JSON.stringify(body));
      if (r.status !== 200) throw new Error(`episode host ${shown} answered ${r.status}: ${r.text.slice(0, 2000)}`);
      return JSON.parse(r.text) as SweepRecord;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ECONNREFUSED' || Date.now() > deadline) {
        throw new Error(code ? `episode host ${shown} failed (${code}) while running ${body.task} seed ${body.seed}: no record` : (e as Error).message);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
