/**
 * order-food: `Order one of each item: {A}, {B}` or `Order {q} items that are {diet}`. A
 * scrolling menu of twelve dishes; each shows its name (wrapping over up to three lines),
 * a row of diet icons under it, and "- +" controls on the name's first line (the
 * quantity appears between them once above 0); "Order!" is at the bottom.
 *
 * The rule raises each wanted dish to its quantity with "+" (one click a step: the number
 * changes the screen), counts a dish done with the click that brings it to its quantity
 * (the 10-step budget has no step to spare for a look; the reply's Notes carry the done
 * dishes across scrolls), scrolls 120 px at a time to find
 * the next (less than the 156-px view, so every name line and its controls are whole in
 * some view), then scrolls to the bottom and presses Order!.
 *
 * What the element list cannot say: which diet an icon stands for. The labeller lists the
 * icons as bare `icon` elements (no subtype), so a by-diet goal is answered from the
 * policy's own data, data/scripted/order-food-diets.json (each dish's diets, from the
 * task's spec: what a person reads off the icons). Where an icon does carry a diet as
 * its subtype, the icons under the dish decide instead; the data never overrides them.
 */
import { z } from 'zod';
import type { Element } from '../../../../perception/element.js';
import { areaTexts, centre, findText } from '../../kit/elements.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { readsAs } from '../../kit/reading.js';
import { norm } from '../../kit/text.js';
import { vocabulary } from '../../kit/vocabulary.js';
import { act, click, clickAt, defineRule, fail, scrollAt, type RuleResult } from '../../rule.js';

const MenuSchema = z.object({ diets: z.array(z.string()).min(1), dishes: z.array(z.object({ name: z.string(), diets: z.array(z.string()) })).min(1) });
export type Menu = z.infer<typeof MenuSchema>;
/** The dishes and their diets, as the task's spec lists them (data/scripted/README.md). */
export const orderFoodMenu = (): Menu => vocabulary('order-food-diets', MenuSchema);

/** x of the "+" and "-" glyphs (the page's fixed right column). */
const PLUS_X = 136;
const MINUS_X = 114;
const SCROLL_NOTCHES = 3;

type Goal = { kind: 'names'; names: string[] } | { kind: 'diet'; count: number; diet: string };

interface Dish {
  name: string;
  line: Element;
  controls: Element | undefined;
  quantity: number;
}

/** Does this text line read as the dish's name, or as its first line when the name wraps? */
const namesDish = (text: string | undefined, name: string): boolean => {
  const t = norm(text);
  return readsAs(t, name) ||
    (t.length >= 6 && t.length < name.length && name.startsWith(t.split(' ').slice(0, -1).join(' ')) && readsAs(t, name.slice(0, t.length)));
};

/** The menu dishes on the screen, each with its controls (the "- +" text on its first line) and quantity. */
export function dishesOnScreen(elements: Element[], menu: Menu): Dish[] {
  const texts = areaTexts(elements);
  const out: Dish[] = [];
  for (const { name } of menu.dishes) {
    const line = texts.find((e) => centre(e).x < 100 && namesDish(e.text, name));
    if (!line) continue;
    const y = centre(line).y;
    // "- +" reads as one text at 0; above 0 the "-", the number and the "+" read apart.
    const row = texts.filter((e) => e.box.left > 95 && /^[-+\d\s]+$/.test(norm(e.text)) && Math.abs(centre(e).y - y) <= 8);
    const controls = row.find((e) => /[-+]/.test(e.text ?? '')) ?? row[0];
    const digits = /(\d+)/.exec(row.map((e) => e.text).join(' '));
    out.push({ name, line, controls, quantity: digits ? Number(digits[1]) : 0 });
  }
  return out;
}

/** The dish's diets: from diet-named icons under its name when perception gives them, else the menu data. */
function dietsOf(dish: Dish, elements: Element[], menu: Menu): string[] {
  const icons = elements.filter((e) =>
    e.type === 'icon' && e.subtype && menu.diets.includes(e.subtype)
    && e.box.top >= dish.line.box.top && e.box.top - dish.line.box.bottom < 34 && e.box.left < 100
  );
  if (icons.length) return icons.map((e) => e.subtype!);
  return menu.dishes.find((d) => d.name === dish.name)?.diets ?? [];
}

export const orderFoodRule = defineRule({
  name: 'order-food',
  tasks: ['order-food'],
  parse: (goal): Goal | null => {
    const g = norm(goal);
    const byName = /^Order one of each item: (.+), (.+)$/.exec(g);
    if (byName) return { kind: 'names', names: [norm(byName[1]), norm(byName[2])] };
    const byDiet = /^Order (\d) items that are ([a-z-]+)$/.exec(g);
    return byDiet ? { kind: 'diet', count: Number(byDiet[1]), diet: byDiet[2]! } : null;
  },
  decide: (g, { elements, lastResponse }): RuleResult => {
    const menu = orderFoodMenu();
    const notes = readNotes(lastResponse);
    const done = new Set((notes.done ?? '').split('|').filter(Boolean));
    const seen = dishesOnScreen(elements, menu);
    // By diet: all q of one dish that carries it (repeats count), the first such dish seen.
    const pick = g.kind === 'diet' ? (notes.dish ?? seen.find((d) => dietsOf(d, elements, menu).includes(g.diet))?.name) : undefined;
    const wanted = new Map<string, number>(g.kind === 'names' ? g.names.map((n) => [n, 1]) : pick ? [[pick, g.count]] : []);
    const keep = (more: Record<string, string> = {}) => writeNotes({ done: [...done].join('|'), ...(pick ? { dish: pick } : {}), ...more });
    for (const d of seen) {
      const want = wanted.get(d.name);
      if (want === undefined || done.has(d.name)) continue;
      if (!d.controls) return fail(`the - + controls of ${d.name} are not visible`);
      const y = centre(d.controls).y;
      if (d.quantity < want) {
        // The click that brings the dish to its quantity counts it done (a step saved: the budget is 10).
        if (d.quantity + 1 === want) done.add(d.name);
        return act(`${d.name} shows ${d.quantity} of ${want}; I click its + (x ${PLUS_X}). ${keep()}`, clickAt(PLUS_X, y));
      }
      if (d.quantity > want) return act(`${d.name} shows ${d.quantity}, more than ${want}; I click its -. ${keep()}`, clickAt(MINUS_X, y));
      done.add(d.name);
    }
    const order = findText(elements, 'Order!', { types: ['button'] })[0];
    if (wanted.size && [...wanted.keys()].every((n) => done.has(n))) {
      if (order) return act(`Every wanted dish is at its quantity; I press Order! (element_${order.id}). ${keep()}`, click(order));
      return act(`Every wanted dish is at its quantity; I scroll to the bottom for Order!. ${keep()}`, scrollAt(80, 130, 'down', 20));
    }
    // Not found yet: down the menu, and from the top again once the bottom is reached.
    const passes = Number(notes.passes ?? 0);
    if (order) {
      if (passes >= 1) {
        return fail(
          `the menu was searched twice and ${
            [...wanted.keys()].filter((n) => !done.has(n)).join(', ') || `no ${g.kind === 'diet' ? g.diet : ''} dish`
          } was not found`,
        );
      }
      return act(`The bottom of the menu is reached; I scroll back to the top. ${keep({ passes: String(passes + 1) })}`, scrollAt(80, 130, 'up', 20));
    }
    return act(`The wanted dishes left are not on this screen; I scroll the menu down. ${keep({ passes: String(passes) })}`,
      scrollAt(80, 130, 'down', SCROLL_NOTCHES));
  },
});
