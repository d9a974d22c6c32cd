/**
 * Finishing a drag the previous step started. The loop cuts a batch when the screen
 * changes a lot, which a drag does; the mouse button is then still held down. The rest of
 * the plan is in the previous reply (the prompt shows it as "Your previous response"):
 * the actions after those that ran are sent again; with nothing left, the button is released.
 *
 * @example
 *   const rest = unfinishedDrag(history, lastResponse)   // [drag_mouse_move(...), drag_mouse_release] or null
 */
import { actionDef, isActionName, make, type Action } from '../../agent/actions.js';
import { parseTextReply } from '../caap/action-lines.js';
import type { HistoryEntry } from './prompt-view.js';

/** What an action of the history did to the mouse button (the registry's button role), if anything. */
const buttonRole = (name: string) => (isActionName(name) ? actionDef(name).button : undefined);
/** The actions of a drag: press, moves, release (a drawn stroke is whole in itself). */
const isDragPart = (name: string) => ['press', 'hold', 'release'].includes(buttonRole(name) ?? '');

/** Is the mouse button held: the last press or release of the history is a press? (Moves alone never hold it.) */
export function mouseHeld(history: HistoryEntry[]): boolean {
  const last = [...history].reverse().find((h) => ['press', 'release', 'whole'].includes(buttonRole(h.name) ?? ''));
  return last !== undefined && buttonRole(last.name) === 'press';
}

const sameAction = (h: HistoryEntry, a: Action) =>
  h.name === a.name &&
  ['x', 'y'].every((k) => (a.args as Record<string, unknown>)[k] === undefined || Number(h.args[k]) === (a.args as Record<string, number>)[k]);

/** The actions that remain of an interrupted drag, or null when no drag is in progress. */
export function unfinishedDrag(history: HistoryEntry[], lastResponse: string | undefined): Action[] | null {
  // A drag is under way once any of its parts ran and no release came after them: a gesture
  // cut after its first move, before the press (drag-cube), goes on as well as one cut mid-way.
  const lastPart = [...history].reverse().find((h) => isDragPart(h.name));
  if (!lastPart || buttonRole(lastPart.name) === 'release') return null;
  const plan = lastResponse ? parseTextReply(lastResponse).actions : [];
  // Moves with no press held and none planned are hovers (hot-cold's probes), not a drag.
  if (!mouseHeld(history) && !plan.some((a) => buttonRole(a.name) === 'press')) return null;
  // The longest prefix of the plan that the history ends with is what ran.
  for (let ran = Math.min(plan.length, history.length); ran > 0; ran--) {
    const tail = history.slice(history.length - ran);
    if (tail.every((h, i) => sameAction(h, plan[i]!))) {
      const rest = plan.slice(ran);
      if (rest.length && rest.every((a) => isDragPart(a.name))) return rest;
      break;
    }
  }
  return [make.drag_mouse_release()];
}
