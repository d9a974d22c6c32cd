/**
 * Element lists shaped like the suite's screens, and a decision taken as the scripted
 * policy takes it (through the prompt's text), for rule tests.
 */
import type { PerformedAction } from '../../../src/agent/executor.js';
import type { Element, ElementList } from '../../../src/perception/element.js';
import { asPrompted } from '../../../src/policies/scripted/prompt-view.js';
import { isFail } from '../../../src/policies/scripted/rule.js';
import { scriptedChoice } from '../../../src/policies/scripted/scripted-policy.js';

let nextId = 1;
export const el = (type: Element['type'], box: [number, number, number, number], extra: Partial<Element> = {}): Element => ({ id: nextId++, type,
  box: { left: box[0], top: box[1], right: box[2], bottom: box[3] }, score: 1, ...extra });
export const list = (...els: Element[]): ElementList => els.map((e, i) => ({ ...e, id: i + 1 }));

/** Decides as the policy does: through the prompt's text, with a history and a previous reply. */
export function decide(goal: string, elements: ElementList, performed: PerformedAction[] = [], lastResponse?: string,
  batchStop: 'any-change' | 'ids' = 'any-change')
{
  const seen = asPrompted(elements, performed);
  return scriptedChoice(goal, seen.elements, seen.history, lastResponse, batchStop);
}
export const actionsOf = (c: ReturnType<typeof decide>) => (isFail(c.result) ? c.result : c.result.actions);
