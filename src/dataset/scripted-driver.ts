/**
 * The scripted driver of exploration (`dataset build --driver scripted`): the scripted
 * policy, reading the labeller's ground truth, chooses the next actions, so a dataset holds
 * the states the agent passes through on its way to success — a colour picker left open by
 * the previous episode, a slider half moved, a results page turned, a date picker's other
 * month. Random pokes (explore.ts) reach such states rarely, and a model that never saw them
 * fails there (use-colorwheel's open picker, search-engine's pager). A share of decisions
 * (`offPolicy`) is still a random poke, so the states just off the policy's path are covered
 * too.
 *
 * A decision's actions are performed one at a time, each followed by a capture: the
 * intermediate screens (a drag held, a field focused before typing) are data as well. The
 * ids of a batch resolve against the screen the policy decided on, as the agent's executor
 * does within a batch.
 *
 * @example
 *   const driver = new ScriptedDriver('use-colorwheel', goal)
 *   const actions = await driver.decide(elements, png, 2)   // [] when the rules have no action
 *   for (const a of actions) await driver.perform(screen, a)
 */
import { wireArgs, type Action } from '../agent/actions.js';
import { findElement, performAction, StepFailure } from '../agent/executor.js';
import type { PerformedAction } from '../agent/record.js';
import type { Screen } from '../env/screen.js';
import type { ElementList } from '../perception/element.js';
import { ScriptedPolicy } from '../policies/scripted/scripted-policy.js';

export class ScriptedDriver {
  private readonly policy = new ScriptedPolicy();
  private readonly performed: PerformedAction[] = [];
  private decisions = 0;
  /** The screen of the last decision: the ids of its actions point into it. */
  private decidedOn: ElementList = [];

  constructor(private readonly task: string, private readonly goal: string) {}

  /** The policy's next actions for this screen, or [] when its rules have none (the caller pokes at random). */
  async decide(elements: ElementList, png: Buffer, scale: number): Promise<Action[]> {
    this.decisions++;
    this.decidedOn = elements;
    const d = await this.policy.decide({
      task: this.task,
      goal: this.goal,
      elements,
      performed: this.performed,
      problems: [],
      step: this.decisions,
      state: {},
      screenshot: { png, scale, marks: async () => png },
    });
    return d.error ? [] : d.actions;
  }

  /**
   * Performs one action of the last decision through the agent's executor. Returns false
   * when it could not be done (its element is gone, a point off the frame): the caller drops
   * the rest of the batch.
   */
  async perform(screen: Screen, action: Action): Promise<boolean> {
    try {
      this.performed.push(await performAction(screen, action, (id) => findElement(this.decidedOn, id)));
      return true;
    } catch (e) {
      if (e instanceof StepFailure) return false;
      throw e;
    }
  }

  /** The random poke an action waits like after it (explore.ts dwellMsAfter); point_element rests inside the executor. */
  static pokeKindOf(action: Action): { kind: 'type' | 'click' | 'key' } {
    const n = action.name;
    return { kind: n === 'type_text' ? 'type' : n === 'click_element' || n === 'click_new_point' ? 'click' : 'key' };
  }

  /** What the action was, for the screen record's `action` field. */
  static describe(action: Action): string {
    return `policy ${action.name} ${JSON.stringify(wireArgs(action))}`;
  }
}
