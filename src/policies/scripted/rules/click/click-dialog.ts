/**
 * Dialogs: click-dialog (`Close the dialog box by clicking the "x".`) and click-dialog-2
 * (`Click the button in the dialog box labeled "{label}".`, label Cancel, OK or x).
 * The "x" is the close icon of the title bar (an icon, not a letter).
 */
import type { ElementList } from '../../../../perception/element.js';
import { act, click, defineRule, fail, type RuleResult } from '../../rule.js';
import { findText, inArea } from '../../kit/elements.js';

function closeIcon(elements: ElementList): RuleResult {
  const x = elements.find((e) => e.type === 'icon' && inArea(e) && /close|delete|x/i.test(e.subtype ?? ''))
    ?? elements.find((e) => e.type === 'icon' && inArea(e))
    ?? findText(elements, 'x', { caseSensitive: false, fuzzy: false })[0];
  return x ? act(`The close "x" of the dialog is element_${x.id}.`, click(x)) : fail('no close icon is visible');
}

export const clickDialogRule = defineRule({
  name: 'click-dialog',
  tasks: ['click-dialog', 'click-dialog-2'],
  parse: (goal) => {
    if (goal === 'Close the dialog box by clicking the "x".') return { label: 'x' };
    const m = /^Click the button in the dialog box labeled "(.+)"\.$/.exec(goal);
    return m ? { label: m[1]! } : null;
  },
  decide: ({ label }, { elements }) => {
    if (label.toLowerCase() === 'x') return closeIcon(elements);
    const b = findText(elements, label, { types: ['button'] })[0];
    return b ? act(`The dialog button "${label}" is element_${b.id}.`, click(b)) : fail(`no "${label}" button is visible`);
  },
});
