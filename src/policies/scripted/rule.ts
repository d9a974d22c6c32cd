/**
 * The shape of a scripted rule module: it recognises its goal texts, and given the goal,
 * the current element list and the action history (as a model reads them, see
 * prompt-view.ts) returns the next actions, or says why it cannot go on. Rules never see
 * the DOM, the pixels, the task name or any state of their own: everything they know is
 * in the prompt, so the same rule can answer as the test server's scripted model; besides
 * it they know only how the policy will cut their reply's actions (`batchStop`).
 *
 * @example
 *   export const clickTest = defineRule({
 *     name: 'click-test', tasks: ['click-test'],
 *     parse: (goal) => (goal === 'Click the button.' ? {} : null),
 *     decide: (_g, { elements }) => {
 *       const b = elements.find((e) => e.type === 'button')
 *       return b ? act('Click the only button.', click(b)) : fail('no button on the screen')
 *     },
 *   })
 */
import type { ScriptedOptions } from './options.js';
import { make, type Action, type KEYS } from '../../agent/actions.js';
import type { DIRECTIONS } from '../../agent/action-params.js';
import type { Element, ElementList, Point as Pt } from '../../perception/element.js';
import type { HistoryEntry } from './prompt-view.js';

export interface RuleContext {
  goal: string;
  elements: ElementList;
  history: HistoryEntry[];
  /** The previous reply (the prompt's "Your previous response"), when there was one. */
  lastResponse?: string;
  /**
   * How the reply's actions will be cut (the policy's `batchStop`): on any change of the screen
   * (the paper's), or only when an acted-on element went away. A rule that learns from each
   * move's effect on the screen must send one move per reply under 'ids'.
   */
  batchStop: ScriptedOptions['batchStop'];
}

/** The next actions with a one-line reason, or why no action can be given. */
export type RuleResult = { actions: Action[]; why: string } | { fail: string };

export interface TaskRule<G = unknown> {
  /** Module name (a task, or a family of tasks sharing an app). */
  readonly name: string;
  /** Embedded-suite tasks whose goals this rule answers. */
  readonly tasks: readonly string[];
  /** The goal's parameters, or null when the goal is not one of this rule's. */
  parse(goal: string): G | null;
  decide(goal: G, ctx: RuleContext): RuleResult;
}

export function defineRule<G>(rule: TaskRule<G>): TaskRule<G> {
  return rule;
}

export function act(why: string, ...actions: Action[]): RuleResult {
  return { actions, why };
}

export function fail(why: string): RuleResult {
  return { fail: why };
}

type ScrollDirection = (typeof DIRECTIONS)[number];

export const isFail = (r: RuleResult): r is { fail: string } => 'fail' in r;

// Action constructors: the registry's (agent/actions.ts `make`, validated, so a rule cannot
// emit a malformed action), under the names the rules call. Points are rounded to whole
// pixels, as a model writes them.
const whole = (p: Pt): Pt => ({ x: Math.round(p.x), y: Math.round(p.y) });
export const click = (el: Pick<Element, 'id'>): Action => make.click_element(el);
export const ctrlClick = (el: Pick<Element, 'id'>): Action => make.control_click_element(el);
export const point = (el: Pick<Element, 'id'>): Action => make.point_element(el);
export const clickAt = (x: number, y: number): Action => make.click_new_point(Math.round(x), Math.round(y));
export const type = (text: string): Action => make.type_text(text);
export const key = (k: (typeof KEYS)[number]): Action => make.press_key(k);
export const selectAll = (): Action => make.press_control_A();
export const copy = (): Action => make.press_control_C();
export const paste = (): Action => make.press_control_V();
export const scrollOver = (el: Pick<Element, 'id'>, direction: ScrollDirection, amount = 1): Action => make.scroll(el, direction, amount);
export const scrollAt = (x: number, y: number, direction: ScrollDirection, amount = 1): Action => make.scroll(whole({ x, y }), direction, amount);
/** One drawn stroke through `points` (press at the first, a move per point, release at the last), `paceMs` between points. */
export const stroke = (points: readonly Pt[], paceMs?: number): Action => make.draw_stroke(points.map(whole), paceMs);

const press = (p: Pt): Action => {
  const q = whole(p);
  return make.drag_mouse_hold_down(q.x, q.y);
};
const moveTo = (p: Pt): Action => {
  const q = whole(p);
  return make.drag_mouse_move(q.x, q.y);
};

/** A whole drag: press at `from`, move to `to` (via a point just off the start so drag libraries notice), release. */
export function drag(from: Pt, to: Pt): Action[] {
  const nudge = { x: from.x + Math.sign(to.x - from.x || 1) * 3, y: from.y + Math.sign(to.y - from.y) * 3 };
  return [press(from), moveTo(nudge), moveTo(to), make.drag_mouse_release()];
}

/** A drag along a path: press at `from`, move through each waypoint in turn, release (sortable lists follow the pointer item by item). */
export function dragThrough(from: Pt, waypoints: Pt[]): Action[] {
  return [press(from), ...waypoints.map(moveTo), make.drag_mouse_release()];
}
