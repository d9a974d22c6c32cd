/**
 * The action registry: the paper's Table 3 actions plus press_key and scroll, and mouse_click
 * (a button and a click count, for the seed-paper strategies: CAAP's prompt never offers it),
 * each with its zod argument schema and the description the model reads. Everything else is generated
 * from this one table: the function-calling tool list (the paper's Appendix G), the text
 * list of candidate actions for endpoints without tools, and the validation of parsed
 * replies.
 *
 * @example
 *   const a = parseAction('click_element', { element_id: 'element_3' })
 *   // { name: 'click_element', args: { element_id: 3 } }
 *   formatAction(a)  // 'functions.click_element, Argument: {"element_id": "element_3"}'
 */
import { z } from 'zod';
import type { ToolDefinition } from '../llm/chat-content.js';

/** Keys press_key accepts (Playwright names). Anything else is a step error, never a crash. */
export const KEYS = [
  'Enter', 'Tab', 'Backspace', 'Delete', 'Escape', 'Space',
  'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown',
] as const;

/** Longest string type_text accepts: typing is one key event per character. */
export const MAX_TYPE_CHARS = 500;

/** Accepts "element_3", "3" or 3; yields the number 3. */
const elementId = z
  .preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string().regex(/^\s*(element_?)?\d{1,6}\s*$/i, 'expected an element id like "element_3"'),
  )
  .transform((s) => Number(/\d+/.exec(s)![0]))
  .describe('id of an element on the current screen, e.g. "element_3"');

/** A finite coordinate; numeric strings are accepted because models write them. */
const coord = (axis: 'x' | 'y') =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().finite())
    .describe(axis === 'x' ? 'x in task-frame pixels, 0 (left) to 159' : 'y in task-frame pixels, 0 (top) to 209');

const none = z.object({}).strict();

export const ACTION_SPECS = {
  click_element: {
    description: 'Click the centre of an element on the current screen.',
    args: z.object({ element_id: elementId }).strict(),
  },
  click_new_point: {
    description: 'Click a point given by its coordinates, e.g. a spot inside a large element or an area no element covers.',
    args: z.object({ x: coord('x'), y: coord('y') }).strict(),
  },
  control_click_element: {
    description: 'Click an element while holding the Control key (adds to a multiple selection).',
    args: z.object({ element_id: elementId }).strict(),
  },
  type_text: {
    description: 'Type a string with the keyboard into whatever has the focus (click an input field first). ' +
      'On a focused dropdown, typing the start of an option selects it.',
    args: z.object({ string_to_type: z.string().max(MAX_TYPE_CHARS).describe('the text to type') }).strict(),
  },
  point_element: {
    description: 'Move the mouse pointer onto an element without clicking (hover), e.g. to open a menu.',
    args: z.object({ element_id: elementId }).strict(),
  },
  press_control_A: { description: 'Press Control+A: select all text of the focused field.', args: none },
  press_control_C: { description: 'Press Control+C: copy the selected text.', args: none },
  press_control_V: { description: 'Press Control+V: paste the copied text into the focused field.', args: none },
  mouse_click: {
    // For strategies whose papers name the button and the click count (ScreenAgent's right and
    // middle clicks, double clicks). CAAP's prompt never offers it (caap/paper-actions.ts lists its own).
    description: 'Click a point with a given mouse button (left, right or middle), once or twice (a double click).',
    args: z.object({
      x: coord('x'),
      y: coord('y'),
      button: z.enum(['left', 'right', 'middle']).default('left').describe('the mouse button'),
      count: z.union([z.literal(1), z.literal(2)]).default(1).describe('1 for a click, 2 for a double click'),
    }).strict(),
  },
  drag_mouse_hold_down: {
    description: 'Move the pointer to a point and press the mouse button down (start of a drag).',
    args: z.object({ x: coord('x'), y: coord('y') }).strict(),
  },
  drag_mouse_move: {
    description: 'Move the pointer to a point while the button is held down (middle of a drag).',
    args: z.object({ x: coord('x'), y: coord('y') }).strict(),
  },
  drag_mouse_release: { description: 'Release the mouse button (end of a drag).', args: none },
  press_key: {
    description: 'Press one key: Enter, Tab, Backspace, Delete, Escape, Space, the arrows, Home/End, PageUp/PageDown. ' +
      'On a focused dropdown, ArrowUp/ArrowDown change the selected option.',
    args: z.object({ key: z.enum(KEYS).describe('the key to press') }).strict(),
  },
  scroll: {
    description: 'Turn the mouse wheel over an element (element_id) or a point (x, y): direction up/down/left/right, ' +
      'amount in wheel steps of 40 pixels.',
    args: z
      .object({
        element_id: elementId.optional(),
        x: coord('x').optional(),
        y: coord('y').optional(),
        direction: z.enum(['up', 'down', 'left', 'right']).describe('which way to scroll'),
        amount: z
          .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().int().min(1).max(20))
          .default(1)
          .describe('wheel steps, 1 to 20 (40 pixels each)'),
      })
      .strict()
      .refine((a) => a.element_id !== undefined || (a.x !== undefined && a.y !== undefined), {
        message: 'scroll needs element_id, or both x and y',
      }),
  },
} as const;

