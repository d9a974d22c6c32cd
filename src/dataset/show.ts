/**
 * `caap dataset show`: a contact sheet of labelled screens for a person to audit: boxes
 * coloured by type over each screen, the element list beside it. Screens are picked
 * evenly across the dataset (or across one task), so every task shows up.
 *
 * @example
 *   await showDataset('datasets/train', { n: 50, out: 'sheet.png' })
 *   await showDataset('datasets/train', { n: 12, task: 'click-menu', out: 'menu.png' })
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InvalidArgumentError } from '../errors.js';
import { contactSheet, drawLabelTile } from './overlay.js';
import { readDataset, type ScreenRecord } from './records.js';

export interface ShowOptions {
  n: number;
  out: string;
  task?: string;
  columns?: number;
}

/** `n` records spread evenly over the list (all of them when there are fewer). */
export function spreadPick<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);
}

export async function showDataset(dir: string, o: ShowOptions): Promise<{ shown: ScreenRecord[] }> {
  const { records } = await readDataset(dir);
  const pool = o.task ? records.filter((r) => r.task === o.task) : records;
  if (pool.length === 0) throw new InvalidArgumentError(o.task ? `No screens of task ${o.task} in ${dir}` : `${dir} holds no screens`);
  const shown = spreadPick(pool, o.n);
  const tiles = [];
  for (const r of shown) {
    const png = await readFile(path.join(dir, r.image));
    tiles.push(await drawLabelTile(png, r.scale, r.elements, { title: `${r.task} seed ${r.seed} step ${r.step}: ${r.action}`.slice(0, 80) }));
  }
  await writeFile(o.out, await contactSheet(tiles, o.columns ?? 3));
  return { shown };
}
