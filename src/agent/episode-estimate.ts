/**
 * One task's expected tokens per episode, as a policy estimates them from its own prompts
 * before any call (its registry entry's `estimate`, for the sweep's cost plan). An estimate,
 * and labelled so wherever it is shown.
 *
 * @example
 *   const e: EpisodeEstimate = { task: 'click-button', basis: 'demo', calls: 1, prompt: 1850, completion: 100, maxPrompt: 18500, maxCompletion: 20480 }
 */
export interface EpisodeEstimate {
  task: string;
  /** Where the numbers come from: this task's demo, or the median of the tasks with one. */
  basis: 'demo' | 'median';
  calls: number;
  prompt: number;
  completion: number;
  /** The most an episode can spend: max-steps calls at the largest prompt and the completion cap. */
  maxPrompt: number;
  maxCompletion: number;
}
