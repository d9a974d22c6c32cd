/**
 * Which actions the CAAP prompt offers: the paper's Table 3 actions with Table 4's
 * parameters (element_id an integer id 1..N, x and y integers), plus press_key and scroll
 * under the keys-and-scroll switch; the dropdown-keyboard switch adds the dropdown hints to
 * type_text and press_key. Their words, parameters and behaviour are the action registry's
 * (agent/actions.ts), which also validates replies; actions of no CAAP offer (mouse_click,
 * draw_stroke) are never listed, and a reply naming one is refused (caap-policy.ts).
 *
 * @example
 *   const tools = offeredTools({ keysAndScroll: true, dropdownKeyboard: false })
 *   tools[0].function.parameters   // { type: 'object', properties: { element_id: { type: 'integer', ... } }, required: ['element_id'] }
 */
import { textFor, toolsFor } from '../../agent/action-offer.js';
import { ACTION_NAMES, actionDef, type ActionName, type OfferGroup } from '../../agent/actions.js';
import type { ToolDefinition } from '../../llm/chat-content.js';

export interface OfferSwitches {
  keysAndScroll: boolean;
  dropdownKeyboard: boolean;
}

function groups(s: OfferSwitches): Set<OfferGroup> {
  return new Set<OfferGroup>(['table-3', ...(s.keysAndScroll ? ['keys-and-scroll' as const] : [])]);
}

function offered(s: OfferSwitches): ActionName[] {
  const on = groups(s);
  return ACTION_NAMES.filter((n) => on.has(actionDef(n).offer));
}

/** The names of the actions offered under these switches. */
export function offeredActionNames(s: OfferSwitches): Set<string> {
  return new Set(offered(s));
}

/** The function-calling tool list. */
export function offeredTools(s: OfferSwitches): ToolDefinition[] {
  return toolsFor(offered(s), { dropdownHints: s.dropdownKeyboard });
}

/** The same actions as text (endpoints without function calling). */
export function offeredActionsText(s: OfferSwitches): string {
  return textFor(offered(s), { dropdownHints: s.dropdownKeyboard });
}
