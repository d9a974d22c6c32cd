/**
 * Assembles the CAAP prompt in the paper's order (Figure 3, laid out as Figure 9), as one
 * user message:
 *   1. demonstrations: Figure 9's DEMO_n blocks, each action with its element and reason;
 *   2. surrounding context: the task, the last response, the action history, the current
 *      screen's elements (the candidate actions travel as function-calling tools, or as a
 *      text list for endpoints without tools);
 *   3. chain-of-thought instructions: review the history (taking it as correct), describe
 *      the relevant screen elements (every item of a list), plan and say what can be done
 *      now (linking the plan to the demonstrations when there are any);
 *   4. decision instructions: the `Action_N=` answer form numbered on from the history, and
 *      the guidelines.
 * The ablation variants (Figure 5) switch parts 1 and 3 and the demo reasons; the prompt
 * switches (defined in src/policies/caap/prompt-config.ts) add our parts (feedback block, instruction
 * bar elements, dropdown guideline, keys-and-scroll actions).
 *
 * @example
 *   const p = buildPrompt({ goal, elements, performed: [], demos: selectDemos('choose-list', 1.48) },
 *     { variant: 'full', functionCalling: true, switches: PRESETS.paper })
 *   await client.chat.completions.create({ model, messages: p.messages, tools: p.tools, tool_choice: 'none' })
 */
import { trimReply } from './trim-reply.js';
import type { Element, ElementList } from '../../perception/element.js';
import { renderElementList } from '../../agent/element-text.js';
import type { ToolDefinition } from '../../llm/chat-content.js';
import { demoProvenance, renderDemos, type DemoRecord } from './demos.js';
import type { PerformedAction } from '../../agent/executor.js';
import { nextActionNumber, renderHistory } from '../../agent/history-text.js';
import { offeredActionsText, offeredTools } from './paper-actions.js';
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
  /** The current screen as perceived (all elements; the prompt picks what it shows). */
  elements: ElementList;
  /** Every action executed so far in the episode, oldest first. */
  performed: PerformedAction[];
  /** The model's previous reply (absent on the first step). */
  lastResponse?: string;
  /** What went wrong at the previous step (shown only with the feedback switch). */
  problems?: string[];
  demos: DemoRecord[];
}

/** The prompt switches the prompter reads (src/policies/caap/prompt-config.ts defines and documents them all). */
export interface PromptSwitches {
  feedback: boolean;
  instructionBar: boolean;
  dropdownKeyboard: boolean;
  keysAndScroll: boolean;
  elementExtras: boolean;
}

export interface PromptOptions {
  variant: Variant;
  /** Offer the actions as tools (true) or describe them in the text (false). */
  functionCalling: boolean;
  switches: PromptSwitches;
  templates?: Templates;
}

export interface Prompt {
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  /** The number of the first action the reply should give (the history's last number + 1). */
  firstAction: number;
  /** Shown element id -> the observer's element id (they differ when the instruction bar is left out). */
  idMap: Map<number, number>;
  /** The elements the prompt lists, under the ids it shows them with. */
  shown: ElementList;
  /** The demonstrations shown. */
  demoCount: number;
}

/** The instruction bar covers the top 50 pixels of the task frame; the task area is below it. */
export const INSTRUCTION_BAR_BOTTOM = 50;

const inInstructionBar = (e: Element) => (e.box.top + e.box.bottom) / 2 <= INSTRUCTION_BAR_BOTTOM;

/**
 * The elements the prompt lists, numbered 1..N. Without the instruction-bar switch the
 * paper's way: the task area only (Figure 9 numbers the dropdown below the bar element_1).
 */
export function screenView(elements: ElementList, switches: Pick<PromptSwitches, 'instructionBar'>): { shown: ElementList; idMap: Map<number, number> } {
  const kept = switches.instructionBar ? elements : elements.filter((e) => !inInstructionBar(e));
  const shown = kept.map((e, i) => ({ ...e, id: i + 1 }));
  return { shown, idMap: new Map(kept.map((e, i) => [i + 1, e.id])) };
}

/** The sentence that says who performed the demos and who wrote their reasons. */
export function provenanceNote(demos: DemoRecord[], rationales: boolean, t: Templates): string {
  const p = demoProvenance(demos);
  const performer = p.performers.size > 1 ? t['demo-performer-mixed'] : p.performers.has('person') ? t['demo-performer-person'] : t['demo-performer-scripted'];
  if (!rationales || p.reasons.size === 0) return performer;
  const [only] = [...p.reasons];
  const reasons = p.reasons.size > 1 ? t['demo-reasons-mixed'] : t[`demo-reasons-${only!}`];
  return `${performer} ${reasons}`;
}

const label = (n: number) => `Action_${n}`;

export function buildPrompt(input: PromptInput, opts: PromptOptions): Prompt {
  const t = opts.templates ?? loadTemplates();
  const v = VARIANTS[opts.variant];
  const s = opts.switches;
  const demos = v.demos ? input.demos : [];
  const first = nextActionNumber(input.performed);
  const { shown, idMap } = screenView(input.elements, s);
  // The paper's element fields only (Table 2), unless our extra fields are switched on.
  const fields = s.elementExtras ? 'all' : 'table2';
  const parts: string[] = [t.intro];

  if (demos.length) {
    parts.push(fill(t.demonstrations, {
      provenance: provenanceNote(demos, v.rationales, t),
      demos: renderDemos(demos, { rationales: v.rationales, instructionBar: s.instructionBar, fields }),
    }));
  }
  parts.push(demos.length ? t['bridge-demos'] : t.bridge);
  parts.push(fill(t.task, { goal: input.goal }));
  if (input.lastResponse !== undefined && input.lastResponse.trim() !== '') {
    parts.push(fill(t['last-response'], { last_response: trimReply(input.lastResponse.trim()) }));
  }
  let history = fill(t.history, { history: renderHistory(input.performed, fields) });
  if (s.feedback && input.problems?.length) {
    history += `\n${fill(t['history-problems'], { problems: input.problems.map((p) => `- ${p}`).join('\n') })}`;
  }
  parts.push(history);
  parts.push(fill(t.screen, { elements: renderElementList(shown, fields) }));
  if (!opts.functionCalling) parts.push(fill(t['actions-text'], { actions: offeredActionsText(s) }));

  const numbers = { n0: label(first), n1: label(first + 1), n2: label(first + 2) };
  const instructions = [fill(t.instructions, numbers)];
  if (v.cot) {
    instructions.push(fill(t.cot, { last: `action_${first - 1}`, demo_link: demos.length ? `\n${t['cot-demo-link']}` : '' }));
  }
  let decision = fill(t.decision, numbers);
  if (s.dropdownKeyboard) decision += `\n${t['dropdown-keyboard']}`;
  instructions.push(decision);
  parts.push(instructions.join('\n'));

  const prompt: Prompt = { messages: [{ role: 'user', content: parts.join('\n\n') }], firstAction: first, idMap, shown, demoCount: demos.length };
  if (opts.functionCalling) prompt.tools = offeredTools(s);
  return prompt;
}

/** The follow-up that re-asks once after an unusable reply (the reask switch). */
export function reaskMessages(prompt: Prompt, reply: string, error: string, templates?: Templates): ChatMessage[] {
  const t = templates ?? loadTemplates();
  return [
    ...prompt.messages,
    { role: 'assistant', content: reply.slice(0, 8_000) || '(empty reply)' },
    { role: 'user', content: fill(t.reask, { error, n0: label(prompt.firstAction) }) },
  ];
}
