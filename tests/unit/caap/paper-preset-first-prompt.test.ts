/**
 * The paper preset's first prompt for a few tasks, built from the shipped demo library and a
 * real recorded screen of each task (its first demo's first step, as the ONNX observer saw
 * it), checked section by section against the structure of the paper's Figure 9: the
 * demonstrations, then the task, no last response, a history holding only the start, the
 * screen's task-area elements numbered from 1 with Table 2's fields only, and the
 * instructions asking for Action_2 on (numbered on from the history's start); the tools are exactly Table 3's actions.
 */
import { describe, expect, it } from 'vitest';
import { parseElementList } from '../../../src/agent/element-text.js';
import { loadDemos, selectDemos } from '../../../src/demos/library.js';
import { offeredTools } from '../../../src/policies/caap/paper-actions.js';
import { buildPrompt, INSTRUCTION_BAR_BOTTOM } from '../../../src/policies/caap/prompter.js';
import { PAPER_DEMOS_PER_TASK, PRESETS } from '../../../src/policies/caap/prompt-config.js';

const TASKS = ['click-checkboxes', 'enter-text', 'login-user', 'choose-list', 'email-inbox-forward-nl'];
const SECTIONS = ['### Task Description ###', '### Action History ###', '### Elements of the Current Screen', '### Instructions ###'];
const TABLE2_KEYS = new Set(['type', 'subtype', 'X', 'Y', 'text', 'checked', 'focused', 'highlighted']);
const TABLE3 = ['click_element', 'click_new_point', 'control_click_element', 'drag_mouse_hold_down', 'drag_mouse_move', 'drag_mouse_release', 'point_element',
  'press_control_A', 'press_control_C', 'press_control_V', 'type_text'];

describe("the paper preset's first prompt, section by section (Figure 9)", () => {
  for (const task of TASKS) {
    it(task, () => {
      const recorded = loadDemos(task, { max: 1 })[0]!;
      const screen = recorded.steps[0]!.elements;
      const demos = selectDemos(task, PAPER_DEMOS_PER_TASK);
      const p = buildPrompt({ goal: recorded.goal, elements: screen, performed: [], demos }, { variant: 'full', functionCalling: true,
        switches: PRESETS.paper });
      expect(p.messages).toHaveLength(1);
      const text = p.messages[0]!.content;

      // Order: demonstrations (when the task gets any) before the task, then history, screen, instructions.
      const at = SECTIONS.map((h) => text.indexOf(h));
      expect(at.every((i) => i >= 0), `sections of ${task}`).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      const demoAt = text.indexOf('### Demonstrations ###');
      if (demos.length) {
        expect(demoAt).toBeGreaterThanOrEqual(0);
        expect(demoAt).toBeLessThan(at[0]!);
        expect(text.match(/^DEMO_\d+ = \{$/gm)).toHaveLength(demos.length);
      } else expect(demoAt).toBe(-1);
      expect(text).not.toContain('### Your Last Response ###'); // the first step has none

      // Task: the goal, verbatim.
      expect(text.slice(at[0]!, at[1]!)).toContain(recorded.goal);
      // History: only the start.
      const history = text.slice(at[1]!, at[2]!).trim().split('\n').slice(1).filter(Boolean);
      expect(history).toEqual(['action_1: {name: start}']);
      // Screen: the task area's elements, renumbered 1..K, Table 2's fields only.
      const listed = parseElementList(text.slice(at[2]!, at[3]!));
      const taskArea = screen.filter((e) => (e.box.top + e.box.bottom) / 2 > INSTRUCTION_BAR_BOTTOM);
      expect(listed.map((e) => e.id)).toEqual(taskArea.map((_, i) => i + 1));
      expect(listed.map((e) => [e.type, e.text ?? ''])).toEqual(taskArea.map((e) => [e.type, e.text ?? '']));
      for (const line of text.slice(at[2]!, at[3]!).split('\n').filter((l) => l.startsWith('- ID:'))) {
        const keys = [...line.slice(line.indexOf('{')).matchAll(/[{,] ([A-Za-z]+): /g)].map((m) => m[1]!);
        expect(keys.filter((k) => !TABLE2_KEYS.has(k)), line).toEqual([]);
      }
      // Instructions: the answer numbered on from the history (action_1 is the start), so from Action_2.
      expect(p.firstAction).toBe(2);
      expect(text.slice(at[3]!)).toContain('Action_2=(Action: functions.function_name');
      // Demonstrations cite no element id of another numbering: their actions carry the element itself.
      if (demos.length) expect(text.slice(demoAt, at[0]!)).not.toMatch(/element_\d+/);
      // Tools: Table 3, nothing else.
      expect(p.tools!.map((t) => t.function.name).sort()).toEqual(TABLE3);
      expect(offeredTools(PRESETS.paper).length).toBe(TABLE3.length);
    });
  }
});
