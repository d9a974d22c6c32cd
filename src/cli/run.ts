/**
 * `caap run`: one episode of a policy on a task: capture -> perceive -> prompt -> call ->
 * parse -> execute until done or a budget runs out; prints each step and the reward, and
 * exits with a code that says whether a fatal error stopped the episode (run-exit.ts,
 * docs/cli.md). This command reads the environment (the LLM endpoint, the models folder),
 * opens the episode and hands it to the episode assembly (src/episode/harness.ts), the same
 * one `caap sweep` and the tests use.
 *
 * @example
 *   caap run --task click-button --seed 3 --llm scripted --trace runs/t1   # offline, the built-in scripted model
 *   OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels --trace runs/t1
 *   caap run --task click-button --seed 7 --policy scripted --observer labels --episode-budget 60 --json
 */
import { redact, safeLine } from '../util/redact.js';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { llmConfigFromEnv, llmConfigProblem, llmOverrides, llmReachable, type LlmConfig } from '../llm/config.js';
import { modelShown } from '../episode/record.js';
import type { BrowserHost } from '../env/host.js';
import type { Episode } from '../env/episode.js';
import { assertModelFiles } from '../episode/onnx.js';
import { needsLlm, policyLabel } from '../episode/policies.js';
import { modelsDir as modelsDirOf } from '../perception/model-card.js';
import { addEpisodeOptions, episodeConfigFromCli, type EpisodeCliOptions } from './episode-options.js';
import { intArg, seedArg, withSuiteOptions } from './options.js';
import { prepareFileParent, prepareFolder } from './writable.js';
import { builtInLlmOf, openLlmEndpoint, type LlmEndpoint } from './built-in-llm.js';
import { exitCodeOfError, exitCodeOfFatal, RUN_EXIT } from './run-exit.js';
import { raceTimer } from '../util/progress.js';

export interface RunOpts extends EpisodeCliOptions {
  task: string;
  seed: number;
  suite: string;
  miniwobDir?: string;
  trace?: string;
  record?: string;
  json?: boolean;
  dryRun?: boolean;
  quiet?: boolean;
}

export function registerRun(program: Command): void {
  addEpisodeOptions(withSuiteOptions(
    program
      .command('run')
      .description('run one episode of the CAAP agent on a task: capture, perceive, prompt, call, parse, execute')
      .requiredOption('--task <task>', 'task name, e.g. click-button')
      .requiredOption('--seed <n>', 'episode seed (0-999 are the evaluation seeds)', seedArg()),
  ), { policyDefault: 'caap' })
    .option('--trace <dir>', 'write per step the screenshot, overlay, prompt, reply and actions, and index.html')
    .option('--record <file>', 'append the episode record as one JSON line to this file')
    .option('--json', 'print the episode record as JSON on stdout')
    .option('--dry-run', "print the first step's prompt and its size in tokens; call no model")
    .option('--quiet', 'no per-step lines')
    .addHelpText('after', `
Environment: OPENAI_BASE_URL, OPENAI_API_KEY, CAAP_MODEL select any OpenAI-compatible endpoint;
Azure OpenAI: AZURE_OPENAI_ENDPOINT, AZURE_OPENAI_API_KEY, OPENAI_API_VERSION, AZURE_OPENAI_DEPLOYMENT.
CAAP_MODELS_DIR: the perception models (default models/).

Exit codes: 0 the episode ran (any reward); 1 unexpected error or rejected options; 2 bad input or setup
(unknown task, models missing, ...); 3 LLM: no endpoint, unreachable after the retries, replay cache miss;
4 the browser or the page crashed or closed; 5 over --episode-budget; 6 the page broke the protocol (navigated away,
a reward that is not a number). Any fatal error prints one line; --debug adds the stack. See docs/cli.md.

Examples:
  caap run --task click-button --seed 3 --llm scripted --trace runs/t1      # offline: the built-in scripted model
  caap run --task click-button --seed 7 --observer labels --dry-run
  OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels --trace runs/t1
  caap run --task choose-list --seed 3 --observer labels --cache-mode replay --cache-dir runs/session
  caap run --task click-button --seed 7 --policy scripted --observer labels --episode-budget 60 --json`)
    .action(runCommand);
}

async function runCommand(o: RunOpts): Promise<void> {
  const builtIn = needsLlm(o.policy) ? builtInLlmOf(o, process.env) : null;
  const log = (l: string) => {
    if (!o.quiet) console.error(safeLine(l));
  };
  // The built-in model (--llm scripted) runs in this process for the episode; a dry run calls no model.
  const endpoint = await openLlmEndpoint(o.dryRun ? null : builtIn, process.env, log);
  try {
    await runWith(o, endpoint, log);
  } finally {
    await endpoint.close();
  }
}

