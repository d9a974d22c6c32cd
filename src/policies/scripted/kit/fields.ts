/**
 * Text fields: which fields there are, what a field holds (on screen, masked, or as typed),
 * and the actions that fill it, alone or several then a button.
 *
 * @example
 *   const steps = fillField(field, 'Agustina')            // [click, type] or [] when already filled
 *   fillThenPress([[field, '42']], submit, ctx)            // type what is missing, else press Submit
 */
import type { Action } from '../../../agent/actions.js';
import type { Element, ElementList, ElementType } from '../../../perception/element.js';
import type { HistoryEntry } from '../prompt-view.js';
import { click, selectAll, type, act, fail, type RuleContext, type RuleResult } from '../rule.js';
import { readsAs } from './reading.js';
import { contains, height, inArea, isInput, width } from './elements.js';
import { historyClickPoint, typingsInto } from './history.js';

/** Does the field show `value` (read as it on the pairwise rungs of the ladder when `loose`)? */
export function shows(field: Element, value: string, loose = true): boolean {
  const t = field.text ?? '';
  if (t === value) return true;
  return loose && value.length > 0 && readsAs(t, value);
}

/** Actions that make `field` hold `value`: click it, clear what it holds, type. [] when it already does. */
export function fillField(field: Element, value: string): Action[] {
  if (shows(field, value, false)) return [];
  const actions: Action[] = [click(field)];
  if (field.text) actions.push(selectAll());
  actions.push(type(value));
  return actions;
}

/** Text fields and areas below the instruction bar, top to bottom. */
export const inputsOf = (elements: ElementList) =>
  elements.filter((e) => isInput(e) && inArea(e)).sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);

/** Does a masked field (bullets) show as many characters as `value` has? */
export function masksValue(field: Element, value: string): boolean {
  const t = (field.text ?? '').replace(/\s+/g, '');
  return t.length === value.length && t.length > 0 && /^[•*·.●]+$/u.test(t);
}

/**
 * The element now at the place last typed or pasted into (the click before type_text or
 * Control+V). A field holding text is sometimes read as another type (a focused field with
 * text as a "button"); the place where a person typed is still the field.
 */
export function fieldTypedInto(elements: ElementList, history: HistoryEntry[]): Element | undefined {
  let point: { x: number; y: number } | undefined;
  let typedAt: { x: number; y: number } | undefined;
  for (const h of history) {
    if (h.name === 'click_element' || h.name === 'click_new_point') {
      point = historyClickPoint(h);
    } else if (h.name === 'type_text' || h.name === 'press_control_V') {
      typedAt = point;
    }
  }
  if (!typedAt || !Number.isFinite(typedAt.x) || !Number.isFinite(typedAt.y)) return undefined;
  const under = elements.filter((e) => inArea(e) && e.type !== 'resize_handle' && contains(e, typedAt!, 2));
  return under.sort((a, b) => Number(isInput(b)) - Number(isInput(a)) || width(a) * height(a) - width(b) * height(b))[0];
}

/**
 * The task's answer field: the first text field below the instruction (of `kind` when
 * given), else the place last typed into (see fieldTypedInto).
 */
export function answerField(elements: ElementList, history: HistoryEntry[], kind?: ElementType): Element | undefined {
  return inputsOf(elements).find((e) => !kind || e.type === kind) ?? fieldTypedInto(elements, history);
}

/**
 * Holds `value`: shown on screen, masked with the right length, typed there and not
 * contradicted, or typed there twice in a row. A field that still reads differently after
 * being cleared and typed again is misread (doubled letters, a password's bullets), and a
 * third try would read the same: a person trusts their typing then.
 */
export function holds(field: Element, value: string, history: HistoryEntry[]): boolean {
  if (shows(field, value) || masksValue(field, value)) return true;
  const typed = typingsInto(history, field);
  if (typed.length >= 2 && typed.at(-1) === value && typed.at(-2) === value) return true;
  return typed.at(-1) === value && (field.text === undefined || field.text === '');
}

/** Fills every field that does not hold its value yet; once all do, clicks the button. */
export function fillThenPress(pairs: [Element, string][], button: Element | undefined, ctx: RuleContext, buttonName = 'Submit'): RuleResult {
  const pending = pairs.filter(([f, v]) => !holds(f, v, ctx.history));
  if (pending.length) {
    const what = pending.map(([f, v]) => `"${v}" into element_${f.id}`).join(', ');
    return act(`I type ${what}; I will check the fields before pressing ${buttonName}.`, ...pending.flatMap(([f, v]) => fillField(f, v)));
  }
  if (!button) return fail(`the fields are filled but no ${buttonName} button is visible`);
  return act(`The fields hold the values; I press ${buttonName} (element_${button.id}).`, click(button));
}
