/**
 * Human demonstrations for the prompt's first part: records of a task solved step by step,
 * each step with the screen as perceived, the actions and the person's rationale. Stored as
 * JSON in prompts/demos/<task>/*.json, from demo seeds only (3000-3999).
 *
 * @example
 *   const demos = loadDemos('click-button')      // up to 2 records, seeds 3000-3999
 *   renderDemos(demos, { rationales: true })
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { InvalidArgumentError } from '../errors.js';
import { ElementListSchema } from '../perception/element.js';
import { renderElementList } from '../perception/render.js';
import { assertSeedsFor } from '../seeds.js';
import { formatActionLines, parseAction } from './actions.js';
import { DEMOS_DIR } from './paths.js';

export const DemoActionSchema = z.object({
  name: z.string(),
  args: z.record(z.string(), z.unknown()).default({}),
  /** The element the action touched, as it looked then (the history's description). */
  element: z.string().optional(),
});

export const DemoStepSchema = z.object({
  /** The screen before the step's actions. */
  elements: ElementListSchema,
  /** Why the actions were taken ('' until `caap demos rationale` writes one). */
  rationale: z.string().default(''),
  actions: z.array(DemoActionSchema).min(1),
  /** The screen after the actions (absent when the episode ended with them). */
  after: ElementListSchema.optional(),
});

export const DemoRecordSchema = z.object({
  task: z.string(),
  seed: z.number().int(),
  goal: z.string(),
  steps: z.array(DemoStepSchema).min(1),
  /** Raw reward the demonstration reached. */
  rawReward: z.number().optional(),
  /** Who or what produced the record (a person, a recording tool). */
  source: z.string().optional(),
});
export type DemoRecord = z.infer<typeof DemoRecordSchema>;

/** Loads the demonstrations of `task` (sorted by file name), at most `max`. */
export function loadDemos(task: string, opts: { dir?: string; max?: number } = {}): DemoRecord[] {
  const dir = path.join(opts.dir ?? DEMOS_DIR, task);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().slice(0, opts.max ?? 2);
  return files.map((f) => {
    const file = path.join(dir, f);
    const r = DemoRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!r.success) throw new InvalidArgumentError(`Demo ${file} is not a demo record: ${r.error.issues[0]?.message}`);
    assertSeedsFor('demos', [r.data.seed]);
    for (const s of r.data.steps) for (const a of s.actions) parseAction(a.name, a.args); // must be valid actions
    return r.data;
  });
}

export function renderDemos(demos: DemoRecord[], opts: { rationales: boolean }): string {
  return demos
    .map((d, i) => {
      const steps = d.steps.map((s, j) => {
        const lines = [`Step ${j + 1}`, 'Screen:', renderElementList(s.elements)];
        if (opts.rationales && s.rationale.trim()) lines.push(`Rationale: ${s.rationale.trim()}`);
        lines.push('Actions:', formatActionLines(s.actions.map((a) => parseAction(a.name, a.args))));
        return lines.join('\n');
      });
      return [`## Demonstration ${i + 1}`, `Task: ${d.goal}`, ...steps].join('\n');
    })
    .join('\n\n');
}
