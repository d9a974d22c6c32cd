/**
 * A sweep from code (the runner behind `caap sweep`) and its leaderboard: the scripted policy
 * over one task and two seeds, perceived by the ONNX models.
 *
 *   node examples/dist/sweep-report.js runs/example-sweep
 */
import { headline, resolveEpisodeConfig, runSweep, writeReport } from 'caap';

const outDir = process.argv[2] ?? 'runs/example-sweep';
const episode = resolveEpisodeConfig({ policy: 'scripted' });
const result = await runSweep({
  config: { suite: 'embedded', model: '', episode },
  settings: { workers: 1, traces: 'none' },
  tasks: ['click-button'],
  seeds: [0, 1],
  outDir,
  resume: false,
  env: process.env,
});
console.log(`sweep: ${result.status?.finished ?? 0} episode(s) in ${Math.round(result.wallMs / 1000)} s`);
const lb = await writeReport({ inputs: [outDir], outDir, png: false });
for (const line of headline(lb)) console.log(line);
