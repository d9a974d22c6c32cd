/**
 * Faults for the local OpenAI-compatible test server (openai-test-server.ts): a share of the
 * chat-completion requests is answered with a fault instead of a reply, for fault campaigns
 * (src/chaos) and tests of the client's retries.
 *   429        rate limited, with a Retry-After header
 *   500        a server error
 *   hang       no answer at all: the connection stays open until the client gives up
 *   truncated  a 200 whose body stops half-way: the connection is cut mid-body
 *   garbage    a 200 whose body is bytes that are not JSON
 *   drip       a 200 whose headers come at once and whose body then drips, a byte a second
 *              (the client's whole-call deadline must end it)
 *   huge       a 200 with a valid completion of 30 MB (the client's size cap must refuse it)
 *   echo-key   a normal 200 whose reply types the request's own API key back
 *              (type_text("Bearer sk-...")): nothing may print or store it in clear
 *
 * The schedule is deterministic: whether a request gets a fault, and which, is a function of
 * the seed, the request body and how many times that same body came before (a retry is the
 * same body again, so it draws anew). Requests that arrive in another order, from parallel
 * workers, still meet the same faults.
 *
 * @example
 *   const faults = new LlmFaultSchedule({ rate: 0.2, seed: 7 })
 *   const server = await startTestServer({ handler, faults })
 *   ...; console.log(faults.counts)   // { '429': 3, '500': 5, hang: 2, truncated: 4, garbage: 3 }
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';

export const LLM_FAULT_KINDS = ['429', '500', 'hang', 'truncated', 'garbage', 'drip', 'huge', 'echo-key'] as const;
export type LlmFaultKind = (typeof LLM_FAULT_KINDS)[number];

export const LlmFaultOptionsSchema = z.object({
  /** Share of requests answered with a fault, 0 to 1. */
  rate: z.number().min(0).max(1),
  /** Seed of the draws: the same seed and requests give the same faults. */
  seed: z.number().int(),
  /** The kinds drawn from, with equal odds (default: all). */
  kinds: z.array(z.enum(LLM_FAULT_KINDS)).min(1).default([...LLM_FAULT_KINDS]),
  /** Seconds a 429 asks the client to wait (its Retry-After header). */
  retryAfterS: z.number().min(0).default(1),
});
export type LlmFaultOptions = z.input<typeof LlmFaultOptionsSchema>;

/** Parses "--fault-kinds 429,hang" style lists; unknown names are an error that lists the known ones. */
export function parseFaultKinds(spec: string): LlmFaultKind[] {
  const kinds = spec.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = kinds.filter((k) => !(LLM_FAULT_KINDS as readonly string[]).includes(k));
  if (bad.length || !kinds.length) {
    throw new RangeError(`unknown LLM fault kind(s) "${bad.join(',') || spec}": expected a comma list of ${LLM_FAULT_KINDS.join(', ')}`);
  }
  return kinds as LlmFaultKind[];
}

export class LlmFaultSchedule {
  readonly options: z.output<typeof LlmFaultOptionsSchema>;
  /** Faults served so far, by kind. */
  readonly counts: Record<LlmFaultKind, number> = { '429': 0, '500': 0, hang: 0, truncated: 0, garbage: 0, drip: 0, huge: 0, 'echo-key': 0 };
  /** Requests seen so far (faulted or not). */
  requests = 0;
  private readonly seen = new Map<string, number>();

  constructor(options: LlmFaultOptions) {
    this.options = LlmFaultOptionsSchema.parse(options);
  }

  /** The fault for this request, or null for a normal answer; counts it. */
  next(body: unknown): LlmFaultKind | null {
    this.requests++;
    const bodyHash = createHash('sha256').update(JSON.stringify(body) ?? '').digest('hex');
    const occurrence = this.seen.get(bodyHash) ?? 0;
    this.seen.set(bodyHash, occurrence + 1);
    const kind = drawFault(this.options, bodyHash, occurrence);
    if (kind) this.counts[kind]++;
    return kind;
  }

  /** All faults served so far. */
  get total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
}

