/**
 * `caap demos`: the demonstration library in prompts/demos/<task>/*.json, one subcommand
 * per file under cli/demos/:
 *   build      record successful scripted-policy episodes at demo seeds as demos
 *   record     a person solves a task in a visible browser; the input becomes a demo
 *   rationale  the configured LLM writes each action's rationale (the paper's Figure 8); --template: the template writer
 *   lint       checks that every demo agrees with itself (--fix restates stored elements from the step screens)
 *   list       what the library holds per task
 * Demos come from demo seeds only (3000-3999); other seeds are refused.
 *
 * @example
 *   caap demos build --tasks all --seeds 3000-3999 --per-task 3
 *   caap demos record --task click-tab-2 --seed 3005
 *   OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap demos rationale --tasks click-button --cache-mode auto
 *   caap demos rationale --template --tasks all && caap demos lint
 */
import type { Command } from 'commander';
import { registerDemosBuild } from './demos/build.js';
import { registerDemosLint } from './demos/lint.js';
import { registerDemosList } from './demos/list.js';
import { registerDemosRationale } from './demos/rationale.js';
import { registerDemosRecord } from './demos/record.js';

export { DEMO_MIN_RAW_REWARD } from './demos/common.js';
export { llmConfigured } from './demos/rationale.js';

export function registerDemos(program: Command): void {
  const demos = program.command('demos').description(
    'the demonstration library (prompts/demos): build from the scripted policy, record a person, write rationales',
  );
  registerDemosBuild(demos);
  registerDemosRecord(demos);
  registerDemosRationale(demos);
  registerDemosLint(demos);
  registerDemosList(demos);
}
