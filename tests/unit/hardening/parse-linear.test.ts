/**
 * Degenerate replies parse in linear time (issue 19): "Action_1=" followed by 2,000 spaces
 * took 14 s with the old head pattern (adjacent optional whitespace groups) and blocked the
 * event loop, so no episode budget could stop it.
 */
import { describe, expect, it } from 'vitest';
import { parseTextReply } from '../../../src/policies/caap/action-lines.js';

const MB = 1_000_000;
const cases: [string, string][] = [
  ['Action_1= and 2,000 spaces', `Action_1=${' '.repeat(2000)}`],
  ['Action_1= and 100,000 spaces', `Action_1=${' '.repeat(100_000)}`],
  ['spaces and stars between every token', `Action_1 ${' '.repeat(5000)}=${' ( * '.repeat(3000)}Action${' * '.repeat(3000)}:${' '.repeat(5000)}`],
  ['a head with 4,000 spaces before an unclosed argument',
    `Action_1=(Action: functions.click_element, Argument: ${' '.repeat(4000)}{"element_id": ${' '.repeat(4000)}`],
  ['1,000 heads', 'Action_1=(Action: functions.press_control_A)\n'.repeat(1000)],
  ['deep nesting', `Action_1=(Action: functions.click_element, Argument: ${'{"a": '.repeat(20_000)}1${'}'.repeat(20_000)})`],
  ['1 MB of one character', 'A'.repeat(MB)],
  ['1 MB of "Action_"', 'Action_'.repeat(MB / 7)],
  ['1 MB of quotes in an argument', `Action_1=(Action: functions.type_text, Argument: {"string_to_type": "${'\\"'.repeat(MB / 2)}`],
  ['control characters', `Action_1=\u0000\u0001(Action:\u0007 functions.click_element\u001b, Argument: {"element_id": 2})`],
  ['lone surrogates', `Action_1=(Action: functions.type_text, Argument: {"string_to_type": "\ud800x\udfff"})`],
];

describe('parseTextReply on degenerate replies', () => {
  it.each(cases)('%s: ends in valid actions or a clear parse error within 200 ms', (_name, reply) => {
    const t0 = performance.now();
    const r = parseTextReply(reply);
    const ms = performance.now() - t0;
    // Either something to run or a reason why not: never silence.
    expect(r.actions.length + r.errors.length).toBeGreaterThan(0);
    for (const e of r.errors) expect(e).toMatch(/^(no action found|Action_\d+ \()/);
    expect(ms).toBeLessThan(200); // measured under 10 ms after the fix; 3,700-19,600 ms before it for 2,000 spaces
  });

  it('still reads headers with stars and spaces the way models write them', () => {
    const r = parseTextReply('Action_1 = ( **Action**: functions.click_element, **Argument**: {"element_id": 3})');
    expect(r.actions).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
});
