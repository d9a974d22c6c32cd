/**
 * The CAAP policy: builds the CAAP prompt for the current step (preset and switches from
 * prompt-config.ts), asks the LLM, reads the `Action_N=` lines of the reply (their element
 * ids are the ones the prompt showed: the loop runs and records them so), and keeps the reply as the next prompt's
 * "last response".
 *
 * Request shape, and why: with function calling on, the actions are listed as tools for
 * their definitions (the paper's Section 5.1 and Appendix G) and tool_choice is "none", so
 * the reply is always text: the model's reasoning followed by the Action_N lines, which
 * are parsed from the text (the paper's Figure 10 and Section 3.3). With tool_choice
 * "auto" or "required" a tool-call reply replaces the text and the chain of thought the
 * prompt asks for can be skipped; a forced single tool holding "reasoning" and "actions"
 * would keep it, but turns the reply into JSON the paper never asked for. Without function
 * calling the actions are described in the prompt text instead. A server that ignores
 * tool_choice "none" and answers with tool calls anyway is still understood.
 *
 * @example
 *   const policy = new CaapPolicy({ llm: new LlmClient(llmConfigFromEnv(process.env, { toolChoice: 'none' })), task: 'click-button',
 *     variant: 'full', promptConfig: resolvePromptConfig({ preset: 'paper' }) })
 *   const d = await policy.decide({ task, goal, elements, performed: [], problems: [], step: 1 })
 */
