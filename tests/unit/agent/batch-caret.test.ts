/**
 * The paper's batch stop halts on any change of the screen, but a blinking text caret is
 * not one: measured in Chromium, a focused text area's caret is a 1 x 15 CSS px bar that
 * appears and disappears every ~500 ms, so without this a click into a field cut the batch
 * at random.
 */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { onlyCaretBlink } from '../../../src/agent/batch.js';
import { Frame } from '../../../src/env/screen.js';

function shot(scale: number, paint: (set: (x: number, y: number) => void) => void): Frame {
  const p = new PNG({ width: 160 * scale, height: 210 * scale });
  p.data.fill(255);
  paint((x, y) => {
    const k = (y * p.width + x) * 4;
    p.data[k] = 0;
    p.data[k + 1] = 0;
    p.data[k + 2] = 0;
  });
  return new Frame(PNG.sync.write(p), scale);
}
const bar = (x: number, y: number, w: number, h: number) => (set: (x: number, y: number) => void) => {
  for (let i = 0; i < w; i++) for (let j = 0; j < h; j++) set(x + i, y + j);
};

describe('onlyCaretBlink', () => {
  it('is true for a thin vertical bar appearing, at scale 1 and 2', async () => {
    expect(await onlyCaretBlink(shot(1, () => undefined), shot(1, bar(53, 112, 1, 15)), 1)).toBe(true);
    expect(await onlyCaretBlink(shot(2, () => undefined), shot(2, bar(106, 224, 2, 30)), 2)).toBe(true);
  });
  it('is false for a wider change, a change elsewhere too, a tall bar, or identical screens', async () => {
    expect(await onlyCaretBlink(shot(2, () => undefined), shot(2, bar(106, 224, 14, 14)), 2)).toBe(false); // a check mark
    expect(await onlyCaretBlink(shot(2, () => undefined), shot(2, (s) => {
      bar(106, 224, 2, 30)(s);
      s(10, 10);
    }), 2)).toBe(false);
    expect(await onlyCaretBlink(shot(1, () => undefined), shot(1, bar(53, 20, 1, 120)), 1)).toBe(false); // a divider line, not a caret
    expect(await onlyCaretBlink(shot(1, () => undefined), shot(1, () => undefined), 1)).toBe(false);
  });
});
