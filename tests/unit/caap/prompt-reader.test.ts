/**
 * The scripted model reads a CAAP prompt back (src/policies/caap/prompt-reader.ts): goal,
 * screen, history and last reply are found by the templates the prompter filled and read by
 * the element and history grammar, whatever the demonstrations and the last reply hold.
 */
import { describe, expect, it } from 'vitest';
import { loadDemos } from '../../../src/demos/library.js';
import type { PerformedAction } from '../../../src/agent/record.js';
import { buildPrompt } from '../../../src/policies/caap/prompter.js';
import { PRESETS } from '../../../src/policies/caap/prompt-config.js';
import type { ElementList } from '../../../src/perception/element.js';
import { renderElementList } from '../../../src/agent/element-text.js';
import { readPrompt } from '../../../src/policies/caap/prompt-reader.js';
import { asPrompted } from '../../../src/policies/scripted/prompt-view.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const ELEMENTS: ElementList = [
  { id: 1, type: 'text', text: 'Say "hi", then {go} \\ now\nplease', box: B(3, 3, 120.4, 14), score: 1 },
  { id: 2, type: 'checkbox', checked: true, box: B(6, 55, 26, 68), score: 0.9 },
  { id: 3, type: 'input_field', text: 'abc', focused: true, box: B(2, 70, 130, 91), score: 1 },
  { id: 4, type: 'shape', subtype: 'circle', box: B(13, 101, 63, 151), score: 1 },
  { id: 5, type: 'icon', subtype: 'zoom_in', box: B(8, 108, 24, 124), score: 1 },
  { id: 6, type: 'text', text: 'Catherine', highlighted: true, box: B(3, 75, 151, 92), score: 1 },
  { id: 7, type: 'button', text: 'Submit', box: B(2, 160, 97.6, 191), score: 1 },
  { id: 8, type: 'dropdown', text: '', focused: false, box: B(-1, 200, 152, 219), score: 1 },
];

describe('readPrompt', () => {
  const demoDir = new URL('../../fixtures/agent/demos', import.meta.url).pathname;
  const performed: PerformedAction[] = [{ name: 'click_element', args: { element_id: 'element_8' },
    element: { type: 'dropdown', focused: false, box: { left: -1, top: 200, right: 152, bottom: 219 } } }];
  // A last response with headings of its own (the paper's Figure 10 uses "### ..." sections).
  const last =
    '### Analysis of Action History ###\nI focus it.\n### Task Description ###\n(restated)\nAction_2=(Action: functions.click_element, Argument: {element_id: 8})';

  for (const [functionCalling, preset] of [[true, 'paper'], [false, 'paper'], [true, 'caap-plus']] as const) {
    it(`finds this episode's goal, screen, history and last reply after the demonstrations (function calling ${functionCalling}, ${preset})`, () => {
      const demos = loadDemos('choose-list', { dir: demoDir });
      expect(demos.length).toBeGreaterThan(0);
      const p = buildPrompt({ goal: 'Select Bert from the list and click Submit.', elements: ELEMENTS, performed, lastResponse: last,
        problems: ['something went wrong'], demos }, { variant: 'full', functionCalling, switches: PRESETS[preset] });
      const view = readPrompt(p.messages.at(-1)!.content)!;
      expect(view.goal).toBe('Select Bert from the list and click Submit.');
      // The paper preset leaves the instruction bar out and numbers the task area's elements from 1.
      const shown = preset === 'paper' ? ELEMENTS.slice(1).map((e, i) => ({ ...e, id: i + 1 })) : ELEMENTS;
      expect(renderElementList(view.elements)).toBe(renderElementList(shown));
      expect(view.history).toEqual([{ name: 'click_element', args: {}, element: { ...performed[0]!.element, x: 76, y: 210 } }]);
      // The scripted policy, which renders its own input and reads it back, sees the same.
      expect(asPrompted(ELEMENTS, performed).history).toEqual(view.history);
      expect(view.lastResponse).toBe(last);
      expect(view.firstAction).toBe(3);
    });
  }

  it('returns null for text that is no CAAP prompt, or a task with no screen after it', () => {
    expect(readPrompt('hello')).toBeNull();
    expect(readPrompt('### Task Description ###\nClick OK.\n')).toBeNull();
  });
});
