/**
 * When a failed LLM call is worth another attempt, and how long to wait before it: the
 * server's Retry-After when it sends one, else exponential backoff with jitter. Errors are
 * described in one redacted line (a 401 body may repeat the key it refused).
 *
 * @example
 *   if (isRetryable(e)) await sleep(retryAfterMs(e) ?? backoffMs(attempt, 1000))
 */
import { APIConnectionError, APIError } from 'openai';
import { redact } from '../util/redact.js';

/** The wait a 429/503 asks for in its Retry-After header (seconds or an HTTP date), if any. */
export function retryAfterMs(e: unknown): number | undefined {
  const h = (e as { headers?: unknown } | null)?.headers;
  const raw = h && typeof (h as Headers).get === 'function' ?
    (h as Headers).get('retry-after')
    : h && typeof h === 'object'
    ? (h as Record<string, unknown>)['retry-after']
    : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const secs = Number(raw);
  if (Number.isFinite(secs) && secs >= 0) return Math.min(secs, 3600) * 1000;
  const at = Date.parse(raw);
  return Number.isFinite(at) ? Math.max(0, Math.min(at - Date.now(), 3_600_000)) : undefined;
}

/** Exponential backoff with jitter: about min, 2x min, 4x min ... up to 30 s. */
export function backoffMs(attempt: number, minMs: number): number {
  return Math.min(30_000, minMs * 2 ** (attempt - 1) * (1 + Math.random()));
}

/** Status codes worth another attempt. */
export function isRetryable(e: unknown): boolean {
  if (e instanceof APIConnectionError) return true; // includes APIConnectionTimeoutError
  // A connection cut while the body was being read: fetch (undici) throws TypeError
  // "terminated" with a socket error as its cause, which the SDK passes on unwrapped.
  if (e instanceof TypeError && /^UND_ERR/.test(String((e.cause as { code?: unknown } | undefined)?.code ?? ''))) return true;
  if (e instanceof APIError) {
    const s = e.status ?? 0;
    return s === 408 || s === 409 || s === 429 || s >= 500;
  }
  return false;
}

/** A server's error as one redacted line (a 401 body may repeat the key it refused). */
export function describeError(e: unknown): string {
  if (e instanceof APIError && e.status !== undefined) return redact(`${e.status} ${e.message}`).slice(0, 400);
  // "Connection error." alone says nothing: the causes underneath say what failed (a refused
  // port, a bad certificate, a URL fetch will not send).
  const parts: string[] = [];
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    const text = cur instanceof Error ? `${cur.message}${(cur as NodeJS.ErrnoException).code ? ` (${(cur as NodeJS.ErrnoException).code})` : ''}` : String(cur);
    if (text && !parts.includes(text)) parts.push(text);
  }
  return redact(parts.join(': ')).slice(0, 400);
}
