/**
 * Elements in words, for the template rationales (src/demos/template-rationale.ts): a
 * perceived element named by its type, its own text or a neighbouring label and, failing
 * those, its place on the screen; never by an id, which differs between the observer's
 * numbering and the prompt's. A text is quoted only as the screen gives it, so the library
 * lint (src/demos/lint.ts) can check every quote against the step's screens.
 *
 * @example
 *   nameElement(checkbox, screen)   // 'the checkbox left of "rovphj"'
 *   nameElement(submit, screen)     // 'the button "Submit"'
 *   inventory(screen, 'checkbox')   // '4 checkboxes (none ticked), by "ehHjf", "rovphj", "ZBqbDqc" and "7u2i"'
 */
import type { Element, ElementList, Point } from '../perception/element.js';
import type { ElementData } from '../agent/element-text.js';

/** The instruction bar covers the top 50 pixels of the task frame (the prompt leaves it out under the paper preset). */
const BAR_BOTTOM = 50;
/** A quoted text is cut to this many characters (with an ellipsis). */
const QUOTE_CHARS = 40;
/** An inventory lists at most this many labels. */
const LIST_MAX = 6;

const TYPE_WORDS: Record<Element['type'], [string, string]> = {
  text: ['text', 'texts'],
  hyperlink: ['link', 'links'],
  button: ['button', 'buttons'],
  radio: ['radio button', 'radio buttons'],
  checkbox: ['checkbox', 'checkboxes'],
  dropdown: ['dropdown', 'dropdowns'],
  input_field: ['input field', 'input fields'],
  text_area: ['text area', 'text areas'],
  resize_handle: ['resize handle', 'resize handles'],
  scrollbar: ['scrollbar', 'scrollbars'],
  tabled_text: ['table cell', 'table cells'],
  draggable_text: ['draggable item', 'draggable items'],
  shape: ['shape', 'shapes'],
  icon: ['icon', 'icons'],
  slider: ['slider', 'sliders'],
};

const centre = (e: ElementData) => ({ x: (e.box.left + e.box.right) / 2, y: (e.box.top + e.box.bottom) / 2 });

/** Whether an element belongs to the instruction bar (the goal's own text). */
export const inBar = (e: ElementData) => centre(e).y <= BAR_BOTTOM;

/** The task area of a screen: everything below the instruction bar. */
export const taskArea = (els: ElementList | undefined) => (els ?? []).filter((e) => !inBar(e));

/** A text that can be quoted: present, one line, no double quote (it would end the quote). */
export function quotable(text: string | undefined): text is string {
  return Boolean(text && text.trim() && !text.includes('"') && !text.includes('\n'));
}

/** `"text"`, cut to QUOTE_CHARS with an ellipsis. */
export function quote(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return `"${t.length > QUOTE_CHARS ? `${t.slice(0, QUOTE_CHARS).trimEnd()}…` : t}"`;
}

/** The type in words (a shape's subtype and colour, an icon's kind). */
export function typeWord(e: ElementData, plural = false): string {
  const [one, many] = TYPE_WORDS[e.type];
  if (e.type === 'shape' && e.subtype && !plural) return `${e.color ? `${e.color.name} ` : ''}${e.subtype}`;
  if (e.type === 'icon' && e.subtype && !plural) return `${e.subtype.replace(/_/g, ' ')} icon`;
  return plural ? many : one;
}

/** Where on the task frame (160 x 210): "at the top left", "in the middle", ... */
export function place(p: Point): string {
  const col = p.x < 53 ? 'left' : p.x > 107 ? 'right' : '';
  const row = p.y < 90 ? 'top' : p.y > 150 ? 'bottom' : '';
  if (!col && !row) return 'in the middle';
  return `at the ${[row, col].filter(Boolean).join(' ')}`;
}

