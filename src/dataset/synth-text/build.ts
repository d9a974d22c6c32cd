/**
 * Builds a dataset of synthetic text screens: each screen is drawn from its seed (layout.ts),
 * built by Chromium inside a task page's shell (render-page.ts), captured when still, and
 * labelled by the DOM labeller like any task screen, so the folder has the dataset's format
 * (records.ts) and the training code reads it unchanged. Training seeds (1000-2999) only.
 *
 * Screen k uses seed seeds[k mod n] and draw index floor(k / n) (the record's `step`), so
 * screens of one seed share a side of the training split.
 *
 * @example
 *   const m = await buildSynthText({ seeds: parseSeedRange('1000-1999'), seedSpec: '1000-1999',
 *     screens: 2000, scale: 2, out: 'datasets/synth' })
 *   console.log(m.screens, m.countsPerType.input_field)
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import seedrandom from 'seedrandom';
import { BrowserHost } from '../../env/host.js';
import type { Episode } from '../../env/episode.js';
import { InvalidArgumentError } from '../../errors.js';
import type { ElementList } from '../../perception/element.js';
import { assertSeedsFor } from '../../seeds.js';
import { datasetHashOf, gitSha, prepareOut } from '../build.js';
import { labelScreen } from '../labeller.js';
import { perceptualHash } from '../phash.js';
import { countTypes, ManifestSchema, type Manifest, type ScreenRecord } from '../records.js';
import { settle } from '../settle.js';
import { drawScreen } from './layout.js';
import { renderSynthScreen } from './render-page.js';
import type { SynthScreen } from './spec.js';
import { loadWordSources, type WordSources } from './words.js';

/** The task page lent as the shell: core.css, jQuery UI and its theme, no delays. */
export const SHELL_TASK = 'choose-date-nodelay';
export const SYNTH_TASK = 'synth-text';
export const SYNTH_SUITE = 'synthetic';

export interface SynthBuildOptions {
  seeds: number[];
  /** The seed range as the user wrote it (for the manifest). */
  seedSpec: string;
  screens: number;
  out: string;
  scale?: number;
  force?: boolean;
  /** A fresh page after this many screens (keeps one page from growing for hours). Default 400. */
  pageReuse?: number;
  command?: string;
  log?: (line: string) => void;
}

/** The stream a screen is drawn from: one per seed and draw index. */
export const synthRng = (seed: number, index: number) => seedrandom(`caap-synth-text:${seed}:${index}`);

export function drawSynthScreen(seed: number, index: number, words: WordSources): SynthScreen {
  return drawScreen(synthRng(seed, index), words);
}

/** The screen built in the page, captured when two screenshots around the labelling agree. */
export async function captureSynthScreen(ep: Episode, screen: SynthScreen): Promise<{ png: Buffer; elements: ElementList } | null> {
  await renderSynthScreen(ep.page, screen);
  for (let attempt = 0; attempt < 3; attempt++) {
    await settle(ep.page, { minMs: attempt === 0 ? 20 : 150 });
    const png = await ep.screen.screenshot();
    const elements = await labelScreen(ep.page);
    if (png.equals(await ep.screen.screenshot())) return { png, elements };
  }
  return null;
}

export async function buildSynthText(o: SynthBuildOptions): Promise<Manifest> {
  const log = o.log ?? (() => undefined);
  if (o.seeds.length === 0) throw new InvalidArgumentError('No seeds to draw screens from');
  assertSeedsFor('training', o.seeds); // 1000-2999 only: synthetic screens are training data
  if (!Number.isInteger(o.screens) || o.screens < 1) throw new InvalidArgumentError(`--screens must be a positive integer (got ${o.screens})`);
  const scale = o.scale ?? 2;
  const words = await loadWordSources();
  await prepareOut(o.out, o.force ?? false);
  const t0 = Date.now();
  const host = await BrowserHost.start();
  const records: { record: ScreenRecord; pngSha: string }[] = [];
  let skipped = 0;
  let ep: Episode | null = null;
  try {
    for (let k = 0; k < o.screens; k++) {
      const seed = o.seeds[k % o.seeds.length]!;
      const index = Math.floor(k / o.seeds.length);
      if (!ep || k % (o.pageReuse ?? 400) === 0) {
        await ep?.close();
        ep = await host.openEpisode({ suite: 'embedded', task: SHELL_TASK, seed: o.seeds[0]!, scale });
      }
      const screen = drawSynthScreen(seed, index, words);
      const shot = await captureSynthScreen(ep, screen).catch(async (e: Error) => {
        log(`  ! screen ${k} (seed ${seed}, draw ${index}): ${e.message.split('\n')[0]}; a fresh page`);
        await ep?.close();
        ep = null;
        return null;
      });
      if (!shot) {
        skipped++;
        continue;
      }
      const image = `images/${SYNTH_TASK}_${seed}_${index}.png`;
      await writeFile(path.join(o.out, image), shot.png);
      const goal = screen.query.before + screen.query.bold + screen.query.after;
      records.push({
        pngSha: createHash('sha256').update(shot.png).digest('hex'),
        record: { image, suite: SYNTH_SUITE, task: SYNTH_TASK, seed, step: index, action: 'synthetic', scale, goal, variation: null,
          phash: await perceptualHash(shot.png), elements: shot.elements },
      });
      if ((k + 1) % 100 === 0) log(`  ... ${k + 1}/${o.screens} screens, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
  } finally {
    await (ep as Episode | null)?.close();
    await host.close();
  }
  if (skipped) log(`  ${skipped} screens skipped (the page did not hold still, or failed)`);
  return writeDataset(o, records, scale, Date.now() - t0);
}

async function writeDataset(o: SynthBuildOptions, all: { record: ScreenRecord; pngSha: string }[], scale: number, buildMs: number): Promise<Manifest> {
  all.sort((a, b) => a.record.seed - b.record.seed || a.record.step - b.record.step);
  const lines = all.map((r) => ({ line: JSON.stringify(r.record), pngSha: r.pngSha }));
  await writeFile(path.join(o.out, 'labels.jsonl'), lines.map((l) => l.line).join('\n') + (lines.length ? '\n' : ''));
  const manifest = ManifestSchema.parse({
    format: 'caap-dataset/1',
    split: 'train',
    suite: SYNTH_SUITE,
    tasks: [SYNTH_TASK],
    seeds: o.seedSpec,
    scale,
    perTask: o.screens,
    actionsPerEpisode: 0,
    vary: false,
    screens: all.length,
    episodes: new Set(all.map((r) => r.record.seed)).size,
    screensPerTask: { [SYNTH_TASK]: all.length },
    countsPerType: countTypes(all.map((r) => r.record)),
    datasetHash: datasetHashOf(lines),
    gitSha: gitSha(),
    command: o.command ?? '',
    buildMs,
    createdAt: new Date().toISOString(),
  });
  await writeFile(path.join(o.out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
