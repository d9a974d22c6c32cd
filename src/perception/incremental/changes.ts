/**
 * Where two screens of an episode differ: the canonical pixels (scale 2, 320x420) compared in
 * cells of 16x16 pixels (8x8 CSS px, half the detector's coarsest stride), a cell changed when
 * any byte in it differs. Incremental perception re-detects and re-reads only near changed cells.
 *
 * @example
 *   const changes = changedCells(last.rgb, rgb)
 *   changes.count                                   // cells that differ
 *   changes.anyNear({ left: 10, top: 60, right: 40, bottom: 72 }, 12)   // CSS px box, margin
 */
import type { RgbImage } from '../../env/screen.js';
import type { Box } from '../element.js';
import { CANON_SCALE } from '../image.js';

/** A cell's side in canonical pixels (scale 2). */
export const CELL = 16;

export interface ChangeMap {
  /** Cells across and down (the last row is partial: 420 is not a multiple of 16). */
  cols: number;
  rows: number;
  /** 1 where the cell changed, row-major. */
  changed: Uint8Array;
  count: number;
  /** True when a changed cell lies within `marginCss` CSS px of the box (CSS px). */
  anyNear(box: Box, marginCss: number): boolean;
}

export function changedCells(before: RgbImage, after: RgbImage): ChangeMap {
  if (before.width !== after.width || before.height !== after.height) {
    throw new Error(`changedCells: screens of different sizes (${before.width}x${before.height}, ${after.width}x${after.height})`);
  }
  const { width, height } = after;
  const cols = Math.ceil(width / CELL), rows = Math.ceil(height / CELL);
  const changed = new Uint8Array(cols * rows);
  const a = before.data, b = after.data;
  const rowBytes = width * 3;
  let count = 0;
  for (let y = 0; y < height; y++) {
    const cy = (y / CELL) | 0;
    const start = y * rowBytes;
    for (let cx = 0; cx < cols; cx++) {
      const c = cy * cols + cx;
      if (changed[c]) continue;
      const from = start + cx * CELL * 3, to = Math.min(start + rowBytes, from + CELL * 3);
      for (let i = from; i < to; i++) {
        if (a[i] !== b[i]) {
          changed[c] = 1;
          count++;
          break;
        }
      }
    }
  }
  return {
    cols,
    rows,
    changed,
    count,
    anyNear(box, marginCss) {
      const s = CANON_SCALE; // canonical pixels per CSS px
      const x0 = Math.max(0, Math.floor(((box.left - marginCss) * s) / CELL)), x1 = Math.min(cols - 1, Math.floor(((box.right + marginCss) * s) / CELL));
      const y0 = Math.max(0, Math.floor(((box.top - marginCss) * s) / CELL)), y1 = Math.min(rows - 1, Math.floor(((box.bottom + marginCss) * s) / CELL));
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (changed[y * cols + x]) return true;
      return false;
    },
  };
}
