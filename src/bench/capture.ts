/**
 * Screenshot capture time per step: N captures of the task frame at scales 1 and 2 on
 * one episode, reported as median and p90. A benchmark, not a timed test.
 *
 * @example
 *   node dist/bench/capture.js --n 100 --task click-button --json
 */
import { Command } from 'commander';
import { BrowserHost } from '../env/host.js';
import { percentile } from '../util/percentile.js';

async function main() {
  const opts = new Command()
    .name('bench-capture')
    .description('measure task-frame screenshot capture time (median, p90) at scales 1 and 2')
    .option('--n <n>', 'captures per scale', (v) => Number(v), 100)
    .option('--task <task>', 'task to capture', 'click-button')
    .option('--seed <seed>', 'seed', (v) => Number(v), 1000)
    .option('--json', 'print JSON')
    .parse()
    .opts<{ n: number; task: string; seed: number; json?: boolean }>();
  const host = await BrowserHost.start();
  const results: { scale: number; n: number; medianMs: number; p90Ms: number; meanMs: number }[] = [];
  try {
    for (const scale of [1, 2]) {
      const ep = await host.openEpisode({ task: opts.task, seed: opts.seed, scale });
      for (let i = 0; i < 5; i++) await ep.screen.screenshot(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < opts.n; i++) {
        const t0 = performance.now();
        await ep.screen.screenshot();
        times.push(performance.now() - t0);
        if (!opts.json && i % 20 === 19) process.stderr.write(`\rscale ${scale}: ${i + 1}/${opts.n}`);
      }
      await ep.close();
      times.sort((a, b) => a - b);
      const r = (x: number) => Math.round(x * 100) / 100;
      results.push({ scale, n: opts.n, medianMs: r(percentile(times, 50)), p90Ms: r(percentile(times, 90)), meanMs: r(times.reduce((a, b) =>
        a + b, 0) / times.length) });
    }
  } finally {
    await host.close();
  }
  if (opts.json) console.log(JSON.stringify({ task: opts.task, results }));
  else {
    process.stderr.write('\n');
    for (const r of results) console.log(`scale ${r.scale}: median ${r.medianMs} ms, p90 ${r.p90Ms} ms, mean ${r.meanMs} ms (n=${r.n})`);
  }
}

await main();
