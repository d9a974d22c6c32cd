/**
 * The parameters actions take, each declared once: its zod validator (what a reply may
 * write, normalised: "element_3", "3" and 3 all give the number 3) and the way it is offered
 * to a model (its JSON type and the words that explain it, as the paper's Table 4 gives
 * them). The action registry (actions.ts) builds every action's argument schema and its
 * offered parameters from these, so the two cannot drift apart.
 *
 * @example
 *   ELEMENT_ID.schema.parse('element_3')   // 3
 *   ELEMENT_ID.offer                        // { type: 'integer', description: 'The id number (1 to N) of ...' }
 */
import { z } from 'zod';

/** Keys press_key accepts (Playwright names). Anything else is a step error, never a crash. */
export const KEYS = [
  'Enter',
  'Tab',
  'Backspace',
  'Delete',
  'Escape',
  'Space',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;

/** Longest string type_text accepts: typing is one key event per character. */
export const MAX_TYPE_CHARS = 500;
/** Most points one drawn stroke may have (a circle needs a few dozen). */
export const MAX_STROKE_POINTS = 64;
/** Slowest pace of a drawn stroke, ms per segment (64 segments at this pace take 16 s). */
export const MAX_STROKE_PACE_MS = 250;
/** The pace of a stroke that names none: quick, yet every move is its own event. */
export const DEFAULT_STROKE_PACE_MS = 10;

/** Longest watch or follow of the screen, ms: the longest limit of a real-time task (simon-says, 15 s). */
export const MAX_WATCH_MS = 15000;
/** Shortest gap between two looks of a watch, ms (a screenshot at scale 2 takes about 33 ms). */
export const MIN_WATCH_EVERY_MS = 50;
/** The gap of a watch that names none. */
export const DEFAULT_WATCH_EVERY_MS = 100;

/** How a parameter is offered to a model: a JSON Schema property. */
export interface ParamOffer {
  type: 'integer' | 'string' | 'array';
  description: string;
  enum?: readonly string[];
  items?: Record<string, unknown>;
}

/** One parameter: its validator and its offer. */
export interface Param<S extends z.ZodType = z.ZodType> {
  schema: S;
  offer: ParamOffer;
}

const param = <S extends z.ZodType>(schema: S, offer: ParamOffer): Param<S> => ({ schema, offer });

/** Numeric strings are accepted because models write them. */
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/** Accepts "element_3", "3" or 3; yields the number 3. */
const elementId = z
  .preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string().regex(/^\s*(element_?)?\d{1,6}\s*$/i, 'expected an element id like "element_3"'),
  )
  .transform((s) => Number(/\d+/.exec(s)![0]));

/** A finite coordinate in task-frame CSS pixels. */
const coord = () => z.preprocess(numeric, z.number().finite());

export const ELEMENT_ID = param(elementId, {
  type: 'integer',
  description: 'The id number (1 to N) of the screen element to act on; the elements of the current screen are listed with their id numbers.',
});
export const X = param(coord(), { type: 'integer', description: 'The x coordinate of the point, in screen pixels from the left edge.' });
export const Y = param(coord(), { type: 'integer', description: 'The y coordinate of the point, in screen pixels from the top edge.' });
export const TEXT = param(z.string().max(MAX_TYPE_CHARS), { type: 'string', description: 'The text to type.' });
export const KEY = param(z.enum(KEYS), { type: 'string', description: 'The key to press.', enum: KEYS });

export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export const DIRECTION = param(z.enum(DIRECTIONS), { type: 'string', description: 'Which way to scroll.', enum: DIRECTIONS });
export const WHEEL_AMOUNT = param(z.preprocess(numeric, z.number().int().min(1).max(20)).default(1), {
  type: 'integer',
  description: 'Wheel steps of 40 pixels each, 1 to 20 (default 1).',
});

export const MOUSE_BUTTONS = ['left', 'right', 'middle'] as const;
export const BUTTON = param(z.enum(MOUSE_BUTTONS).default('left'), {
  type: 'string',
  description: 'The mouse button: left (default), right or middle.',
  enum: MOUSE_BUTTONS,
});
export const CLICK_COUNT = param(z.union([z.literal(1), z.literal(2)]).default(1), {
  type: 'integer',
  description: '1 for a single click (default), 2 for a double click.',
});

const strokePoint = z.object({ x: coord(), y: coord() }).strict();
export const STROKE_POINTS = param(z.array(strokePoint).min(2).max(MAX_STROKE_POINTS), {
  type: 'array',
  description: `The points of the stroke in order, 2 to ${MAX_STROKE_POINTS}, each {"x": ..., "y": ...} in screen pixels from the left and top edges.`,
  items: { type: 'object', properties: { x: { type: 'integer' }, y: { type: 'integer' } }, required: ['x', 'y'] },
});
export const STROKE_PACE = param(z.preprocess(numeric, z.number().int().min(0).max(MAX_STROKE_PACE_MS)).default(DEFAULT_STROKE_PACE_MS), {
  type: 'integer',
  description: `Milliseconds from one point to the next, 0 to ${MAX_STROKE_PACE_MS} (default ${DEFAULT_STROKE_PACE_MS}).`,
});

export const WATCH_DURATION = param(z.preprocess(numeric, z.number().int().min(100).max(MAX_WATCH_MS)), {
  type: 'integer',
  description: `How long to keep looking, in milliseconds (100 to ${MAX_WATCH_MS}).`,
});
export const WATCH_EVERY = param(z.preprocess(numeric, z.number().int().min(MIN_WATCH_EVERY_MS).max(1000)).default(DEFAULT_WATCH_EVERY_MS), {
  type: 'integer',
  description: `Milliseconds from one look to the next, ${MIN_WATCH_EVERY_MS} to 1000 (default ${DEFAULT_WATCH_EVERY_MS}); a look ` +
    'also takes the time to perceive the screen, so the looks may come further apart.',
});
export const FOLLOW_BEFORE_CLICK = param(z.preprocess(numeric, z.number().int().min(100).max(3000)), {
  type: 'integer',
  description: 'How long to follow the element before the click, in milliseconds (100 to 3000).',
});
