/**
 * The candidate actions as the CAAP prompt offers them: the paper's Table 3 actions with
 * Table 4's parameters (element_id an integer id 1..N, x and y integers), described in our
 * own words, as function-calling tools (the paper's Appendix G) or as a text list for
 * endpoints without tools. press_key and scroll join them under the keys-and-scroll
 * switch; the dropdown-keyboard switch adds the dropdown hints to type_text and press_key.
 * Validation of replies stays with the action registry (actions.ts), which accepts what
 * this offers.
 *
 * @example
 *   const tools = offeredTools({ keysAndScroll: true, dropdownKeyboard: false })
 *   tools[0].function.parameters   // { type: 'object', properties: { element_id: { type: 'integer', ... } }, required: ['element_id'] }
 */
import { ACTION_SPECS, KEYS, type ActionName } from '../../agent/actions.js';
import type { ToolDefinition } from '../../llm/chat-content.js';

type Param = { type: 'integer' | 'string'; description: string; enum?: readonly string[] };

const ELEMENT_ID: Param = { type: 'integer', description: 'The id number (1 to N) of the screen element to act on; the elements of the current screen are listed with their id numbers.' };
const X: Param = { type: 'integer', description: 'The x coordinate of the point, in screen pixels from the left edge.' };
const Y: Param = { type: 'integer', description: 'The y coordinate of the point, in screen pixels from the top edge.' };

interface Offer { description: string; params: Record<string, Param>; required: string[] }

/** Table 3 in our words. */
const TABLE_3: Partial<Record<ActionName, Offer>> = {
  click_element: { description: 'Moves the mouse pointer onto a screen element and clicks it with the left button, which activates the element.', params: { element_id: ELEMENT_ID }, required: ['element_id'] },
  click_new_point: { description: 'Moves the mouse pointer to a point of the screen and clicks there with the left button.', params: { x: X, y: Y }, required: ['x', 'y'] },
  control_click_element: { description: 'Clicks a screen element while the Control key is held down; used to select several elements.', params: { element_id: ELEMENT_ID }, required: ['element_id'] },
  type_text: {
    description: 'Types the text with the keyboard into a screen element such as an input field. The element must have the focus first, so click it before typing.',
    params: { string_to_type: { type: 'string', description: 'The text to type.' } }, required: ['string_to_type'],
  },
  point_element: { description: 'Moves the mouse pointer over a screen element without clicking. This can activate the element and reveal hidden menus or scrollbars.', params: { element_id: ELEMENT_ID }, required: ['element_id'] },
  press_control_A: { description: 'Select all: highlights all the text of the active text field.', params: {}, required: [] },
  press_control_C: { description: 'Copy: puts the highlighted text on the clipboard.', params: {}, required: [] },
  press_control_V: { description: 'Paste: inserts the text of the clipboard where the focus is.', params: {}, required: [] },
  drag_mouse_hold_down: { description: 'Starts a drag: presses the left mouse button at a point and keeps it down. Used to move objects on the screen or to highlight a stretch of text.', params: { x: X, y: Y }, required: ['x', 'y'] },
  drag_mouse_move: { description: 'Continues a drag: moves the pointer to a point with the button still down. A dragged object follows the pointer; a text highlight extends to it.', params: { x: X, y: Y }, required: ['x', 'y'] },
  drag_mouse_release: { description: 'Ends a drag: releases the left mouse button.', params: {}, required: [] },
};

/** Ours: keys and the wheel (Section 3.3 names scrolling and shortcuts; Table 3 lists neither as such). */
const KEYS_AND_SCROLL: Partial<Record<ActionName, Offer>> = {
  press_key: {
    description: 'Presses one key: Enter, Tab, Backspace, Delete, Escape, Space, the arrow keys, Home, End, PageUp or PageDown.',
    params: { key: { type: 'string', description: 'The key to press.', enum: KEYS } }, required: ['key'],
  },
  scroll: {
    description: 'Turns the mouse wheel over a screen element (element_id) or over a point (x and y), to scroll its content.',
    params: {
      element_id: ELEMENT_ID, x: X, y: Y,
      direction: { type: 'string', description: 'Which way to scroll.', enum: ['up', 'down', 'left', 'right'] },
      amount: { type: 'integer', description: 'Wheel steps of 40 pixels each, 1 to 20 (default 1).' },
    },
    required: ['direction'],
  },
};

const DROPDOWN_HINTS: Partial<Record<ActionName, string>> = {
  type_text: ' On a focused dropdown, typing the start of an option selects it.',
  press_key: ' On a focused dropdown, ArrowUp and ArrowDown change the selected option.',
};

export interface OfferSwitches { keysAndScroll: boolean; dropdownKeyboard: boolean }

function offers(s: OfferSwitches): [ActionName, Offer][] {
  const all = { ...TABLE_3, ...(s.keysAndScroll ? KEYS_AND_SCROLL : {}) };
  return (Object.keys(ACTION_SPECS) as ActionName[]).filter((n) => all[n]).map((n) => {
    const o = all[n]!;
    const hint = s.dropdownKeyboard ? DROPDOWN_HINTS[n] ?? '' : '';
    return [n, { ...o, description: o.description + hint }];
  });
}

/** The names of the actions offered under these switches. */
export function offeredActionNames(s: OfferSwitches): Set<string> {
  return new Set(offers(s).map(([n]) => n));
}

/** The function-calling tool list. */
export function offeredTools(s: OfferSwitches): ToolDefinition[] {
  return offers(s).map(([name, o]) => ({
    type: 'function' as const,
    function: {
      name,
      description: o.description,
      parameters: {
        type: 'object',
        properties: Object.fromEntries(Object.entries(o.params).map(([k, p]) => [k, { ...p, ...(p.enum ? { enum: [...p.enum] } : {}) }])),
        ...(o.required.length ? { required: o.required } : {}),
      },
    },
  }));
}

/** The same actions as text (endpoints without function calling). */
export function offeredActionsText(s: OfferSwitches): string {
  return offers(s).map(([name, o]) => {
    const params = Object.entries(o.params).map(([k, p]) => `    ${k} (${p.type}${o.required.includes(k) ? '' : ', optional'}): ${p.description}`);
    return [`- functions.${name}: ${o.description}`, ...params].join('\n');
  }).join('\n');
}

/** The arguments as the paper writes them: bare keys, JSON values, element ids as plain integers (`{element_id: 1}`). */
export function paperArgs(args: Record<string, unknown>): string {
  const parts = Object.entries(args).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `{${parts.join(', ')}}`;
}

/** Answer lines in the paper's form, numbered on from `first`: `Action_3=(Action: functions.click_element, Argument: {element_id: 1})`. */
export function formatPaperActionLines(actions: readonly { name: string; args: Record<string, unknown> }[], first: number): string {
  return actions.map((a, i) => `Action_${first + i}=(Action: functions.${a.name}, Argument: ${paperArgs(a.args)})`).join('\n');
}
