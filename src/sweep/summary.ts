/** One-line summary of an episode record, for progress lines; and its outcome, as the sweep's tests annotate it. */
import type { EpisodeRecord } from '../episode/record.js';
import { fromEpisodeTokens, totalTokens } from '../llm/usage.js';

/** `failure` (a sweep record's): an LLM failure is said to be one, not the agent's. */
export function episodeSummary(r: EpisodeRecord & { sweep?: { failure?: string | undefined } }): string {
  const parts = [`reward ${r.reward.toFixed(2)} (raw ${r.rawReward})`, `${r.steps.length} step${r.steps.length === 1 ? '' : 's'}`,
    `${(r.wallMs / 1000).toFixed(1)} s`];
  const tokens = totalTokens(fromEpisodeTokens(r.tokens));
  if (tokens > 0) parts.push(`${tokens} tokens`);
  if (r.sweep?.failure === 'llm') parts.push("LLM failure (not the agent's; --resume runs it again)");
  if (r.llm?.testServer) parts.push('answered by the local test server');
  if (r.doneReason !== 'done') parts.push(r.error ? `${r.doneReason}: ${r.error.split('\n')[0]!.slice(0, 160)}` : r.doneReason);
  return parts.join(' · ');
}

/**
 * The annotation type that carries an episode's outcome on its sweep test (runner/sweep.spec.ts):
 * the test passes solved or not, and the progress reporter reads the outcome from here.
 */
export const OUTCOME_ANNOTATION = 'outcome';

export type EpisodeOutcome = 'solved' | 'unsolved';

export const episodeOutcome = (r: Pick<EpisodeRecord, 'rawReward'>): EpisodeOutcome => (r.rawReward > 0 ? 'solved' : 'unsolved');
