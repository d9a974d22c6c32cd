/**
 * click-test-2 and click-test-transfer: `Click button ONE.` / `Click button TWO.` (the
 * buttons may overlap: overlapping-buttons.ts).
 */
import { defineRule } from '../../rule.js';
import { clickLabelled } from './overlapping-buttons.js';

export const clickTest2Rule = defineRule({
  name: 'click-test-2',
  tasks: ['click-test-2', 'click-test-transfer'],
  parse: (goal) => {
    const m = /^Click button (ONE|TWO)\.$/.exec(goal);
    return m ? { label: m[1]! } : null;
  },
  decide: ({ label }, { elements, history }) => clickLabelled(elements, label, history),
});
