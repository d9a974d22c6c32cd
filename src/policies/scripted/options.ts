/**
 * The scripted policy's own options, with their schema and defaults: when a reply's actions
 * stop (its rules were written for the CAAP paper's any-change rule). The policy registry
 * (src/episode/policies.ts) hands them to `caap run` and `caap sweep` as `--batch-stop`.
 *
 * @example
 *   new ScriptedPolicy(ScriptedOptionsSchema.parse({ batchStop: 'ids' }))
 */
import { z } from 'zod';

export const ScriptedOptionsSchema = z.object({ batchStop: z.enum(['any-change', 'ids']).default('any-change') }).strict();
export type ScriptedOptions = z.infer<typeof ScriptedOptionsSchema>;
