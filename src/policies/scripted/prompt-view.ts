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

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const ELEMENT_LINE = new RegExp(
  String.raw`^- ID: element_(\d+), data: \{type: (\w+)(?:, subtype: ([^,}]+))?, X: -?\d+ \[(-?\d+)-(-?\d+)\], Y: -?\d+ \[(-?\d+)-(-?\d+)\](.*)\}\s*$`,
);
const FIELD = new RegExp(String.raw`, (text|checked|focused|highlighted): (${JSON_STRING}|True|False)`, 'g');

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
  for (const f of m[8]!.matchAll(FIELD)) {
    const [, key, raw] = f;
    if (key === 'text') el.text = JSON.parse(raw!) as string;
    else el[key as 'checked' | 'focused' | 'highlighted'] = raw === 'True';
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

const DESC = new RegExp(String.raw`^\{type: (\w+)(?:, subtype: ([^,}]+))?, X: (-?\d+), Y: (-?\d+)(?:, text: (${JSON_STRING}))?\}$`);

export function parseElementDescription(desc: string): SeenElement | undefined {
  const m = DESC.exec(desc.trim());
  if (!m) return undefined;
  const el: SeenElement = { type: m[1]!, x: Number(m[3]), y: Number(m[4]) };
  if (m[2]) el.subtype = m[2].trim();
  if (m[5]) el.text = JSON.parse(m[5]) as string;
  return el;
}

/** Reads `key: value` pairs of a history line body (values are JSON, or an element description). */
function parseHistoryBody(body: string): HistoryEntry | null {
  const name = /^name: (\w+)/.exec(body);
  if (!name) return null;
  const entry: HistoryEntry = { name: name[1]!, args: {} };
  let rest = body.slice(name[0].length);
  const el = /^, element: (\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\})/.exec(rest);
  if (el) {
    entry.element = parseElementDescription(el[1]!);
    rest = rest.slice(el[0].length);
  }
  const pair = new RegExp(String.raw`^, (\w+): (${JSON_STRING}|-?\d+(?:\.\d+)?|true|false|null)`);
  for (let m = pair.exec(rest); m; m = pair.exec(rest)) {
    entry.args[m[1]!] = JSON.parse(m[2]!);
    rest = rest.slice(m[0].length);
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
}

/** The text under a `# Heading` line (the last such heading), up to the next `# ` heading. */
function section(prompt: string, heading: string): string | null {
  const at = prompt.lastIndexOf(`\n# ${heading}\n`);
  const start = at >= 0 ? at + heading.length + 4 : prompt.startsWith(`# ${heading}\n`) ? heading.length + 3 : -1;
  if (start < 0) return null;
  const next = prompt.indexOf('\n# ', start);
  return prompt.slice(start, next < 0 ? undefined : next);
}

/**
 * Reads goal, current screen and history out of a CAAP prompt (the user message). The
 * demonstrations come first in the prompt and use other headings, so the last "# Task",
 * "# Action history" and "# Current screen" sections are this episode's.
 */
export function parsePrompt(prompt: string): PromptView | null {
  const task = section(prompt, 'Task');
  const screen = section(prompt, 'Current screen');
  if (task === null || screen === null) return null;
  const goal = task.trim().split('\n')[0]!.trim();
  const history = section(prompt, 'Action history');
  const view: PromptView = { goal, elements: parseElementList(screen), history: history ? parseHistory(history) : [] };
  const last = section(prompt, 'Your previous response');
  // The first line explains the section; the reply follows.
  if (last !== null) view.lastResponse = last.split('\n').slice(1).join('\n').trim();
  return view;
}
