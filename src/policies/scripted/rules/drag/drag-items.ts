/**
 * drag-items (`Drag {name} to the top.|to the bottom.|up/down by one position.|to the 3rd
 * position.`) and drag-items-grid (`Drag {name} to the top left.|... |up/down/left/right by
 * one.`). Both end on the first drop, so the drag must be right at once (sortable-list.ts).
 */
import type { Element } from '../../../../perception/element.js';
import { act, defineRule, dragThrough, fail } from '../../rule.js';
import { find } from '../../kit/reading.js';
import { centre } from '../../kit/elements.js';
import { ordinal } from '../../kit/goal-text.js';
import { items, listPath } from './sortable-list.js';

export const dragItemsRule = defineRule({
  name: 'drag-items',
  tasks: ['drag-items'],
  parse: (goal) => {
    const m = /^Drag (.+?) (to the top|to the bottom|up by one position|down by one position|to the (\w+) position)\.$/.exec(goal);
    return m ? { name: m[1]!, where: m[2]!, nth: m[3] ? ordinal(m[3]) : null } : null;
  },
  decide: ({ name, where, nth }, { elements }) => {
    const list = items(elements).sort((a, b) => centre(a).y - centre(b).y);
    const named = find(list, (e) => e.text, name)?.item;
    const s = named ? list.indexOf(named) : -1;
    if (s < 0) return fail(`no item "${name}" is visible`);
    const k = where === 'to the top' ? 0 : where === 'to the bottom' ?
      list.length - 1
      : where === 'up by one position'
      ? s - 1
      : where === 'down by one position'
      ? s + 1
      : (nth ?? 0) - 1;
    if (k < 0 || k >= list.length || k === s) return fail(`cannot move "${name}" ${where}`);
    const x = centre(list[s]!).x;
    return act(`"${name}" is item ${s + 1} (element_${list[s]!.id}); I drag it to position ${k + 1}, item by item.`,
      ...listPath(x, list.map((e) => centre(e).y), s, k));
  },
});

/**
 * The grid's column (or row) centres from its tiles' centres: values less than 10 px apart
 * are one line. Perceived boxes differ by a pixel from tile to tile, so exact values would
 * make a row of three look like two rows.
 */
function lines(values: number[]): number[] {
  const groups: number[][] = [];
  for (const v of [...values].sort((a, b) => a - b)) {
    const g = groups[groups.length - 1];
    if (g && v - g[g.length - 1]! < 10) g.push(v);
    else groups.push([v]);
  }
  return groups.map((g) => Math.round(g.reduce((a, b) => a + b, 0) / g.length));
}

const GRID_WORDS: Record<string, number> = {
  'top left': 0,
  'top center': 1,
  'top right': 2,
  'center left': 3,
  center: 4,
  'center right': 5,
  'bottom left': 6,
  'bottom center': 7,
  'bottom right': 8,
};

const GRID_MOVES: Record<string, number> = { up: -3, down: 3, left: -1, right: 1 };

export const dragItemsGridRule = defineRule({
  name: 'drag-items-grid',
  tasks: ['drag-items-grid'],
  parse: (goal) => {
    const m =
      /^Drag (.+?) (?:to the (top left|top center|top right|center left|center|center right|bottom left|bottom center|bottom right)|(up|down|left|right) by one)\.$/
        .exec(goal);
    return m ? { name: m[1]!, cell: m[2] ?? null, move: m[3] ?? null } : null;
  },
  decide: ({ name, cell, move }, { elements }) => {
    const tiles = items(elements).sort((a, b) => a.id - b.id);
    if (tiles.length < 2) return fail('the grid is not visible');
    const xs = lines(tiles.map((t) => centre(t).x));
    const ys = lines(tiles.map((t) => centre(t).y));
    const col = (e: Element) => xs.findIndex((x) => Math.abs(x - centre(e).x) < 10);
    const row = (e: Element) => ys.findIndex((y) => Math.abs(y - centre(e).y) < 10);
    // A name wrapped at its hyphen ("Anne- Corinne") is one word to the ladder.
    const tile = find(tiles, (t) => t.text, name)?.item;
    if (!tile) return fail(`no tile "${name}" is visible`);
    const s = row(tile) * 3 + col(tile);
    const t = cell !== null ? GRID_WORDS[cell]! : s + GRID_MOVES[move!]!;
    if (t < 0 || t > 8 || t === s) return fail(`cannot move "${name}" there`);
    // Horizontal first along the tile's row, then vertical along the target column.
    const [r0, c0, r1, c1] = [Math.floor(s / 3), s % 3, Math.floor(t / 3), t % 3];
    const way: { x: number; y: number }[] = [];
    const dx = Math.sign(c1 - c0), dy = Math.sign(r1 - r0);
    let x = xs[c0]!, y = ys[r0]!;
    for (let c = c0 + dx; dx !== 0 && c !== c1 + dx; c += dx) {
      x = xs[c]! + 10 * dx;
      way.push({ x, y });
    }
    for (let r = r0 + dy; dy !== 0 && r !== r1 + dy; r += dy) {
      y = ys[r]! + 10 * dy;
      way.push({ x, y });
    }
    return act(`"${name}" is in cell ${s + 1} (element_${tile.id}); I drag it to cell ${t + 1}, cell by cell.`, ...dragThrough(centre(tile), way));
  },
});
