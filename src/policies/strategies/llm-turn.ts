/**
 * One model call of a seed-paper strategy: the messages (text and screenshot parts), the
 * reply text, and the bookkeeping every step record needs (tokens, LLM time and calls,
 * cache hits, a transcript with images shown as "[image sha256]"). Strategies that call
 * the model several times in a step (ScreenAgent's reflect, then act) add the turns up.
 *
 * @example
 *   const t = await askModel(llm, [{ role: 'user', content: [{ type: 'text', text: 'Next action?' }, image.part] }])
 *   const decision = withTurns({ actions }, [t])
 */
import { dataUrlBytes, imageDigest, type LlmMessage } from '../../llm/chat-content.js';
import type { LlmReply } from '../../llm/reply.js';
import type { PolicyDecision } from '../../agent/policy.js';
import type { ContentPart, MultimodalMessage } from './vision.js';

/** What the strategies need of an LLM client (LlmClient satisfies it). */
export interface ChatModel {
  readonly config: { model: string };
  complete(messages: readonly LlmMessage[]): Promise<LlmReply>;
}

export interface Turn {
  messages: MultimodalMessage[];
  reply: string;
  promptTokens: number;
  completionTokens: number;
  ms: number;
  cached: boolean;
}

export async function askModel(llm: ChatModel, messages: MultimodalMessage[]): Promise<Turn> {
  const r = await llm.complete(messages);
  return { messages, reply: r.content, promptTokens: r.usage.promptTokens, completionTokens: r.usage.completionTokens, ms: r.ms, cached: r.cached };
}

/** A part as the transcript shows it: the text, or the image by its digest (the trace keeps the screenshot itself). */
function partText(p: ContentPart): string {
  if (p.type === 'text') return p.text;
  const data = dataUrlBytes(p.image_url.url);
  return data ? `[image ${imageDigest(data.bytes).slice(0, 19)}…, ${data.bytes.length} bytes]` : `[image ${p.image_url.url.slice(0, 80)}]`;
}

/** The decision with the turns' tokens, time, call count and transcript filled in. */
export function withTurns(d: Omit<PolicyDecision, 'usage' | 'llmMs' | 'llmCalls' | 'cached' | 'transcript'>, turns: Turn[]): PolicyDecision {
  return {
    ...d,
    usage: { promptTokens: turns.reduce((s, t) => s + t.promptTokens, 0), completionTokens: turns.reduce((s, t) => s + t.completionTokens, 0) },
    llmMs: turns.reduce((s, t) => s + t.ms, 0),
    llmCalls: turns.length,
    cached: turns.length > 0 && turns.every((t) => t.cached),
    transcript: {
      messages: turns.flatMap((t, i) =>
        t.messages.map((m) => ({
          role: turns.length > 1 ? `${m.role} (call ${i + 1})` : m.role,
          content: typeof m.content === 'string' ? m.content : m.content.map(partText).join('\n'),
        }))
      ),
      replies: turns.map((t) => t.reply),
    },
  };
}