/** The text beside a box or field that names it: right of a box, left of or above a field. */
export function labelOf(e: ElementData, screen: ElementList): string | undefined {
  const c = centre(e);
  const texts = taskArea(screen).filter((t) => (t.type === 'text' || t.type === 'tabled_text') && quotable(t.text) && t.box !== e.box);
  const sameRow = (t: Element) => Math.abs(centre(t).y - c.y) <= 8;
  if (e.type === 'checkbox' || e.type === 'radio') {
    const right = texts.filter((t) => sameRow(t) && t.box.left >= e.box.right - 3).sort((a, b) => a.box.left - b.box.left)[0];
    return right?.text;
  }
  if (e.type === 'input_field' || e.type === 'text_area' || e.type === 'dropdown' || e.type === 'slider') {
    const left = texts.filter((t) => sameRow(t) && t.box.right <= e.box.left + 3).sort((a, b) => b.box.right - a.box.right)[0];
    const above = texts.filter((t) => t.box.bottom <= e.box.top + 2 && e.box.top - t.box.bottom < 20 && t.box.left < e.box.right)
      .sort((a, b) => b.box.bottom - a.box.bottom)[0];
    return (left ?? above)?.text;
  }
  return undefined;
}

/** The element in words: its own text, else its label, else its place. */
export function nameElement(e: ElementData, screen: ElementList): string {
  const type = typeWord(e);
  if (quotable(e.text) && e.type !== 'input_field' && e.type !== 'text_area') return `the ${type} ${quote(e.text)}`;
  // A field's own text (its value or placeholder) names it better than a heading above it.
  if (quotable(e.text) && e.type === 'input_field') return `the ${type} holding ${quote(e.text)}`;
  const label = labelOf(e, screen);
  if (label) {
    const rel = e.type === 'checkbox' || e.type === 'radio' ? 'left of' : 'by';
    return `the ${type} ${rel} ${quote(label)}${quotable(e.text) ? `, holding ${quote(e.text)}` : ''}`;
  }
  if (quotable(e.text)) return `the ${type} holding ${quote(e.text)}`;
  return `the ${type} ${place(centre(e))}`;
}

/** The name a goal would use for the element: its text or its label (unquoted), if any. */
export function wordsOf(e: ElementData, screen: ElementList): string | undefined {
  if (quotable(e.text) && e.type !== 'input_field' && e.type !== 'text_area') return e.text.trim();
  return labelOf(e, screen);
}

/** The topmost element under a point (the smallest box that holds it), if any. */
export function elementAt(p: Point, screen: ElementList): Element | undefined {
  const under = taskArea(screen).filter((e) => p.x >= e.box.left - 1 && p.x <= e.box.right + 1 && p.y >= e.box.top - 1 && p.y <= e.box.bottom + 1);
  const area = (e: Element) => (e.box.right - e.box.left) * (e.box.bottom - e.box.top);
  return under.sort((a, b) => area(a) - area(b))[0];
}

const joinAnd = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** The states of a group (ticked boxes, focused fields) in words, or '' when there is nothing to say. */
function statesOf(group: Element[], screen: ElementList): string {
  if (group[0]!.type !== 'checkbox' && group[0]!.type !== 'radio') return '';
  const on = group.filter((e) => e.checked);
  if (!on.length) return group.length > 1 ? 'none ticked' : 'not ticked';
  if (on.length === group.length) return group.length > 1 ? 'all ticked' : 'ticked';
  const named = on.map((e) => labelOf(e, screen)).filter((l): l is string => Boolean(l));
  return named.length === on.length ? `${joinAnd(named.map(quote))} ticked` : `${on.length} ticked`;
}

/** A group of the screen in words: `4 checkboxes (none ticked), by "a", "b", ...` or `the button "Submit"`. */
export function inventory(screen: ElementList, type: Element['type']): string {
  const group = taskArea(screen).filter((e) => e.type === type);
  if (!group.length) return '';
  if (group.length === 1) {
    const s = statesOf(group, screen);
    return `${nameElement(group[0]!, screen).replace(/^the /, 'one ')}${s ? ` (${s})` : ''}`;
  }
  const words = group.map((e) => wordsOf(e, screen)).filter((w): w is string => Boolean(w));
  const shown = words.slice(0, LIST_MAX).map(quote);
  if (words.length > LIST_MAX) shown.push(`${words.length - LIST_MAX} more`);
  const s = statesOf(group, screen);
  const by = ['checkbox', 'radio', 'input_field', 'text_area', 'dropdown', 'slider'].includes(type) ? 'by' : 'reading';
  return `${group.length} ${typeWord(group[0]!, true)}${s ? ` (${s})` : ''}${shown.length ? `, ${by} ${joinAnd(shown)}` : ''}`;
}

export { joinAnd };
