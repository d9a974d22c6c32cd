/**
 * The shipped demo library agrees with itself (src/demos/lint.ts): no rationale cites an
 * element id, every quoted text of a rationale is on the step's screens, in the goal or in
 * what the step types, and every action's element id and stored element match its step's
 * screen. The checks themselves are shown to catch each fault on a small demo.
 */
import { describe, expect, it } from 'vitest';
import { readDemoFiles, type DemoRecord } from '../../../src/demos/library.js';
import { lintDemo, looseText, quotedSpans } from '../../../src/demos/lint.js';

const B = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

function demo(rationale: string, over: Partial<DemoRecord['steps'][number]['actions'][number]> = {}): DemoRecord {
  return {
    task: 'click-checkboxes',
    seed: 3000,
    goal: 'Select 3SV and click Submit.',
    performer: 'scripted-policy',
    observer: 'models',
    steps: [{
      elements: [
        { id: 1, type: 'text', text: 'Select 3SV and click Submit.', box: B(3, 3, 146, 14), score: 1 },
        { id: 2, type: 'checkbox', checked: false, box: B(6, 55, 26, 68), score: 1 },
        { id: 3, type: 'text', text: '3SV', box: B(29, 60, 48, 71), score: 1 },
      ],
      actions: [{
        name: 'click_element',
        args: { element_id: 'element_2' },
        element: { type: 'checkbox', checked: false, box: B(6, 55, 26, 68) },
        rationale: { text: rationale, source: 'scripted', writer: 'template' },
        ...over,
      }],
    }],
  };
}

describe('the demo lint', () => {
  it('passes a demo that names elements by description and quotes only what is there', () => {
    expect(lintDemo(demo('One checkbox, left of "3SV", is unticked; I tick it.'))).toEqual([]);
  });

  it('fails on an element id in a rationale', () => {
    expect(lintDemo(demo('I click "3SV" (element_2).'))).toEqual(['action_2 (click_element): the rationale cites an element id (element_2)']);
  });

  it('fails on a quoted text that no screen, goal or typed string holds', () => {
    expect(lintDemo(demo('I tick the box by "za".'))).toEqual([
      'action_2 (click_element): the rationale quotes "za", which is no text of the step\'s screens, the goal or what it types',
    ]);
  });

  it('fails on an element id that is not on the screen, and on a stored element that is another one', () => {
    expect(lintDemo(demo('I tick it.', { args: { element_id: 'element_9' } }))).toEqual([
      "action_2 (click_element): element_id element_9 is not on the step's screen (3 elements)",
    ]);
    expect(lintDemo(demo('I tick it.', { args: { element_id: 'element_3' } }))[0]).toMatch(/stores \{type: checkbox.*but element_3 is \{type: text/);
  });

  it('compares texts loosely and finds curly quotes too', () => {
    expect(looseText('  Submit. ')).toBe('submit');
    expect(looseText('A long text cut…')).toBe('a long text cut');
    expect(quotedSpans('the "A" and \u201cB\u201d, not ""')).toEqual(['A', 'B']);
  });
});

describe('the shipped demo library', () => {
  it('agrees with itself: every demo passes the lint', () => {
    const problems = readDemoFiles().flatMap(({ file, demo: d }) => lintDemo(d).map((p) => `${file.replace(/^.*prompts\/demos\//, '')}: ${p}`));
    if (problems.length) console.error(`${problems.length} lint problem(s); the first ones:\n${problems.slice(0, 20).join('\n')}`);
    expect(problems).toEqual([]);
  });
});
