/**
 * A CAAP prompt read back: goal, last response, action history and current screen, for the
 * scripted "model" of the test server, which answers from the prompt text alone. Sections
 * are found by the templates the prompter fills (the text of a template before its
 * placeholder: `task` before {{goal}}, `screen` before {{elements}}, ...), and the screen and
 * history are read by the grammar that wrote them (agent/element-text.ts, agent/history-text.ts),
 * so a reworded template moves the reader with it and no heading is spelled out here.
 *
 * @example
 *   const view = readPrompt(buildPrompt(input).messages.at(-1)!.content)
 *   view?.goal, view?.elements, view?.history, view?.firstAction
 */
import { isScreenLine, parseElementList } from '../../agent/element-text.js';
import { HISTORY_LINE, parseHistory, type HistoryEntry } from '../../agent/history-text.js';
import { InvalidArgumentError } from '../../errors.js';
import type { ElementList } from '../../perception/element.js';
import { loadTemplates, type TemplateName, type Templates } from './templates.js';

export interface PromptView {
  goal: string;
  elements: ElementList;
  history: HistoryEntry[];
  lastResponse?: string;
  /** The number the reply's first action takes (the history's last action_N plus one). */
  firstAction: number;
}

/** The text a filled template starts with: the template up to its placeholder. */
function lead(templates: Templates, name: TemplateName, slot: string): string {
  const at = templates[name].indexOf(`{{${slot}}}`);
  if (at <= 0) throw new InvalidArgumentError(`Prompt template ${name} must start with text before {{${slot}}}: the prompt reader finds the section by it`);
  return templates[name].slice(0, at);
}

/** The lines from `from` on, as long as `keep` holds. */
function run(text: string, from: number, keep: (line: string) => boolean): string[] {
  const out: string[] = [];
  for (const line of text.slice(from).split('\n')) {
    if (!keep(line)) break;
    out.push(line);
  }
  return out;
}

const OMITTED = /^\(action_1 to action_\d+ omitted\)$/;

/**
 * Reads a CAAP prompt (the user message), or null when it is not one (no task section, or
 * no screen section after it). The demonstrations come first and use other labels, and the
 * last response, which may hold anything, sits between the task and the history: so the task
 * is the first task section, the history and the screen the last ones.
 */
export function readPrompt(prompt: string, templates: Templates = loadTemplates()): PromptView | null {
  const [task, last, history, screen] = [lead(templates, 'task', 'goal'), lead(templates, 'last-response', 'last_response'),
    lead(templates, 'history', 'history'), lead(templates, 'screen', 'elements')];
  const iTask = prompt.indexOf(task);
  const iScreen = prompt.lastIndexOf(screen);
  if (iTask < 0 || iScreen < iTask) return null;
  const screenLines = run(prompt, iScreen + screen.length, isScreenLine);
  if (screenLines.length === 0) return null;
  const found = prompt.lastIndexOf(history, iScreen);
  const iHistory = found > iTask ? found : -1;
  const historyLines = iHistory < 0 ? [] : run(prompt, iHistory + history.length, (l) => HISTORY_LINE.test(l.trim()) || OMITTED.test(l.trim()));
  const numbers = historyLines.map((l) => HISTORY_LINE.exec(l.trim())).filter((m) => m !== null).map((m) => Number(m[1]));
  const view: PromptView = {
    goal: prompt.slice(iTask + task.length).trim().split('\n')[0]!.trim(),
    elements: parseElementList(screenLines.join('\n')),
    history: parseHistory(historyLines.join('\n')),
    firstAction: (numbers.length ? Math.max(...numbers) : 1) + 1,
  };
  const iLast = prompt.indexOf(last, iTask);
  const lastEnd = iHistory >= 0 ? iHistory : iScreen;
  if (iLast > iTask && iLast < lastEnd) view.lastResponse = prompt.slice(iLast + last.length, lastEnd).trim();
  return view;
}
