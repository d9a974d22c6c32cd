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
 */
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
