/**
 * Chat message content beyond plain text: the OpenAI content-part form (text parts and
 * image parts, the images as data URLs), which every OpenAI-compatible multimodal endpoint
 * takes (GPT-4o, vLLM or Ollama serving a vision model). Here, next to the LLM client,
 * because three agent-side modules need the same rules:
 *   - the request cache keys an image by the SHA-256 of its bytes, not by its base64 text
 *     (imageDigests), so a cache entry stays small and the key does not depend on how
 *     the image was encoded into the URL;
 *   - the test server counts an image's prompt tokens as OpenAI bills them (imageTokens);
 *   - the strategies that send screenshots (src/policies/strategies/vision.ts) estimate
 *     the same numbers for their records.
 * A text-only request is left exactly as it is by every function here.
 *
 * @example
 *   const msg: LlmMessage = { role: 'user', content: [{ type: 'text', text: 'What is on screen?' },
 *     { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBOR...', detail: 'high' } }] }
 *   imageTokens(320, 420, 'high')   // 765
 *   imageDigests(body)              // the body with each data URL replaced by "sha256:<hex of the image bytes>"
 */
import { createHash } from 'node:crypto';

export type ImageDetail = 'low' | 'high' | 'auto';

export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: ImageDetail } };

/** A function the request offers the model (the OpenAI `tools` entry), as the action registry generates it. */
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** A chat message as the LLM client sends it: text, or text and image parts. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}

/**
 * OpenAI's image token rule: 85 at low detail; at high (and auto) detail the image is fitted
 * into 2048x2048, its shortest side scaled down to at most 768, and each 512-px tile of the
 * result costs 170 more.
 */
export function imageTokens(width: number, height: number, detail: ImageDetail = 'auto'): number {
  if (detail === 'low') return 85;
  if (!(width > 0 && height > 0)) return 85;
  let w = width, h = height;
  const fit = Math.min(1, 2048 / Math.max(w, h));
  w *= fit;
  h *= fit;
  const shrink = Math.min(1, 768 / Math.min(w, h));
  w *= shrink;
  h *= shrink;
  return 85 + 170 * Math.ceil(w / 512) * Math.ceil(h / 512);
}

const DATA_URL = /^data:([a-z0-9.+/-]{1,60})?(;[a-z0-9=.-]{1,40})*;base64,/i;

/** The bytes of a base64 data URL, or null when the URL is not one. */
export function dataUrlBytes(url: string): { mime: string; bytes: Buffer } | null {
  const m = DATA_URL.exec(url.slice(0, 200));
  if (!m) return null;
  return { mime: (m[1] ?? '').toLowerCase(), bytes: Buffer.from(url.slice(m[0].length), 'base64') };
}

/** Width and height of a PNG or JPEG from its header bytes, or null for anything else. */
export function imageSize(b: Buffer): { width: number; height: number } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR') {
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    // JPEG: walk the marker segments to the first start-of-frame (SOF0-SOF15 bar DHT, JPG, DAC).
    let i = 2;
    for (let guard = 0; guard < 500 && i + 9 < b.length; guard++) {
      if (b[i] !== 0xff) {
        i++;
        continue;
      }
      const marker = b[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      i += 2 + b.readUInt16BE(i + 2);
    }
  }
  return null;
}

/** The prompt tokens of one image part (its size read from the data URL; 85 when unreadable or not a data URL). */
export function imagePartTokens(part: { image_url?: { url?: unknown; detail?: unknown } }): number {
  const url = typeof part.image_url?.url === 'string' ? part.image_url.url : '';
  const detail = (['low', 'high', 'auto'] as const).find((d) => d === part.image_url?.detail) ?? 'auto';
  const data = dataUrlBytes(url);
  const size = data ? imageSize(data.bytes) : null;
  return size ? imageTokens(size.width, size.height, detail) : 85;
}

/** The digest an image stands for in cache keys and stored requests: "sha256:<hex of its bytes>". */
export function imageDigest(bytes: Buffer): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/**
 * The request body with every data-URL image replaced by its digest (the rest untouched;
 * a body without images is returned as it is). The cache hashes and stores this form.
 */
export function imageDigests(body: Record<string, unknown>): Record<string, unknown> {
  const messages = body.messages;
  if (!Array.isArray(messages) || !messages.some((m) => Array.isArray((m as { content?: unknown } | null)?.content))) return body;
  return {
    ...body,
    messages: messages.map((m) => {
      const content = (m as { content?: unknown } | null)?.content;
      if (!Array.isArray(content)) return m;
      return {
        ...(m as object),
        content: content.map((p) => {
          const url = (p as { image_url?: { url?: unknown } } | null)?.image_url?.url;
          const data = typeof url === 'string' ? dataUrlBytes(url) : null;
          return data ? { ...(p as object), image_url: { ...(p as { image_url: object }).image_url, url: imageDigest(data.bytes) } } : p;
        }),
      };
    }),
  };
}
