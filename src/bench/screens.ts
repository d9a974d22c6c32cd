/**
 * The screens a perception benchmark reads: captured fresh (the first screen of each task at
 * each scale, with the capture's time), or read back from a folder a previous run saved, so
 * that two runs, or a bench and an equality check, see the very same pixels.
 * A saved folder holds the PNGs and `screens.json`, the index of what each one is.
 *
 * @example
 *   const screens = await captureScreens(['click-button'], 0, [1, 2])
 *   saveScreens('bench-screens', screens)
 *   const again = loadScreens('bench-screens')
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BrowserHost } from '../env/host.js';
import { InvalidArgumentError } from '../errors.js';
import type { BenchScreen } from './perception.js';

const IndexSchema = z.array(
  z.object({ file: z.string(), task: z.string(), seed: z.number().int(), scale: z.number().int(), captureMs: z.number().optional() }),
);
const INDEX = 'screens.json';

export async function captureScreens(tasks: string[], seed: number, scales: number[], onProgress?: (line: string) => void): Promise<BenchScreen[]> {
  const host = await BrowserHost.start();
  const shots: BenchScreen[] = [];
  try {
    for (const scale of scales) {
      for (const [i, task] of tasks.entries()) {
        onProgress?.(`capturing scale ${scale}: ${i + 1}/${tasks.length} ${task}`);
        const ep = await host.openEpisode({ task, seed, scale });
        try {
          const t0 = performance.now();
          const png = await ep.screen.screenshot();
          shots.push({ task, seed, scale, png, captureMs: performance.now() - t0 });
        } finally {
          await ep.close();
        }
      }
    }
  } finally {
    await host.close();
  }
  return shots;
}

export function saveScreens(dir: string, screens: BenchScreen[]): void {
  mkdirSync(dir, { recursive: true });
  const index = screens.map((s) => {
    const file = `${s.task}_${s.seed}_s${s.scale}.png`;
    writeFileSync(path.join(dir, file), s.png);
    return { file, task: s.task, seed: s.seed, scale: s.scale, ...(s.captureMs !== undefined ? { captureMs: s.captureMs } : {}) };
  });
  writeFileSync(path.join(dir, INDEX), `${JSON.stringify(index, null, 1)}\n`);
}

export function loadScreens(dir: string): BenchScreen[] {
  const file = path.join(dir, INDEX);
  if (!existsSync(file)) throw new InvalidArgumentError(`${file} not found: --screens takes a folder written by --save-screens`);
  const parsed = IndexSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new InvalidArgumentError(`${file} is not a screens index: ${parsed.error.issues[0]?.message}`);
  // Capture times belong to the run that captured; a replay measures no capture.
  return parsed.data.map((s) => ({ task: s.task, seed: s.seed, scale: s.scale, png: readFileSync(path.join(dir, s.file)) }));
}
