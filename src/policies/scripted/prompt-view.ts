/**
 * What a model sees: the scripted policy looks at the world only through the prompt's text.
 * It renders its input the way the prompter does and parses it back with the same module
 * (agent/element-text.ts, agent/history-text.ts), so it decides on exactly what an LLM would
 * read (rounded boxes, capped texts, the last 39 history lines); the scripted "model" of the
 * test server reads a whole prompt with policies/caap/prompt-reader.ts and decides the same.
 *
 * @example
 *   const seen = asPrompted(input.elements, input.performed)
 *   seen.elements[0].box   // rounded as the prompt writes it
 */
import { parseElementList, renderElementList } from '../../agent/element-text.js';
import { parseHistory, renderHistory, type HistoryEntry } from '../../agent/history-text.js';
import type { PerformedAction } from '../../agent/record.js';
import type { ElementList } from '../../perception/element.js';

export type { HistoryEntry, SeenElement } from '../../agent/history-text.js';
/** A watch's looks rebuilt from its history lines (what a model could rebuild from the prompt). */
export { seenLooks } from '../../agent/history-text.js';

/** What the model reads: the elements and history rendered as in the prompt and parsed back. */
export function asPrompted(elements: ElementList, performed: readonly PerformedAction[]): { elements: ElementList; history: HistoryEntry[] } {
  return { elements: parseElementList(renderElementList(elements)), history: parseHistory(renderHistory(performed)) };
}
