/**
 * The four seed-paper strategies as entries of the policy registry (policies.ts, beside it):
 * each under its own name (the screenshot alone, coordinate actions) and under
 * "<name>+elements" (the perceived element list added, element-id actions accepted), so
 * `caap run --policy dpot+elements` and `caap sweep --policy screenagent` need no other
 * switch and the records tell the two apart.
 *
 * @example
 *   const policy = STRATEGY_POLICIES['dpot+elements'].create({ id, options: StrategySettingsSchema.parse({}), llm })   // a DpotPolicy, elements on
 */
import { z } from 'zod';
import type { LlmClient } from '../llm/client.js';
import type { Policy } from '../agent/policy.js';
import { AutoUiPolicy } from '../policies/autoui/policy.js';
import { DpotPolicy } from '../policies/dpot/policy.js';
import { ScreenAgentPolicy } from '../policies/screenagent/policy.js';
import { VlmHistoryPolicy } from '../policies/vlm-history/policy.js';
import type { ChatModel } from '../policies/strategies/llm-turn.js';
import { StrategySettingsSchema, type StrategySettings } from '../policies/strategies/settings.js';
import type { EpisodeId } from './config.js';

export interface StrategyEntry {
  summary: string;
  needsLlm: true;
  options: z.ZodType<StrategySettings>;
  create(p: { id: EpisodeId; options: StrategySettings; llm: LlmClient | null }): Policy;
  label(options: StrategySettings): string;
}

type Make = (llm: ChatModel, s: StrategySettings) => Policy;

/** The options beside the element-list switch that differ from their defaults, in a few words (for labels). */
function strategyLabel(o: StrategySettings): string {
  const d = StrategySettingsSchema.parse({ elements: o.elements });
  return Object.entries(o).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify((d as Record<string, unknown>)[k]))
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(' · ');
}

function pair<N extends string>(name: N, summary: string, make: Make): Record<N | `${N}+elements`, StrategyEntry> {
  const entry = (elements: boolean, what: string): StrategyEntry => ({
    summary: `${summary}, ${what}`,
    needsLlm: true,
    // The name says whether the element list is on: its options schema fixes that default.
    options: StrategySettingsSchema.extend({ elements: z.boolean().default(elements) }),
    create: ({ options, llm }) => {
      if (!llm) throw new Error(`the ${name} policy needs an LLM`); // createPolicy checks first; this keeps the type honest
      return make(llm, { ...options, elements });
    },
    label: strategyLabel,
  });
  return { [name]: entry(false, 'screenshot alone'), [`${name}+elements`]: entry(true, 'screenshot + element list') } as Record<N | `${N}+elements`,
    StrategyEntry>;
}

export const STRATEGY_POLICIES = {
  ...pair('screenagent', 'ScreenAgent plan -> act -> reflect (src/policies/screenagent)', (llm, s) => new ScreenAgentPolicy(llm, s)),
  ...pair('autoui', 'Auto-UI chain of actions (src/policies/autoui)', (llm, s) => new AutoUiPolicy(llm, s)),
  ...pair('dpot', 'D-PoT plan + compact execution history (src/policies/dpot)', (llm, s) => new DpotPolicy(llm, s)),
  ...pair('vlm-history', 'VLM assistant: past screenshots and action sentences (src/policies/vlm-history)', (llm, s) => new VlmHistoryPolicy(llm, s)),
};
