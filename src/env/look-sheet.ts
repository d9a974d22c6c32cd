/**
 * The side-by-side look check of the embedded suite: each task at scale 3 beside the
 * official reference picture of the same seed, plus an amplified difference image. Since a
 * seed gives the very instance the official page gives, the difference should be blank
 * where the look matches.
 *
 * @example
 *   const rows = await renderLookSheet(host, { tasks: ['click-button'], seed: 1000, referenceDir, out: 'sheet.png' })
 *   rows[0].differingPixels // 0 when pixel-identical
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { BrowserHost } from './host.js';
import { REPO_ROOT } from './suites.js';
import { escapeHtml } from '../util/html-escape.js';

export const DEFAULT_REFERENCE_DIR = path.resolve(REPO_ROOT, '../shared/miniwob-reference/x3');

export interface SheetRow {
  task: string;
  goal: string;
  /** Null when there is no reference picture for this task and seed. */
  reference: string | null;
  /** Pixels whose channels differ by more than 32 (of 480x630), null without a reference. */
  differingPixels: number | null;
}

const W = 480;
const H = 630;
const CAPTION = 28;
const GAP = 8;

function caption(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CAPTION}">` +
      `<rect width="100%" height="100%" fill="#222"/>` +
      `<text x="6" y="19" font-family="Liberation Sans, Arial, sans-serif" font-size="15" fill="#fff">${escapeHtml(text)}</text></svg>`,
  );
}

async function diffImage(ours: Buffer, ref: Buffer): Promise<{ png: Buffer; count: number }> {
  const a = await sharp(ours).removeAlpha().resize(W, H, { fit: 'fill' }).raw().toBuffer();
  const b = await sharp(ref).removeAlpha().resize(W, H, { fit: 'fill' }).raw().toBuffer();
  const out = Buffer.alloc(a.length);
  let count = 0;
  for (let i = 0; i < a.length; i += 3) {
    const d = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!));
    if (d > 32) count++;
    // faint copy of the reference, differences in red
    const grey = 255 - Math.round((255 - (b[i]! + b[i + 1]! + b[i + 2]!) / 3) * 0.25);
    out[i] = d > 32 ? 255 : grey;
    out[i + 1] = d > 32 ? 0 : grey;
    out[i + 2] = d > 32 ? 0 : grey;
  }
  return { png: await sharp(out, { raw: { width: W, height: H, channels: 3 } }).png().toBuffer(), count };
}

export interface LookSheetOptions {
  tasks: string[];
  seed: number;
  referenceDir?: string;
  out: string;
  onProgress?: (done: number, total: number, task: string) => void;
}

export async function renderLookSheet(host: BrowserHost, opts: LookSheetOptions): Promise<SheetRow[]> {
  const refDir = opts.referenceDir ?? DEFAULT_REFERENCE_DIR;
  const rows: SheetRow[] = [];
  const composites: OverlayOptions[] = [];
  const rowH = CAPTION + H + GAP;
  for (const [i, task] of opts.tasks.entries()) {
    opts.onProgress?.(i, opts.tasks.length, task);
    const ep = await host.openEpisode({ task, seed: opts.seed, scale: 3 });
    const ours = await ep.screen.screenshot();
    await ep.close();
    const refPath = path.join(refDir, `${task}__seed${opts.seed}.png`);
    const hasRef = existsSync(refPath);
    const top = i * rowH;
    let count: number | null = null;
    composites.push({ input: ours, left: 0, top: top + CAPTION });
    if (hasRef) {
      const ref = readFileSync(refPath);
      const diff = await diffImage(ours, ref);
      count = diff.count;
      composites.push({ input: await sharp(ref).resize(W, H, { fit: 'fill' }).png().toBuffer(), left: W + GAP, top: top + CAPTION });
      composites.push({ input: diff.png, left: 2 * (W + GAP), top: top + CAPTION });
    }
    const label = hasRef
      ? `${task} seed ${opts.seed} — ours | official | difference (${count} px differ) — "${ep.goal}"`
      : `${task} seed ${opts.seed} — ours (no reference picture at ${refPath}) — "${ep.goal}"`;
    composites.push({ input: caption(label, 3 * W + 2 * GAP), left: 0, top });
    rows.push({ task, goal: ep.goal, reference: hasRef ? refPath : null, differingPixels: count });
  }
  opts.onProgress?.(opts.tasks.length, opts.tasks.length, '');
  await sharp({
    create: { width: 3 * W + 2 * GAP, height: Math.max(1, opts.tasks.length * rowH), channels: 3, background: '#555' },
  })
    .composite(composites)
    .png()
    .toFile(opts.out);
  return rows;
}
