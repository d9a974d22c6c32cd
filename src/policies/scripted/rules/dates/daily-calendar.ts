/**
 * daily-calendar: `Create a {duration} event named "{name}", between {window}.` A scrolling
 * one-day calendar: 24 hour rows 41 px apart, each two half-hour cells, and an hour label
 * ("12am", "4pm") at each row's top left. The cells themselves are not in the element
 * list; the labels are, and the page's fixed row pitch places every cell from any one label
 * (a row starts 1 px above its label's text; its cells are 20.5 px tall).
 *
 * Steps: scroll until the window's first cells and the naming box below them fit in view;
 * drag from the start cell down to the last one, pressing and moving at x 140, in the strip
 * right of every event box, where the cells lie bare (existing events cover the middle of
 * the column and a press there does nothing); release on the new event box (the page opens
 * the naming box only on a release there); click the name field, type the name, press
 * Create. The page checks only where the event ENDS, so the event starts on the window's
 * first cell, or later when the view demands.
 */
import { WHEEL_STEP_PX } from '../../../../agent/actions.js';
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { areaTexts, findText } from '../../kit/elements.js';
import { fillThenPress, inputsOf } from '../../kit/fields.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, dragThrough, fail, scrollAt } from '../../rule.js';

/** Row pitch and half-hour cell height (CSS px), from the page's styles. */
export const ROW_PITCH = 41;
const CELL = 20.5;
/** x of the bare strip right of event boxes, inside the day column. */
const STRIP_X = 140;
/** x inside every event box, where the release opens the naming box. */
const BOX_X = 86;
/** What must fit: cell centres inside the view, and the 82-px naming box under the event's top. */
const VIEW_TOP = 56;
const VIEW_BOTTOM = 206;
const DIALOG = 84;

const LENGTHS: Record<string, number> = { '30 mins': 1, '0.5 hours': 1, '60 mins': 2, '1 hour': 2, '90 mins': 3, '1.5 hours': 3 };
const WINDOW_START: Record<string, number> = { '8AM': 16, '12PM': 24, '4PM': 32 };

/** The hour (0..23) an hour label names, or null for any other text. */
export function hourOf(text: string | undefined): number | null {
  const m = /^(\d{1,2})\s?(am|pm)$/i.exec(norm(text));
  if (!m) return null;
  const h = Number(m[1]);
  if (h < 1 || h > 12) return null;
  return (h % 12) + (m[2]!.toLowerCase() === 'pm' ? 12 : 0);
}

/** Page y of each row's top, from the labels seen (the first one read, the others agreeing). */
export function rowTopOf(elements: Element[]): ((hour: number) => number) | null {
  const label = areaTexts(elements).map((e) => ({ e, h: hourOf(e.text) })).find((l) => l.h !== null);
  if (!label) return null;
  const top0 = label.e.box.top - 1;
  return (hour) => top0 + ROW_PITCH * (hour - label.h!);
}

/** Centre y of half-hour cell k. */
export const cellY = (rowTop: (h: number) => number, k: number) => rowTop(Math.floor(k / 2)) + 1 + CELL * ((k % 2) + 0.5);

/** The first start cell whose event ends in the window and which fits the view with its naming box. */
export function startCell(rowTop: (h: number) => number, windowStart: number, length: number): number | null {
  const inside = Array.from({ length: 9 - length }, (_, i) => windowStart + i);
  const before = Array.from({ length }, (_, i) => windowStart - length + i);
  for (const s of [...inside, ...before]) {
    const first = cellY(rowTop, s), last = cellY(rowTop, s + length - 1);
    if (first >= VIEW_TOP && last <= VIEW_BOTTOM && first - CELL / 2 + DIALOG <= VIEW_BOTTOM + 4) return s;
  }
  return null;
}

export const dailyCalendarRule = defineRule({
  name: 'daily-calendar',
  tasks: ['daily-calendar'],
  parse: (goal) => {
    const m = /^Create a (30 mins|60 mins|90 mins|0\.5 hours|1 hour|1\.5 hours) event named "([^"]+)", between (8AM|12PM|4PM) and (12PM|4PM|8PM)\.$/.exec(
      norm(goal),
    );
    return m ? { length: LENGTHS[m[1]!]!, name: m[2]!, windowStart: WINDOW_START[m[3]!]! } : null;
  },
  decide: (g, ctx) => {
    const { elements } = ctx;
    // The naming box is a field above Create (the models can read a bare day column as a field).
    const create = buttonLabelled(elements, 'Create');
    const field = create && inputsOf(elements).filter((f) => f.box.bottom <= create.box.top).at(-1);
    if (field) return fillThenPress([[field, g.name]], create, ctx, 'Create');
    const drawn = findText(elements, 'New event', { types: ['text'] })[0];
    if (drawn) return act(`The new event is drawn but not named; I click it (element_${drawn.id}) to open its naming box.`, click(drawn));
    const rowTop = rowTopOf(elements);
    if (!rowTop) return fail('no hour label of the calendar is visible');
    const s = startCell(rowTop, g.windowStart, g.length);
    if (s === null) {
      const notches = Math.round((rowTop(g.windowStart / 2) - 70) / WHEEL_STEP_PX);
      if (notches === 0) return fail("the window's cells do not fit the view");
      return act(
        `The window's first hour row lies at y ${Math.round(rowTop(g.windowStart / 2))}; I scroll the calendar ${
          notches > 0 ? 'down' : 'up'
        } to bring it near the top.`,
        scrollAt(80, 130, notches > 0 ? 'down' : 'up', Math.abs(notches)),
      );
    }
    const y0 = cellY(rowTop, s), y1 = cellY(rowTop, s + g.length - 1);
    return act(
      `I drag over ${g.length} half-hour cell(s) from cell ${s} (y ${Math.round(y0)}) in the bare strip at x ${STRIP_X}, then release on the new event box.`,
      ...dragThrough({ x: STRIP_X, y: y0 }, [{ x: STRIP_X, y: y1 + 2 }, { x: BOX_X, y: y1 }]),
    );
  },
});
