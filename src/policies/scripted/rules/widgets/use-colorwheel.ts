/**
 * The colour picker's hex field (jscolor):
 *   use-colorwheel    `Select {name} with the color picker and hit Submit.`
 *   use-colorwheel-2  `Select the following color with the color picker and hit Submit.`,
 *                     the colour being the swatch drawn in the instruction bar (its `color`).
 * The picker's field takes a typed hex colour exactly, where clicks on the wheel land on
 * whole pixels of hue and saturation, so: click the field, select its text, type the six
 * digits, then Tab to Submit and press Enter (the open picker lies over the Submit button
 * and takes clicks there; the keyboard reaches the button beneath it). Each of these
 * changes the screen, so under the paper's batch stop they run one per step; the history
 * since the last click on the field tells which are left.
 *
 * use-colorwheel-2 can be solved only as well as the swatch's colour is measured: the
 * reward falls with the distance between the typed and the true colour.
 */
import type { Action } from '../../../../agent/actions.js';
import type { Element } from '../../../../perception/element.js';
import { canonicalColourName, PALETTE, rgbToHex, type Rgb } from '../../../../perception/palette.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, defineRule, fail, key, selectAll, type, type RuleContext, type RuleResult } from '../../rule.js';
import { AREA_TOP, centre, contains, inArea } from '../../kit/elements.js';
import { historyClickPoint } from '../../kit/history.js';

/** CSS colours the goal may name that the perception palette does not hold. */
const MORE_CSS_COLOURS: Readonly<Record<string, Rgb>> = { gold: [255, 215, 0] };

/** Six upper-case hex digits of a CSS colour name (`gray` and `grey` alike), or null. */
export function pickerHex(name: string): string | null {
  const rgb = PALETTE[canonicalColourName(name)] ?? MORE_CSS_COLOURS[name.toLowerCase()];
  return rgb ? rgbToHex(rgb).replace('#', '').toUpperCase() : null;
}

/** The steps after clicking the field, in order. */
const AFTER_CLICK = ['press_control_A', 'type_text', 'press_key:Tab', 'press_key:Enter'] as const;

/**
 * How many of the steps after the field's click have run, by the history since the last
 * click on the field; -1 when the field has not been clicked (or something else was since).
 */
export function stepsDone(history: HistoryEntry[], field: Element): number {
  let done = -1;
  for (const h of history) {
    if (h.name === 'click_element' || h.name === 'click_new_point') {
      done = contains(field, historyClickPoint(h), 2) ? 0 : -1;
      continue;
    }
    if (done < 0) continue;
    const name = h.name === 'press_key' ? `press_key:${String(h.args.key)}` : h.name;
    if (name === AFTER_CLICK[done]) done++;
  }
  return done;
}

function typeColour(hex: string, { elements, history }: RuleContext, what: string): RuleResult {
  const field = elements.find((e) => e.type === 'input_field' && inArea(e));
  if (!field) return fail('the colour field is not visible');
  const plan: Action[] = [selectAll(), type(hex), key('Tab'), key('Enter')];
  const done = stepsDone(history, field);
  if (done < 0) {
    return act(`${what} is ${hex}; I click the colour field (element_${field.id}), select its text, type ${hex}, then Tab to Submit and press Enter.`,
      click(field), ...plan);
  }
  if (done >= plan.length) return fail('Submit was pressed and the episode goes on');
  return act(`${what} is ${hex}; I go on with the field: ${['select its text', `type ${hex}`, 'Tab to Submit', 'press Enter'].slice(done).join(', ')}.`,
    ...plan.slice(done));
}

export const useColorwheelRule = defineRule({
  name: 'use-colorwheel',
  tasks: ['use-colorwheel'],
  parse: (goal) => {
    const m = /^Select ([a-z]+) with the color picker and hit Submit\.$/.exec(goal);
    const hex = m ? pickerHex(m[1]!) : null;
    return hex ? { hex, name: m![1]! } : null;
  },
  decide: ({ hex, name }, ctx) => typeColour(hex, ctx, `${name} in hex`),
});

export const useColorwheel2Rule = defineRule({
  name: 'use-colorwheel-2',
  tasks: ['use-colorwheel-2'],
  parse: (goal) => (goal === 'Select the following color with the color picker and hit Submit.' ? {} : null),
  decide: (_g, ctx) => {
    // The swatch: the one coloured figure in the instruction bar.
    const swatch = ctx.elements.find((e) => centre(e).y < AREA_TOP && e.color && e.type !== 'text');
    if (!swatch?.color) return fail('the colour swatch in the instruction is not visible');
    return typeColour(swatch.color.hex.replace('#', '').toUpperCase(), ctx, `The swatch (element_${swatch.id})`);
  },
});
