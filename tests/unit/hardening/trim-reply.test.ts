/** A huge previous reply does not ride whole into the next prompt (issue 19). */
import { describe, expect, it } from 'vitest';
import { buildPrompt } from '../../../src/policies/caap/prompter.js';
import { MAX_PREVIOUS_REPLY_CHARS, trimReply } from '../../../src/policies/caap/trim-reply.js';
import { PRESETS } from '../../../src/policies/caap/prompt-config.js';
import { CHOOSE_LIST } from '../agent/elements.js';

describe('previous reply in the prompt', () => {
  it('keeps a normal reply whole', () => {
    expect(trimReply('I click it.\nAction_1=(Action: functions.click_element, Argument: {"element_id": 2})')).toContain('Action_1=');
  });

  it('cuts a 1 MB reply to its head and tail with a marker, keeping the Action lines at its end', () => {
    const reply = `${'reasoning '.repeat(100_000)}\nAction_1=(Action: functions.click_element, Argument: {"element_id": 2})`;
    const prompt = buildPrompt(
      { goal: 'Click Submit.', elements: CHOOSE_LIST, performed: [], lastResponse: reply, problems: [], demos: [] },
      { variant: 'no-demo', functionCalling: true, switches: PRESETS.paper },
    );
    const text = prompt.messages.map((m) => m.content).join('\n');
    expect(text.length).toBeLessThan(MAX_PREVIOUS_REPLY_CHARS + 20_000);
    expect(text).toMatch(/\[… [\d,]+ characters of the previous reply left out …\]/);
    expect(text).toContain('Action_1=(Action: functions.click_element, Argument: {"element_id": 2})');
  });
});
