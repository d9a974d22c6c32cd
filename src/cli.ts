#!/usr/bin/env node
/**
 * The `caap` command line. Each command lives in src/cli/<command>.ts and registers
 * itself on the program; every command has --help.
 *
 * @example
 *   caap tasks --json
 *   caap episode --task click-button --seed 1000 --out x.png --json
 */
import { Command } from 'commander';
import { CaapError } from './errors.js';
import { registerBench } from './cli/bench.js';
import { registerDataset } from './cli/dataset.js';
import { registerDemos } from './cli/demos.js';
import { registerEpisode } from './cli/episode.js';
import { registerEvalPerception } from './cli/eval-perception.js';
import { registerLlmTestServer } from './cli/llm-test-server.js';
import { registerPerceive } from './cli/perceive.js';
import { registerReport } from './cli/report.js';
import { registerRun } from './cli/run.js';
import { registerServe } from './cli/serve.js';
import { registerSuite } from './cli/suite.js';
import { registerSweep } from './cli/sweep.js';
import { registerTasks } from './cli/tasks.js';

const program = new Command();
program
  .name('caap')
  .description('A screenshot-only MiniWoB++ agent after CAAP (Context-Aware Action Planning prompting)')
  .showHelpAfterError();

registerTasks(program);
registerEpisode(program);
registerServe(program);
registerSuite(program);
registerDataset(program);
registerPerceive(program);
registerBench(program);
registerEvalPerception(program);
registerRun(program);
registerLlmTestServer(program);
registerDemos(program);
registerSweep(program);
registerReport(program);

program.parseAsync(process.argv).catch((e: unknown) => {
  if (e instanceof CaapError) {
    console.error(`caap: ${e.message}`);
    process.exit(2);
  }
  console.error(e);
  process.exit(1);
});
