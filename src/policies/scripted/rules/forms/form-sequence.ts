/**
 * form-sequence: `Select {n} with the slider, click the {pos} checkbox, then hit Submit.`
 * One horizontal slider and three check boxes counted from the left. The box is ticked
 * first (a click on it takes the keyboard from the slider, so it goes before the slider's
 * arrow keys); then the slider is set as use-slider sets one (its scale learnt from the
 * screen), and Submit is pressed once it shows n.
 */
import type { Element } from '../../../../perception/element.js';
import { inArea } from '../../kit/elements.js';
import { clickedOn } from '../../kit/history.js';
import { ordinal } from '../../kit/goal-text.js';
import { norm } from '../../kit/text.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { useSliderRule } from '../widgets/use-slider.js';

const leftToRight = (els: Element[]) => [...els].sort((a, b) => a.box.left - b.box.left);

export const formSequenceRule = defineRule({
  name: 'form-sequence',
  tasks: ['form-sequence'],
  parse: (goal) => {
    const m = /^Select (-?\d+) with the slider, click the (\w+) checkbox, then hit Submit\.$/.exec(norm(goal));
    const k = m ? ordinal(m[2]!) : null;
    return m && k ? { value: Number(m[1]), box: k } : null;
  },
  decide: (g, ctx) => {
    const box = leftToRight(ctx.elements.filter((e) => e.type === 'checkbox' && inArea(e)))[g.box - 1];
    if (!box) return fail(`check box ${g.box} is not visible`);
    // A box read unchecked right after its click is trusted as ticked (one click toggles it).
    if (!box.checked && !clickedOn(ctx.history, box)) return act(`I tick check box ${g.box} (element_${box.id}), then I set the slider.`, click(box));
    return useSliderRule.decide({ targets: [g.value] }, ctx);
  },
});
