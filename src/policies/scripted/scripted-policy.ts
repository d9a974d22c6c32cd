/**
 * The scripted policy: hand-written rules per task (or family) that read only the goal
 * text, the perceived element list and the action history, exactly as the CAAP prompt
 * shows them to a model, and return the next actions. It bounds what perception and
 * execution alone allow (no LLM), and its successful episodes become demonstrations.
 *
 * The rule is chosen from the goal text (the task name is not in a prompt), so the test
 * server's scripted model, which sees only the prompt, makes the same choices.
 *
 * @example
 *   const policy = new ScriptedPolicy()
 *   const d = await policy.decide({ task: 'click-button', goal: 'Click on the "ok" button.', elements, performed: [], problems: [], step: 1 })
 *   // d.actions = [{ name: 'click_element', args: { element_id: 3 } }]
 */
import { formatActionLines } from '../caap/action-lines.js';
import type { ElementList } from '../../perception/element.js';
import { ScriptedOptionsSchema, type ScriptedOptions } from './options.js';
import type { LoopRules, Policy, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { unfinishedDrag } from './continuation.js';
import { asPrompted, type HistoryEntry } from './prompt-view.js';
import { isFail, type RuleResult, type TaskRule } from './rule.js';
import { RULES } from './rules/index.js';

/** The first rule whose goal parser accepts the goal, with the parsed goal. */
export function ruleForGoal(goal: string): { rule: TaskRule; parsed: unknown } | null {
  for (const rule of RULES) {
    const parsed = rule.parse(goal.trim());
    if (parsed !== null) return { rule, parsed };
  }
  return null;
}

export interface ScriptedChoice {
  /** The rule module that decided (absent when no rule knows the goal). */
  rule?: string;
  result: RuleResult;
}

/** Decides on what a model would read: the goal, the elements and the history of the prompt. */
export function scriptedChoice(goal: string, elements: ElementList, history: HistoryEntry[], lastResponse?: string,
  batchStop: ScriptedOptions['batchStop'] = 'any-change'): ScriptedChoice
{
  const hit = ruleForGoal(goal);
  if (!hit) return { result: { fail: `no scripted rule knows the goal "${goal.slice(0, 120)}"` } };
  const rest = unfinishedDrag(history, lastResponse);
  if (rest) return { rule: hit.rule.name, result: { actions: rest, why: 'My drag was interrupted with the mouse button still down; I finish it.' } };
  try {
    return { rule: hit.rule.name, result: hit.rule.decide(hit.parsed, { goal, elements, history, lastResponse, batchStop }) };
  } catch (e) {
    return { rule: hit.rule.name, result: { fail: `rule ${hit.rule.name} failed: ${(e as Error).message}` } };
  }
}

export class ScriptedPolicy implements Policy {
  readonly name = 'scripted';
  readonly model = '';
  readonly loopRules: LoopRules;
  /** The reason given with the last decision (for traces and demo rationales). */
  lastWhy = '';
  lastRule: string | undefined;
  /** The previous reply, which a CAAP prompt shows as "Your previous response". */
  private lastReply: string | undefined;

  /** `batchStop`: how a reply's actions are cut (options.ts; default the CAAP paper's 'any-change', as the rules were written for). */
  private readonly batchStop: ScriptedOptions['batchStop'];
  constructor(opts: Partial<ScriptedOptions> = {}) {
    this.batchStop = ScriptedOptionsSchema.parse(opts).batchStop;
    this.loopRules = { batchStop: this.batchStop };
  }

  async decide(input: PolicyInput): Promise<PolicyDecision> {
    if (input.step === 1) this.lastReply = undefined;
    // Round-trip through the prompt's text so the rules see exactly what a model reads.
    const seen = asPrompted(input.elements, input.performed);
    const choice = scriptedChoice(input.goal, seen.elements, seen.history, this.lastReply, this.batchStop);
    this.lastRule = choice.rule;
    const reply = scriptedReplyText(choice);
    this.lastReply = reply;
    const transcript = { messages: [{ role: 'user', content: `scripted rule: ${choice.rule ?? '(none)'}` }], replies: [reply] };
    if (isFail(choice.result)) {
      this.lastWhy = choice.result.fail;
      return { actions: [], error: { code: 'NO_ACTION', message: `scripted policy: ${choice.result.fail}` }, transcript };
    }
    this.lastWhy = choice.result.why;
    return { actions: choice.result.actions, transcript };
  }
}

/** The choice written as a model's reply in the paper's format (reasoning, then Action_N lines). */
export function scriptedReplyText(choice: ScriptedChoice): string {
  const r = choice.result;
  if (isFail(r)) return `I cannot find a next action: ${r.fail}`;
  return `${r.why}\n${formatActionLines(r.actions)}`;
}