async function runWith(o: RunOpts, endpoint: LlmEndpoint, log: (l: string) => void): Promise<void> {
  const config = episodeConfigFromCli(o);
  const llm = needsLlm(config.policy) ? llmConfigFromEnv(endpoint.env, { ...llmOverrides(config.llm), ...endpoint.overrides }) : null;
  const modelsDir = modelsDirOf(process.env);
  const fail = (code: number, message: string) => {
    console.error(`caap run: ${safeLine(message)}`);
    process.exitCode = code;
  };
  if (llm && !o.dryRun && !llmReachable(llm)) {
    return fail(RUN_EXIT.llm, `the ${o.policy} policy needs an LLM and none is configured: set OPENAI_BASE_URL (any OpenAI-compatible ` +
      'server) or OPENAI_API_KEY (OpenAI), or AZURE_OPENAI_ENDPOINT + AZURE_OPENAI_API_KEY, or use --cache-mode replay, or ' +
      '--llm scripted (the built-in test model, offline)');
  }
  const problem = llm && !o.dryRun && !builtInUrl(llm) ? llmConfigProblem(llm) : null;
  if (problem) return fail(RUN_EXIT.llm, problem);
  if (o.observer === 'models') assertModelFiles(modelsDir); // before a browser starts
  if (o.trace) prepareFolder('--trace', o.trace);
  if (o.record) prepareFileParent('--record', o.record);
  let host: BrowserHost | undefined;
  let ep: Episode | undefined;
  let overBudget = false;
  // The browser, the harness and the prompt builder load here, not with the module: `caap run
  // --help` only needs the options (it took ~1 s with them loaded up front).
  const [{ BrowserHost }, { prepareObserver, runEpisodeOn }, { dryRunPrompt }] = await Promise.all([
    import('../env/host.js'),
    import('../episode/harness.js'),
    import('./run-dry.js'),
  ]);
  try {
    host = await BrowserHost.start();
    if (!o.dryRun) await prepareObserver(config.observer, modelsDir);
    ep = await host.openEpisode({ task: o.task, seed: o.seed, suite: o.suite as 'embedded', miniwobDir: o.miniwobDir, scale: o.scale });
    if (o.dryRun) {
      console.log(await dryRunPrompt(ep, config, modelsDir));
      return;
    }
    const { record: rec, fatal } = await runEpisodeOn(ep, config, { llm, modelsDir, log, ...(o.trace ? { traceDir: o.trace } : {}) });
    let recordLost = false;
    if (o.record) {
      try {
        appendFileSync(o.record, `${redact(JSON.stringify(rec))}\n`);
      } catch (e) {
        // A full disk shows only now: say so in one line, and keep the record on stdout.
        fail(RUN_EXIT.usage, `could not append the record to ${o.record} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}): it follows on stdout`);
        recordLost = true;
      }
    }
    if (o.json || recordLost) console.log(redact(JSON.stringify(rec)));
    else {
      console.log(`reward ${rec.reward.toFixed(3)} (raw ${rec.rawReward}) · ${rec.doneReason}${rec.error ? `: ${safeLine(rec.error)}` : ''} · ` +
        `${rec.steps.length} steps · ${rec.tokens.prompt}+${rec.tokens.completion} tokens · ${rec.wallMs} ms`);
      // Who answered, the test server named as such; and the prompt it was given.
      if (rec.llm) console.log(`model: ${modelShown(rec)} · ${policyLabel(config)}${rec.prompt ? `, ${rec.prompt.demos} demo(s)` : ''}`);
    }
    if (o.trace) log(`trace: ${path.resolve(o.trace, 'index.html')}`);
    if (fatal) {
      fail(exitCodeOfFatal(fatal.kind), `${fatal.kind === 'budget' ? 'over budget' : `${fatal.kind} failure`}: ${fatal.message}`);
      overBudget = fatal.kind === 'budget';
    }
  } catch (e) {
    const code = exitCodeOfError(e);
    if (code === RUN_EXIT.usage || code === RUN_EXIT.internal) throw e; // the CLI's own handling (src/cli.ts)
    const kind = code === RUN_EXIT.browser ? 'browser' : code === RUN_EXIT.harness ? 'harness' : code === RUN_EXIT.budget ? 'budget' : 'llm';
    fail(code, `${kind} failure: ${(e as Error).message.split('\nCall log:')[0]}`);
  } finally {
    await closeWithin(ep?.close(), 10_000);
    await closeWithin(host?.close(), 15_000);
  }
  // A step cut off by the budget may still wait on an LLM request; do not wait for its timeout.
  if (overBudget) setTimeout(() => process.exit(), 2_000).unref();
}

/** The built-in model's local URL needs no check. */
const builtInUrl = (c: LlmConfig) => c.baseURL?.startsWith('scripted:') ?? false;

async function closeWithin(p: Promise<void> | undefined, ms: number): Promise<void> {
  if (p) await raceTimer(p.catch(() => undefined), ms);
}
