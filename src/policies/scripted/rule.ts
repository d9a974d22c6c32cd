/**
 * The shape of a scripted rule module: it recognises its goal texts, and given the goal,
 * the current element list and the action history (as a model reads them, see
 * prompt-view.ts) returns the next actions, or says why it cannot go on. Rules never see
 * the DOM, the pixels, the task name or any state of their own: everything they know is
 * in the prompt, so the same rule can answer as the test server's scripted model.
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
import { parseAction, type Action, type KEYS } from '../../agent/actions.js';
import type { Element, ElementList } from '../../perception/element.js';
import type { HistoryEntry } from './prompt-view.js';

export interface RuleContext {
  goal: string;
  elements: ElementList;
  history: HistoryEntry[];
  /** The previous reply (the prompt's "Your previous response"), when there was one. */
  lastResponse?: string;
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

export const isFail = (r: RuleResult): r is { fail: string } => 'fail' in r;

// Action constructors (validated by the registry, so a rule cannot emit a malformed action).
export const click = (el: Pick<Element, 'id'>): Action => parseAction('click_element', { element_id: el.id });
export const ctrlClick = (el: Pick<Element, 'id'>): Action => parseAction('control_click_element', { element_id: el.id });
export const point = (el: Pick<Element, 'id'>): Action => parseAction('point_element', { element_id: el.id });
export const clickAt = (x: number, y: number): Action => parseAction('click_new_point', { x: Math.round(x), y: Math.round(y) });
export const type = (text: string): Action => parseAction('type_text', { string_to_type: text });
export const key = (k: (typeof KEYS)[number]): Action => parseAction('press_key', { key: k });
export const selectAll = (): Action => parseAction('press_control_A', {});
export const copy = (): Action => parseAction('press_control_C', {});
export const paste = (): Action => parseAction('press_control_V', {});
export const scrollOver = (el: Pick<Element, 'id'>, direction: 'up' | 'down' | 'left' | 'right', amount = 1): Action =>
  parseAction('scroll', { element_id: el.id, direction, amount });
export const scrollAt = (x: number, y: number, direction: 'up' | 'down' | 'left' | 'right', amount = 1): Action =>
  parseAction('scroll', { x: Math.round(x), y: Math.round(y), direction, amount });

/** A whole drag: press at `from`, move to `to` (via a point just off the start so drag libraries notice), release. */
export function drag(from: { x: number; y: number }, to: { x: number; y: number }): Action[] {
  const r = (v: number) => Math.round(v);
  const nudge = { x: from.x + Math.sign(to.x - from.x || 1) * 3, y: from.y + Math.sign(to.y - from.y) * 3 };
  return [
    parseAction('drag_mouse_hold_down', { x: r(from.x), y: r(from.y) }),
    parseAction('drag_mouse_move', { x: r(nudge.x), y: r(nudge.y) }),
    parseAction('drag_mouse_move', { x: r(to.x), y: r(to.y) }),
    parseAction('drag_mouse_release', {}),
  ];
}

/** A drag along a path: press at `from`, move through each waypoint in turn, release (sortable lists follow the pointer item by item). */
export function dragThrough(from: { x: number; y: number }, waypoints: { x: number; y: number }[]): Action[] {
  const at = (name: 'drag_mouse_hold_down' | 'drag_mouse_move', p: { x: number; y: number }) => parseAction(name, { x: Math.round(p.x), y: Math.round(p.y) });
  return [at('drag_mouse_hold_down', from), ...waypoints.map((w) => at('drag_mouse_move', w)), parseAction('drag_mouse_release', {})];
}
