/** Test helper: an element's data from its text form (as older records and hand-written fixtures give it). */
import { parseElementData, type ElementData } from '../../../src/agent/element-text.js';

export function elementOf(text: string): ElementData {
  const data = parseElementData(text);
  if (!data) throw new Error(`not an element description: ${text}`);
  return data;
}
