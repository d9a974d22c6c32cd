/**
 * click-scroll-list: `Select {a[, b]} from the scroll list and click Submit.` A native
 * multi-select box shows about five options; the others are reached with the wheel over
 * the box. The first target is clicked, the second Control-clicked (a plain click would
 * drop the first). An option this episode clicked is on or off as the history says (a
 * misread highlight must not make the rule click it off again), and a row clicked since the
 * last wheel turn is that option however it reads now; any other shows its state as
 * highlighted. The end of the list is reached when a wheel turn
 * left the option under the pointer where it was; then the list is wheeled back up.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { commaList } from '../../kit/goal-text.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, ctrlClick, defineRule, fail, scrollOver } from '../../rule.js';
import { meaningOf, PAIRWISE } from '../../kit/reading.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/**
 * The wanted name a reading stands for ("Conrine" is Corrine, "utrika" Ulrika), else the
 * reading. A long name is cut off at the box's right edge ("Heard Island and McDon"): its
 * start counts from 12 characters (the `cut` rung; the options out of view may share a
 * shorter start).
 */
function canonical(names: string[], text: string | undefined): string {
  return meaningOf(text, names, { allow: [...PAIRWISE, 'cut'], caseSensitive: false, cutMin: 12 })?.item ?? norm(text);
}

/** Was `name` clicked (plainly or with Control) and not dropped by a later plain click on another option? */
function selectedByHistory(history: HistoryEntry[], names: string[], name: string): boolean {
  let on = false;
  for (const h of history) {
    if (!h.element) continue;
    const hit = canonical(names, h.element.text) === name;
    if (h.name === 'click_element') on = hit;
    else if (h.name === 'control_click_element' && hit) on = !on;
  }
  return on;
}

const touched = (history: HistoryEntry[], names: string[], name: string) =>
  history.some((h) => (h.name === 'click_element' || h.name === 'control_click_element') && h.element && canonical(names, h.element.text) === name);

export const clickScrollListRule = defineRule({
  name: 'click-scroll-list',
  tasks: ['click-scroll-list'],
  parse: (goal) => {
    const m = /^Select (.+) from the scroll list and click Submit\.$/.exec(goal);
    return m ? { names: commaList(m[1]!) } : null;
  },
  decide: ({ names }, { elements, history }) => {
    // A row clicked since the last wheel turn is the option the click named, however it reads
    // now (a selected row's white-on-blue text reads worst: "Lorette" as "orete").
    const sinceScroll = history.slice(history.map((h) => h.name).lastIndexOf('scroll') + 1).reverse();
    const clickedHere = (o: Element) =>
      sinceScroll.find((h) =>
        (h.name === 'click_element' || h.name === 'control_click_element') &&
        h.element !== undefined && Math.abs(h.element.y - centre(o).y) <= 4
      );
    const nameOf = (o: Element) => {
      const read = canonical(names, o.text);
      const here = names.includes(read) ? undefined : clickedHere(o);
      return here ? canonical(names, here.element!.text) : read;
    };
    const picked = (name: string) => selectedByHistory(history, names, name);
    const submit = buttonLabelled(elements);
    if (!submit) return fail('no Submit button is visible');
    const seen = elements.filter((e) => inArea(e) && e.type !== 'button' && centre(e).y < submit.box.top && norm(e.text) !== '')
      .sort((a, b) => a.box.top - b.box.top);
    // One option detected twice (two overlapping boxes, one misread) is one row: keep the reading
    // that names a wanted option, else the first, so the misread twin is never "unwanted".
    const wanted = (e: Element) => names.includes(nameOf(e));
    const shadows = (p: Element, o: Element) =>
      p !== o && Math.abs(centre(p).y - centre(o).y) < 8 &&
      (wanted(p) !== wanted(o) ? wanted(p) : p.id < o.id);
    const options = seen.filter((o) => !seen.some((p) => shadows(p, o)));
    if (!options.length) return fail('the list is not visible');
    const isOn = (o: Element) => (touched(history, names, nameOf(o)) ? picked(nameOf(o)) : o.highlighted ?? false);
    const wrong = options.filter((o) => isOn(o) && !wanted(o));
    const anyOn = options.some(isOn) || names.some(picked);
    if (wrong[0]) return act(`"${norm(wrong[0].text)}" is selected but not wanted; I Control-click it off.`, ctrlClick(wrong[0]));
    const todo = options.find((o) => wanted(o) && !isOn(o));
    if (todo) {
      return anyOn ?
        act(`I add "${norm(todo.text)}" (element_${todo.id}) with a Control-click.`, ctrlClick(todo))
        : act(`I select "${norm(todo.text)}" (element_${todo.id}).`, click(todo));
    }
    const visible = new Set(options.map(nameOf));
    const missing = names.filter((n) => !visible.has(n) && !picked(n));
    if (!missing.length) return act(`${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} selected; I click Submit.`, click(submit));
    const last = history[history.length - 1];
    const bottom = options[options.length - 1]!, top = options[0]!;
    const stuck = last?.name === 'scroll' && last.element !== undefined &&
      options.some((o) => norm(o.text) === norm(last.element!.text) && Math.abs(centre(o).y - last.element!.y) <= 3);
    const down = !(stuck && last!.args.direction === 'down') && !(last?.name === 'scroll' && last.args.direction === 'up' && !stuck);
    return act(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not in view; I scroll the list ${down ? 'down' : 'up'}.`,
      scrollOver(down ? bottom : top, down ? 'down' : 'up', 2));
  },
});
