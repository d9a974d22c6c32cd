/**
 * Incremental perception against whole perception, over recorded episodes (a benchmark and an
 * equality check, not a timed test). Each episode's step screens (a sweep's or a run's traces:
 * `step-NNN-screen.png`) are perceived in order by an incremental observer and, screen by
 * screen, whole by the same models; the report gives the lists' agreement (identical, read
 * alike, read differently: perception/incremental/compare-lists.ts) and the time of a following
 * screen both ways (p50 / p90; the first screen of an episode is whole either way).
 *
 * @example
 *   node dist/cli.js sweep --policy scripted --observer models --tasks all --seeds 0-1 --traces all --no-report --out runs/rec
 *   node dist/bench/incremental.js --episodes runs/rec --context 48 --json
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { compareLists } from '../perception/incremental/compare-lists.js';
import { incrementally } from '../perception/incremental/incremental-observer.js';
import { DEFAULT_ZONE_OPTIONS, type ZoneOptions } from '../perception/incremental/zones.js';
import { OnnxObserver } from '../perception/onnx-observer.js';
import { percentile } from '../util/percentile.js';

/** Every folder under `root` that holds step screens, in name order. */
export function episodeFolders(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    // Entries as they are (a link is not followed): a trace folder holds no links, and a dangling one must not stop the walk.
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    if (entries.some((e) => e.isFile() && /^step-\d+-screen\.png$/.test(e.name))) out.push(dir);
    for (const e of entries) if (e.isDirectory()) walk(path.join(dir, e.name));
  };
  walk(root);
  return out;
}

async function main() {
  const opts = new Command()
    .name('bench-incremental')
    .description('incremental perception against whole perception over recorded episodes: list agreement and following-screen time')
    .requiredOption('--episodes <dir>', 'a sweep or trace folder: every folder under it with step-NNN-screen.png files is an episode')
    .option('--context <px>', 'CSS px of context around a re-detected zone', (v) => Number(v), DEFAULT_ZONE_OPTIONS.context)
    .option('--reach <px>', 'CSS px around the changed boxes whose anchors are recomputed', (v) => Number(v), DEFAULT_ZONE_OPTIONS.reach)
    .option('--full-share <x>', 'share of the frame in tiles above which a screen is perceived whole', (v) => Number(v), DEFAULT_ZONE_OPTIONS.fullShare)
    .option('--json', 'print JSON')
    .parse()
    .opts<{ episodes: string; context: number; reach: number; fullShare: number; json?: boolean }>();
  if (!existsSync(opts.episodes)) throw new Error(`bench-incremental: ${opts.episodes} not found`);
  const zones: ZoneOptions = { context: opts.context, reach: opts.reach, fullShare: opts.fullShare };
  const folders = episodeFolders(opts.episodes);
  if (!folders.length) throw new Error(`bench-incremental: no step-NNN-screen.png under ${opts.episodes} (record with --traces all)`);
  const onnx = await OnnxObserver.load();
  const counts = { screens: 0, identical: 0, alike: 0, different: 0 };
  const stats = { whole: 0, incremental: 0, carried: 0 };
  let maxBoxDelta = 0, maxScoreDelta = 0;
  const followingIncremental: number[] = [], followingWhole: number[] = [], differing: string[] = [];
  for (const [n, folder] of folders.entries()) {
    if (!opts.json) process.stderr.write(`\r${n + 1}/${folders.length} ${path.relative(opts.episodes, folder)}`.padEnd(70));
    const observer = incrementally(onnx, zones);
    const shots = readdirSync(folder).filter((f) => /^step-\d+-screen\.png$/.test(f)).sort();
    for (const [i, file] of shots.entries()) {
      const png = readFileSync(path.join(folder, file));
      const inc = await observer.observe(png, 2);
      const incMs = onnx.lastTimings!.totalMs;
      const whole = await onnx.observe(png, 2);
      if (i > 0) followingIncremental.push(incMs), followingWhole.push(onnx.lastTimings!.totalMs);
      const c = compareLists(inc, whole);
      counts.screens++;
      counts[c.kind]++;
      if (c.kind === 'alike') maxBoxDelta = Math.max(maxBoxDelta, c.maxBoxDelta), maxScoreDelta = Math.max(maxScoreDelta, c.maxScoreDelta);
      if (c.kind === 'different') differing.push(`${path.relative(opts.episodes, folder)}/${file}: ${c.first}`);
    }
    for (const k of Object.keys(stats) as (keyof typeof stats)[]) stats[k] += observer.stats[k];
  }
  const time = (ms: number[]) => {
    const s = ms.slice().sort((a, b) => a - b);
    return { n: s.length, p50: percentile(s, 50), p90: percentile(s, 90) };
  };
  const report = {
    episodes: folders.length,
    zones,
    ...counts,
    alikeMaxBoxDelta: maxBoxDelta,
    alikeMaxScoreDelta: maxScoreDelta,
    observer: stats,
    followingMs: { incremental: time(followingIncremental), whole: time(followingWhole) },
    differing,
  };
  if (opts.json) console.log(JSON.stringify(report));
  else {
    process.stderr.write('\n');
    console.log(`${report.episodes} episodes, ${counts.screens} screens: ${counts.identical} identical, ${counts.alike} read alike ` +
      `(boxes within ${maxBoxDelta} px, scores within ${maxScoreDelta}), ${counts.different} read differently`);
    console.log(`screens perceived incrementally ${stats.incremental}, whole ${stats.whole}; readings carried over ${stats.carried}`);
    const f = report.followingMs;
    console.log(
      `following screen: incremental p50 ${f.incremental.p50} ms, p90 ${f.incremental.p90} ms; whole p50 ${f.whole.p50} ms, p90 ${f.whole.p90} ms (n=${f.whole.n})`,
    );
    for (const d of differing.slice(0, 20)) console.log(`  differs: ${d}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main().catch((e: unknown) => {
    // A wrong folder or missing models: one line, no stack.
    console.error((e as Error).message);
    process.exitCode = 2;
  });
}
