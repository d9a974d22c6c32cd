/**
 * The fetch the LLM client hands the openai SDK: the reply's body may not grow past a size
 * cap, and the whole call (headers and body) ends at a deadline. The SDK's own timeout stops
 * at the response headers: a server that sends its headers at once and then one byte a
 * second would hold an episode for its whole budget, and a 30 MB reply was read whole into
 * memory, the trace and the next prompt. Both end here as a ReplyLimitError, which the
 * client turns into an LLM failure (a deadline is retried like a timeout; a reply too large
 * is not: the same request would get it again).
 *
 * @example
 *   const sdk = new OpenAI({ baseURL, apiKey, fetch: boundedFetch({ maxBytes: 2 << 20 }) })
 *   await sdk.chat.completions.create(body, { signal: AbortSignal.timeout(30_000) })
 */

/** Why a reply was cut off. */
export class ReplyLimitError extends Error {
  constructor(readonly limit: 'size' | 'deadline', message: string) {
    super(message);
    this.name = 'ReplyLimitError';
  }
}

export interface FetchLimits {
  /** The most bytes a reply body may have. */
  maxBytes: number;
}

type Fetch = typeof globalThis.fetch;

export function boundedFetch(limits: FetchLimits, inner: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (!res.body) return res;
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      await res.body.cancel().catch(() => undefined);
      throw new ReplyLimitError('size', `the reply announces ${declared} bytes, over the ${limits.maxBytes}-byte limit`);
    }
    let seen = 0;
    const capped = res.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limits.maxBytes) controller.error(new ReplyLimitError('size', `the reply passed the ${limits.maxBytes}-byte limit; the rest was not read`));
        else controller.enqueue(chunk);
      },
    }));
    return new Response(capped, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** The ReplyLimitError behind `e`, if any (the SDK and fetch may wrap it as a cause). */
export function replyLimitOf(e: unknown): ReplyLimitError | undefined {
  for (let cur = e, depth = 0; cur && depth < 5; cur = (cur as { cause?: unknown }).cause, depth++) {
    if (cur instanceof ReplyLimitError) return cur;
  }
  return undefined;
}
