/**
 * multi-layouts, multi-orderings: `Search for {genre} movies directed by {last} from year
 * {year}.` Five layouts put each label left of, above or below its field; fields are
 * paired with labels in reading order (label first, unless the area starts with a field,
 * as in the dark layout where labels sit under their fields). Labels: Genre / Movie Genre,
 * Director / Director Name, Year / Released Date. The submit control is the lowest
 * element reading Submit, Search or Go!. With one label unread and one field unpaired, the
 * field takes that label.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { inputsOf, fillThenPress } from '../../kit/fields.js';
import { defineRule, fail } from '../../rule.js';
import { meaningOf, PAIRWISE } from '../../kit/reading.js';
import { inArea } from '../../kit/elements.js';
import { lower } from '../../kit/text.js';

type Slot = 'genre' | 'director' | 'year';
const slotOf = (text: string | undefined): Slot | null => {
  const t = lower(text);
  if (/genre/.test(t)) return 'genre';
  if (/director/.test(t)) return 'director';
  if (/year|date/.test(t)) return 'year';
  return null;
};

function fieldsBySlot(elements: ElementList): Map<Slot, Element> {
  const inputs = inputsOf(elements);
  const labels = elements.filter((e) => inArea(e) && e.type !== 'input_field' && e.type !== 'button' && slotOf(e.text) !== null);
  const items = [...inputs, ...labels].sort((a, b) => a.id - b.id);
  const labelsFirst = items[0] ? items[0].type !== 'input_field' : true;
  const out = new Map<Slot, Element>();
  for (const f of inputs) {
    const i = items.indexOf(f);
    const label = labelsFirst ? items.slice(0, i).reverse().find((e) => e.type !== 'input_field') : items.slice(i + 1).find((e) => e.type !== 'input_field');
    const slot = label ? slotOf(label.text) : null;
    if (slot && !out.has(slot)) out.set(slot, f);
  }
  // One label unread (perception missed "Year") and one field left over: that field is its.
  const left = inputs.filter((f) => ![...out.values()].includes(f));
  const unread = (['genre', 'director', 'year'] as Slot[]).filter((s) => !out.has(s));
  if (left.length === 1 && unread.length === 1 && inputs.length === 3) out.set(unread[0]!, left[0]!);
  return out;
}

export const multiLayoutsRule = defineRule({
  name: 'multi-layouts',
  tasks: ['multi-layouts', 'multi-orderings'],
  parse: (goal) => {
    const m = /^Search for (.+) movies directed by (.+) from year (\d+)\.$/.exec(goal);
    return m ? { genre: m[1]!, director: m[2]!, year: m[3]! } : null;
  },
  decide: (g, ctx) => {
    const slots = fieldsBySlot(ctx.elements);
    const missing = (['genre', 'director', 'year'] as Slot[]).filter((s) => !slots.has(s));
    if (missing.length) return fail(`no field labelled ${missing.join(', ')} is visible`);
    const submit =
      ctx.elements.filter((e) => inArea(e) && meaningOf(e.text, ['Submit', 'Search', 'Go', 'Go!'], { allow: PAIRWISE, caseSensitive: false })).sort((a, b) =>
        b.box.top - a.box.top
      )[0];
    return fillThenPress([[slots.get('genre')!, g.genre], [slots.get('director')!, g.director], [slots.get('year')!, g.year]], submit, ctx);
  },
});
