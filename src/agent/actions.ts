/**
 * The action registry: every action declared once, with its parameters (validator and
 * offer, action-params.ts), the words a model reads about it, which offer it belongs to,
 * what it does to the mouse button (so a batch never cuts a drag), its behaviour as raw
 * input through the Screen, and its constructor. Everything else derives from this table:
 * the executor (executor.ts runs `run`), the tool list and the text list a prompt offers
 * (action-offer.ts), the validation of parsed replies (`parseAction`), and the constructors
 * the scripted rules call (`make`, re-exported under the rules' names by
 * policies/scripted/rule.ts). The Table 3 actions are the CAAP paper's; press_key and scroll
 * are ours (the keys-and-scroll switch); mouse_click serves the seed-paper strategies that
 * name a button and a click count; draw_stroke is a continuous drawn stroke (draw-line,
 * draw-circle); watch_screen is a series of looks at a screen that changes by itself
 * (simon-says), follow_element the pointer kept on a moving element (chase-circle) and
 * click_moving_element a click where a followed element is heading (moving-items). None of
 * these four is offered by a CAAP preset.
 *
 * @example
 *   const a = parseAction('click_element', { element_id: 'element_3' })   // { name: 'click_element', args: { element_id: 3 } }
 *   make.click_new_point(40, 120)                                         // { name: 'click_new_point', args: { x: 40, y: 120 } }
 */
import { z } from 'zod';
import type { Screen } from '../env/screen.js';
import type { Point } from '../perception/element.js';
import type { FollowResult } from './watch.js';
import { BUTTON, CLICK_COUNT, DIRECTION, ELEMENT_ID, KEY, STROKE_PACE, STROKE_POINTS, TEXT, FOLLOW_BEFORE_CLICK, WATCH_DURATION, WATCH_EVERY, WHEEL_AMOUNT, X,
  Y, type Param } from './action-params.js';

export { KEYS, MAX_STROKE_POINTS, MAX_TYPE_CHARS } from './action-params.js';

/**
 * How long the pointer rests after a hover. Hover reactions are often deliberately late
 * (jQuery UI opens a submenu 300 ms after the pointer arrives) and a still screen cannot tell
 * "nothing will happen" from "not yet"; a person lingers too. Without the rest, whether the
 * next screenshot shows the submenu depended on machine load.
 */
export const HOVER_REST_MS = 400;
/**
 * How long the pointer rests after a drag's release. An editor takes in a selection made by
 * dragging some time after the button goes up (Quill, the text-editor task's library, 100 ms
 * after mouseup), and nothing in the pixels says so: the native selection is already drawn.
 * A toolbar click sooner than that formats the old caret instead (text-editor failed 2 of 10
 * seeds when the step loop got fast enough to click within 100 ms of the release). A person's
 * hand is never that quick.
 */
export const RELEASE_REST_MS = 150;
/** Pixels one wheel step scrolls (the scroll action's amount unit). */
export const WHEEL_STEP_PX = 40;

/**
 * Which prompts offer an action: the paper's Table 3, our keys-and-scroll switch, or none of
 * CAAP's (mouse_click for the strategies that name buttons, draw_stroke for drawing tasks).
 */
export type OfferGroup = 'table-3' | 'keys-and-scroll' | 'not-caap';

/** What an action does to the mouse button: presses it, moves with it held (if it is), releases it, or all of it in one. */
export type ButtonRole = 'press' | 'hold' | 'release' | 'whole';

/** What an action's behaviour may use: the screen, and points checked (and recorded) by the executor. */
export interface ActionRun {
  readonly screen: Screen;
  /** Where a click on element `id` lands now; records the element and the point. */
  target(id: number): Point;
  /** The point, checked to lie on the frame; records it as the action's point. */
  at(x: number, y: number): Point;
  /** The point, checked to lie on the frame (not recorded). */
  onFrame(x: number, y: number): Point;
  /** Looks at the screen every `everyMs` for `durationMs` and records what changed (watch.ts). */
  watch(durationMs: number, everyMs: number): Promise<void>;
  /**
   * Keeps the pointer on element `id` as it moves, looking every `everyMs` for `durationMs` (watch.ts); records the
   * element, and the pointer's last spot as the action's point.
   */
  follow(id: number, durationMs: number, everyMs: number): Promise<FollowResult>;
}

type Params = Record<string, Param>;
type ArgsSchema<P extends Params> = z.ZodObject<{ [K in keyof P]: P[K]['schema'] }, z.core.$strict>;
type ArgsOut<P extends Params> = z.output<ArgsSchema<P>>;

