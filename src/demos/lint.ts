/**
 * Checks that a demo agrees with itself, so the prompt that shows it tells no contradiction:
 *   - a rationale never cites an element id (`element_5`): ids differ between the observer's
 *     numbering the demo stores and the prompt's (screenView), so reasons name elements by
 *     description;
 *   - every quoted text in a rationale is a text of the step's screens (before or after), of
 *     the goal, or a string the step types: a reason quotes only what was there;
 *   - every element id an action names is on its step's screen, and the element the action
 *     stores is that element as the screen lists it (type, box, text, states).
 * The library test runs it over every shipped demo (tests/unit/demos/library-lint.test.ts).
 *
 * @example
 *   for (const p of lintDemo(readDemo(file))) console.log(`${file}: ${p}`)
 *   const { demo: repaired, fixed } = restateStoredElements(demo)   // the stored elements, from the step screens
 */
import { describeElement, elementDataOf } from '../agent/element-text.js';
import type { ElementList } from '../perception/element.js';
import { demoActions, type DemoRecord } from './library.js';

/** An element id written in prose or an argument: element_5, element 5, Element_12. */
const ID_CITED = /\belement[_ ]\d+\b/i;
/** A double-quoted span (straight or curly quotes). */
const QUOTED = /"([^"]*)"|\u201c([^\u201d]*)\u201d/g;

/** Text compared loosely: case, runs of spaces, a cut-off ellipsis and edge punctuation do not count. */
export function looseText(s: string): string {
  return s.toLowerCase().replace(/…$/u, '').replace(/\s+/g, ' ').trim().replace(/^[\s.,;:!?'()]+|[\s.,;:!?'()]+$/g, '');
}

/** The quoted spans of a text. */
export function quotedSpans(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((m) => m[1] ?? m[2] ?? '').filter((q) => q.trim() !== '');
}

const screenTexts = (els: ElementList | undefined) => (els ?? []).map((e) => e.text ?? '').filter(Boolean);

/** Every problem of one demo, as `action_N: what` lines (action numbers as the prompt shows them, start = 1). */
export function lintDemo(demo: DemoRecord): string[] {
  const problems: string[] = [];
  const goal = looseText(demo.goal);
  demoActions(demo).forEach(({ step, action }, i) => {
    const at = `action_${i + 2} (${action.name})`;
    // Element ids the action names must be on the step's screen, and its stored element must be that one.
    for (const [k, v] of Object.entries(action.args)) {
      const m = typeof v === 'string' ? /^element_(\d+)$/.exec(v) : null;
      if (!m) continue;
      const el = step.elements.find((e) => e.id === Number(m[1]));
      if (!el) {
        problems.push(`${at}: ${k} ${v} is not on the step's screen (${step.elements.length} elements)`);
        continue;
      }
      if (action.element && describeElement(action.element) !== describeElement(elementDataOf(el))) {
        problems.push(`${at}: stores ${describeElement(action.element)} but ${v} is ${describeElement(elementDataOf(el))}`);
      }
    }
    const text = action.rationale?.text;
    if (!text) return;
    if (ID_CITED.test(text)) problems.push(`${at}: the rationale cites an element id (${ID_CITED.exec(text)![0]})`);
    const texts = [...screenTexts(step.elements), ...screenTexts(step.after)].map(looseText);
    const typed = step.actions.map((a) => a.args.string_to_type).filter((s): s is string => typeof s === 'string').map(looseText);
    for (const q of quotedSpans(text)) {
      const lq = looseText(q);
      if (!lq) continue;
      const found = goal.includes(lq) || texts.some((t) => t.includes(lq)) || typed.some((t) => t.includes(lq));
      if (!found) problems.push(`${at}: the rationale quotes "${q}", which is no text of the step's screens, the goal or what it types`);
    }
  });
  return problems;
}

/**
 * The one fault the lint can repair from the demo's own data: an action's stored element
 * that differs from the element its id names on the step's screen (recorded before a field
 * such as the colour was added, or perceived once more within the step) is set to that
 * element, so the action and the screen beside it agree. Returns the demo and how many changed.
 */
export function restateStoredElements(demo: DemoRecord): { demo: DemoRecord; fixed: number } {
  const updated: DemoRecord = structuredClone(demo);
  let fixed = 0;
  for (const { step, action } of demoActions(updated)) {
    const m = typeof action.args.element_id === 'string' ? /^element_(\d+)$/.exec(action.args.element_id) : null;
    const el = m ? step.elements.find((e) => e.id === Number(m[1])) : undefined;
    if (!el || !action.element || describeElement(action.element) === describeElement(elementDataOf(el))) continue;
    action.element = elementDataOf(el);
    fixed++;
  }
  return { demo: updated, fixed };
}
