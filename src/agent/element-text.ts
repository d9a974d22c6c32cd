/**
 * The one text form of an element, written and read back in one place: the screen's
 * element lines (the paper's format) and the element data that history lines and demos
 * carry. Each field is rendered and parsed by the same entry of FIELD_CODECS, so a field
 * added to the element contract is added here once and round-trips (tests/unit/agent/element-text.test.ts).
 *
 *   - ID: element_1, data: {type: dropdown, X: 76 [1-152], Y: 66 [55-76], text: "Theodora", focused: False}
 *
 * X and Y are the box centre with the [left-right] / [top-bottom] extent, rounded task-frame
 * CSS pixels. Only the fields that apply to an element's type are shown (FIELDS_BY_TYPE),
 * so the model is never told "checked: False" about a button. Parsing gives back a box whose
 * rounded centre and edges are the ones written, so rendering a parsed element writes the
 * same text again.
 *
 * @example
 *   const line = renderElement({ id: 1, type: 'button', text: 'OK', box: { left: 2, top: 81, right: 97, bottom: 112 }, score: 1 })
 *   parseElementLine(line)   // { id: 1, type: 'button', text: 'OK', box: { left: 2, top: 81, right: 97, bottom: 112 }, score: 1 }
 */
import { ElementTypeSchema, type Element, type ElementList } from '../perception/element.js';
import { FIELDS_BY_TYPE, type StateField } from '../perception/element-fields.js';

/** An element's data as text carries it: everything but the screen-local id and the detector's score. */
export type ElementData = Omit<Element, 'id' | 'score'>;

/** The data of a perceived element: ids are renumbered every screen, so what was touched is said by the rest. */
export function elementDataOf(el: Element): ElementData {
  // `readings` are perception's doubts about this screen's text, not part of what was touched.
  const { id: _id, score: _score, readings: _readings, ...data } = el;
  return data;
}

/** OCR text longer than this is cut (with an ellipsis) so one element cannot flood the prompt. */
export const MAX_TEXT_CHARS = 300;
/** At most this many of a figure's points are written. */
export const MAX_POINTS = 12;
/** The line a screen with no elements is described by. */
export const EMPTY_SCREEN = '(no elements were recognised on this screen)';

/**
 * States always shown with their value, as in the paper's example (`focused: False` on a
 * dropdown, `checked: False` on a checkbox); every other state is shown only when true.
 */
const ALWAYS_SHOWN: Partial<Record<Element['type'], readonly StateField[]>> = {
  radio: ['checked'],
  checkbox: ['checked'],
  dropdown: ['focused'],
  input_field: ['focused'],
  text_area: ['focused'],
};

const pyBool = (b: boolean | undefined) => (b ? 'True' : 'False');
const px = (v: number) => Math.round(v);
const STYLE_KEYS = ['bold', 'italic', 'underline'] as const;

/** A quoted, escaped, length-capped text value. */
export function quoteText(text: string): string {
  return JSON.stringify(text.length > MAX_TEXT_CHARS ? `${text.slice(0, MAX_TEXT_CHARS)}…` : text);
}

/** `50 [2-97]`: an axis' centre and extent. */
const axis = (lo: number, hi: number) => `${px((lo + hi) / 2)} [${px(lo)}-${px(hi)}]`;

/**
 * The edges that `c [lo-hi]` was written from, as near as the text tells: the rounded edges,
 * moved a quarter pixel down where the centre was rounded down (an odd lo + hi), so the
 * centre rounds back to `c`. A centre alone (the older history form) is a box of no size.
 */
function readAxis(v: string): [number, number] | null {
  const m = /^(-?\d+)(?: \[(-?\d+)-(-?\d+)\])?$/.exec(v);
  if (!m) return null;
  const c = Number(m[1]);
  if (m[2] === undefined) return [c, c];
  const lo = Number(m[2]), hi = Number(m[3]);
  return px((lo + hi) / 2) === c ? [lo, hi] : [lo - 0.25, hi - 0.25];
}

type Draft = Partial<ElementData> & { x?: [number, number]; y?: [number, number] };

/** One field: how it is written (undefined: not shown) and how its written value is read back (false: not readable). */
interface FieldCodec {
  key: string;
  render(el: ElementData): string | undefined;
  parse(v: string, into: Draft): boolean;
}

