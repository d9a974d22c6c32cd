/**
 * The agent's whole view of the world: pixels out, raw mouse and keyboard in.
 * Coordinates are task-frame CSS pixels (0 <= x < 160, 0 <= y < 210) at every device
 * scale. This module is the only part of env/ the agent path may import: it exposes
 * no Page, no DOM, no selectors.
 *
 * @example
 *   const png = await screen.screenshot()   // 160x210 at scale 1, 320x420 at scale 2
 *   await screen.mouse.click(80, 100)
 *   await screen.keyboard.type('hello')
 *   const frame = await captureFrame(screen)   // the same PNG as a Frame: pixels decoded once, on demand
 */
import sharp from 'sharp';

export const FRAME_WIDTH = 160;
export const FRAME_HEIGHT = 210;

export type MouseButton = 'left' | 'right' | 'middle';
export type Modifier = 'Alt' | 'Control' | 'Meta' | 'Shift';

export interface ScreenMouse {
  move(x: number, y: number, opts?: { steps?: number }): Promise<void>;
  down(opts?: { button?: MouseButton }): Promise<void>;
  up(opts?: { button?: MouseButton }): Promise<void>;
  click(x: number, y: number, opts?: { button?: MouseButton; modifiers?: Modifier[]; clickCount?: number }): Promise<void>;
  /** Wheel at the current mouse position; positive dy scrolls down. */
  wheel(dx: number, dy: number): Promise<void>;
}

export interface ScreenKeyboard {
  /** A key or chord in Playwright's notation: "Enter", "Tab", "Control+A", "ArrowDown". */
  press(key: string): Promise<void>;
  type(text: string): Promise<void>;
  down(key: string): Promise<void>;
  up(key: string): Promise<void>;
}

export interface Screen {
  readonly width: typeof FRAME_WIDTH;
  readonly height: typeof FRAME_HEIGHT;
  /** Device pixels per CSS pixel of the screenshots (1, 2 or 3). */
  readonly scale: number;
  /** PNG of exactly the task frame, (160*scale)x(210*scale) pixels. */
  screenshot(): Promise<Buffer>;
  readonly mouse: ScreenMouse;
  readonly keyboard: ScreenKeyboard;
}

export function isInFrame(x: number, y: number): boolean {
  return Number.isFinite(x) && Number.isFinite(y) && x >= 0 && y >= 0 && x < FRAME_WIDTH && y < FRAME_HEIGHT;
}

/** Decoded pixels of a screenshot: 8-bit RGB, row-major, 3 bytes per pixel (no alpha). */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * One screenshot as it travels from capture through settle, perception and the policies: the
 * PNG bytes and their device scale, and the pixels decoded on the first request only (every
 * later reader gets the same decode). Immutable: a new screen is a new Frame.
 *
 * @example
 *   const frame = new Frame(png, 2)
 *   const { width, height, data } = await frame.pixels()   // 320x420 RGB, decoded once
 *   frame.sameAs(next)                                      // byte-identical screenshots
 */
export class Frame {
  private decoded?: Promise<RgbImage>;

  constructor(readonly png: Buffer, readonly scale: number) {}

  /** Size of the picture in device pixels ((160*scale)x(210*scale) for a capture of the task frame). */
  get width(): number {
    return FRAME_WIDTH * this.scale;
  }
  get height(): number {
    return FRAME_HEIGHT * this.scale;
  }

  /** The pixels, decoded on the first call and shared by every caller after it. A PNG that does not decode rejects, with sharp's reason. */
  pixels(): Promise<RgbImage> {
    return (this.decoded ??= decodeRgb(this.png));
  }

  /** Byte-identical screenshots (the settle test: two equal captures in a row). */
  sameAs(other: Frame): boolean {
    return this.scale === other.scale && this.png.equals(other.png);
  }
}

async function decodeRgb(png: Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(png, { failOn: 'error' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** The screen's next screenshot as a Frame. */
export async function captureFrame(screen: Screen): Promise<Frame> {
  return new Frame(await screen.screenshot(), screen.scale);
}
