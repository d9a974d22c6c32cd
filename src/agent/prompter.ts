/**
 * Assembles the CAAP prompt from its four parts, in the paper's order (Figure 3):
 *   1. human demonstrations (with or without rationales);
 *   2. surrounding context: task, the previous response, action history (+ what went wrong
 *      at the previous step), the current screen's elements, the candidate actions (as
 *      function-calling tools, or as text for endpoints without tools);
 *   3. chain-of-thought instructions (review history, describe the relevant screen, plan,
 *      link the plan to the demonstrations);
 *   4. decision instructions (the Action_N=(...) format and the guidelines).
 * The ablation variants of the paper's Figure 5 switch parts 1 and 3.
 *
 * @example
 *   const p = buildPrompt({ goal, elements, performed: [], demos: loadDemos('click-button') },
 *     { variant: 'full', functionCalling: true })
 *   await client.chat.completions.create({ model, messages: p.messages, tools: p.tools })
 */
import type { ElementList } from '../perception/element.js';
import { renderElementList } from '../perception/render.js';
import { actionsAsText, toolDefinitions, type ToolDefinition } from './actions.js';
import { renderDemos, type DemoRecord } from './demos.js';
import type { PerformedAction } from './executor.js';
import { renderHistory } from './history.js';
import { fill, loadTemplates, type Templates } from './templates.js';

export const VARIANTS = {
  full: { demos: true, rationales: true, cot: true },
  'no-demo': { demos: false, rationales: false, cot: true },
  'no-rationale': { demos: true, rationales: false, cot: true },
  'no-cot': { demos: true, rationales: true, cot: false },
  'no-demo-no-cot': { demos: false, rationales: false, cot: false },
} as const;
export type Variant = keyof typeof VARIANTS;
export const VARIANT_NAMES = Object.keys(VARIANTS) as Variant[];

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface PromptInput {
  goal: string;
  elements: ElementList;
  /** Every action executed so far in the episode, oldest first. */
  performed: PerformedAction[];
  /** The model's previous reply (absent on the first step). */
  lastResponse?: string;
  /** What went wrong at the previous step: step errors, cut batches. */
  problems?: string[];
  demos: DemoRecord[];
}

export interface PromptOptions {
  variant: Variant;
  /** Offer the actions as tools (true) or describe them in the text (false). */
  functionCalling: boolean;
  templates?: Templates;
}

export interface Prompt {
  messages: ChatMessage[];
  tools?: ToolDefinition[];
}

export function buildPrompt(input: PromptInput, opts: PromptOptions): Prompt {
  const t = opts.templates ?? loadTemplates();
  const v = VARIANTS[opts.variant];
  const withDemos = v.demos && input.demos.length > 0;
  const parts: string[] = [];

  if (withDemos) {
    const header = v.rationales ? t.demonstrations : t['demonstrations-no-rationale'];
    parts.push(fill(header, { demos: renderDemos(input.demos, { rationales: v.rationales }) }));
  }

  parts.push(fill(t.task, { goal: input.goal }));
  if (input.lastResponse !== undefined && input.lastResponse.trim() !== '') {
    parts.push(fill(t['last-response'], { last_response: input.lastResponse.trim() }));
  }
  let history = fill(t.history, { history: renderHistory(input.performed) });
  if (input.problems?.length) {
    history += `\n${fill(t['history-problems'], { problems: input.problems.map((p) => `- ${p}`).join('\n') })}`;
  }
  parts.push(history);
  parts.push(fill(t.screen, { elements: renderElementList(input.elements) }));
  parts.push(opts.functionCalling ? t['actions-tools'] : fill(t['actions-text'], { actions: actionsAsText() }));

  if (v.cot) parts.push(withDemos ? `${t.cot}\n${t['cot-demo-link']}` : t.cot);
  parts.push(t.decision);

  const prompt: Prompt = {
    messages: [
      { role: 'system', content: t.system },
      { role: 'user', content: parts.join('\n\n') },
    ],
  };
  if (opts.functionCalling) prompt.tools = toolDefinitions();
  return prompt;
}

/** The follow-up that re-asks once after an unusable reply. */
export function reaskMessages(prompt: Prompt, reply: string, error: string, templates?: Templates): ChatMessage[] {
  const t = templates ?? loadTemplates();
  return [
    ...prompt.messages,
    { role: 'assistant', content: reply.slice(0, 8_000) || '(empty reply)' },
    { role: 'user', content: fill(t.reask, { error }) },
  ];
}
