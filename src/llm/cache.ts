/**
 * Record/replay cache for LLM calls. A request is keyed by the SHA-256 of its canonical
 * JSON body (model, messages, tools, sampling settings: exactly what is sent; the API key
 * is a header and never part of it), with each image of the messages standing for the
 * SHA-256 of its bytes (chat-content.ts imageDigests), which is also how the stored request
 * shows it: an entry stays small, and the key does not depend on the image's base64 text. Each key keeps the list of responses in the order
 * they were received, and the k-th identical request of a session gets the k-th response,
 * so a rerun reproduces a recorded episode exactly even when the model repeated a prompt.
 *
 * A cache may be scoped to an endpoint (identity.ts LlmIdentity: host name, model, Azure
 * deployment): the scope is hashed with the body, so answers recorded from one endpoint are
 * never served to a client of another (a local test server's replies never replay as a
 * gpt-4o run's), and it is written into each entry. Unscoped keys are requestKey(body).
 *
 * Modes: off (no cache), record (always call, store), replay (never call; a miss is an
 * error, so replays run offline), auto (serve what is stored, call and store the rest).
 *
 * @example
 *   const cache = new LlmCache('.cache/llm', 'auto')
 *   const hit = cache.lookup(body)                 // { key, response } | { key }
 *   if (!('response' in hit)) cache.store(hit.key, body, await callApi(body))
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { imageDigests } from './chat-content.js';

export const CACHE_MODES = ['off', 'record', 'replay', 'auto'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];

/** JSON with object keys sorted at every level: the same request always hashes the same. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** The cache key of a chat-completions request body (`stream` is ignored: always off here). */
export function requestKey(body: Record<string, unknown>): string {
  const { stream: _stream, ...rest } = body;
  return createHash('sha256').update(canonicalJson(imageDigests(rest))).digest('hex');
}

/** The member of the hashed object that carries the scope (no chat-completions field has this name). */
const SCOPE_FIELD = 'caap:answeredBy';

/** The cache key of a request at an endpoint: requestKey of the body with the scope beside it (unscoped: requestKey(body)). */
export function scopedRequestKey(body: Record<string, unknown>, scope: Record<string, unknown> | null | undefined): string {
  return requestKey(scope ? { ...body, [SCOPE_FIELD]: scope } : body);
}

const EntrySchema = z.object({ key: z.string(), scope: z.record(z.string(), z.unknown()).optional(), request: z.unknown(), responses: z.array(z.unknown()) });
type Entry = z.infer<typeof EntrySchema>;

export class LlmCache {
  private readonly seen = new Map<string, number>();

  /** `scope`: the endpoint the answers come from (LlmIdentity), part of every key; null for an unscoped cache. */
  constructor(readonly dir: string, readonly mode: CacheMode, readonly scope: Record<string, unknown> | null = null) {}

  private file(key: string) {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  private read(key: string): Entry | null {
    const f = this.file(key);
    if (!existsSync(f)) return null;
    const r = EntrySchema.safeParse(JSON.parse(readFileSync(f, 'utf8')));
    return r.success ? r.data : null;
  }

  /**
   * Counts this occurrence of the request and returns the stored response for it, if the
   * mode serves from the cache and one exists.
   */
  lookup(body: Record<string, unknown>): { key: string; occurrence: number; response?: unknown } {
    const key = scopedRequestKey(body, this.scope);
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    if (this.mode === 'off' || this.mode === 'record') return { key, occurrence };
    const entry = this.read(key);
    const response = entry?.responses[occurrence] ?? undefined; // null marks a gap
    return response === undefined ? { key, occurrence } : { key, occurrence, response };
  }

  /** Stores `response` as occurrence `occurrence` of the request (record and auto modes). */
  store(key: string, occurrence: number, body: Record<string, unknown>, response: unknown): void {
    if (this.mode === 'off' || this.mode === 'replay') return;
    const entry = this.read(key) ?? { key, ...(this.scope ? { scope: this.scope } : {}), request: imageDigests(body), responses: [] };
    entry.responses[occurrence] = response;
    for (let i = 0; i < entry.responses.length; i++) if (entry.responses[i] === undefined) entry.responses[i] = null;
    const f = this.file(key);
    mkdirSync(path.dirname(f), { recursive: true });
    const tmp = `${f}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(entry, null, 1)}\n`);
    renameSync(tmp, f); // atomic: parallel runs never see half a file
  }
}

/**
 * The scope of the first entry found in a cache folder (a folder normally holds the answers
 * of one endpoint), or null: what a server replaying the folder looks its requests up under.
 */
export function recordedScope(dir: string): Record<string, unknown> | null {
  if (!existsSync(dir)) return null;
  for (const sub of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const f of readdirSync(path.join(dir, sub)).filter((n) => n.endsWith('.json')).sort()) {
      try {
        const e = EntrySchema.safeParse(JSON.parse(readFileSync(path.join(dir, sub, f), 'utf8')));
        if (e.success) return e.data.scope ?? null;
      } catch { /* not an entry: look further */ }
    }
  }
  return null;
}
