/**
 * Shared by the use-colorwheel family tests: raw-input routes to set the picker's field
 * and the reward formula of the family (use-colorwheel-common.md).
 *
 * @example
 *   await typeHex(ep, '00FFFF')   // field, Ctrl+A, six digits, Tab, Enter (Submit)
 */
import type { Episode } from '../../../src/env/episode.js';

/** The text field (page (10,71)-(136,90)) and the Submit button under the picker. */
export const FIELD = { x: 70, y: 80 };
export const SUBMIT = { x: 57, y: 125 };

/**
 * The exact route: click the field (opens the picker), select all, type the digits, Tab to
 * Submit (the next focusable element, even under the open picker) and press Enter.
 */
export async function typeHex(ep: Episode, hex: string): Promise<void> {
  await ep.screen.mouse.click(FIELD.x, FIELD.y);
  await ep.screen.keyboard.press('Control+A');
  await ep.screen.keyboard.type(hex);
  await ep.screen.keyboard.press('Tab');
  await ep.screen.keyboard.press('Enter');
}

/** r = 1 - (|dR| + |dG| + |dB|) / (3*255) for two "rrggbb" strings (with or without "#"). */
export function expectedRaw(a: string, b: string): number {
  const ch = (h: string) => {
    const s = h.replace('#', '');
    return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
  };
  const [x, y] = [ch(a), ch(b)];
  return 1 - (Math.abs(x[0]! - y[0]!) + Math.abs(x[1]! - y[1]!) + Math.abs(x[2]! - y[2]!)) / (3 * 255);
}

/** Every channel flipped to the far end of the range: the worst colour for a target. */
export function farthest(hex: string): string {
  const s = hex.replace('#', '');
  return [0, 2, 4].map((i) => (parseInt(s.slice(i, i + 2), 16) >= 128 ? '00' : 'FF')).join('');
}

/** The field's current text (tests only: reads the DOM). */
export function fieldValue(ep: Episode): Promise<string> {
  return ep.page.evaluate(() => (document.getElementById('col') as HTMLInputElement).value);
}
