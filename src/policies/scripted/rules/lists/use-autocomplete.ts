/**
 * use-autocomplete: `Enter an item that starts with "{p}" [and ends with "{s}"].` Type the
 * prefix; the suggestion menu lists matching countries below the field: click one that
 * ends with the suffix. When none shows, any text that starts and ends right passes the
 * check, so type prefix + suffix. Submit once the field holds a fitting value (as read, or
 * as typed when the reading is near it); an open menu hiding Submit is closed by a click beside it.
 */
import { buttonLabelled } from '../../kit/controls.js';
import { holds, inputsOf } from '../../kit/fields.js';
import { act, click, clickAt, defineRule, fail, selectAll, type } from '../../rule.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { typedTexts } from '../../kit/history.js';

export const useAutocompleteRule = defineRule({
  name: 'use-autocomplete',
  tasks: ['use-autocomplete', 'use-autocomplete-nodelay'],
  parse: (goal) => {
    const m = /^Enter an item that starts with "(.+?)"(?: and ends with "(.+)")?\.$/.exec(goal);
    return m ? { prefix: m[1]!, suffix: m[2] ?? '' } : null;
  },
  decide: ({ prefix, suffix }, { elements, history }) => {
    const field = inputsOf(elements)[0];
    if (!field) return fail('no text field is visible');
    const value = norm(field.text);
    const fits = (v: string) => v.startsWith(prefix) && v.endsWith(suffix) && v.length >= prefix.length;
    const options = elements.filter((e) => inArea(e) && e !== field && centre(e).y > centre(field).y && e.type !== 'button' && fits(norm(e.text)));
    if (options[0]) return act(`The suggestion "${norm(options[0].text)}" (element_${options[0].id}) fits; I choose it.`, click(options[0]));
    const submit = buttonLabelled(elements);
    const typed = typedTexts(history);
    // What the field holds: its reading when that fits, else what was typed into it last when
    // the reading is that within a slip or the same typing was made twice ("Isr" reads "lsr").
    const last = typed.at(-1);
    const holdsFit = typed.length > 0 && (fits(value) || (last !== undefined && fits(last) && holds(field, last, history)));
    if (holdsFit) {
      // The suggestion menu hangs over Submit until it closes. Escape would also put back the
      // text the search ran on ("Ce" for "Celic"); a click on empty page beside it only blurs.
      return submit ?
        act(`The field holds a value that fits; I click Submit.`, click(submit))
        : act('The field holds a value that fits, but the suggestion menu covers Submit; I click beside it to close it.',
          clickAt(field.box.right + 10, field.box.top - 4));
    }
    if (!typed.includes(prefix)) return act(`I type the prefix "${prefix}" to get suggestions.`, click(field), selectAll(), type(prefix));
    return act(`No suggestion fits; any text starting with "${prefix}" and ending with "${suffix}" passes, so I type that.`, click(field), selectAll(),
      type(prefix + suffix));
  },
});
