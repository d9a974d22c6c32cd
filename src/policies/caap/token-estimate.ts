/**
 * What one episode of a task is expected to cost in tokens, before any call, from the prompts
 * themselves: the CAAP policy's own prompt builder (policies/caap/prompter.ts) run on the
 * screens of a recorded demonstration of the same task (prompts/demos/<task>/, the first file:
 * a demo seed, its screens as the ONNX observer numbered them). An estimate, and labelled so:
 *
 *   calls       one per step of the demo (at most max-steps): a solved episode, with the paper's batch stop, calls
 *               once per screen change, which is what a demo step is.
 *   prompt      per call, the prompt the policy would send on that step's screen: the goal, the
 *               demos the configuration shows (selectDemos, the same rule as the policy), the
 *               action history so far and, from the second call on, the previous reply; counted
 *               the way `caap run --dry-run` counts (o200k_base, +4 a message, the tools JSON).
 *   completion  per call, the demo step's reasons and its Action_N lines, at least
 *               COT_REPLY_FLOOR tokens when the variant asks for reasoning (a model's
 *               reasoning is a paragraph; the demos' reasons are one line).
 *   at most     max-steps calls, each at the task's largest prompt plus the completion cap:
 *               what an episode that never solves can spend.
 *
 * A task with no demo in the library gets the median estimate of the tasks that have one
 * (basis "median"). The caap policy's registry entry declares it (`estimate`, episode/policies.ts);
 * a policy without one has no estimate, and a sweep says so.
 *
 * @example
 *   const e = estimateEpisode('click-button', resolveEpisodeConfig({ policy: 'caap' }))
 *   // { task: 'click-button', basis: 'demo', calls: 1, prompt: 1850, completion: 100, maxPrompt: 18500, maxCompletion: 20480 }
 */
import { countTokensBounded } from '../../llm/tokens.js';
import type { EpisodeEstimate } from '../../agent/episode-estimate.js';
import type { EpisodeConfig } from '../../episode/config.js';
import { loadDemos, selectDemos, type DemoRecord } from '../../demos/library.js';
import { buildPrompt, VARIANTS, type Prompt } from './prompter.js';
import { CaapOptionsSchema } from './options.js';
import { demoArgsShown } from './demos.js';
import type { PerformedAction } from '../../agent/record.js';

/** The least completion a chain-of-thought reply is counted at, per call. */
export const COT_REPLY_FLOOR = 100;

export type { EpisodeEstimate };

/** Tokens of a chat prompt, as `caap run --dry-run` counts them. */
function promptSize(p: Prompt): number {
  return p.messages.reduce((n, m) => n + countTokensBounded(m.content) + 4, 0) + (p.tools ? countTokensBounded(JSON.stringify(p.tools)) : 0);
}

/** The reply a demo step stands for: its reasons (when the variant reasons), then one Action_N line per action. */
function replyOf(demo: DemoRecord, stepIndex: number, firstAction: number, cot: boolean, instructionBar: boolean): string {
  const step = demo.steps[stepIndex]!;
  const reasons = cot ? step.actions.map((a) => a.rationale?.text ?? '').filter(Boolean).join(' ') : '';
  const lines = step.actions.map((a, i) =>
    `Action_${firstAction + i}=${a.name}(${Object.values(demoArgsShown(step, a, instructionBar)).map((v) => JSON.stringify(v)).join(', ')})`
  );
  return [reasons, ...lines].filter(Boolean).join('\n');
}

/** The CAAP estimate of one task from its first demo, or null when the library holds none. */
function fromDemo(task: string, config: EpisodeConfig): EpisodeEstimate | null {
  const demo = loadDemos(task, { max: 1 })[0];
  if (!demo) return null;
  const { variant, prompt: cfg } = CaapOptionsSchema.parse(config.options);
  const v = VARIANTS[variant];
  const shownDemos = v.demos ? selectDemos(task, cfg.demosPerTask) : [];
  const opts = { variant, functionCalling: config.llm.functionCalling, switches: cfg.switches };
  const performed: PerformedAction[] = [];
  let prompt = 0, completion = 0, largest = 0;
  let last: string | undefined;
  // An episode stops at max-steps: a longer demo counts only its first max-steps calls.
  const steps = demo.steps.slice(0, config.maxSteps);
  steps.forEach((step, i) => {
    const p = buildPrompt({ goal: demo.goal, elements: step.elements, performed: [...performed], ...(last ? { lastResponse: last } : {}), demos: shownDemos },
      opts);
    const size = promptSize(p);
    const reply = replyOf(demo, i, p.firstAction, v.cot, cfg.switches.instructionBar);
    prompt += size;
    largest = Math.max(largest, size);
    completion += Math.max(v.cot ? COT_REPLY_FLOOR : 0, countTokensBounded(reply));
    last = reply;
    for (const a of step.actions) performed.push({ name: a.name as PerformedAction['name'], args: a.args, ...(a.element ? { element: a.element } : {}) });
  });
  const calls = steps.length;
  return { task, basis: 'demo', calls, prompt, completion, ...maxOf(config, largest) };
}

const maxOf = (config: EpisodeConfig, largestPrompt: number) => ({
  maxPrompt: config.maxSteps * largestPrompt,
  maxCompletion: config.maxSteps * config.llm.maxCompletionTokens,
});

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 0;
};

/** The estimate of every task of a caap configuration. Tasks without a demo get the median of the others (all 0 when no task has one). */
export function estimateEpisodes(tasks: string[], config: EpisodeConfig): EpisodeEstimate[] {
  const known = new Map(tasks.map((t) => [t, fromDemo(t, config)]));
  const have = [...known.values()].filter((e): e is EpisodeEstimate => e !== null);
  const fallback = (task: string): EpisodeEstimate => ({
    task,
    basis: 'median',
    calls: median(have.map((e) => e.calls)),
    prompt: median(have.map((e) => e.prompt)),
    completion: median(have.map((e) => e.completion)),
    maxPrompt: median(have.map((e) => e.maxPrompt)),
    maxCompletion: config.maxSteps * config.llm.maxCompletionTokens,
  });
  return tasks.map((t) => known.get(t) ?? fallback(t));
}

/** One task's estimate (see estimateEpisodes). */
export function estimateEpisode(task: string, config: EpisodeConfig): EpisodeEstimate | null {
  return estimateEpisodes([task], config)?.[0] ?? null;
}
