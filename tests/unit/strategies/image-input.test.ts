/**
 * Image input through the real openai SDK: image parts reach the server as sent, the test
 * server counts their tokens by OpenAI's tile rule, the cache keys and stores an image by
 * the SHA-256 of its bytes, and a text-only request keeps the key it always had.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, requestKey } from '../../../src/llm/cache.js';
import { dataUrlBytes, imageDigests, imageSize, imageTokens, type LlmMessage } from '../../../src/llm/chat-content.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { approxPromptTokens, startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { imagePart } from '../../../src/policies/strategies/vision.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const png = (w: number, h: number, r = 200) => sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 255, b: 255 } } }).png().toBuffer();
const client = (url: string, over: Record<string, unknown> = {}) =>
  new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: url, OPENAI_API_KEY: 'sk-test' }, { model: 'test-model', retries: 0, timeoutMs: 5000, ...over }));

describe('image token rule', () => {
  it('follows the tile rule: 85 at low detail, 85 + 170 per 512-px tile after fitting', () => {
    expect(imageTokens(320, 420, 'low')).toBe(85);
    expect(imageTokens(320, 420, 'high')).toBe(85 + 170 * 1 * 1);
    expect(imageTokens(1024, 1024, 'high')).toBe(85 + 170 * 2 * 2); // shortest side to 768: 768x768 -> 2x2 tiles
    expect(imageTokens(2048, 4096, 'high')).toBe(85 + 170 * 2 * 3); // fit to 1024x2048, then 768x1536
    expect(imageTokens(0, 0, 'high')).toBe(85);
  });
  it('reads PNG and JPEG sizes from their headers, and nothing from other bytes', async () => {
    expect(imageSize(await png(33, 17))).toEqual({ width: 33, height: 17 });
    const jpg = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#808080' } }).jpeg().toBuffer();
    expect(imageSize(jpg)).toEqual({ width: 40, height: 25 });
    expect(imageSize(Buffer.from('GIF89a....'))).toBeNull();
    expect(imageSize(Buffer.alloc(3))).toBeNull();
  });
});

describe('image parts through the SDK and the test server', () => {
  it('sends the parts as given and counts text plus image tokens', async () => {
    server = await startTestServer({ script: [{ content: 'ok' }, { content: 'ok' }] });
    const img = await imagePart(await png(320, 420), { detail: 'high', maxSide: 420 });
    const messages: LlmMessage[] = [{ role: 'system', content: 'You see screens.' }, { role: 'user',
      content: [{ type: 'text', text: 'What is on screen?' }, img.part] }];
    const r = await client(server.url).complete(messages);
    const sent = server.requests[0]!.body;
    expect(sent.messages).toEqual(messages);
    expect(img.tokens).toBe(255);
    expect(r.usage.promptTokens).toBe(approxPromptTokens(sent));
    // The image's 255 tokens are in the count: the same request without it is 255 smaller.
    const textOnly = { ...sent, messages: [messages[0], { role: 'user', content: [{ type: 'text', text: 'What is on screen?' }] }] };
    expect(approxPromptTokens(sent) - approxPromptTokens(textOnly)).toBe(255);
    const low = await imagePart(await png(320, 420), { detail: 'low' });
    const r2 = await client(server.url).complete([{ role: 'user', content: [{ type: 'text', text: 'What is on screen?' }, low.part] }]);
    expect(r2.usage.promptTokens).toBe(approxPromptTokens(server.requests[1]!.body));
    expect(approxPromptTokens(server.requests[1]!.body)).toBeLessThan(r.usage.promptTokens);
  });

  it('scales the screenshot down to the longest side asked for', async () => {
    const img = await imagePart(await png(320, 420), { maxSide: 210, detail: 'low' });
    expect([img.width, img.height]).toEqual([160, 210]);
    expect(imageSize(dataUrlBytes(img.part.image_url.url)!.bytes)).toEqual({ width: 160, height: 210 });
  });
});

describe('the cache and images', () => {
  it('keeps the key of a text-only request (CAAP) exactly as before', () => {
    const body = { model: 'm', messages: [{ role: 'user', content: 'hello' }], temperature: 0, max_tokens: 5 };
    expect(imageDigests(body)).toBe(body);
    expect(requestKey(body)).toBe(createHash('sha256').update(canonicalJson(body)).digest('hex'));
  });

  it('keys an image by the hash of its bytes, and stores the hash, not the data URL', async () => {
    const a = (await imagePart(await png(64, 64, 10))).part, b = (await imagePart(await png(64, 64, 20))).part;
    const body = (p: typeof a) => ({ model: 'm', messages: [{ role: 'user', content: [{ type: 'text', text: 'x' }, p] }] });
    const bytes = dataUrlBytes(a.image_url.url)!.bytes;
    // The same bytes written as another base64 URL (a different media type label) give the same key.
    const relabelled = { ...a, image_url: { ...a.image_url, url: `data:image/x-png;base64,${bytes.toString('base64')}` } };
    expect(requestKey(body(relabelled))).toBe(requestKey(body(a)));
    expect(requestKey(body(b))).not.toBe(requestKey(body(a)));
    const digested = imageDigests(body(a)) as { messages: { content: { image_url?: { url: string } }[] }[] };
    expect(digested.messages[0]!.content[1]!.image_url!.url).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);

    server = await startTestServer({ script: [{ content: 'seen' }] });
    const dir = mkdtempSync(path.join(tmpdir(), 'caap-img-cache-'));
    const rec = client(server.url, { cacheMode: 'record', cacheDir: dir });
    await rec.complete([{ role: 'user', content: [{ type: 'text', text: 'x' }, a] }]);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    expect(files).toHaveLength(1);
    const stored = readFileSync(path.join(files[0]!.parentPath, files[0]!.name), 'utf8');
    expect(stored).not.toContain('base64');
    expect(stored).toContain('sha256:');
    // Replayed offline from the hash.
    const replay = client('http://127.0.0.1:9/v1', { cacheMode: 'replay', cacheDir: dir });
    expect((await replay.complete([{ role: 'user', content: [{ type: 'text', text: 'x' }, a] }])).content).toBe('seen');
  });
});
