/**
 * Rationales for demonstrations, written by the configured LLM with the paper's Figure 8
 * recipe: per demo step, the screen before, the action(s) and the screen after, and the
 * question why the person acted so. The prompt lives in prompts/demos/rationale.md. Calls
 * go through LlmClient, so the record/replay cache applies.
 *
 * @example
 *   const llm = new LlmClient(llmConfigFromEnv(process.env, { cacheMode: 'auto' }))
 *   const { demo, written } = await writeRationales(readDemoFile(f), llm)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatAction, parseAction } from '../agent/actions.js';
import type { DemoRecord } from '../agent/demos.js';
import type { LlmClient } from '../agent/llm.js';
import { DEMOS_DIR } from '../agent/paths.js';
import type { ChatMessage } from '../agent/prompter.js';
import { fill } from '../agent/templates.js';
import { renderElementList } from '../perception/render.js';

export const RATIONALE_TEMPLATE = path.join(DEMOS_DIR, 'rationale.md');

export function loadRationaleTemplate(file = RATIONALE_TEMPLATE): string {
  return readFileSync(file, 'utf8').replace(/\r\n/g, '\n').trimEnd();
}

/** The action lines of a step, each with the element it touched. */
export function describeActions(step: DemoRecord['steps'][number]): string {
  return step.actions
    .map((a, i) => `Action_${i + 1}=(${formatAction(parseAction(a.name, a.args))})${a.element ? ` on ${a.element}` : ''}`)
    .join('\n');
}

/** The Figure 8 request for one step: the template is split at its first line into system and user parts. */
export function rationaleMessages(demo: DemoRecord, stepIndex: number, template = loadRationaleTemplate()): ChatMessage[] {
  const step = demo.steps[stepIndex]!;
  const filled = fill(template, {
    goal: demo.goal,
    before: renderElementList(step.elements),
    actions: describeActions(step),
    after: step.after ? renderElementList(step.after) : '(the task ended with this action)',
  });
  const [system, ...rest] = filled.split('\n\n');
  return [{ role: 'system', content: system! }, { role: 'user', content: rest.join('\n\n') }];
}

/** Cleans a model's answer: no "Rationale:" prefix, no surrounding quotes, bounded length. */
export function cleanRationale(text: string): string {
  return text.trim().replace(/^\**\s*rationale\s*\**\s*:\s*\**\s*/i, '').trim().replace(/^"(.*)"$/s, '$1').trim().slice(0, 2000);
}

/** Asks for every step's rationale (only the empty ones unless `force`); returns the updated demo. */
export async function writeRationales(
  demo: DemoRecord,
  llm: LlmClient,
  opts: { force?: boolean; template?: string; log?: (line: string) => void } = {},
): Promise<{ demo: DemoRecord; written: number }> {
  const template = opts.template ?? loadRationaleTemplate();
  const steps = [...demo.steps];
  let written = 0;
  for (let i = 0; i < steps.length; i++) {
    if (steps[i]!.rationale.trim() && !opts.force) continue;
    const reply = await llm.complete(rationaleMessages(demo, i, template));
    const text = cleanRationale(reply.content);
    if (!text) { opts.log?.(`${demo.task} seed ${demo.seed} step ${i + 1}: empty answer, left without a rationale`); continue; }
    steps[i] = { ...steps[i]!, rationale: text };
    written++;
    opts.log?.(`${demo.task} seed ${demo.seed} step ${i + 1}: ${text.slice(0, 80)}${text.length > 80 ? '…' : ''}`);
  }
  return { demo: { ...demo, steps }, written };
}
