/**
 * Turns the steps of an agent episode into a demonstration: each loop step becomes a demo
 * step with the screen as perceived before it, the actions that ran (each with the element
 * it touched, as the history describes it, and the policy's reason for it) and the screen
 * after (the next step's screen). Fed from the loop's onStep hook; the harness adds the
 * reward. Run the loop with batch stop 'any-change' (the paper's) so that within a step only
 * the last action changed the screen: every action then has its own before and after.
 *
 * @example
 *   const collector = new DemoCollector()
 *   await runLoop({ ..., policy: new ScriptedPolicy({ batchStop: 'any-change' }), onStep: (rec, art) => collector.add(rec, art, { text: policy.lastWhy, source: 'scripted' }) })
 *   const demo = collector.record({ task, seed, goal, rawReward: 1, performer: 'scripted-policy', observer: 'models', source: 'caap demos build' })
 */
import type { DemoRecord, DemoStep, Rationale } from './library.js';
import type { StepArtifacts } from '../agent/loop.js';
import type { StepRecord } from '../agent/record.js';
import type { ElementList } from '../perception/element.js';

export class DemoCollector {
  private readonly steps: { elements: ElementList; actions: DemoStep['actions'] }[] = [];

  /** Adds a loop step; `rationale` (the policy's reason for the step's actions) goes with each of its actions. */
  add(record: StepRecord, artifacts: Pick<StepArtifacts, 'elements'>, rationale?: Rationale): void {
    this.steps.push({
      elements: artifacts.elements,
      actions: record.actions.map((a) => ({
        name: a.name,
        args: { ...a.args },
        ...(a.element ? { element: a.element } : {}),
        ...(rationale?.text.trim() ? { rationale } : {}),
      })),
    });
  }

  /** The demo record: steps that ran no action are dropped (their screen is the next step's). */
  record(meta: Omit<DemoRecord, 'steps'>): DemoRecord {
    const steps: DemoStep[] = [];
    this.steps.forEach((s, i) => {
      if (!s.actions.length) return;
      const next = this.steps[i + 1];
      steps.push({ elements: s.elements, actions: s.actions, ...(next ? { after: next.elements } : {}) });
    });
    return { ...meta, steps };
  }
}
