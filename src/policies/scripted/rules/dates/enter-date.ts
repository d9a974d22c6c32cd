/**
 * enter-date: `Enter {MM/DD/YYYY} as the date and hit submit.` (native-field.ts types it).
 */
import { dateFieldKeys, parseUsDate, showsDate, usDate } from './date-time.js';
import { defineRule } from '../../rule.js';
import { fillNativeField } from './native-field.js';

export const enterDateRule = defineRule({
  name: 'enter-date',
  tasks: ['enter-date'],
  parse: (goal) => {
    const m = /^Enter (\d{2}\/\d{2}\/\d{4}) as the date and hit submit\.$/.exec(goal);
    const d = m ? parseUsDate(m[1]!) : null;
    return d ? { keys: dateFieldKeys(d), label: usDate(d), shows: (r: string | undefined) => showsDate(r, d) } : null;
  },
  decide: (g, ctx) => fillNativeField(g, ctx),
});
