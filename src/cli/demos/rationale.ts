/**
 * `caap demos rationale`: the configured LLM writes each demo action's rationale (the
 * paper's Figure 8 recipe: history, screen before, screen after); --template has the
 * template writer (src/demos/template-rationale.ts) write them instead, without an LLM.
 *
 * @example
 *   OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap demos rationale --tasks click-button --cache-mode auto
 *   caap demos rationale --template --tasks all
 */
import path from 'node:path';
import { Option, type Command } from 'commander';
import { demoActions, readDemoFiles, writeDemo, type DemoRecord } from '../../demos/library.js';
import { writeRationales } from '../../demos/rationale.js';
import { withTemplateRationales } from '../../demos/template-rationale.js';
import { CACHE_MODES, type CacheMode } from '../../llm/cache.js';
import { LlmClient } from '../../llm/client.js';
import { llmConfigFromEnv } from '../../llm/config.js';
import { DEMOS_DIR } from '../../util/paths.js';
import { taskList } from './common.js';

interface RationaleOpts {
  tasks: string;
  out: string;
  force?: boolean;
  template?: boolean;
  model?: string;
  cacheMode: CacheMode;
  cacheDir: string;
}

type DemoFiles = { file: string; demo: DemoRecord }[];

/** Is any LLM endpoint configured (or a cache to replay from)? */
export function llmConfigured(env: NodeJS.ProcessEnv, cacheMode: CacheMode): boolean {
  return Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL || env.AZURE_OPENAI_ENDPOINT) || cacheMode === 'replay';
}

function writeTemplateRationales(files: DemoFiles, force: boolean | undefined): void {
  let total = 0;
  for (const { file, demo } of files) {
    const { demo: updated, written } = withTemplateRationales(demo, { force });
    if (written) writeDemo(updated, { file });
    total += written;
  }
  console.log(`${total} template rationale(s) written in ${files.length} demo(s) (source scripted, writer template)`);
}

async function writeLlmRationales(files: DemoFiles, o: RationaleOpts): Promise<void> {
  const llm = new LlmClient(llmConfigFromEnv(process.env, { ...(o.model ? { model: o.model } : {}), cacheMode: o.cacheMode, cacheDir: o.cacheDir }),
    (l) => console.error(l));
  let total = 0;
  for (const [i, { file, demo }] of files.entries()) {
    const { demo: updated, written } = await writeRationales(demo, llm, { force: o.force, log: (l) => console.error(`[${i + 1}/${files.length}] ${l}`) });
    if (written) writeDemo(updated, { file });
    total += written;
  }
  console.log(`${total} rationale(s) written in ${files.length} demo(s)`);
}

async function rationale(o: RationaleOpts): Promise<void> {
  const files = readDemoFiles(o.tasks === 'all' ? undefined : taskList(o.tasks), o.out);
  if (o.template) {
    writeTemplateRationales(files, o.force);
    return;
  }
  const pending = files.reduce(
    (n, f) => n + demoActions(f.demo).filter(({ action }) => o.force || !action.rationale || action.rationale.source === 'scripted').length,
    0,
  );
  if (!llmConfigured(process.env, o.cacheMode)) {
    console.log(`No LLM is configured (set OPENAI_BASE_URL / OPENAI_API_KEY, or AZURE_OPENAI_ENDPOINT + AZURE_OPENAI_API_KEY): ` +
      `${pending} action(s) of ${files.length} demo(s) keep their template-written reason (marked source "scripted") or none; ` +
      'prompts say so. (--template rewrites the template reasons without an LLM.)');
    return;
  }
  await writeLlmRationales(files, o);
}

export function registerDemosRationale(demos: Command): void {
  demos.command('rationale')
    .description("ask the configured LLM for each demo action's rationale (the paper's Figure 8 recipe: history, screen before, screen after)")
    .option('--tasks <list>', 'comma list of tasks, or "all"', 'all')
    .option('--force', 'rewrite every rationale, also those an LLM or a person wrote (default: replace only the scripted/template ones)')
    .option('--template', 'write them with the template writer (src/demos/template-rationale.ts: what is seen, what remains, why) instead of an LLM')
    .option('--model <name>', 'model name (default $CAAP_MODEL, else gpt-4o)')
    .addOption(new Option('--cache-mode <mode>', 'LLM record/replay cache').choices([...CACHE_MODES]).default('auto'))
    .option('--cache-dir <dir>', 'cache folder', '.cache/llm')
    .option('--out <dir>', 'demo library folder', DEMOS_DIR)
    .addHelpText('after', '\nWithout OPENAI_BASE_URL / OPENAI_API_KEY / AZURE_OPENAI_ENDPOINT (and without --template) it says so and changes\n' +
      'nothing: the demos keep their template-written reasons, marked source "scripted", and the prompt says whose reasons they are.\n\n' +
      'Examples:\n  OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap demos rationale --tasks click-button\n  caap demos rationale --template --tasks all')
    .action((o: RationaleOpts) => rationale({ ...o, out: path.resolve(o.out) }));
}
