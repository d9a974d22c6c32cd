/** `caap bench perception`: Visual Observer latency on real screenshots of every task. */
import type { Command } from 'commander';
import { BrowserHost } from '../env/host.js';
import { embeddedSuite } from '../env/suites.js';
import type { PerceptionTimings } from '../perception/onnx-observer.js';
import { OnnxObserver } from '../perception/onnx-observer.js';
import { percentile } from '../percentile.js';
import { parseTaskList } from '../sweep/plan.js';
import { intArg, seedArg } from './options.js';

type Phase = keyof Omit<PerceptionTimings, 'boxes'>;
const PHASES: Phase[] = ['decodeMs', 'detectorMs', 'understanderMs', 'mergeMs', 'totalMs'];

export function registerBench(program: Command): void {
  const bench = program.command('bench').description('benchmarks');
  bench
    .command('perception')
    .description('perception latency per screen (p50/p90) at scales 1 and 2, split into decode, detector, understander, merge')
    .option('--tasks <list>', 'tasks to screenshot, or "all"', 'all')
    .option('--seed <n>', 'episode seed of the screenshots', seedArg(), 0)
    .option('--repeat <n>', 'timed runs per screenshot', intArg('repeat', { min: 1 }), 3)
    .option('--threads <n>', 'onnxruntime intra-op threads', intArg('threads', { min: 1, max: 64 }), 2)
    .option('--json', 'print JSON')
    .action(async (opts: { tasks: string; seed: number; repeat: number; threads: number; json?: boolean }) => {
      const tasks = parseTaskList(opts.tasks, embeddedSuite().listTasks());
      const observer = await OnnxObserver.load({ threads: opts.threads });
      const host = await BrowserHost.start();
      const shots: { scale: number; png: Buffer }[] = [];
      try {
        for (const scale of [1, 2]) {
          for (const [i, task] of tasks.entries()) {
            if (!opts.json) process.stderr.write(`\rcapturing scale ${scale}: ${i + 1}/${tasks.length} ${task.padEnd(32)}`);
            const ep = await host.openEpisode({ task, seed: opts.seed, scale });
            shots.push({ scale, png: await ep.screen.screenshot() });
            await ep.close();
          }
        }
      } finally {
        await host.close();
      }
      const results: Record<string, Record<string, number>> = {};
      for (const scale of [1, 2]) {
        const samples: Record<Phase, number[]> = { decodeMs: [], detectorMs: [], understanderMs: [], mergeMs: [], totalMs: [] };
        const boxes: number[] = [];
        const mine = shots.filter((s) => s.scale === scale);
        await observer.observe(mine[0]!.png, scale); // warm-up
        for (const [i, s] of mine.entries()) {
          if (!opts.json) process.stderr.write(`\rperceiving scale ${scale}: ${i + 1}/${mine.length}`.padEnd(60));
          for (let r = 0; r < opts.repeat; r++) {
            await observer.observe(s.png, scale);
            const t = observer.lastTimings!;
            for (const p of PHASES) samples[p].push(t[p]);
            boxes.push(t.boxes);
          }
        }
        const row: Record<string, number> = { screens: mine.length, runs: samples.totalMs.length, meanBoxes: boxes.reduce((a, b) => a + b, 0) / boxes.length };
        for (const p of PHASES) {
          const sorted = [...samples[p]].sort((a, b) => a - b);
          row[`${p.replace('Ms', '')}P50`] = Math.round(percentile(sorted, 50) * 100) / 100;
          row[`${p.replace('Ms', '')}P90`] = Math.round(percentile(sorted, 90) * 100) / 100;
        }
        results[`scale${scale}`] = row;
      }
      const out = { threads: opts.threads, tasks: tasks.length, seed: opts.seed, results };
      if (opts.json) console.log(JSON.stringify(out));
      else {
        process.stderr.write('\n');
        for (const [k, r] of Object.entries(results)) {
          console.log(`${k}: total p50 ${r.totalP50} ms, p90 ${r.totalP90} ms | decode ${r.decodeP50} · detector ${r.detectorP50} · ` +
            `understander ${r.understanderP50} · merge ${r.mergeP50} ms (p50) | ${r.meanBoxes?.toFixed(1)} boxes/screen, ${opts.threads} threads`);
        }
      }
    });
}
