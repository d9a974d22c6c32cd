/**
 * resize-textarea: `Resize the textarea so that the {width|height} is {larger|smaller}
 * than its initial size then press Submit.` One drag of the resize handle, then Submit.
 */
import { act, defineRule, drag, fail } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { submitAfterDrag } from './drag-then-submit.js';

export const resizeTextareaRule = defineRule({
  name: 'resize-textarea',
  tasks: ['resize-textarea'],
  parse: (goal) => {
    const m = /^Resize the textarea so that the (width|height) is (larger|smaller) than its initial size then press Submit\.$/.exec(goal);
    return m ? { dim: m[1]!, more: m[2] === 'larger' } : null;
  },
  decide: ({ dim, more }, { elements, history }) => {
    const done = submitAfterDrag(elements, history);
    if (done) return done;
    const handle = elements.find((e) => e.type === 'resize_handle' && inArea(e));
    if (!handle) return fail('the resize handle of the textarea is not visible');
    const c = centre(handle);
    const d = more ? 20 : -12;
    const to = dim === 'width' ? { x: c.x + d, y: c.y } : { x: c.x, y: c.y + d };
    return act(`I drag the resize handle (element_${handle.id}) to make the ${dim} ${more ? 'larger' : 'smaller'}.`, ...drag(c, to));
  },
});
