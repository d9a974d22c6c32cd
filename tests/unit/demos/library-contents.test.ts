/**
 * The committed demo library (prompts/demos): every task of the embedded suite that the
 * scripted policy (the demos' performer) has a rule for has 1-5 demos (but the tasks whose
 * demos wait for vision models that see them, src/demos/awaiting-perception.ts, which have none), each a valid record from a demo seed whose goal the scripted rules read as this
 * task's, recorded through the ONNX observer (what the agent sees), with a rationale and
 * its source on every action; and the selection rule gives 0-5 per task, about the
 * paper's 1.48 on average.
 */
import { describe, expect, it } from 'vitest';
import { demoActions, demoCountFor, demoScale, libraryStats, loadDemos, readDemoFiles } from '../../../src/demos/library.js';
import { PAPER_TASKS } from '../../../src/demos/paper-tasks.js';
import { loadPublished } from '../../../src/sweep/report/published.js';
import { DEMOS_AWAIT_PERCEPTION, DEMOS_AWAIT_RECORDING } from '../../../src/demos/awaiting-perception.js';
import { embeddedSuite } from '../../../src/env/suites.js';
import { PAPER_DEMOS_PER_TASK } from '../../../src/policies/caap/prompt-config.js';
import { RULES } from '../../../src/policies/scripted/rules/index.js';
import { ruleForGoal } from '../../../src/policies/scripted/scripted-policy.js';
import { SEED_RANGES } from '../../../src/seeds.js';

const ruled = new Set(RULES.flatMap((r) => r.tasks));
const waiting = new Set([...DEMOS_AWAIT_PERCEPTION, ...DEMOS_AWAIT_RECORDING]);
const tasks = embeddedSuite().listTasks().filter((t) => ruled.has(t) && !waiting.has(t));

describe('the demo library', () => {
  it(`covers each of the ${tasks.length} tasks with 1-5 demos`, () => {
    const counts = tasks.map((t) => [t, readDemoFiles([t]).length] as const);
    expect(counts.filter(([, n]) => n < 1 || n > 5)).toEqual([]);
  });

  it('lists as waiting (for perception, or for recording) only ruled tasks that have no demos yet', () => {
    expect([...waiting].filter((t) => !ruled.has(t) || readDemoFiles([t]).length > 0)).toEqual([]);
  });

  it('holds only successful demos from demo seeds, with goals of the task, loadable actions, seen by the ONNX observer', () => {
    const bad: string[] = [];
    for (const { file, demo } of readDemoFiles(tasks)) {
      if (demo.seed < SEED_RANGES.demos.min || demo.seed > SEED_RANGES.demos.max) bad.push(`${file}: seed ${demo.seed}`);
      if (!ruleForGoal(demo.goal)?.rule.tasks.includes(demo.task)) bad.push(`${file}: goal is not one of ${demo.task}'s`);
      if (!file.includes(`/${demo.task}/`)) bad.push(`${file}: in another task's folder`);
      if ((demo.rawReward ?? 0) < 0.5) bad.push(`${file}: not a success`);
      if (demo.observer !== 'models') bad.push(`${file}: observer ${demo.observer}`);
    }
    expect(bad).toEqual([]);
    for (const t of tasks) expect(loadDemos(t).length).toBeGreaterThan(0);
  });

  it('gives every action a rationale and says where it came from', () => {
    const missing: string[] = [];
    for (const { file, demo } of readDemoFiles(tasks)) {
      for (const [i, { action }] of demoActions(demo).entries()) {
        if (!action.rationale?.text.trim()) missing.push(`${file}: action_${i + 2}`);
        else if (action.rationale.source === 'scripted' && demo.performer !== 'scripted-policy') missing.push(`${file}: scripted reason on a person's demo`);
        // The prompt says a scripted-source reason was filled in by the template: none may be the policy's old one-liner.
        else if (action.rationale.source === 'scripted' && action.rationale.writer !== 'template') {
          missing.push(`${file}: action_${i + 2} not template-written`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("shows 0-5 demos per task at the paper's mean, 1.48 +- 0.05 per task over the paper's 67 tasks", () => {
    const stats = libraryStats();
    const counts = PAPER_TASKS.map((t) => demoCountFor(t, PAPER_DEMOS_PER_TASK, stats));
    expect(counts.every((n) => n >= 0 && n <= 5)).toBe(true);
    const mean = counts.reduce((a, b) => a + b, 0) / PAPER_TASKS.length;
    expect(Math.abs(mean - PAPER_DEMOS_PER_TASK)).toBeLessThanOrEqual(0.05);
    expect(counts.some((n) => n === 0)).toBe(true); // one-action tasks go without, as some did in the paper
    // No paper task is held back by the library: each holds at least the demos the rule gives it before the cap
    // (beyond them, book-flight and text-transform hold fewer than asked: docs/demos.md).
    const k = demoScale(PAPER_DEMOS_PER_TASK, stats);
    const short = PAPER_TASKS.filter((t) => stats.tasks.get(t)!.demos < Math.min(5, Math.round(k * stats.tasks.get(t)!.complexity)));
    expect(short).toEqual([]);
  });

  it("knows the paper's 67 tasks as its Table 6 lists them", () => {
    expect([...PAPER_TASKS].sort()).toEqual([...loadPublished().table6.tasks].sort());
  });
});
