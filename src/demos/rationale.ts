/**
 * Rationales for demonstration actions, written by the configured LLM with the paper's
 * Figure 8 recipe (Appendix A), one request per action: the demo's whole action history,
 * the screen before the action and the screen after it, and the request to explain how the
 * action (type and arguments) was chosen and why it was needed, describing every element it
 * mentions in full, then what happened on the screen. The prompt lives in
 * prompts/demos/rationale.md. Calls go through LlmClient, so the record/replay cache applies.
 *
 * Which screen is "after": a demo step's actions ran in one batch that the loop halts on any
 * screen change (caap demos build uses the paper's batch stop), so an action before the
 * step's last one left the screen as it was; the last one led to the step's `after`. A demo
 * recorded with the ids batch stop says so, and its earlier actions' after screens are unknown.
 *
 * @example
 *   const llm = new LlmClient(llmConfigFromEnv(process.env, { cacheMode: 'auto' }))
 *   const { demo, written } = await writeRationales(readDemoFile(f), llm)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoActions, type DemoRecord, type Rationale } from './library.js';
import { actionBody } from '../agent/history-text.js';
import type { LlmClient } from '../llm/client.js';
import { DEMOS_DIR } from '../util/paths.js';
import type { ChatMessage } from '../policies/caap/prompter.js';
import { fill } from '../policies/caap/templates.js';
import type { ElementList } from '../perception/element.js';
import { EMPTY_SCREEN, elementData } from '../agent/element-text.js';

export const RATIONALE_TEMPLATE = path.join(DEMOS_DIR, 'rationale.md');

export function loadRationaleTemplate(file = RATIONALE_TEMPLATE): string {
  return readFileSync(file, 'utf8').replace(/\r\n/g, '\n').trimEnd();
}

/** A screen as Figure 8 lists it: `demo_element_N: {type: ..., X: ..., Y: ...}`. */
export function renderDemoScreen(elements: ElementList): string {
  return elements.length ? elements.map((e, i) => `demo_element_${i + 1}: {${elementData(e)}}`).join('\n') : EMPTY_SCREEN;
}

/** The demo's action history without reasons: `action_1: {name: start}`, `action_2: {name: click_element, arg: {...}}`, ... */
export function demoHistory(demo: DemoRecord): string {
  return ['action_1: {name: start}', ...demoActions(demo).map(({ action }, i) => `action_${i + 2}: {${actionBody(action.name, action.args, action.element)}}`)]
    .join('\n');
}

const PERFORMER: Record<DemoRecord['performer'], string> = {
  'scripted-policy': 'a rule-based program that solves these tasks',
  person: 'a person',
};

/** The Figure 8 request for the demo's k-th action (0-based over all its actions): one user message. */
export function rationaleMessages(demo: DemoRecord, k: number, template = loadRationaleTemplate()): ChatMessage[] {
  const all = demoActions(demo);
  const at = all[k];
  if (!at) throw new RangeError(`demo ${demo.task} seed ${demo.seed} has ${all.length} actions, not ${k + 1}`);
  // Under the ids batch stop an action before the step's last may have changed the screen: its after screen was not perceived.
  const unknownAfter = !at.last && demo.batchStop === 'ids';
  const after = at.last ? at.step.after : at.step.elements;
  const content = fill(template, {
    performer: PERFORMER[demo.performer],
    goal: demo.goal,
    history: demoHistory(demo),
    n: String(k + 2),
    before: renderDemoScreen(at.step.elements),
    after: unknownAfter ?
      '(not recorded: the next action followed at once, before the screen was looked at again)'
      : after
      ? renderDemoScreen(after)
      : '(the task ended with this action: its record closes here)',
  });
  return [{ role: 'user', content }];
}

/** Cleans a model's answer: no "Rationale:" prefix, no surrounding quotes, one paragraph, bounded length. */
export function cleanRationale(text: string): string {
  return text.trim().replace(/^\**\s*(rationale|reason)\s*\**\s*:\s*\**\s*/i, '').trim().replace(/^"(.*)"$/s, '$1').replace(/\s+/g, ' ').trim().slice(0, 2000);
}

/**
 * Asks for the rationale of every action that has none or only the scripted policy's own
 * (with `force`: of every action). Returns the updated demo and how many were written.
 */
export async function writeRationales(
  demo: DemoRecord,
  llm: LlmClient,
  opts: { force?: boolean; template?: string; log?: (line: string) => void } = {},
): Promise<{ demo: DemoRecord; written: number }> {
  const template = opts.template ?? loadRationaleTemplate();
  const updated: DemoRecord = structuredClone(demo);
  const actions = demoActions(updated);
  let written = 0;
  for (const [k, { action }] of actions.entries()) {
    const has = action.rationale;
    if (has && has.source !== 'scripted' && !opts.force) continue;
    const reply = await llm.complete(rationaleMessages(updated, k, template));
    const text = cleanRationale(reply.content);
    if (!text) {
      opts.log?.(`${demo.task} seed ${demo.seed} action_${k + 2}: empty answer, left as it was`);
      continue;
    }
    const rationale: Rationale = { text, source: 'llm', model: llm.config.model };
    action.rationale = rationale;
    written++;
    opts.log?.(`${demo.task} seed ${demo.seed} action_${k + 2}: ${text.slice(0, 80)}${text.length > 80 ? '…' : ''}`);
  }
  return { demo: updated, written };
}
