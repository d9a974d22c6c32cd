/**
 * Native date and time fields, typed into segment by segment:
 *   enter-date  `Enter {MM/DD/YYYY} as the date and hit submit.`
 *   enter-time  `Enter {h:mm AM|PM} as the time and press submit.`
 * Click the field's first segment (month, hour) near its left edge, type the digits that
 * fill every segment in turn (date-time.ts), then Submit once the field shows the value.
 * The field reads as drawn (05/20/2010, 09:37 PM) or, from the labeller, as its value
 * (2010-05-20, 21:37); either counts. A field that reads nothing after the keys were typed
 * into it is trusted (a person trusts their typing); one that reads something else is
 * cleared by a new click on its first segment and typed again, at most twice.
 * The calendar or clock icon at the field's right end opens a native popup that is not in
 * the screenshot, so it is never used.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, clickAt, click, fail, type, type RuleContext, type RuleResult } from '../../rule.js';
import { centre, contains, inArea } from '../../kit/elements.js';
import { historyClickPoint } from '../../kit/history.js';

/** The first segment starts a few px inside the field's left border. */
const FIRST_SEGMENT_DX = 11;

export interface FieldGoal {
  /** What to type from the first segment. */
  keys: string;
  /** How the goal names the value (for the reasons). */
  label: string;
  shows: (reading: string | undefined) => boolean;
}

/** What happened to the field since the last click on it: typed keys, or nothing yet. */
function sinceLastClick(history: HistoryEntry[], field: Element): { clicked: boolean; typed?: string; tries: number } {
  let clicked = false;
  let typed: string | undefined;
  let tries = 0;
  for (const h of history) {
    if (h.name === 'click_element' || h.name === 'click_new_point') {
      clicked = contains(field, historyClickPoint(h), 2);
      typed = undefined;
    } else if (h.name === 'type_text' && clicked) {
      typed = String(h.args.string_to_type ?? '');
      tries++;
    }
  }
  return { clicked, typed, tries };
}

export function fillNativeField(g: FieldGoal, { elements, history }: RuleContext): RuleResult {
  const field = elements.find((e) => e.type === 'input_field' && inArea(e));
  const submit = buttonLabelled(elements);
  if (!field) return fail('the field is not visible');
  const s = sinceLastClick(history, field);
  const filled = g.shows(field.text) || (s.typed === g.keys && !(field.text ?? '').trim());
  if (filled || s.tries >= 3) {
    if (!submit) return fail('the field is filled but no Submit button is visible');
    return act(`The field holds ${g.label}; I click Submit (element_${submit.id}).`, click(submit));
  }
  if (s.clicked && s.typed === undefined) {
    return act(`The field's first segment has focus; I type "${g.keys}", which fills the segments in turn.`, type(g.keys));
  }
  const at = { x: field.box.left + FIRST_SEGMENT_DX, y: centre(field).y };
  return act(`I click the first segment of the field (element_${field.id}) and type "${g.keys}" for ${g.label}.`, clickAt(at.x, at.y), type(g.keys));
}
