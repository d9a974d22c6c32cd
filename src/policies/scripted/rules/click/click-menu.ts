/**
 * Menus whose submenus open on hover:
 *   click-menu    `Select A>B>C`: hover A, then B (each opens the next submenu), click C.
 *                 Clicking an item that owns a submenu fails, so only the last name is clicked.
 *   click-menu-2  `Click the "Menu" button, and then find and click on the item labeled "{label}".`
 *                 or `... the item with the icon.` (the icon is drawn in the instruction
 *                 bar; its perceived subtype is matched with the menu's icons). Prev, Stop,
 *                 Play and Next live in the Playback submenu.
 * Hovering moves along the parent's row to its submenu caret first, so the pointer does not
 * cross other parents on its way into the submenu.
 */
import type { Action } from '../../../../agent/actions.js';
import type { Element, ElementList } from '../../../../perception/element.js';
import { act, click, defineRule, fail, point, type RuleResult } from '../../rule.js';
import { find, readsAs } from '../../kit/reading.js';
import { AREA_TOP, centre, findText, findWrappedText, inArea } from '../../kit/elements.js';

/** The submenu caret on an item's row, right of it. */
const caretOf = (els: ElementList, item: Element) =>
  els.find((e) => e.type === 'icon' && Math.abs(centre(e).y - centre(item).y) <= 5 && e.box.left >= item.box.left && e.box.left - item.box.left < 60);

/** Hover `item` (and its caret) to open its submenu. */
function hover(els: ElementList, item: Element): Action[] {
  const caret = caretOf(els, item);
  return caret ? [point(item), point(caret)] : [point(item)];
}

function walkPath(els: ElementList, names: string[]): RuleResult {
  const found = names.map((n) => findWrappedText(els, n, { types: ['text', 'button', 'hyperlink'] })[0]);
  // The top level is always open, so its item is on the screen: its start ("Sashen" for
  // "Sashenka", cut by its caret) or the nearest reading counts (the `cut` and `guess` rungs).
  const texts = els.filter((e) => inArea(e) && e.type === 'text');
  const mustBeThere = (pool: Element[], name: string) => find(pool, (e) => e.text, name, { allow: ['cut', 'guess'] })?.item;
  if (!found.some(Boolean)) found[0] = mustBeThere(texts, names[0]!);
  // Likewise a submenu's item once its parent is open (highlighted, hovered): the submenu
  // opens right of the parent, its first item level with it. Another parent's open submenu
  // must not lend its items ("Kori" is not "Chris").
  for (let i = 1; i < names.length; i++) {
    const parent = found[i - 1];
    if (found[i] || !parent?.highlighted) continue;
    const submenu = texts.filter((e) => e.box.left >= parent.box.right - 2 && e.box.top >= parent.box.top - 4 && !found.includes(e));
    found[i] = mustBeThere(submenu, names[i]!);
  }
  const target = found[names.length - 1];
  if (target) return act(`"${names[names.length - 1]}" is visible (element_${target.id}); I click it.`, click(target));
  let deepest = -1;
  found.forEach((f, i) => {
    if (f) deepest = i;
  });
  if (deepest < 0) return fail(`"${names[0]}" is not visible`);
  const item = found[deepest]!;
  return act(`I hover "${names[deepest]}" (element_${item.id}) to open its submenu.`, ...hover(els, item));
}

export const clickMenuRule = defineRule({
  name: 'click-menu',
  tasks: ['click-menu'],
  parse: (goal) => {
    // click-menu's goal is "Select A>B>C" with no closing period; every other "Select ..."
    // goal of the standard set (dates, sliders, colours, shades, lists) is a sentence.
    const m = /^Select ([^ ].*)$/.exec(goal);
    if (!m || goal.endsWith('.') || / and click Submit\.$|from the|with the spinner/.test(goal)) return null;
    const names = m[1]!.split('>');
    return names.every((n) => n.length > 0) ? { names } : null;
  },
  decide: ({ names }, { elements }) => walkPath(elements, names),
});

const PLAYBACK = ['Prev', 'Stop', 'Play', 'Next'];
/** Icon subtypes the perception may give the menu's icons, by label. */
const ICON_LABEL: Record<string, string> = {
  save: 'Save',
  disk: 'Save',
  prev: 'Prev',
  'seek-start': 'Prev',
  back: 'Prev',
  stop: 'Stop',
  play: 'Play',
  next: 'Next',
  'seek-end': 'Next',
  forward: 'Next',
  print: 'Print...',
  'zoom-in': 'Zoom In',
  zoomin: 'Zoom In',
  'zoom-out': 'Zoom Out',
  zoomout: 'Zoom Out',
};

export const clickMenu2Rule = defineRule({
  name: 'click-menu-2',
  tasks: ['click-menu-2'],
  parse: (goal) => {
    const m = /^Click the "Menu" button, and then find and click on the item (?:labeled "(.+)"|with the icon)\.$/.exec(goal);
    return m ? { label: m[1] ?? null } : null;
  },
  decide: ({ label }, { elements }) => {
    let want = label;
    if (!want) {
      const icon = elements.find((e) => e.type === 'icon' && centre(e).y < AREA_TOP);
      want = icon ? ICON_LABEL[(icon.subtype ?? '').toLowerCase().replace(/_/g, '-')] ?? null : null;
      if (!want) return fail(`the instruction's icon (${icon?.subtype ?? 'not perceived'}) matches no menu item`);
    }
    const menuOpen = elements.some((e) => inArea(e) && ['Save', 'Playback', 'Zoom In'].some((t) => readsAs(e.text, t)));
    if (!menuOpen) {
      const menu = findText(elements, 'Menu', { types: ['button'] })[0];
      return menu ? act(`The menu is closed; I click the "Menu" button (element_${menu.id}).`, click(menu)) : fail('no Menu button is visible');
    }
    return walkPath(elements, PLAYBACK.includes(want) ? ['Playback', want] : [want]);
  },
});