export type ActionName = keyof typeof ACTION_SPECS;
export const ACTION_NAMES = Object.keys(ACTION_SPECS) as ActionName[];

type ArgsOf<N extends ActionName> = z.output<(typeof ACTION_SPECS)[N]['args']>;
/** A validated action: its name and normalised arguments (element ids as numbers). */
export type Action = { [N in ActionName]: { name: N; args: ArgsOf<N> } }[ActionName];

export const ELEMENT_ACTIONS: ReadonlySet<ActionName> = new Set(['click_element', 'control_click_element', 'point_element', 'scroll']);

export function isActionName(name: string): name is ActionName {
  return Object.prototype.hasOwnProperty.call(ACTION_SPECS, name);
}

/** The element an action refers to, if any. */
export function actionElementId(a: Action): number | undefined {
  return 'element_id' in a.args ? (a.args.element_id as number | undefined) : undefined;
}

export class ActionArgumentError extends Error {}

/** Validates raw arguments for the named action; throws ActionArgumentError saying what is wrong. */
export function parseAction(name: string, rawArgs: unknown): Action {
  if (!isActionName(name)) {
    throw new ActionArgumentError(`unknown action "${String(name).slice(0, 60)}" (known: ${ACTION_NAMES.join(', ')})`);
  }
  const spec = ACTION_SPECS[name];
  const args = rawArgs === undefined || rawArgs === null ? {} : rawArgs;
  const r = spec.args.safeParse(args);
  if (!r.success) {
    const why = r.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ');
    throw new ActionArgumentError(`bad arguments for ${name}: ${why.slice(0, 300)}`);
  }
  return { name, args: r.data } as Action;
}

/** The arguments as the model writes them (element ids as "element_N"). */
export function wireArgs(a: Action): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a.args)) {
    if (v === undefined) continue;
    out[k] = k === 'element_id' ? `element_${v}` : v;
  }
  return out;
}

/** `functions.NAME, Argument: {...}`: the inside of the paper's Action_N=(...) line. */
export function formatAction(a: Action): string {
  const json = JSON.stringify(wireArgs(a)).replace(/":/g, '": ').replace(/,"/g, ', "');
  return `Action: functions.${a.name}, Argument: ${json}`;
}

/** The paper's answer lines: `Action_1=(Action: functions.click_element, Argument: {...})`. */
export function formatActionLines(actions: Action[]): string {
  return actions.map((a, i) => `Action_${i + 1}=(${formatAction(a)})`).join('\n');
}

/**
 * JSON Schema of an argument object for the model: zod's input schema, with `required`
 * recomputed from the shape (preprocessing hides it from zod) and regex patterns dropped
 * (the descriptions say the format; the parser is lenient anyway).
 */
function jsonSchemaOf(schema: z.ZodObject): Record<string, unknown> {
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete js.$schema;
  const props = (js.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const p of Object.values(props)) delete p.pattern;
  const required = Object.entries(schema.shape)
    .filter(([, s]) => !(s as z.ZodType).safeParse(undefined).success)
    .map(([k]) => k);
  if (required.length) js.required = required; else delete js.required;
  return js;
}



/** The function-calling tool list (OpenAI `tools`), generated from the registry. */
export function toolDefinitions(): ToolDefinition[] {
  return ACTION_NAMES.map((name) => ({
    type: 'function' as const,
    function: { name, description: ACTION_SPECS[name].description, parameters: jsonSchemaOf(ACTION_SPECS[name].args) },
  }));
}

/** The candidate actions as text, for endpoints without function calling. */
export function actionsAsText(): string {
  return ACTION_NAMES.map((name) => {
    const props = (jsonSchemaOf(ACTION_SPECS[name].args).properties ?? {}) as Record<string, { description?: string }>;
    const params = Object.entries(props).map(([k, p]) => `${k}: ${p.description ?? ''}`.trim());
    return `- functions.${name}(${Object.keys(props).join(', ')}): ${ACTION_SPECS[name].description}` +
      (params.length ? `\n    ${params.join('\n    ')}` : '');
  }).join('\n');
}
