/**
 * The LLM test server's fault schedule (src/llm/testing/faults.ts), used by the fault
 * campaign (npm run chaos): deterministic given the seed, at the asked rate, every kind
 * drawn; and what each fault does to the real openai SDK through LlmClient.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { drawFault, LLM_FAULT_KINDS, LlmFaultSchedule, parseFaultKinds, type LlmFaultKind } from '../../../src/llm/testing/faults.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';

const bodies = (n: number) => Array.from({ length: n }, (_, i) => ({ model: 'm', messages: [{ role: 'user', content: `prompt ${i}` }] }));

describe('LLM fault schedule', () => {
  it('is a function of the seed and the requests, whatever their order', () => {
    const a = new LlmFaultSchedule({ rate: 0.2, seed: 7 });
    const b = new LlmFaultSchedule({ rate: 0.2, seed: 7 });
    const reqs = bodies(300);
    const fa = reqs.map((r) => a.next(r));
    const fb = [...reqs].reverse().map((r) => b.next(r)).reverse();
    expect(fb).toEqual(fa);
    expect(b.counts).toEqual(a.counts);
    const other = new LlmFaultSchedule({ rate: 0.2, seed: 8 });
    expect(reqs.map((r) => other.next(r))).not.toEqual(fa);
  });

  it('draws anew for a repeated body (a retry), and the same again for the same history', () => {
    const s = new LlmFaultSchedule({ rate: 0.5, seed: 1 });
    const body = bodies(1)[0];
    const draws = Array.from({ length: 40 }, () => s.next(body));
    expect(new Set(draws).size).toBeGreaterThan(1);
    const again = new LlmFaultSchedule({ rate: 0.5, seed: 1 });
    expect(Array.from({ length: 40 }, () => again.next(body))).toEqual(draws);
  });

  it('faults about the asked share of requests, with every kind', () => {
    const s = new LlmFaultSchedule({ rate: 0.2, seed: 42 });
    for (const r of bodies(5000)) s.next(r);
    expect(s.requests).toBe(5000);
    expect(s.total / 5000).toBeGreaterThan(0.18);
    expect(s.total / 5000).toBeLessThan(0.22);
    for (const k of LLM_FAULT_KINDS) expect(s.counts[k]).toBeGreaterThan(s.total / LLM_FAULT_KINDS.length * 0.8);
  });

  it('rate 0 never faults, rate 1 always does, and only the kinds asked', () => {
    expect(drawFault({ rate: 0, seed: 3, kinds: LLM_FAULT_KINDS }, 'abc', 0)).toBeNull();
    const s = new LlmFaultSchedule({ rate: 1, seed: 3, kinds: ['hang', '500'] });
    const got = new Set(bodies(50).map((r) => s.next(r)));
    expect(got).toEqual(new Set<LlmFaultKind>(['hang', '500']));
  });

  it('parses kind lists and names the known kinds on a bad one', () => {
    expect(parseFaultKinds('429, hang')).toEqual(['429', 'hang']);
    expect(() => parseFaultKinds('429,teapot')).toThrow(/teapot.*429, 500, hang, truncated, garbage/);
  });
});

describe('LLM faults through the openai SDK', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** A server whose first request gets `kind` and whose later requests are answered. */
  const serverWith = async (kind: LlmFaultKind) => {
    const faults = new LlmFaultSchedule({ rate: 1, seed: 0, kinds: [kind], retryAfterS: 1 });
    let first = true;
    const gate = { next: (body: unknown) => (first ? ((first = false), faults.next(body)) : null), options: faults.options };
    server = await startTestServer({ handler: () => ({ content: 'Action_1=(Action: functions.click_element, Argument: {"element_id": "element_2"})' }),
      faults: gate as unknown as LlmFaultSchedule });
    return faults;
  };
  const client = (retries: number) =>
    new LlmClient(llmConfigFromEnv({}, { baseURL: server!.url, apiKey: 'k', retries, minRetryDelayMs: 20, maxRetryTimeMs: 10_000, timeoutMs: 2_500 }));
  const ask = (c: LlmClient) => c.complete([{ role: 'user', content: 'hi' }]).then((r) => r, (e: Error) => e);

  it.each(['429', '500', 'hang', 'truncated'] as const)('%s is retried and the next attempt answers', async (kind) => {
    const faults = await serverWith(kind);
    const t0 = Date.now();
    const r = await ask(client(2));
    expect(r).not.toBeInstanceOf(Error);
    expect((r as { attempts: number }).attempts).toBe(2);
    expect(faults.counts[kind]).toBe(1);
    if (kind === '429') expect(Date.now() - t0).toBeGreaterThanOrEqual(950); // its Retry-After: 1
    if (kind === 'hang') expect(Date.now() - t0).toBeGreaterThanOrEqual(2_400); // the client's timeout (2.5 s)
  });

  it('a body that is not JSON fails the call with a clear error', async () => {
    await serverWith('garbage');
    const r = await ask(client(2));
    expect(r).toBeInstanceOf(Error);
    expect((r as Error).message).toMatch(/LLM request to 127\.0\.0\.1:\d+ failed after \d attempt/);
  });
});
