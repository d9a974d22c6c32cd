/**
 * A strategy's history, as its own text shows it, mapped back onto what the scripted rules
 * read: the CAAP action history (agent/history-text.ts's HistoryEntry). The strategies record what
 * ran as gestures (taps at points, typed text, keys, scrolls, drags); a rule asks "was this
 * tab clicked", "what was typed into this field", so a tap becomes a click on the element
 * it hit. When the history names that element (a tap chosen by id: `on button "Submit"`) it
 * is taken as written; otherwise it is the element now under the point, as a model looking
 * at the current screen would take it.
 *
 * @example
 *   historyEntries([{ kind: 'tap', x: 40, y: 120 }, { kind: 'type', text: 'Ann' }], elements)
 *   // [{ name: 'click_element', args: {}, element: { type: 'input_field', x: 40, y: 120 } }, { name: 'type_text', args: { string_to_type: 'Ann' } }]
 */
import type { Element, ElementList } from '../../../perception/element.js';
import type { HistoryEntry, SeenElement } from '../../../agent/history-text.js';
import { parseGestureText, parseLabel } from '../../strategies/gesture-text.js';
import { keyAction, type Gesture, type Pt } from '../../strategies/gestures.js';
import { AnswerError } from './screen.js';
import { centre } from '../../../perception/centre.js';

const area = (e: Element) => (e.box.right - e.box.left) * (e.box.bottom - e.box.top);

/** The smallest element whose box holds the point (1 px of slack), or undefined. */
export function elementAt(elements: ElementList, p: Pt): Element | undefined {
  return elements
    .filter((e) => p.x >= e.box.left - 1 && p.x <= e.box.right + 1 && p.y >= e.box.top - 1 && p.y <= e.box.bottom + 1)
    .sort((a, b) => area(a) - area(b))[0];
}

function seen(el: Element, at: Pt): SeenElement {
  return { type: el.type, ...(el.subtype ? { subtype: el.subtype } : {}), x: Math.round(at.x), y: Math.round(at.y), ...(el.text ? { text: el.text } : {}) };
}

/** A click at a point: on the labelled or the underlying element, else a bare point. */
function clickEntry(p: Pt, on: string | undefined, elements: ElementList): HistoryEntry {
  if (on) {
    const label = parseLabel(on);
    return { name: 'click_element', args: {},
      element: { type: label.type, x: Math.round(p.x), y: Math.round(p.y), ...(label.text ? { text: label.text } : {}) } };
  }
  const el = elementAt(elements, p);
  return el ? { name: 'click_element', args: {}, element: seen(el, p) } : { name: 'click_new_point', args: { x: Math.round(p.x), y: Math.round(p.y) } };
}

/** The history entries one executed gesture stands for. */
function entriesOf(g: Gesture, elements: ElementList): HistoryEntry[] {
  const r = Math.round;
  switch (g.kind) {
    case 'tap':
      return [clickEntry(g, g.on, elements)];
    case 'double_tap':
      return [clickEntry(g, undefined, elements), clickEntry(g, undefined, elements)];
    // An id in a past step means nothing now (ids are renumbered at every step): only that a click happened.
    case 'tap_element':
      return [{ name: 'click_element', args: {} }];
    case 'hover_element':
      return [{ name: 'point_element', args: {} }];
    case 'hover': {
      const el = elementAt(elements, g);
      return [el ? { name: 'point_element', args: {}, element: seen(el, g) } : { name: 'drag_mouse_move', args: { x: r(g.x), y: r(g.y) } }];
    }
    case 'drag':
      return [
        { name: 'drag_mouse_hold_down', args: { x: r(g.from.x), y: r(g.from.y) } },
        { name: 'drag_mouse_move', args: { x: r(g.to.x), y: r(g.to.y) } },
        { name: 'drag_mouse_release', args: {} },
      ];
    case 'type':
      return [{ name: 'type_text', args: { string_to_type: g.text } }];
    case 'key': {
      const a = keyAction(g.key);
      return [{ name: a.name, args: { ...a.args } }];
    }
    case 'scroll': {
      const el = g.at ? elementAt(elements, g.at) : undefined;
      return [{ name: 'scroll', args: { direction: g.direction, amount: g.amount }, ...(el && g.at ? { element: seen(el, centre(el)) } : {}) }];
    }
    case 'wait':
    case 'complete':
      return [];
  }
}

/** The CAAP history the gestures stand for, oldest first. */
export function historyEntries(past: Gesture[], elements: ElementList): HistoryEntry[] {
  return past.flatMap((g) => entriesOf(g, elements));
}

/** The gestures of history lines in the gesture-text form (blank lines skipped); an unreadable line is an AnswerError. */
export function gesturesFromLines(lines: string[]): Gesture[] {
  const out: Gesture[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const g = parseGestureText(line);
    if (!g) throw new AnswerError(`cannot read the history line ${JSON.stringify(line.slice(0, 120))}`);
    out.push(g);
  }
  return out;
}
