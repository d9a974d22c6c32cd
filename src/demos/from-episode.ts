/**
 * Turns the steps of an agent episode into a demonstration: each loop step becomes a demo
 * step with the screen as perceived before it, the actions that ran (each with the
 * element it touched, as the history describes it) and the screen after (the next
 * step's screen). Fed from the loop's onStep hook; the harness adds the reward.
 *
 * @example
 *   const collector = new DemoCollector()
 *   await runLoop({ ..., onStep: (rec, art) => collector.add(rec, art) })
 *   const demo = collector.record({ task, seed, goal, rawReward: 1, source: 'scripted policy' })
 */
import type { DemoRecord } from '../agent/demos.js';
import type { StepArtifacts } from '../agent/loop.js';
import type { StepRecord } from '../agent/record.js';
import type { ElementList } from '../perception/element.js';

type DemoStep = DemoRecord['steps'][number];

export class DemoCollector {
  private readonly steps: { elements: ElementList; actions: DemoStep['actions'] }[] = [];

  add(record: StepRecord, artifacts: Pick<StepArtifacts, 'elements'>): void {
    this.steps.push({
      elements: artifacts.elements,
      actions: record.actions.map((a) => ({ name: a.name, args: { ...a.args }, ...(a.element ? { element: a.element } : {}) })),
    });
  }

  /** The demo record: steps that ran no action are dropped (their screen is the next step's). */
  record(meta: { task: string; seed: number; goal: string; rawReward?: number; source?: string }): DemoRecord {
    const steps: DemoStep[] = [];
    this.steps.forEach((s, i) => {
      if (!s.actions.length) return;
      const next = this.steps[i + 1];
      steps.push({ elements: s.elements, rationale: '', actions: s.actions, ...(next ? { after: next.elements } : {}) });
    });
    return { ...meta, steps };
  }
}
