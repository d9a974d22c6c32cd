/**
 * One redaction for everything that leaves the process as text (errors, logs, traces,
 * records): the API keys this process was configured with (verbatim), anything shaped like
 * an OpenAI key (sk-...), bearer tokens and api-key headers, and the user:password part of
 * URLs (credentials inside OPENAI_BASE_URL). A server that echoes the key in a 401 body
 * must not put it in a record.
 *
 * @example
 *   registerSecret(process.env.OPENAI_API_KEY)
 *   redact('401: bad key sk-abc123xyz7890 for https://u:p@host/v1')   // '401: bad key [redacted] for https://[redacted]@host/v1'
 */

const secrets = new Set<string>();

/** Remembers a secret for every later redact() (keys shorter than 6 characters are not worth hiding and would mangle text). */
export function registerSecret(value: string | undefined | null): void {
  if (value && value.length >= 6) secrets.add(value);
}

const PATTERNS: [RegExp, string][] = [
  [/\bsk-[A-Za-z0-9_-]{8,}/g, '[redacted]'],
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]{6,}/gi, '$1 [redacted]'],
  [/\b(api[-_]?key["']?\s*[:=]\s*["']?)[^\s"',}]{6,}/gi, '$1[redacted]'],
  [/(\b[a-z][a-z0-9+.-]{0,20}:\/\/)[^\s/@:]+(?::[^\s/@]*)?@/gi, '$1[redacted]@'],
];

export function redact(text: string): string {
  let out = text;
  for (const s of secrets) out = out.split(s).join('[redacted]');
  for (const [re, by] of PATTERNS) out = out.replace(re, by);
  return out;
}

/** A URL without its credentials, for labels: 'https://u:p@host:8/v1' -> 'https://host:8/v1'. */
export function stripUrlCredentials(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString().replace(/\/$/, url.endsWith('/') ? '/' : '');
  } catch {
    return redact(url);
  }
}
