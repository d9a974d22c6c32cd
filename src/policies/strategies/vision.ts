/**
 * Screenshots as image parts of an OpenAI-compatible chat request (multimodal endpoints:
 * GPT-4o, vLLM or Ollama with a vision model). Size and detail are configurable; the image
 * tokens are estimated with OpenAI's published tiling rule (the endpoint's own count is what
 * the records keep); the request cache keys each image by the SHA-256 of its bytes
 * (src/llm/chat-content.ts).
 *
 * @example
 *   const part = await imagePart(input.screenshot.frame ?? input.screenshot.png, { detail: 'low', maxSide: 512 })
 *   messages.push({ role: 'user', content: [{ type: 'text', text: 'What is on screen?' }, part] })
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Frame } from '../../env/screen.js';
import { imageTokens, type ContentPart, type ImageDetail, type LlmMessage } from '../../llm/chat-content.js';

export type { ContentPart, ImageDetail } from '../../llm/chat-content.js';

export interface ImageOptions {
  /** The detail level the endpoint is asked for (default 'high': MiniWoB's text is small). */
  detail: ImageDetail;
  /** Longest side in pixels the screenshot is scaled down to, keeping its shape (default 420: scale 2). */
  maxSide: number;
}
export const DEFAULT_IMAGE_OPTIONS: ImageOptions = { detail: 'high', maxSide: 420 };

/** A chat message of a strategy: the LLM client's message type. */
export type MultimodalMessage = LlmMessage;

export interface ImagePart {
  part: ContentPart & { type: 'image_url' };
  width: number;
  height: number;
  sha256: string;
  tokens: number;
}

/**
 * The screenshot as a PNG data-URL image part, scaled so its longest side is at most `maxSide`.
 * A Frame gives its size without a decode.
 */
export async function imagePart(shot: Buffer | Frame, o: Partial<ImageOptions> = {}): Promise<ImagePart> {
  const { detail, maxSide } = { ...DEFAULT_IMAGE_OPTIONS, ...o };
  const png = shot instanceof Frame ? shot.png : shot;
  let out = png, width: number, height: number;
  if (shot instanceof Frame) ({ width, height } = shot);
  else ({ width = 0, height = 0 } = await sharp(png).metadata());
  if (Math.max(width, height) > maxSide) {
    const k = maxSide / Math.max(width, height);
    width = Math.max(1, Math.round(width * k));
    height = Math.max(1, Math.round(height * k));
    out = await scaledPng(png, width, height);
  }
  return {
    part: { type: 'image_url', image_url: { url: `data:image/png;base64,${out.toString('base64')}`, detail } },
    width,
    height,
    sha256: createHash('sha256').update(out).digest('hex'),
    tokens: imageTokens(width, height, detail),
  };
}

export { imageTokens };

/**
 * Scaled from the PNG itself, also for a Frame: the request cache keys an image by its bytes,
 * and sharp encodes a resize from raw pixels into other bytes than the same resize from the PNG.
 */
async function scaledPng(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png).resize(width, height, { kernel: 'lanczos3', fit: 'fill' }).png().toBuffer();
}

/** The text of a message, images left out (for traces and the scripted answerers). */
export function textOf(m: MultimodalMessage): string {
  return typeof m.content === 'string' ? m.content : m.content.map((p) => (p.type === 'text' ? p.text : '[image]')).join('\n');
}
