/**
 * Performs one action as a person would: raw mouse and keyboard events through the Screen,
 * at task-frame coordinates (element actions at the centre of the element's visible box),
 * as the action's registry entry (actions.ts) says.
 * Bad references (unknown element id, off-frame point) become a StepFailure that the loop
 * records and shows to the model next step; nothing here crashes the episode.
 *
 * @example
 *   const done = await performAction(screen, { name: 'click_element', args: { element_id: 3 } }, elements)
 *   // done.element = { type: 'button', text: 'Submit', box: {...} }: the element as data, without its id
 */
import { FRAME_HEIGHT, FRAME_WIDTH, isInFrame, type Screen } from '../env/screen.js';
import { OffScreenPointError } from '../errors.js';
import { centre } from '../perception/centre.js';
import type { Element, ElementList, Point } from '../perception/element.js';
import { actionDef, type Action, ActionRunError, type ActionRun, wireArgs } from './actions.js';
import { elementDataOf } from './element-text.js';
import type { PerformedAction, StepErrorCode, WatchedScreen } from './record.js';
import type { FollowResult } from './watch.js';

export type { PerformedAction, StepError, StepErrorCode } from './record.js';

export class StepFailure extends Error {
  constructor(readonly code: StepErrorCode, message: string) {
    super(message);
  }
}

/**
 * Where a click on `el` lands: the centre of the part of its box inside the frame (so
 * half-visible elements are clickable), to a tenth of a pixel.
 */
export function clickPoint(el: Element): Point {
  const left = Math.max(0, el.box.left), right = Math.min(FRAME_WIDTH - 1, el.box.right);
  const top = Math.max(0, el.box.top), bottom = Math.min(FRAME_HEIGHT - 1, el.box.bottom);
  if (right < left || bottom < top) throw new StepFailure('OFF_FRAME', `element_${el.id} lies outside the visible frame`);
  const c = centre({ box: { left, top, right, bottom } });
  return { x: Math.round(c.x * 10) / 10, y: Math.round(c.y * 10) / 10 };
}

function checkPoint(x: number, y: number): Point {
  if (!isInFrame(x, y)) {
    throw new StepFailure('OFF_FRAME', `point (${x}, ${y}) is outside the screen: x must be in 0-${FRAME_WIDTH - 1}, y in 0-${FRAME_HEIGHT - 1}`);
  }
  return { x, y };
}

/** Finds an element of the current screen by id, or fails naming the ids that exist. */
export function findElement(elements: ElementList, id: number): Element {
  const el = elements.find((e) => e.id === id);
  if (!el) {
    const known = elements.length ? `element_1 to element_${elements.length}` : 'none';
    throw new StepFailure('UNKNOWN_ELEMENT', `element_${id} is not on the current screen (ids on screen: ${known})`);
  }
  return el;
}

/** Takes the looks of watch_screen and follow_element (the batch's: watch.ts with its observer). */
export interface Watcher {
  watch(durationMs: number, everyMs: number): Promise<WatchedScreen[]>;
  follow(element: Element, durationMs: number, everyMs: number): Promise<FollowResult>;
}

/**
 * Performs `action` with its registry behaviour (actions.ts). `resolve` maps an element id
 * to the element to use now (the loop passes one that follows elements across screen
 * changes within a batch).
 */
export async function performAction(
  screen: Screen,
  action: Action,
  resolve: (id: number) => Element,
  watcher?: Watcher,
): Promise<PerformedAction> {
  const done: PerformedAction = { name: action.name, args: wireArgs(action) };
  const looker = (): Watcher => {
    if (!watcher) throw new StepFailure('EXECUTION', `${action.name} needs a way to perceive the screen, and this executor has none`);
    return watcher;
  };
  const io: ActionRun = {
    screen,
    target: (id) => {
      const el = resolve(id);
      done.element = elementDataOf(el);
      return (done.point = clickPoint(el));
    },
    at: (x, y) => (done.point = checkPoint(x, y)),
    onFrame: checkPoint,
    watch: async (durationMs, everyMs) => {
      done.seen = await looker().watch(durationMs, everyMs);
    },
    follow: async (id, durationMs, everyMs) => {
      const el = resolve(id);
      done.element = elementDataOf(el);
      done.point = clickPoint(el);
      const r = await looker().follow(el, durationMs, everyMs);
      if (r.aim) done.point = { x: Math.round(r.aim.x * 10) / 10, y: Math.round(r.aim.y * 10) / 10 };
      return r;
    },
  };
  try {
    await actionDef(action.name).run(io, action.args);
  } catch (e) {
    if (e instanceof StepFailure) throw e;
    if (e instanceof OffScreenPointError) throw new StepFailure('OFF_FRAME', e.message);
    if (e instanceof ActionRunError) throw new StepFailure('EXECUTION', e.message);
    throw e; // browser crash and the like: not the model's fault, the loop ends the episode
  }
  return done;
}