interface ActionSpec<P extends Params, M extends unknown[]> {
  /** The words a model reads about the action. */
  words: string;
  /** Words added under the dropdown-keyboard switch. */
  dropdownHint?: string;
  params: P;
  offer: OfferGroup;
  button?: ButtonRole;
  /**
   * False for actions that looked at the screen themselves while it moved (watch, follow): no
   * wait for a still screen follows them, neither in the batch nor before the next step's
   * capture, since on the pages they serve stillness never comes and each wait would run out
   * its whole deadline.
   */
  waitsAfter?: false;
  /** A check across parameters, with the message a reply that fails it gets. */
  refine?: { ok: (args: ArgsOut<P>) => boolean; message: string };
  run(io: ActionRun, args: ArgsOut<P>): Promise<void>;
  /** The constructor's arguments -> the raw arguments (validated by parseAction). */
  make(...a: M): z.input<ArgsSchema<P>>;
}

export type ActionDef<P extends Params = Params, M extends unknown[] = never[]> = ActionSpec<P, M> & { args: ArgsSchema<P> };

function defineAction<P extends Params, M extends unknown[]>(spec: ActionSpec<P, M>): ActionDef<P, M> {
  const shape = Object.fromEntries(Object.entries(spec.params).map(([k, p]) => [k, p.schema])) as { [K in keyof P]: P[K]['schema'] };
  let args = z.strictObject(shape);
  if (spec.refine) {
    const { ok, message } = spec.refine;
    args = args.refine((a) => ok(a as ArgsOut<P>), { message });
  }
  return { ...spec, args };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Id = { id: number };

const onElement = (words: string, run: (io: ActionRun, p: Point) => Promise<void>) =>
  defineAction({
    words,
    params: { element_id: ELEMENT_ID },
    offer: 'table-3',
    run: (io, a) => run(io, io.target(a.element_id)),
    make: (el: Id) => ({ element_id: el.id }),
  });
const atPoint = (words: string, button: ButtonRole | undefined, run: (io: ActionRun, p: Point) => Promise<void>) =>
  defineAction({
    words,
    params: { x: X, y: Y },
    offer: 'table-3',
    ...(button ? { button } : {}),
    run: (io, a) => run(io, io.at(a.x, a.y)),
    make: (x: number, y: number) => ({ x, y }),
  });
const chord = (words: string, keys: string) =>
  defineAction({
    words,
    params: {},
    offer: 'table-3',
    run: (io) => io.screen.keyboard.press(keys),
    make: () => ({}),
  });

/** The arguments of the actions that follow a moving element: the element, how long, and (optionally) how often to look. */
const followArgs = (el: Id, durationMs: number, everyMs?: number) => ({ element_id: el.id, duration_ms: durationMs,
  ...(everyMs === undefined ? {} : { every_ms: everyMs }) });

export const ACTIONS = {
  click_element: onElement('Moves the mouse pointer onto a screen element and clicks it with the left button, which activates the element.',
    (io, p) => io.screen.mouse.click(p.x, p.y)),
  click_new_point: atPoint('Moves the mouse pointer to a point of the screen and clicks there with the left button.', undefined,
    (io, p) => io.screen.mouse.click(p.x, p.y)),
  control_click_element: onElement('Clicks a screen element while the Control key is held down; used to select several elements.',
    (io, p) => io.screen.mouse.click(p.x, p.y, { modifiers: ['Control'] })),
  type_text: defineAction({
    words: 'Types the text with the keyboard into a screen element such as an input field. The element must have the focus first, so click it before typing.',
    dropdownHint: ' On a focused dropdown, typing the start of an option selects it.',
    params: { string_to_type: TEXT },
    offer: 'table-3',
    run: (io, a) => io.screen.keyboard.type(a.string_to_type),
    make: (text: string) => ({ string_to_type: text }),
  }),
  point_element: onElement(
    'Moves the mouse pointer over a screen element without clicking. This can activate the element and reveal hidden menus or scrollbars.',
    async (io, p) => {
      await io.screen.mouse.move(p.x, p.y, { steps: 4 });
      await pause(HOVER_REST_MS);
    },
  ),
  press_control_A: chord('Select all: highlights all the text of the active text field.', 'Control+A'),
  press_control_C: chord('Copy: puts the highlighted text on the clipboard.', 'Control+C'),
  press_control_V: chord('Paste: inserts the text of the clipboard where the focus is.', 'Control+V'),
  mouse_click: defineAction({
    words: 'Clicks a point of the screen with a given mouse button (left, right or middle), once or twice (a double click).',
    params: { x: X, y: Y, button: BUTTON, count: CLICK_COUNT },
    offer: 'not-caap',
    run: async (io, a) => {
      const p = io.at(a.x, a.y);
      await io.screen.mouse.click(p.x, p.y, { button: a.button, clickCount: a.count });
    },
    make: (x: number, y: number, button: z.output<typeof BUTTON.schema> = 'left', count: 1 | 2 = 1) => ({ x, y, button, count }),
  }),
  drag_mouse_hold_down: atPoint(
    'Starts a drag: presses the left mouse button at a point and keeps it down. Used to move objects on the screen or to highlight a stretch of text.',
    'press',
    async (io, p) => {
      await io.screen.mouse.move(p.x, p.y);
      await io.screen.mouse.down();
    },
  ),
  // Intermediate moves: drag libraries track them.
  drag_mouse_move: atPoint(
    'Continues a drag: moves the pointer to a point with the button still down. A dragged object follows the pointer; a text highlight extends to it.',
    'hold',
    (io, p) => io.screen.mouse.move(p.x, p.y, { steps: 8 }),
  ),
  drag_mouse_release: defineAction({
    words: 'Ends a drag: releases the left mouse button.',
    params: {},
    offer: 'table-3',
    button: 'release',
    run: async (io) => {
      await io.screen.mouse.up();
      await pause(RELEASE_REST_MS);
    },
    make: () => ({}),
  }),
  press_key: defineAction({
    words: 'Presses one key: Enter, Tab, Backspace, Delete, Escape, Space, the arrow keys, Home, End, PageUp or PageDown.',
    dropdownHint: ' On a focused dropdown, ArrowUp and ArrowDown change the selected option.',
    params: { key: KEY },
    offer: 'keys-and-scroll',
    run: (io, a) => io.screen.keyboard.press(a.key),
    make: (key: z.output<typeof KEY.schema>) => ({ key }),
  }),
  scroll: defineAction({
    words: 'Turns the mouse wheel over a screen element (element_id) or over a point (x and y), to scroll its content.',
    params: { element_id: { ...ELEMENT_ID, schema: ELEMENT_ID.schema.optional() }, x: { ...X, schema: X.schema.optional() },
      y: { ...Y, schema: Y.schema.optional() }, direction: DIRECTION, amount: WHEEL_AMOUNT },
    offer: 'keys-and-scroll',
    refine: { ok: (a) => a.element_id !== undefined || (a.x !== undefined && a.y !== undefined), message: 'scroll needs element_id, or both x and y' },
    run: async (io, a) => {
      const p = a.element_id !== undefined ? io.target(a.element_id) : io.at(a.x!, a.y!);
      await io.screen.mouse.move(p.x, p.y);
      const d = a.amount * WHEEL_STEP_PX;
      await io.screen.mouse.wheel(a.direction === 'left' ? -d : a.direction === 'right' ? d : 0, a.direction === 'up' ? -d : a.direction === 'down' ? d : 0);
    },
    make: (where: Id | Point, direction: z.output<typeof DIRECTION.schema>,
      amount = 1) => ('id' in where ? { element_id: where.id, direction, amount } : { x: where.x, y: where.y, direction, amount }),
  }),
  draw_stroke: defineAction({
    words: 'Draws one continuous stroke, as with a pen: presses the left mouse button at the first point, moves the pointer ' +
      'through the other points in order, one move per point, and releases the button at the last point.',
    params: { points: STROKE_POINTS, pace_ms: STROKE_PACE },
    offer: 'not-caap',
    button: 'whole',
    run: async (io, a) => {
      // Every point is checked before the button goes down: a stroke runs whole or not at all.
      const [first, ...rest] = a.points.map((p, i) => (i === 0 ? io.at(p.x, p.y) : io.onFrame(p.x, p.y)));
      await io.screen.mouse.move(first!.x, first!.y);
      await io.screen.mouse.down();
      for (const p of rest) {
        await pause(a.pace_ms);
        await io.screen.mouse.move(p.x, p.y); // one move event per point: a drawing page records each
      }
      await io.screen.mouse.up();
    },
    make: (points: readonly Point[], paceMs?: number) => ({ points: points.map((p) => ({ x: p.x, y: p.y })),
      ...(paceMs === undefined ? {} : { pace_ms: paceMs }) }),
  }),
  watch_screen: defineAction({
    words: 'Watches the screen without touching it: looks every every_ms milliseconds for duration_ms, and reports each ' +
      'change it saw (elements that appeared, or changed and looked different) with its time. For screens that show ' +
      'something only for a moment.',
    params: { duration_ms: WATCH_DURATION, every_ms: WATCH_EVERY },
    offer: 'not-caap',
    waitsAfter: false,
    run: (io, a) => io.watch(a.duration_ms, a.every_ms),
    make: (durationMs: number, everyMs?: number) => ({ duration_ms: durationMs, ...(everyMs === undefined ? {} : { every_ms: everyMs }) }),
  }),
  follow_element: defineAction({
    words: 'Keeps the mouse pointer on a screen element that moves, without clicking: looks every every_ms milliseconds for ' +
      'duration_ms, finds the element again each time and moves the pointer onto it, a little ahead of its motion.',
    params: { element_id: ELEMENT_ID, duration_ms: WATCH_DURATION, every_ms: WATCH_EVERY },
    offer: 'not-caap',
    waitsAfter: false,
    run: async (io, a) => void (await io.follow(a.element_id, a.duration_ms, a.every_ms)),
    make: followArgs,
  }),
  click_moving_element: defineAction({
    words: 'Clicks a screen element that moves: follows it with the pointer for duration_ms milliseconds (as follow_element) ' +
      'to learn its motion, then clicks where it is heading. Fails without a click when the element went out of view.',
    params: { element_id: ELEMENT_ID, duration_ms: FOLLOW_BEFORE_CLICK, every_ms: WATCH_EVERY },
    offer: 'not-caap',
    waitsAfter: false,
    run: async (io, a) => {
      const r = await io.follow(a.element_id, a.duration_ms, a.every_ms);
      if (!r.aim || !r.inView) throw new ActionRunError(`element_${a.element_id} went out of view while it was followed; nothing was clicked`);
      await io.screen.mouse.click(r.aim.x, r.aim.y);
    },
    make: followArgs,
  }),
} as const;

export type ActionName = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];

