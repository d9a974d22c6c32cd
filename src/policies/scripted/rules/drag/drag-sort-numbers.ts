/**
 * drag-sort-numbers: `Sort the numbers in increasing order, ...` One drag per step (the
 * first number out of place, up to its place), then Submit.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { centre } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { items, listPath } from './sortable-list.js';

export const dragSortNumbersRule = defineRule({
  name: 'drag-sort-numbers',
  tasks: ['drag-sort-numbers'],
  parse: (goal) => (/^Sort the numbers in increasing order/.test(goal) ? {} : null),
  decide: (_g, { elements }) => {
    const list = items(elements).sort((a, b) => centre(a).y - centre(b).y);
    const values = list.map((e) => Number(norm(e.text)));
    if (list.length < 2 || values.some((v) => Number.isNaN(v))) return fail('the numbers are not readable');
    const sorted = [...values].sort((a, b) => a - b);
    const i = values.findIndex((v, j) => v !== sorted[j]);
    const submit = buttonLabelled(elements);
    if (i < 0) return submit ? act(`The numbers ${values.join(', ')} are in order; I click Submit.`, click(submit)) : fail('no Submit button');
    const j = values.findIndex((v, k) => k > i && v === sorted[i]);
    const x = centre(list[j]!).x;
    return act(`${sorted[i]} belongs at position ${i + 1}; I drag it up from position ${j + 1}.`, ...listPath(x, list.map((e) => centre(e).y), j, i));
  },
});
