/**
 * Ticking named boxes, then Submit:
 *   click-checkboxes, -large, -transfer  `Select {a, b, c} and click Submit.` / `Select nothing and click Submit.`
 *   click-option                         `Select {name} and click Submit.` (radio buttons)
 *   click-checkboxes-soft                `Select words similar to {a, b} and click Submit.` (synonyms)
 * Every box whose state differs from the wanted one is clicked in one step; the next step
 * checks the states and clicks Submit.
 */
import type { ElementList } from '../../../../perception/element.js';
import { buttonLabelled, labelledControls, type LabelledControl } from '../../kit/controls.js';
import { commaList } from '../../kit/goal-text.js';
import { assign } from '../../kit/reading.js';
import { act, click, defineRule, fail, type RuleResult } from '../../rule.js';
import { similarReading } from './synonyms.js';

function setBoxes(elements: ElementList, wanted: (row: LabelledControl) => boolean, names: string): RuleResult {
  const boxes = labelledControls(elements, 'checkbox');
  const radios = labelledControls(elements, 'radio');
  const rows = boxes.length ? boxes : radios;
  if (!rows.length) return fail('no checkbox or radio button is visible');
  const wrong = rows.filter((r) => Boolean(r.control.checked) !== wanted(r));
  const submit = buttonLabelled(elements);
  if (wrong.length) {
    return act(`To select ${names}, I click ${wrong.map((r) => `"${r.label}" (element_${r.control.id})`).join(', ')}.`, ...wrong.map((r) => click(r.control)));
  }
  if (!submit) return fail('no Submit button is visible');
  return act(`Exactly ${names} are selected; I click Submit (element_${submit.id}).`, click(submit));
}

export const clickCheckboxesRule = defineRule({
  name: 'click-checkboxes',
  tasks: ['click-checkboxes', 'click-checkboxes-large', 'click-checkboxes-transfer', 'click-option'],
  parse: (goal) => {
    const m = /^Select (.+) and click Submit\.$/.exec(goal);
    if (!m || m[1]!.startsWith('words similar to ')) return null;
    return { names: m[1] === 'nothing' ? [] : commaList(m[1]!) };
  },
  decide: ({ names }, { elements }) => {
    const rows = [...labelledControls(elements, 'checkbox'), ...labelledControls(elements, 'radio')];
    // Every named box is on the page, so a name no label reads as takes the guess among the
    // boxes left over ("zy" is "ztzy"; reading.ts `assign`).
    const targets = assign(rows, (r) => r.label, names);
    const missing = names.filter((n) => !targets.has(n));
    if (missing.length) return fail(`no box labelled ${missing.map((n) => `"${n}"`).join(', ')} is visible`);
    const ids = new Set([...targets.values()].map((m) => m.item.control.id));
    return setBoxes(elements, (r) => ids.has(r.control.id), names.length ? names.join(', ') : 'nothing');
  },
});

export const clickCheckboxesSoftRule = defineRule({
  name: 'click-checkboxes-soft',
  tasks: ['click-checkboxes-soft'],
  parse: (goal) => {
    const m = /^Select words similar to (.+) and click Submit\.$/.exec(goal);
    return m ? { words: commaList(m[1]!) } : null;
  },
  decide: ({ words }, { elements }) => setBoxes(elements, (r) => words.some((w) => similarReading(w, r.label)), `the words similar to ${words.join(', ')}`),
});

/** Soft first: its goal also reads "Select ... and click Submit.". */
export const checkboxRules = [clickCheckboxesSoftRule, clickCheckboxesRule];
