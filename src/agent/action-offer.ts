/**
 * The actions as a prompt offers them, rendered from the registry (actions.ts) in its own
 * words: as function-calling tools (the CAAP paper's Appendix G) or as a text list for
 * endpoints without tools. Which actions a prompt offers is the policy's choice (CAAP's:
 * policies/caap/paper-actions.ts); how each is described is the registry's.
 *
 * @example
 *   toolsFor(['click_element'])[0].function.parameters
 *   // { type: 'object', properties: { element_id: { type: 'integer', description: '...' } }, required: ['element_id'] }
 *   textFor(['press_control_A'])   // '- functions.press_control_A: Select all: ...'
 */
import type { ToolDefinition } from '../llm/chat-content.js';
import type { ParamOffer } from './action-params.js';
import { ACTION_NAMES, actionDef, type ActionName } from './actions.js';

export interface OfferWords {
  /** Add the dropdown hints to the actions that have one (CAAP's dropdown-keyboard switch). */
  dropdownHints?: boolean;
}

interface Offered {
  name: ActionName;
  description: string;
  params: [string, ParamOffer][];
  required: string[];
}

function offered(names: readonly ActionName[], w: OfferWords): Offered[] {
  return names.map((name) => {
    const def = actionDef(name);
    const params = Object.entries(def.params).map(([k, p]) => [k, p.offer] as [string, ParamOffer]);
    // Required: what the validator refuses to leave out (optional and defaulted parameters may be).
    const required = Object.entries(def.params).filter(([, p]) => !p.schema.safeParse(undefined).success).map(([k]) => k);
    return { name, description: def.words + (w.dropdownHints ? def.dropdownHint ?? '' : ''), params, required };
  });
}

/** The function-calling tool list for these actions. */
export function toolsFor(names: readonly ActionName[] = ACTION_NAMES, w: OfferWords = {}): ToolDefinition[] {
  return offered(names, w).map((o) => ({
    type: 'function' as const,
    function: {
      name: o.name,
      description: o.description,
      parameters: {
        type: 'object',
        properties: Object.fromEntries(o.params.map(([k, p]) => [k, { ...p, ...(p.enum ? { enum: [...p.enum] } : {}) }])),
        ...(o.required.length ? { required: o.required } : {}),
      },
    },
  }));
}

/** The same actions as text (endpoints without function calling). */
export function textFor(names: readonly ActionName[] = ACTION_NAMES, w: OfferWords = {}): string {
  return offered(names, w).map((o) => {
    const params = o.params.map(([k, p]) => `    ${k} (${p.type}${o.required.includes(k) ? '' : ', optional'}): ${p.description}`);
    return [`- functions.${o.name}: ${o.description}`, ...params].join('\n');
  }).join('\n');
}
