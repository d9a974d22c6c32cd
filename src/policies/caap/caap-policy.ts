/**
 * The CAAP policy: builds the CAAP prompt for the current step, asks the LLM, reads the
 * actions from the reply (tool calls or the Action_N=(...) text), and re-asks once with
 * the parse error when a reply has no usable action. The reply is kept as "your previous
 * response" for the next step's prompt.
 *
 * @example
 *   const policy = new CaapPolicy({ llm: new LlmClient(llmConfigFromEnv(process.env)), task: 'click-button', variant: 'full' })
 *   const d = await policy.decide({ task, goal, elements, performed: [], problems: [], step: 1 })
 */
import { formatActionLines, type Action } from '../../agent/actions.js';
import { loadDemos, type DemoRecord } from '../../agent/demos.js';
import type { LlmClient, LlmReply } from '../../agent/llm.js';
import { parseTextReply, parseToolCalls, type ParsedReply } from '../../agent/parse.js';
import { buildPrompt, reaskMessages, VARIANTS, type Variant } from '../../agent/prompter.js';
import type { Templates } from '../../agent/templates.js';
import type { Policy, PolicyDecision, PolicyInput } from '../policy.js';

export interface CaapPolicyOptions {
  llm: LlmClient;
  task: string;
  variant: Variant;
  /** Demonstrations to show; default: loaded from prompts/demos/<task>. */
  demos?: DemoRecord[];
  templates?: Templates;
}

/** Reads the actions of a reply: tool calls when there are any, else the text. */
export function parseReply(r: LlmReply): ParsedReply {
  return r.toolCalls.length ? parseToolCalls(r.toolCalls) : parseTextReply(r.content);
}

/** The reply as text: the content, plus any tool calls in the paper's Action_N format. */
export function replyText(r: LlmReply, parsed: ParsedReply): string {
  if (!r.toolCalls.length) return r.content;
  const calls = parsed.actions.length ? formatActionLines(parsed.actions as Action[])
    : r.toolCalls.map((c) => `${c.function.name}(${c.function.arguments.slice(0, 200)})`).join('\n');
  return [r.content.trim(), calls].filter(Boolean).join('\n');
}

export class CaapPolicy implements Policy {
  readonly name = 'caap';
  private lastResponse: string | undefined;
  private readonly demos: DemoRecord[];

  constructor(private readonly opts: CaapPolicyOptions) {
    this.demos = VARIANTS[opts.variant].demos ? (opts.demos ?? loadDemos(opts.task)) : [];
  }

  get model(): string { return this.opts.llm.config.model; }

  async decide(input: PolicyInput): Promise<PolicyDecision> {
    const { llm } = this.opts;
    const prompt = buildPrompt(
      { goal: input.goal, elements: input.elements, performed: input.performed, lastResponse: this.lastResponse, problems: input.problems, demos: this.demos },
      { variant: this.opts.variant, functionCalling: llm.config.functionCalling, templates: this.opts.templates },
    );
    const first = await llm.complete(prompt.messages, prompt.tools);
    let reply = first;
    let parsed = parseReply(first);
    let text = replyText(first, parsed);
    const replies = [text];
    if (parsed.actions.length === 0) {
      const why = parsed.errors[0] ?? 'no action found';
      reply = await llm.complete(reaskMessages(prompt, text, why, this.opts.templates), prompt.tools);
      parsed = parseReply(reply);
      text = replyText(reply, parsed);
      replies.push(text);
    }
    this.lastResponse = text;
    const calls = replies.length;
    const decision: PolicyDecision = {
      actions: parsed.actions,
      dropped: parsed.dropped,
      usage: {
        promptTokens: first.usage.promptTokens + (calls > 1 ? reply.usage.promptTokens : 0),
        completionTokens: first.usage.completionTokens + (calls > 1 ? reply.usage.completionTokens : 0),
      },
      llmMs: first.ms + (calls > 1 ? reply.ms : 0),
      llmCalls: calls,
      cached: first.cached && reply.cached,
      transcript: { messages: prompt.messages, tools: prompt.tools, replies },
    };
    if (parsed.errors.length) {
      decision.error = {
        code: parsed.actions.length ? 'INVALID_ACTION' : 'NO_ACTION',
        message: parsed.actions.length
          ? `${parsed.errors[0]} (the actions before it were run)`
          : `no usable action in the reply, even after asking again: ${parsed.errors[0]}`,
      };
    }
    return decision;
  }
}
