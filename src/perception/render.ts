/**
 * Renders perceived elements as text for the LLM, in the paper's format:
 *   - ID: element_1, data: {type: dropdown, X: 76 [1-152], Y: 66 [55-76], text: "Theodora", focused: False}
 * X and Y are the box centre with the [left-right] / [top-bottom] extent, rounded task-frame
 * CSS pixels. Only the fields that apply to an element's type are shown (a checkbox has
 * `checked`, an input has `focused`, a shape has its subtype...), so the model is never
 * told "checked: False" about a button.
 *
 * @example
 *   renderElement({ id: 1, type: 'dropdown', text: 'Theodora', focused: false,
 *     box: { left: 0.6, top: 55.2, right: 151.8, bottom: 76.1 }, score: 1 })
 *   // '- ID: element_1, data: {type: dropdown, X: 76 [1-152], Y: 66 [55-76], text: "Theodora", focused: False}'
 */
import type { Element, ElementList, ElementType } from './element.js';

type Field = 'subtype' | 'text' | 'checked' | 'focused' | 'highlighted';

/**
 * Which optional fields each type carries, in display order: the states the labeller sets
 * for the type (docs/labelling.md), so perception keeps exactly what it is scored on.
 */
export const FIELDS_BY_TYPE: Record<ElementType, readonly Field[]> = {
  text: ['text', 'highlighted'],
  hyperlink: ['text'],
  button: ['text', 'focused', 'highlighted'],
  radio: ['text', 'checked', 'focused'],
  checkbox: ['text', 'checked', 'focused'],
  dropdown: ['text', 'focused'],
  input_field: ['text', 'focused', 'highlighted'],
  text_area: ['text', 'focused', 'highlighted'],
  resize_handle: [],
  scrollbar: [],
  tabled_text: ['text', 'highlighted'],
  draggable_text: ['text', 'highlighted'],
  shape: ['subtype', 'text'],
  icon: ['subtype', 'checked', 'highlighted'],
  slider: ['subtype', 'focused'],
};

/**
 * States always shown with their value, as in the paper's example (`focused: False` on a
 * dropdown, `checked: False` on a checkbox); every other state is shown only when true, so
 * the prompt never lists "focused: False" for each button.
 */
const ALWAYS_SHOWN: Partial<Record<ElementType, readonly Field[]>> = {
  radio: ['checked'],
  checkbox: ['checked'],
  dropdown: ['focused'],
  input_field: ['focused'],
  text_area: ['focused'],
};

/** OCR text longer than this is cut (with an ellipsis) so one element cannot flood the prompt. */
export const MAX_TEXT_CHARS = 300;

const pyBool = (b: boolean | undefined) => (b ? 'True' : 'False');

/** A quoted, escaped, length-capped text value. */
export function quoteText(text: string): string {
  const cut = text.length > MAX_TEXT_CHARS ? `${text.slice(0, MAX_TEXT_CHARS)}…` : text;
  return JSON.stringify(cut);
}

/** `type: button, X: 50 [2-97], Y: 96 [81-112], text: "Submit"`: the data fields of an element. */
export function elementData(el: Element): string {
  const b = el.box;
  const parts = [
    `type: ${el.type}`,
    `X: ${Math.round((b.left + b.right) / 2)} [${Math.round(b.left)}-${Math.round(b.right)}]`,
    `Y: ${Math.round((b.top + b.bottom) / 2)} [${Math.round(b.top)}-${Math.round(b.bottom)}]`,
  ];
  for (const f of FIELDS_BY_TYPE[el.type]) {
    if (f === 'subtype') { if (el.subtype) parts.splice(1, 0, `subtype: ${el.subtype}`); }
    else if (f === 'text') { if (el.text !== undefined && el.text !== '') parts.push(`text: ${quoteText(el.text)}`); }
    else if (ALWAYS_SHOWN[el.type]?.includes(f)) parts.push(`${f}: ${pyBool(el[f])}`);
    else if (el[f]) parts.push(`${f}: True`);
  }
  parts.push(...figureFields(el));
  return parts.join(', ');
}

const px = (v: number) => Math.round(v);

/**
 * The colour, figure and widget fields (set only where they apply, see element.ts), in the
 * same style: `color: olive (#808000)`, `points: [(20, 80), (70, 80)]`, `sector: 0-90 degrees`,
 * `value: 5`, `expanded: False`, `style: bold italic`.
 */
export function figureFields(el: Element): string[] {
  const out: string[] = [];
  if (el.color) out.push(`color: ${el.color.name} (${el.color.hex})`);
  if (el.points?.length) out.push(`points: [${el.points.slice(0, 12).map((p) => `(${px(p.x)}, ${px(p.y)})`).join(', ')}${el.points.length > 12 ? ', …' : ''}]`);
  if (el.sector) out.push(`sector: ${px(el.sector.start)}-${px(el.sector.end)} degrees`);
  if (el.value !== undefined) out.push(`value: ${el.value}`);
  if (el.expanded !== undefined) out.push(`expanded: ${pyBool(el.expanded)}`);
  const style = el.style ? (['bold', 'italic', 'underline'] as const).filter((k) => el.style![k]) : [];
  if (style.length) out.push(`style: ${style.join(' ')}`);
  return out;
}

/** One line of the screen description. */
export function renderElement(el: Element): string {
  return `- ID: element_${el.id}, data: {${elementData(el)}}`;
}

/** The whole screen, one line per element; a line saying so when nothing was perceived. */
export function renderElementList(elements: ElementList): string {
  if (elements.length === 0) return '(no elements were recognised on this screen)';
  return elements.map(renderElement).join('\n');
}

/**
 * The element's description as kept in the action history and the demos, the paper's
 * Figure 8 form: the element's data with its extent,
 * `{type: button, X: 50 [2-97], Y: 96 [81-112], text: "Submit"}`.
 */
export function describeElement(el: Element): string {
  return `{${elementData(el)}}`;
}
