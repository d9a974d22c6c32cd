/**
 * What running an episode needs of the environment: the Screen (pixels out, raw input in),
 * the goal, the reward and whether the page is gone. env/episode.ts's Episode satisfies it
 * as it is; the code here never sees the Page behind it (the harness opens and closes the
 * episode and hands this view over).
 *
 * @example
 *   const session: EpisodeSession = await host.openEpisode({ task: 'click-button', seed: 3 })
 *   await session.screen.mouse.click(80, 100)
 *   console.log((await session.reward()).rawReward)
 */
import type { Screen } from '../env/screen.js';

export interface EpisodeReward {
  done: boolean;
  reward: number;
  rawReward: number;
}

export interface EpisodeSession {
  readonly screen: Screen;
  readonly goal: string;
  readonly info: { readonly suite: string };
  /** True once the page crashed or closed: the reward can no longer be read. */
  readonly isCrashed: boolean;
  /** The task's reward state; throws once the page is gone (PageProtocolError once it left the task). */
  reward(): Promise<EpisodeReward>;
  /** Where the page went if it navigated away from the task, else null (absent: a session that cannot leave). */
  navigationTarget?(): string | null;
}
