/**
 * identify-shape: `Click the button that best describes the figure below.` The figure is a
 * shape (circle, triangle, rectangle) or a character; a digit is a "Number", a letter a
 * "Letter". Limit: "0" vs "O", "1" vs "l"/"I" are only as good as the OCR.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

export const identifyShapeRule = defineRule({
  name: 'identify-shape',
  tasks: ['identify-shape'],
  parse: (goal) => (goal === 'Click the button that best describes the figure below.' ? {} : null),
  decide: (_g, { elements }) => {
    const figure = elements.find((e) => inArea(e) && e.type !== 'button' && (e.type === 'shape' || /^\S$/.test(norm(e.text))));
    if (!figure) return fail('no figure is visible above the buttons');
    let answer: string;
    if (figure.type === 'shape') {
      const sub = (figure.subtype ?? '').toLowerCase();
      answer = sub === 'circle' ? 'Circle' : sub === 'triangle' ? 'Triangle' : sub === 'rectangle' || sub === 'square' ? 'Rectangle' : '';
      if (!answer) return fail(`the shape "${sub}" has no button`);
    } else {
      answer = /^\d$/.test(norm(figure.text)) ? 'Number' : 'Letter';
    }
    const b = buttonLabelled(elements, answer);
    return b ? act(`The figure (element_${figure.id}) is a ${answer.toLowerCase()}: I click "${answer}".`, click(b)) : fail(`no "${answer}" button`);
  },
});
