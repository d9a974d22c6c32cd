/**
 * enter-time: `Enter {h:mm AM|PM} as the time and press submit.` (native-field.ts types it).
 */
import { clock24, parseClock, showsTime, timeFieldKeys } from './date-time.js';
import { defineRule } from '../../rule.js';
import { fillNativeField } from './native-field.js';

export const enterTimeRule = defineRule({
  name: 'enter-time',
  tasks: ['enter-time'],
  parse: (goal) => {
    const m = /^Enter (\d{1,2}:\d{2}\s*[AP]M) as the time and press submit\.$/.exec(goal);
    const t = m ? parseClock(m[1]!) : null;
    return t ? { keys: timeFieldKeys(t), label: `${m![1]} (${clock24(t)})`, shows: (r: string | undefined) => showsTime(r, t) } : null;
  },
  decide: (g, ctx) => fillNativeField(g, ctx),
});