/** A validated action: its name and normalised arguments (element ids as numbers). */
export type Action = { [N in ActionName]: { name: N; args: z.output<(typeof ACTIONS)[N]['args']> } }[ActionName];

/** Whether a still screen is waited for after the action (actions that looked at a moving screen themselves: no). */
export const waitsAfter = (name: ActionName): boolean => (ACTIONS[name] as { waitsAfter?: false }).waitsAfter !== false;

/**
 * The actions that name an element (re-perceived before they run in a batch, and cut when it
 * moved). Not the ones that follow a moving element: they find it again themselves.
 */
export const ELEMENT_ACTIONS: ReadonlySet<ActionName> = new Set(ACTION_NAMES.filter((n) => 'element_id' in ACTIONS[n].params && waitsAfter(n)));

export function isActionName(name: string): name is ActionName {
  return Object.prototype.hasOwnProperty.call(ACTIONS, name);
}

/** The registry entry of an action, typed loosely (for code that treats all actions alike). */
export const actionDef = (name: ActionName): ActionDef<Params, unknown[]> => ACTIONS[name] as unknown as ActionDef<Params, unknown[]>;

/** The element an action refers to, if any. */
export function actionElementId(a: Action): number | undefined {
  return 'element_id' in a.args ? (a.args.element_id as number | undefined) : undefined;
}

