/**
 * Free drags, then Submit (drag-box, drag-circle, drag-single-shape, resize-textarea): each
 * drag is one batch (press, move, release); once the history shows a release, Submit.
 */
import type { Element } from '../../../../perception/element.js';
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, fail } from '../../rule.js';
import type { HistoryEntry } from '../../prompt-view.js';

const dragged = (h: HistoryEntry[]) => h.some((e) => e.name === 'drag_mouse_release');

export function submitAfterDrag(elements: Element[], history: HistoryEntry[]) {
  const submit = buttonLabelled(elements);
  if (!dragged(history)) return null;
  return submit ? act(`The drag is done; I click Submit (element_${submit.id}).`, click(submit)) : fail('no Submit button is visible');
}
