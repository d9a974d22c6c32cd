/**
 * What a model sees, read back from text: the element list in the paper's format, the
 * action history lines and the task of a CAAP prompt. The scripted policy looks at the
 * world only through these parsers: it renders its input the way the prompter does and
 * parses it back, so it decides on exactly what an LLM would read (rounded boxes, capped
 * texts, the last 39 history lines) and the scripted "model" of the test server, which
 * parses the prompt it receives, decides the same.
 *
 * @example
 *   const els = parseElementList('- ID: element_1, data: {type: button, X: 50 [2-97], Y: 96 [81-112], text: "Submit"}')
 *   // [{ id: 1, type: 'button', text: 'Submit', box: { left: 2, top: 81, right: 97, bottom: 112 }, score: 1 }]
 */
import { renderHistory } from '../../agent/history.js';
import type { PerformedAction } from '../../agent/executor.js';
import { ElementTypeSchema, type Element, type ElementList } from '../../perception/element.js';
import { renderElementList } from '../../perception/render.js';
import { loadTemplates } from '../caap/templates.js';

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const ELEMENT_LINE = new RegExp(
  String.raw`^- ID: element_(\d+), data: \{type: (\w+)(?:, subtype: ([^,}]+))?, X: -?\d+ \[(-?\d+)-(-?\d+)\], Y: -?\d+ \[(-?\d+)-(-?\d+)\](.*)\}\s*$`,
);
const FIELD = new RegExp(String.raw`, (text|checked|focused|highlighted|expanded): (${JSON_STRING}|True|False)`, 'g');
/** The colour, figure and widget fields render.ts's figureFields writes. */
const COLOUR_FIELD = /, color: ([a-z]+) \((#[0-9A-F]{6})\)/;
const POINTS_FIELD = /, points: \[((?:\(-?\d+, -?\d+\)(?:, )?){1,12})/;
const SECTOR_FIELD = /, sector: (-?\d+)-(-?\d+) degrees/;
const VALUE_FIELD = /, value: (-?\d+(?:\.\d+)?)/;
const STYLE_FIELD = /, style: ((?:bold|italic|underline)(?: (?:bold|italic|underline))*)/;

/** One `- ID: element_N, data: {...}` line, or null when the line is not one. */
export function parseElementLine(line: string): Element | null {
  const m = ELEMENT_LINE.exec(line.trim());
  if (!m) return null;
  const type = ElementTypeSchema.safeParse(m[2]);
  if (!type.success) return null;
  const el: Element = {
    id: Number(m[1]),
    type: type.data,
    box: { left: Number(m[4]), right: Number(m[5]), top: Number(m[6]), bottom: Number(m[7]) },
    score: 1,
  };
  if (m[3]) el.subtype = m[3].trim();
  const rest = m[8]!;
  const colour = COLOUR_FIELD.exec(rest);
  if (colour) el.color = { name: colour[1]!, hex: colour[2]! };
  const points = POINTS_FIELD.exec(rest);
  if (points) el.points = [...points[1]!.matchAll(/\((-?\d+), (-?\d+)\)/g)].map((p) => ({ x: Number(p[1]), y: Number(p[2]) }));
  const sector = SECTOR_FIELD.exec(rest);
  if (sector) el.sector = { start: Number(sector[1]), end: Number(sector[2]) };
  const value = VALUE_FIELD.exec(rest);
  if (value) el.value = Number(value[1]);
  const style = STYLE_FIELD.exec(rest);
  if (style) el.style = Object.fromEntries(style[1]!.split(' ').map((k) => [k, true]));
  for (const f of rest.matchAll(FIELD)) {
    const [, key, raw] = f;
    if (key === 'text') el.text = JSON.parse(raw!) as string;
    else el[key as 'checked' | 'focused' | 'highlighted' | 'expanded'] = raw === 'True';
  }
  return el;
}

/** Every element line of a text (other lines are skipped). */
export function parseElementList(text: string): ElementList {
  return text.split('\n').map(parseElementLine).filter((e): e is Element => e !== null);
}

/** An element as the action history describes it: `{type: button, X: 50, Y: 96, text: "Submit"}`. */
export interface SeenElement {
  type: string;
  subtype?: string;
  x: number;
  y: number;
  text?: string;
}

/** One executed action as the history shows it (element actions carry the element, not its id). */
export interface HistoryEntry {
  name: string;
  args: Record<string, unknown>;
  element?: SeenElement;
}

/** The history's element description (Figure 8 form, with extents), or the older centre-only form. */
const DESC_FULL = new RegExp(String.raw`^\{type: (\w+)(?:, subtype: ([^,}]+))?, X: (-?\d+) \[-?\d+--?\d+\], Y: (-?\d+) \[-?\d+--?\d+\](.*)\}$`);
const DESC = new RegExp(String.raw`^\{type: (\w+)(?:, subtype: ([^,}]+))?, X: (-?\d+), Y: (-?\d+)(.*)\}$`);
const TEXT_FIELD = new RegExp(String.raw`, text: (${JSON_STRING})`);

export function parseElementDescription(desc: string): SeenElement | undefined {
  const d = desc.trim();
  const m = DESC_FULL.exec(d) ?? DESC.exec(d);
  if (!m) return undefined;
  const el: SeenElement = { type: m[1]!, x: Number(m[3]), y: Number(m[4]) };
  if (m[2]) el.subtype = m[2].trim();
  const t = TEXT_FIELD.exec(m[5] ?? '');
  if (t) el.text = JSON.parse(t[1]!) as string;
  return el;
}

/** The balanced `{...}` at the start of `s` (string-aware), or null. */
function leadingObject(s: string): string | null {
  if (s[0] !== '{') return null;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '"') {
      for (i++; i < s.length && s[i] !== '"'; i++) if (s[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return s.slice(0, i + 1);
  }
  return null;
}

/** Reads a history entry body: `name: N`, then `arg: {element}` or `arg: {key: value, ...}` (a value may be `element: {...}`). */
function parseHistoryBody(body: string): HistoryEntry | null {
  const name = /^name: (\w+)/.exec(body);
  if (!name) return null;
  const entry: HistoryEntry = { name: name[1]!, args: {} };
  const rest = body.slice(name[0].length);
  if (!rest.startsWith(', arg: ')) return entry;
  const obj = leadingObject(rest.slice(7));
  if (!obj) return entry;
  if (obj.startsWith('{type: ')) {
    entry.element = parseElementDescription(obj);
    return entry;
  }
  let inner = obj.slice(1, -1);
  const el = /^element: /.exec(inner);
  if (el) {
    const desc = leadingObject(inner.slice(el[0].length));
    if (desc) {
      entry.element = parseElementDescription(desc);
      inner = inner.slice(el[0].length + desc.length).replace(/^, /, '');
    }
  }
  const pair = new RegExp(String.raw`^(\w+): (${JSON_STRING}|-?\d+(?:\.\d+)?|true|false|null)(?:, )?`);
  for (let m = pair.exec(inner); m; m = pair.exec(inner)) {
    entry.args[m[1]!] = JSON.parse(m[2]!);
    inner = inner.slice(m[0].length);
  }
  return entry;
}

/** The `action_N: {...}` lines of a history text, oldest first (the `start` line is dropped). */
export function parseHistory(text: string): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    const m = /^action_\d+: \{(.*)\}\s*$/.exec(line.trim());
    if (!m) continue;
    const e = parseHistoryBody(m[1]!);
    if (e && e.name !== 'start') out.push(e);
  }
  return out;
}

/** What the model reads: the elements and history rendered as in the prompt and parsed back. */
export function asPrompted(elements: ElementList, performed: PerformedAction[]): { elements: ElementList; history: HistoryEntry[] } {
  return { elements: parseElementList(renderElementList(elements)), history: parseHistory(renderHistory(performed)) };
}

export interface PromptView {
  goal: string;
  elements: ElementList;
  history: HistoryEntry[];
  lastResponse?: string;
  /** The number the reply's first action takes (the history's last action_N plus one). */
  firstAction: number;
}

/** The heading line of a prompt template (its first line), e.g. "### Task Description ###". */
const headingOf = (name: 'task' | 'last-response' | 'history' | 'screen'): string => loadTemplates()[name].split('\n')[0]!;

/**
 * Reads goal, current screen, history and last response out of a CAAP prompt (the user
 * message). The demonstrations come first and use other labels ("TASK:", "Action History:"),
 * and the last response, which may hold headings of its own, sits between the task and the
 * history: so the task is the first task heading, the history and the screen the last ones.
 */
export function parsePrompt(prompt: string): PromptView | null {
  const at = (h: string, from = 0) => prompt.indexOf(`${h}\n`, from);
  const last = (h: string) => prompt.lastIndexOf(`${h}\n`);
  const [hTask, hLast, hHistory, hScreen] = [headingOf('task'), headingOf('last-response'), headingOf('history'), headingOf('screen')];
  const iTask = at(hTask);
  const iScreen = last(hScreen);
  if (iTask < 0 || iScreen < iTask) return null;
  const iHistory = last(hHistory);
  const iLast = at(hLast, iTask);
  const taskEnd = [iLast, iHistory, iScreen].find((i) => i > iTask)!;
  const goal = prompt.slice(iTask + hTask.length + 1, taskEnd).trim().split('\n')[0]!.trim();
  const nextHeading = prompt.indexOf('\n###', iScreen + hScreen.length);
  const screen = prompt.slice(iScreen + hScreen.length + 1, nextHeading < 0 ? undefined : nextHeading);
  const historyText = iHistory > iTask && iHistory < iScreen ? prompt.slice(iHistory + hHistory.length + 1, iScreen) : '';
  const numbers = [...historyText.matchAll(/^action_(\d+):/gm)].map((m) => Number(m[1]));
  const view: PromptView = {
    goal, elements: parseElementList(screen), history: parseHistory(historyText),
    firstAction: (numbers.length ? Math.max(...numbers) : 1) + 1,
  };
  if (iLast > iTask && iLast < (iHistory > iTask ? iHistory : iScreen)) {
    view.lastResponse = prompt.slice(iLast + hLast.length + 1, iHistory > iLast ? iHistory : iScreen).trim();
  }
  return view;
}
