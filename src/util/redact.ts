/**
 * One redaction for everything that leaves the process as text (errors, logs, traces,
 * records): the API keys this process was configured with (verbatim), anything shaped like
 * an OpenAI key (sk-...), bearer tokens and api-key headers, and the user:password part of
 * URLs (credentials inside OPENAI_BASE_URL). A server that echoes the key in a 401 body
 * must not put it in a record.
 *
 * Text that came from outside (a goal, a model's reply, a page's reward reason, an error a
 * server sent) is also stripped of terminal control sequences before it is shown on a line
 * (`safeLine`): a goal with escape codes must not clear the screen or set the title. And
 * `redactProcessOutput()` puts redaction on every write to stdout and stderr of the CLI, so
 * a line that forgot to redact still cannot print a key.
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

// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ESC \\), any other ESC pair, then lone C0/C1 controls.
const CONTROL_SEQUENCES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[\s\S]?|\x9b[0-?]*[ -/]*[@-~]/g;
const CONTROL_CHARS = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/** Text without terminal control sequences or control characters (tabs and newlines kept). */
export function stripControl(text: string): string {
  return text.replace(CONTROL_SEQUENCES, '').replace(CONTROL_CHARS, '');
}

/** Outside text made safe for a log file: redacted, no control sequences (line breaks kept). */
export function safeText(text: string): string {
  return redact(stripControl(text));
}

/** Outside text made safe for one line of a terminal or a log: redacted, no control sequences, no line breaks. */
export function safeLine(text: string): string {
  return redact(stripControl(text).replace(/[\r\n\u2028\u2029]+/g, ' '));
}

let outputRedacted = false;

/**
 * Redacts every later text write to process.stdout and process.stderr (bytes pass unchanged:
 * they may be an image). Called once by the CLI at start.
 */
export function redactProcessOutput(): void {
  if (outputRedacted) return;
  outputRedacted = true;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => write(typeof chunk === 'string' ? redact(chunk) : chunk, ...rest)) as typeof stream.write;
  }
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