import type { Action } from '../../agent/actions.js';
import { demoActions, selectDemos, type DemoRecord, type RationaleSource } from '../../demos/library.js';
import type { StepErrorCode } from '../../agent/executor.js';
import type { LlmClient } from '../../llm/client.js';
import type { LlmReply } from '../../llm/reply.js';
import { offeredActionNames } from './paper-actions.js';
import { formatActionLines, parseTextReply, parseToolCalls, type ParsedReply } from './action-lines.js';
import { buildPrompt, reaskMessages, VARIANTS, type Prompt, type Variant } from './prompter.js';
import type { Templates } from './templates.js';
import { addUsage } from '../../llm/usage.js';
import { InvalidArgumentError } from '../../errors.js';
import type { LoopRules, Policy, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { batchStopOf, promptConfigLabel, resolvePromptConfig, type PromptConfig } from './prompt-config.js';
import type { PromptRecord } from '../../agent/record.js';

export interface CaapPolicyOptions {
  llm: LlmClient;
  task: string;
  variant: Variant;
  /** Preset, switches and demo mean; default: the paper preset. */
  promptConfig?: PromptConfig;
  /** Demonstrations to show; default: selectDemos(task, promptConfig.demosPerTask). */
  demos?: DemoRecord[];
  templates?: Templates;
}

/** What a CAAP run was configured with, for the episode record and the leaderboard. */
export interface CaapSettings {
  promptConfig: PromptConfig;
  /** How actions are offered and read back. */
  requestShape: 'tools-listed-tool-choice-none-text-reply' | 'actions-in-prompt-text-reply';
  /** Demonstrations in the prompt (0 under the no-demo variants), their seeds, and where their reasons came from. */
  demos: { count: number; seeds: number[]; performers: string[]; reasonSources: RationaleSource[] };
}

/**
 * Reads the actions of a reply. Text: from the start of the reply's last run of
 * consecutively numbered `Action_N=` lines, so actions a model restates in its reasoning (an
 * earlier run) are not taken for new ones, whether it numbers on from the history as asked
 * or starts again at 1. Tool calls only when the server sent them anyway.
 */
export function parseReply(r: LlmReply): ParsedReply {
  if (r.toolCalls.length) return parseToolCalls(r.toolCalls);
  const text = r.content;
  const heads = [...text.matchAll(/Action_(\d{1,6})\s*=\s*\(/g)].map((m) => ({ at: m.index, n: Number(m[1]) }));
  let start = heads.length - 1;
  while (start > 0 && heads[start - 1]!.n === heads[start]!.n - 1) start--;
  return parseTextReply(start >= 0 ? text.slice(heads[start]!.at) : text);
}

/** The reply as text: the content, plus any tool calls written as Action_N lines. */
export function replyText(r: LlmReply, parsed: ParsedReply, first: number): string {
  if (!r.toolCalls.length) return r.content;
  const calls = parsed.actions.length ?
    formatActionLines(parsed.actions, first)
    : r.toolCalls.map((c) => `${c.function.name}(${c.function.arguments.slice(0, 200)})`).join('\n');
  return [r.content.trim(), calls].filter(Boolean).join('\n');
}

/**
 * Keeps the offered actions whose element ids are on the screen the prompt showed (the ids
 * stay the shown ones: the loop executes and records them in that id space); stops at the
 * first action that cannot run (later ones assumed it ran).
 */
export function checkShownIds(actions: Action[], prompt: Prompt,
  offered: Set<string>): { actions: Action[]; error?: { code: StepErrorCode; message: string } }
{
  const out: Action[] = [];
  for (const [i, a] of actions.entries()) {
    const label = `Action_${prompt.firstAction + i} (${a.name})`;
    if (!offered.has(a.name)) return { actions: out, error: { code: 'INVALID_ACTION', message: `${label}: ${a.name} is not one of the offered actions` } };
    if ('element_id' in a.args && a.args.element_id !== undefined && !prompt.idMap.has(a.args.element_id as number)) {
      const message = `${label}: element ${a.args.element_id} is not on the current screen (ids 1 to ${prompt.idMap.size})`;
      return { actions: out, error: { code: 'UNKNOWN_ELEMENT', message } };
    }
    out.push(a);
  }
  return { actions: out };
}

export class CaapPolicy implements Policy {
  readonly name = 'caap';
  readonly settings: CaapSettings;
  /** The paper's loop stops a reply's actions when the screen changes; the ids-batch-stop switch keeps going while its elements remain. */
  readonly loopRules: LoopRules;
  private lastResponse: string | undefined;
  private readonly demos: DemoRecord[];
  private readonly config: PromptConfig;
  private readonly offered: Set<string>;

  constructor(private readonly opts: CaapPolicyOptions) {
    this.config = opts.promptConfig ?? resolvePromptConfig();
    const c = opts.llm.config;
    if (c.functionCalling && c.toolChoice !== 'none') {
      throw new InvalidArgumentError(`The CAAP policy lists its actions as tools with tool_choice "none" so that every reply is reasoning text ` +
        `followed by Action_N lines; tool_choice "${c.toolChoice}" would let a tool call replace the reasoning`);
    }
    this.demos = VARIANTS[opts.variant].demos ? (opts.demos ?? selectDemos(opts.task, this.config.demosPerTask)) : [];
    this.offered = offeredActionNames(this.config.switches);
    this.loopRules = { batchStop: batchStopOf(this.config) };
    const reasons = new Set<RationaleSource>();
    for (const d of this.demos) for (const { action } of demoActions(d)) if (action.rationale) reasons.add(action.rationale.source);
    this.settings = {
      promptConfig: this.config,
      requestShape: c.functionCalling ? 'tools-listed-tool-choice-none-text-reply' : 'actions-in-prompt-text-reply',
      demos: {
        count: this.demos.length,
        seeds: this.demos.map((d) => d.seed),
        performers: [...new Set(this.demos.map((d) => d.performer))],
        reasonSources: [...reasons].sort(),
      },
    };
  }

  get model(): string {
    return this.opts.llm.config.model;
  }

  promptRecord(): PromptRecord {
    return { label: promptConfigLabel(this.config), config: this.config, demos: this.settings.demos.count };
  }

  async decide(input: PolicyInput): Promise<PolicyDecision> {
    const { llm } = this.opts;
    if (input.step === 1) this.lastResponse = undefined;
    const prompt = buildPrompt(
      { goal: input.goal, elements: input.elements, performed: input.performed, lastResponse: this.lastResponse, problems: input.problems, demos: this.demos },
      { variant: this.opts.variant, functionCalling: llm.config.functionCalling, switches: this.config.switches, templates: this.opts.templates },
    );
    const first = await llm.complete(prompt.messages, prompt.tools);
    let reply = first;
    let parsed = parseReply(first);
    let text = replyText(first, parsed, prompt.firstAction);
    const replies = [text];
    if (parsed.actions.length === 0 && this.config.switches.reask) {
      const why = parsed.errors[0] ?? 'no action found';
      reply = await llm.complete(reaskMessages(prompt, text, why, this.opts.templates), prompt.tools);
      parsed = parseReply(reply);
      text = replyText(reply, parsed, prompt.firstAction);
      replies.push(text);
    }
    this.lastResponse = text;
    const mapped = checkShownIds(parsed.actions, prompt, this.offered);
    const errors = mapped.error ? [mapped.error.message] : parsed.errors;
    const calls = replies.length;
    const decision: PolicyDecision = {
      actions: mapped.actions,
      dropped: parsed.dropped,
      usage: addUsage(first.usage, calls > 1 ? reply.usage : undefined),
      llmMs: first.ms + (calls > 1 ? reply.ms : 0),
      llmCalls: calls,
      cached: first.cached && reply.cached,
      transcript: { messages: prompt.messages, tools: prompt.tools, replies },
      shownElements: prompt.shown,
    };
    if (errors.length) {
      decision.error = {
        code: mapped.error?.code === 'UNKNOWN_ELEMENT' ? 'UNKNOWN_ELEMENT' : mapped.actions.length ? 'INVALID_ACTION' : 'NO_ACTION',
        message: mapped.actions.length ?
          `${errors[0]} (the actions before it were run)`
          : mapped.error?.code === 'UNKNOWN_ELEMENT' ?
          errors[0]!
          : `no usable action in the reply${calls > 1 ? ', even after asking again' : ''}: ${errors[0]}`,
      };
    }
    return decision;
  }
}