const shown = (el: ElementData, f: 'subtype' | 'text' | StateField) => FIELDS_BY_TYPE[el.type].includes(f);
const state = (key: StateField): FieldCodec => ({
  key,
  render: (el) => (!shown(el, key) ? undefined : ALWAYS_SHOWN[el.type]?.includes(key) ? pyBool(el[key]) : el[key] ? 'True' : undefined),
  parse: (v, d) => (v === 'True' || v === 'False') && ((d[key] = v === 'True'), true),
});

/** Every field in the order it is written. */
const FIELD_CODECS: readonly FieldCodec[] = [
  { key: 'type', render: (el) => el.type, parse: (v, d) => {
    const t = ElementTypeSchema.safeParse(v);
    if (t.success) d.type = t.data;
    return t.success;
  } },
  { key: 'subtype', render: (el) => (shown(el, 'subtype') && el.subtype ? el.subtype : undefined), parse: (v, d) => ((d.subtype = v.trim()), true) },
  { key: 'X', render: (el) => axis(el.box.left, el.box.right), parse: (v, d) => Boolean(d.x = readAxis(v) ?? undefined) },
  { key: 'Y', render: (el) => axis(el.box.top, el.box.bottom), parse: (v, d) => Boolean(d.y = readAxis(v) ?? undefined) },
  { key: 'text', render: (el) => (shown(el, 'text') && el.text ? quoteText(el.text) : undefined), parse: (v, d) => {
    try {
      d.text = JSON.parse(v) as string;
      return typeof d.text === 'string';
    } catch {
      return false;
    }
  } },
  state('checked'),
  state('focused'),
  state('highlighted'),
  { key: 'color', render: (el) => (el.color ? `${el.color.name} (${el.color.hex})` : undefined), parse: (v, d) => {
    const m = /^(.+) \((#[0-9A-F]{6})\)$/.exec(v);
    return Boolean(m && (d.color = { name: m[1]!, hex: m[2]! }));
  } },
  { key: 'points', render: (el) => (el.points?.length
    ? `[${el.points.slice(0, MAX_POINTS).map((p) => `(${px(p.x)}, ${px(p.y)})`).join(', ')}${el.points.length > MAX_POINTS ? ', …' : ''}]` :
    undefined), parse: (v, d) => {
      d.points = [...v.matchAll(/\((-?\d+), (-?\d+)\)/g)].map((p) => ({ x: Number(p[1]), y: Number(p[2]) }));
      return v.startsWith('[') && d.points.length > 0;
    } },
  { key: 'sector', render: (el) => (el.sector ? `${px(el.sector.start)}-${px(el.sector.end)} degrees` : undefined), parse: (v, d) => {
    const m = /^(-?\d+)-(-?\d+) degrees$/.exec(v);
    return Boolean(m && (d.sector = { start: Number(m[1]), end: Number(m[2]) }));
  } },
  { key: 'value', render: (el) => (el.value !== undefined ? String(el.value) : undefined), parse: (v, d) => Number.isFinite(d.value = Number(v)) },
  { key: 'expanded', render: (el) => (el.expanded !== undefined ? pyBool(el.expanded) : undefined),
    parse: (v, d) => (v === 'True' || v === 'False') && ((d.expanded = v === 'True'), true) },
  { key: 'style', render: (el) => {
    const on = el.style ? STYLE_KEYS.filter((k) => el.style![k]) : [];
    return on.length ? on.join(' ') : undefined;
  }, parse: (v, d) => {
    const words = v.split(' ');
    return words.every((w) => (STYLE_KEYS as readonly string[]).includes(w)) && ((d.style = Object.fromEntries(words.map((w) => [w, true]))), true);
  } },
  // Perception's doubt, where it was unsure: its other likely readings of the text (the best
  // one is `text`), most likely first, with their probabilities.
  { key: 'readings', render: (el) => {
    const others = el.readings?.filter((r) => r.text !== el.text) ?? [];
    return others.length ? `[${others.map((r) => `${quoteText(r.text)} ${r.p.toFixed(2)}`).join(', ')}]` : undefined;
  }, parse: (v, d) => {
    const found = [...v.matchAll(/("(?:[^"\\]|\\.)*") (0(?:\.\d+)?|1(?:\.0+)?)/g)].map((m) => ({ text: JSON.parse(m[1]!) as string, p: Number(m[2]) }));
    return v.startsWith('[') && found.length > 0 && ((d.readings = found), true);
  } },
];
const CODEC_BY_KEY = new Map(FIELD_CODECS.map((c) => [c.key, c]));

/**
 * Which fields a text carries: 'all' of ours, or 'table2', the CAAP paper's Table 2 (type,
 * subtype, checked / focused / highlighted, text, coordinates) and nothing we added (colour,
 * points, sector, value, expanded, style, readings).
 */
export type FieldSet = 'all' | 'table2';
const TABLE2_KEYS = new Set(['type', 'subtype', 'X', 'Y', 'text', 'checked', 'focused', 'highlighted']);

/** `type: button, X: 50 [2-97], Y: 96 [81-112], text: "Submit"`: the data fields of an element. */
export function elementData(el: ElementData, fields: FieldSet = 'all'): string {
  return FIELD_CODECS.flatMap((c) => {
    const v = fields === 'table2' && !TABLE2_KEYS.has(c.key) ? undefined : c.render(el);
    return v === undefined ? [] : [`${c.key}: ${v}`];
  }).join(', ');
}

/** `{...}`: the element as history lines and demos carry it (the paper's Figure 8 form). */
export function describeElement(el: ElementData, fields: FieldSet = 'all'): string {
  return `{${elementData(el, fields)}}`;
}

/** One line of the screen description. */
export function renderElement(el: Element, fields: FieldSet = 'all'): string {
  return `- ID: element_${el.id}, data: ${describeElement(el, fields)}`;
}

/** The whole screen, one line per element; EMPTY_SCREEN when nothing was perceived. */
export function renderElementList(elements: ElementList, fields: FieldSet = 'all'): string {
  return elements.length === 0 ? EMPTY_SCREEN : elements.map((e) => renderElement(e, fields)).join('\n');
}

/**
 * Splits `key: value, key: value` at the commas between fields: not inside a quoted string,
 * brackets or parentheses, and only before another `key: `.
 */
function splitFields(body: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0, start = 0;
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === '"') {
      for (i++; i < body.length && body[i] !== '"'; i++) if (body[i] === '\\') i++;
      continue;
    }
    if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') depth--;
    else if (i === body.length || (depth === 0 && c === ',' && /^ [A-Za-z_]\w*: /.test(body.slice(i + 1, i + 40)))) {
      const field = body.slice(start, i).trim();
      const colon = field.indexOf(': ');
      if (colon > 0) out.push([field.slice(0, colon), field.slice(colon + 2)]);
      start = i + 1;
    }
  }
  return out;
}

/**
 * The element data of `{type: ..., X: ..., Y: ..., ...}` (braces optional), or null when
 * it has no known type or no X and Y. Unknown fields are passed over, so text written by
 * other versions still reads.
 */
export function parseElementData(text: string): ElementData | null {
  const t = text.trim();
  const body = t.startsWith('{') && t.endsWith('}') ? t.slice(1, -1) : t;
  const d: Draft = {};
  for (const [key, value] of splitFields(body)) {
    const codec = CODEC_BY_KEY.get(key);
    if (codec && !codec.parse(value, d)) return null;
  }
  const { x, y, ...data } = d;
  if (!data.type || !x || !y) return null;
  return { ...data, type: data.type, box: { left: x[0], right: x[1], top: y[0], bottom: y[1] } };
}

/** One `- ID: element_N, data: {...}` line, or null when the line is not one. */
export function parseElementLine(line: string): Element | null {
  const m = /^- ID: element_(\d+), data: (\{.*\})\s*$/.exec(line.trim());
  const data = m ? parseElementData(m[2]!) : null;
  return data && Number(m![1]) > 0 ? { id: Number(m![1]), ...data, score: 1 } : null;
}

/** Every element line of a text (other lines are passed over). */
export function parseElementList(text: string): ElementList {
  return text.split('\n').map(parseElementLine).filter((e): e is Element => e !== null);
}

/** Whether a line belongs to a screen description: an element line or EMPTY_SCREEN. */
export const isScreenLine = (line: string): boolean => line.trim() === EMPTY_SCREEN || parseElementLine(line) !== null;