/** The draw itself: pure, so a test can check the rate and the spread of kinds. */
export function drawFault(o: { rate: number; seed: number; kinds: readonly LlmFaultKind[] }, bodyHash: string, occurrence: number): LlmFaultKind | null {
  const h = createHash('sha256').update(`${o.seed}\0${occurrence}\0${bodyHash}`).digest();
  if (h.readUInt32BE(0) / 2 ** 32 >= o.rate) return null;
  return o.kinds[h.readUInt32BE(4) % o.kinds.length]!;
}

/** A reply the truncated fault cuts in half: what a real completion's first bytes look like. */
function plausibleCompletion(body: Record<string, unknown>): Buffer {
  return Buffer.from(JSON.stringify({
    id: 'chatcmpl-fault',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: typeof body.model === 'string' ? body.model : 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content: 'The page shows the target; the next action follows.\nAction_1=(Action: click' },
      finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  }));
}

/** Bytes that are not JSON (a proxy's error page, a binary blob): drawn from the request so they repeat with it. */
function garbageBytes(body: Record<string, unknown>, seed: number): Buffer {
  const h = createHash('sha256').update(`garbage\0${seed}\0${JSON.stringify(body)}`).digest();
  return Buffer.concat([Buffer.from('<html>upstream \u0000error '), h, Buffer.from([0xff, 0xfe, 0x00, 0x1b])]);
}

/** How big the huge fault's reply is. */
export const HUGE_REPLY_BYTES = 30 * 1024 * 1024;

let huge: { model: unknown; bytes: Buffer } | undefined;

/** The huge fault's reply, made once (30 MB takes a while to build on a loaded machine). */
function hugeReply(body: Record<string, unknown>): Buffer {
  if (huge && huge.model === body.model) return huge.bytes;
  const text = `The screen is large. ${'x'.repeat(HUGE_REPLY_BYTES)}\nAction_1=(Action: functions.click_element, Argument: {"element_id": "element_1"})`;
  huge = { model: body.model, bytes: completionWith(body, text) };
  return huge.bytes;
}

/** A completion whose content is `text`, as the server would send it. */
function completionWith(body: Record<string, unknown>, text: string): Buffer {
  return Buffer.from(JSON.stringify({
    id: 'chatcmpl-fault',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: typeof body.model === 'string' ? body.model : 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  }));
}

/**
 * Answers a request with a fault. `hang` writes nothing: the server's close ends the
 * connection. `authorization` is the request's header, for the echo-key fault.
 */
export function serveFault(res: ServerResponse, kind: LlmFaultKind, body: Record<string, unknown>, o: { seed: number; retryAfterS: number },
  authorization?: string): void
{
  if (res.destroyed) return;
  const json = (status: number, data: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(data));
  };
  switch (kind) {
    case '429':
      return json(429, { error: { message: 'injected fault: rate limited', type: 'rate_limit_error' } }, { 'retry-after': String(o.retryAfterS) });
    case '500':
      return json(500, { error: { message: 'injected fault: server error', type: 'server_error' } });
    case 'hang':
      return;
    case 'truncated': {
      const full = plausibleCompletion(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(full.length) });
      // Half the promised body, then the connection is cut.
      res.write(full.subarray(0, Math.floor(full.length / 2)), () => res.destroy());
      return;
    }
    case 'drip': {
      const full = plausibleCompletion(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(full.length) });
      let i = 0;
      const tick = setInterval(() => {
        if (res.destroyed || i >= full.length) {
          clearInterval(tick);
          if (!res.destroyed) res.end();
          return;
        }
        res.write(full.subarray(i, ++i));
      }, 1000);
      res.on('close', () => clearInterval(tick));
      return;
    }
    case 'huge': {
      const bytes = hugeReply(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(bytes.length) });
      res.end(bytes);
      return;
    }
    case 'echo-key': {
      const key = (authorization ?? '').replace(/^Bearer\s+/i, '') || 'sk-none-was-sent-000000';
      const bytes = completionWith(body, `I type the key I was given.\nAction_1=(Action: functions.type_text, Argument: {"string_to_type": "Bearer ${key}"})`);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(bytes.length) });
      res.end(bytes);
      return;
    }
    case 'garbage': {
      const bytes = garbageBytes(body, o.seed);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(bytes.length) });
      res.end(bytes);
      return;
    }
  }
}