export class ActionArgumentError extends Error {}
/** An action that ran and could not finish for what it met on the screen (the executor records it as a step error). */
export class ActionRunError extends Error {}

/** Validates raw arguments for the named action; throws ActionArgumentError saying what is wrong. */
export function parseAction(name: string, rawArgs: unknown): Action {
  if (!isActionName(name)) {
    throw new ActionArgumentError(`unknown action "${String(name).slice(0, 60)}" (known: ${ACTION_NAMES.join(', ')})`);
  }
  const args = rawArgs === undefined || rawArgs === null ? {} : rawArgs;
  const res = actionDef(name).args.safeParse(args);
  if (!res.success) {
    const why = res.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ');
    throw new ActionArgumentError(`bad arguments for ${name}: ${why.slice(0, 300)}`);
  }
  return { name, args: res.data } as Action;
}

/** The constructors: `make.click_element(el)`, `make.draw_stroke(points)`; validated, so no malformed action can be built. */
export const make = Object.fromEntries(ACTION_NAMES.map((n) => [n, (...a: unknown[]) => parseAction(n, actionDef(n).make(...a))])) as {
  [N in ActionName]: (...a: Parameters<(typeof ACTIONS)[N]['make']>) => Action;
};

/** The arguments as the model writes them (element ids as "element_N"), as records keep them. */
export function wireArgs(a: Action): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a.args)) {
    if (v === undefined) continue;
    out[k] = k === 'element_id' ? `element_${v}` : v;
  }
  return out;
}
