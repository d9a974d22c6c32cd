/**
 * navigate-tree: `Navigate through the file tree. Find and click on the folder or file
 * named "{name}".` A collapsed two-level tree: perception lists each row's name as a text,
 * folders with `expanded` (false while closed) and their plus/minus boxes as icons. The
 * rule clicks the name once a row reads exactly as it; until then it opens one closed
 * folder per step (top-level folders first: the page's subfolders are always empty), since
 * opening a folder is always safe and clicking a wrong file ends the episode. Only when no
 * closed folder is left does it accept a reading one slip away: names in this list differ
 * by one letter ("Kenda", "Renda"), so a near reading is no match while the tree can still
 * hold the exact one.
 */
import type { Element } from '../../../../perception/element.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { find } from '../../kit/reading.js';
import { inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

export const navigateTreeRule = defineRule({
  name: 'navigate-tree',
  tasks: ['navigate-tree'],
  parse: (goal) => {
    const m = /^Navigate through the file tree\. Find and click on the folder or file named "(.+)"\.$/.exec(goal.trim());
    return m ? { name: m[1]! } : null;
  },
  decide: ({ name }, { elements }) => {
    const rows = elements.filter((e) => e.type === 'text' && inArea(e) && norm(e.text));
    const exact = find(rows, (e) => e.text, name, { allow: ['exact', 'glyph'] })?.item;
    if (exact) return act(`element_${exact.id} is named "${name}"; I click it.`, click(exact));
    const closed = rows.filter((e) => e.expanded === false).sort((a, b) => a.box.left - b.box.left || a.box.top - b.box.top);
    const next: Element | undefined = closed[0];
    if (next) return act(`No row reads "${name}" yet; I open the closed folder "${norm(next.text)}" (element_${next.id}).`, click(next));
    const near = find(rows, (e) => e.text, name);
    if (near) return act(`Every folder is open; element_${near.item.id} ("${norm(near.item.text)}") reads as "${name}" (${near.rung}).`, click(near.item));
    return fail(`every folder is open and no row reads "${name}"`);
  },
});
