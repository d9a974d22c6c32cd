/**
 * Token usage: the one type for what LLM calls cost in tokens, and the one place it is
 * summed. An LLM reply, a policy decision, a step record and a loop result all carry a
 * `Usage`; a step record holds its fields inline (`promptTokens`, `completionTokens`).
 *
 * Episode records store their total under the older names `tokens: {prompt, completion}`
 * (`EpisodeTokensSchema`): every sweep so far wrote them so, reports of earlier sweeps read
 * them, and only `toEpisodeTokens` / `fromEpisodeTokens` translate between the two.
 *
 * @example
 *   let used = NO_USAGE
 *   used = addUsage(used, reply.usage)
 *   if (totalTokens(used) >= budget) stop()
 */
import { z } from 'zod';

export const UsageSchema = z.object({
  promptTokens: z.number().min(0),
  completionTokens: z.number().min(0),
});
export type Usage = z.infer<typeof UsageSchema>;

export const NO_USAGE: Usage = Object.freeze({ promptTokens: 0, completionTokens: 0 });

/** `a` plus `b` (a missing `b`, from a call-free step, adds nothing); a new object, whatever extra fields the inputs have. */
export function addUsage(a: Usage, b?: Usage): Usage {
  return { promptTokens: a.promptTokens + (b?.promptTokens ?? 0), completionTokens: a.completionTokens + (b?.completionTokens ?? 0) };
}

/** The sum of many usages (steps of an episode, calls of a step). */
export const sumUsage = (usages: readonly Usage[]): Usage => usages.reduce<Usage>((sum, u) => addUsage(sum, u), NO_USAGE);

/** Prompt plus completion tokens: what a token budget counts. */
export const totalTokens = (u: Usage): number => u.promptTokens + u.completionTokens;

/** An episode's usage as its record stores it (the names records have had from the first sweep on). */
export const EpisodeTokensSchema = z.object({ prompt: z.number().min(0), completion: z.number().min(0) });
export type EpisodeTokens = z.infer<typeof EpisodeTokensSchema>;

export const toEpisodeTokens = (u: Usage): EpisodeTokens => ({ prompt: u.promptTokens, completion: u.completionTokens });
export const fromEpisodeTokens = (t: EpisodeTokens): Usage => ({ promptTokens: t.prompt, completionTokens: t.completion });
