/**
 * The template rationale writer (src/demos/template-rationale.ts) on a small checkbox demo:
 * it says what is seen, what of the goal remains and why this action, names elements by
 * description (never by id), quotes only texts the lint accepts, and replaces only the
 * program's reasons unless forced.
 */
import { describe, expect, it } from 'vitest';
import type { DemoRecord } from '../../../src/demos/library.js';
import { lintDemo } from '../../../src/demos/lint.js';
import { templateRationale, withTemplateRationales } from '../../../src/demos/template-rationale.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const screen = (ticked: boolean) => [
  { id: 1, type: 'text' as const, text: 'Select 3SV, za and click Submit.', box: B(3, 3, 146, 14), score: 1 },
  { id: 2, type: 'checkbox' as const, checked: ticked, box: B(6, 55, 26, 68), score: 1 },
  { id: 3, type: 'text' as const, text: '3SV', box: B(29, 58, 48, 69), score: 1 },
  { id: 4, type: 'checkbox' as const, checked: false, box: B(6, 74, 26, 87), score: 1 },
  { id: 5, type: 'text' as const, text: 'za', box: B(29, 77, 40, 88), score: 1 },
  { id: 6, type: 'button' as const, text: 'Submit', box: B(2, 120, 97, 150), score: 1 },
];
const click = (id: number, text: string) => ({ name: 'click_element', args: { element_id: `element_${id}` },
  rationale: { text, source: 'scripted' as const } });
const demo: DemoRecord = {
  task: 'click-checkboxes',
  seed: 3000,
  goal: 'Select 3SV, za and click Submit.',
  performer: 'scripted-policy',
  observer: 'models',
  steps: [
    { elements: screen(false), actions: [click(2, 'I click "3SV" (element_2).')], after: screen(true) },
    { elements: screen(true), actions: [click(4, 'old')], after: screen(true) },
    { elements: screen(true), actions: [click(6, 'old')] },
  ],
};

describe('template rationales', () => {
  it('say what is seen, what remains and why, by description', () => {
    expect(templateRationale(demo, 0)).toBe('The screen shows 2 checkboxes (none ticked), by "3SV" and "za", and one button "Submit". ' +
      'The task names "3SV", "za" and "Submit"; no action has handled any yet, so "3SV", "za" and "Submit" remain. 2 actions follow this one. ' +
      'I click the checkbox left of "3SV": it is the first of the named ones still to tick. After it, the checkbox left of "3SV" is ticked.');
    expect(templateRationale(demo, 1)).toContain('earlier actions handled "3SV", and "za" and "Submit" remain');
    expect(templateRationale(demo, 2)).toMatch(/I click the button "Submit" because the task names it, and it completes the task\. This ends the task\.$/);
  });

  it("replace the program's reasons, marked as template-written, and then pass the lint", () => {
    expect(lintDemo(demo)).toHaveLength(1); // the old reason cites element_2
    const { demo: d, written } = withTemplateRationales(demo);
    expect(written).toBe(3);
    expect(d.steps[0]!.actions[0]!.rationale).toMatchObject({ source: 'scripted', writer: 'template' });
    expect(lintDemo(d)).toEqual([]);
    const llm: DemoRecord = { ...demo,
      steps: demo.steps.map((s) => ({ ...s, actions: s.actions.map((a) => ({ ...a, rationale: { text: 'x', source: 'llm' as const } })) })) };
    expect(withTemplateRationales(llm).written).toBe(0);
    expect(withTemplateRationales(llm, { force: true }).written).toBe(3);
  });
});
