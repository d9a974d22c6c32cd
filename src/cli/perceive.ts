/** `caap perceive`: the element list of a screenshot, as the agent sees it. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import sharp from 'sharp';
import { drawLabelTile } from '../dataset/overlay.js';
import { BrowserHost } from '../env/host.js';
import { InvalidArgumentError, InvalidImageError } from '../errors.js';
import type { ElementList } from '../perception/element.js';
import { renderElementList } from '../agent/element-text.js';
import { createObserver, onnxObserver, type ObserverKind } from './run-observer.js';
import { intArg, seedArg, withSuiteOptions } from './options.js';

interface PerceiveOpts {
  task?: string;
  seed?: number;
  suite: string;
  miniwobDir?: string;
  image?: string;
  scale?: number;
  json?: boolean;
  overlay?: string;
  observer: ObserverKind;
}

async function scaleOf(png: Buffer): Promise<number> {
  const m = await sharp(png).metadata().catch(() => null);
  if (!m?.width) throw new InvalidImageError('The image could not be read: expected a PNG screenshot of the task frame');
  const s = m.width / 160;
  if (![1, 2, 3].includes(s) || m.height !== 210 * s) {
    throw new InvalidImageError(`The image is ${m.width}x${m.height}: expected 160x210, 320x420 or 480x630 (the task frame at scale 1, 2 or 3)`);
  }
  return s;
}

export function registerPerceive(program: Command): void {
  withSuiteOptions(program.command('perceive').description("print the element list of an episode's first screen or of a screenshot"))
    .option('--task <task>', 'task name (with --seed)')
    .option('--seed <n>', 'episode seed', seedArg())
    .option('--image <png>', 'perceive this screenshot instead of starting an episode')
    .addOption(new Option('--scale <k>', 'device scale (episodes: capture scale, default 2; images: inferred)').choices(['1', '2', '3']).argParser(Number))
    .addOption(
      new Option('--observer <kind>', 'models: the ONNX observer; labels: DOM ground truth (evaluation only)').choices(['models', 'labels']).default('models'),
    )
    .option('--json', 'print the ElementList as JSON')
    .option('--overlay <png>', 'write a set-of-marks picture: numbered boxes coloured by type, with the list')
    .addHelpText('after', '\nExamples:\n  caap perceive --task choose-list --seed 1000 --overlay o.png\n  caap perceive --image shot.png --json')
    .action(async (opts: PerceiveOpts) => {
      let png: Buffer;
      let scale: number;
      let elements: ElementList;
      let title: string;
      if (opts.image) {
        if (opts.observer === 'labels') throw new InvalidArgumentError('--observer labels needs a live episode (--task/--seed), not --image');
        if (!existsSync(opts.image)) throw new InvalidArgumentError(`--image ${opts.image}: no such file`);
        png = readFileSync(opts.image);
        scale = opts.scale ?? (await scaleOf(png));
        elements = await (await onnxObserver()).observe(png, scale);
        title = path.basename(opts.image);
      } else {
        if (!opts.task || opts.seed === undefined) throw new InvalidArgumentError('give --task and --seed, or --image');
        scale = opts.scale ?? 2;
        const host = await BrowserHost.start();
        try {
          const ep = await host.openEpisode({ ...opts, task: opts.task, seed: opts.seed, scale });
          png = await ep.screen.screenshot();
          elements = await (await createObserver(opts.observer, ep)).observe(png, scale);
          title = `${opts.task} seed ${opts.seed}: ${ep.goal}`;
          if (!opts.json) console.log(`Goal: ${ep.goal}`);
          await ep.close();
        } finally {
          await host.close();
        }
      }
      if (opts.json) console.log(JSON.stringify(elements));
      else console.log(renderElementList(elements));
      if (opts.overlay) {
        writeFileSync(opts.overlay, await drawLabelTile(png, scale, elements, { title }));
        console.error(`overlay: ${path.resolve(opts.overlay)}`);
      }
    });
}
