/**
 * The settings of a fault campaign (npm run chaos), one zod schema with the defaults the
 * issue asks for: 100 episodes of the CAAP policy (10 cheap tasks x 10 evaluation seeds)
 * against the local LLM test server playing the scripted model, five sweep kills, two
 * browser kills, LLM faults on a fifth of the requests, at most two workers.
 *
 * @example
 *   const o = CampaignOptionsSchema.parse({ out: 'runs/chaos', seed: 3 })
 *   planOf(o)   // { tasks: [...10], seeds: [0..9] }
 */
import { z } from 'zod';

/** Tasks the scripted model solves in a few steps from the ONNX observer's elements: cheap episodes. */
export const DEFAULT_TASKS = ['click-button', 'click-link', 'click-test', 'click-test-2', 'click-dialog', 'focus-text', 'enter-text', 'click-tab-2',
  'choose-list', 'click-checkboxes'];

export const CampaignOptionsSchema = z.object({
  /** Episodes of the plan: tasks x seeds, the seeds 0, 1, ... as many as it takes. */
  episodes: z.number().int().min(1).default(100),
  tasks: z.array(z.string().min(1)).min(1).default(DEFAULT_TASKS),
  /** SIGKILLs to the sweep's whole process group, each followed by `caap sweep --resume`. */
  kills: z.number().int().min(0).default(5),
  /** SIGKILLs to the sweep's Chromium processes (the episode hosts must launch a new browser). */
  browserKills: z.number().int().min(0).default(2),
  /** Episodes given a harness fault of CAAP_SWEEP_FAULTS (src/sweep/faults.ts): crash-page, hang, navigate-away, nan-reward in turn. */
  harnessFaults: z.number().int().min(0).default(4),
  /** Share of the LLM requests answered with a fault (429, 500, hang, truncated, garbage, drip, huge, echo-key). */
  faultRate: z.number().min(0).max(1).default(0.2),
  /** Seed of every random choice: kill moments, fault draws, which episodes get harness faults. */
  seed: z.number().int().default(1),
  /** The campaign's folder: sweep/ (the sweep folder), logs/, chaos-report.json. */
  out: z.string().min(1),
  workers: z.number().int().min(1).default(2),
  observer: z.enum(['models', 'labels']).default('models'),
  /** The sweep's per-episode budget (its --episode-budget). */
  episodeBudgetS: z.number().int().min(5).default(60),
  /** The LLM client's per-request timeout: how long a hung request holds an episode. */
  llmTimeoutMs: z.number().int().min(100).default(5_000),
  /** No new record for this long while a sweep runs is a hang (default: the episode budget plus 150 s of start-up). */
  stallS: z.number().int().min(10).optional(),
  /** The whole campaign's deadline; past it the campaign stops and fails. */
  deadlineMin: z.number().min(1).default(45),
  /** Resumes allowed after the last kill, for episodes a kill or an LLM failure left to run. */
  maxExtraRuns: z.number().int().min(0).default(5),
});
export type CampaignOptions = z.output<typeof CampaignOptionsSchema>;
export type CampaignOptionsInput = z.input<typeof CampaignOptionsSchema>;

/** The plan's tasks and seeds for `episodes`: all tasks with seeds 0..k-1, or the first `episodes` tasks with seed 0. */
export function planOf(o: Pick<CampaignOptions, 'episodes' | 'tasks'>): { tasks: string[]; seeds: number[] } {
  if (o.episodes <= o.tasks.length) return { tasks: o.tasks.slice(0, o.episodes), seeds: [0] };
  if (o.episodes % o.tasks.length !== 0) {
    throw new RangeError(
      `--episodes ${o.episodes} is not a multiple of the ${o.tasks.length} tasks: give a multiple (e.g. ${
        Math.ceil(o.episodes / o.tasks.length) * o.tasks.length
      }), ` +
        `at most ${o.tasks.length}, or other --tasks`,
    );
  }
  return { tasks: o.tasks, seeds: Array.from({ length: o.episodes / o.tasks.length }, (_, i) => i) };
}

export const stallMsOf = (o: Pick<CampaignOptions, 'stallS' | 'episodeBudgetS'>): number => (o.stallS ?? o.episodeBudgetS + 150) * 1000;
