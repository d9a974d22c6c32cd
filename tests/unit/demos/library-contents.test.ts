/**
 * The committed demo library (prompts/demos): every task of the embedded suite has 1-3
 * demos, each a valid record from a demo seed whose goal the scripted rules read as this
 * task's, whose actions are registry actions, and which the prompter can load.
 */
import { describe, expect, it } from 'vitest';
import { loadDemos } from '../../../src/agent/demos.js';
import { readDemoFiles } from '../../../src/demos/files.js';
import { embeddedSuite } from '../../../src/env/suites.js';
import { ruleForGoal } from '../../../src/policies/scripted/scripted-policy.js';
import { SEED_RANGES } from '../../../src/seeds.js';

const tasks = embeddedSuite().listTasks();

describe('the demo library', () => {
  it(`covers each of the ${tasks.length} tasks with 1-3 demos`, () => {
    const counts = tasks.map((t) => [t, readDemoFiles([t]).length] as const);
    expect(counts.filter(([, n]) => n < 1 || n > 3)).toEqual([]);
  });

  it('holds only demo seeds, goals of the task and loadable actions', () => {
    const bad: string[] = [];
    for (const { file, demo } of readDemoFiles(tasks)) {
      if (demo.seed < SEED_RANGES.demos.min || demo.seed > SEED_RANGES.demos.max) bad.push(`${file}: seed ${demo.seed}`);
      if (!ruleForGoal(demo.goal)?.rule.tasks.includes(demo.task)) bad.push(`${file}: goal is not one of ${demo.task}'s`);
      if (!file.includes(`/${demo.task}/`)) bad.push(`${file}: in another task's folder`);
      if ((demo.rawReward ?? 0) < 0.5) bad.push(`${file}: not a success`);
    }
    expect(bad).toEqual([]);
    for (const t of tasks) expect(loadDemos(t).length).toBeGreaterThan(0);
  });
});
