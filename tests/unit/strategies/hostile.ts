/** Hostile model replies shared by the strategy format fuzz tests (at least 100 per format). */
import seedrandom from 'seedrandom';

const BASE = [
  '',
  ' ',
  '\n\n',
  'null',
  '[]',
  '{}',
  '[[[[[[[[[[',
  ']]]]]',
  '{"a":',
  '```json\n```',
  '```\n[1,2,3]\n```',
  '‘‘‘json {} ‘‘‘',
  'Action Decision:',
  'Action Decision: {',
  'Action Decision: {"action_type": 5}',
  'tap at',
  'tap at 999 999',
  'tap at -1 5',
  'swipe from 1 2 to',
  'Input text "unterminated',
  'Input text "\\ud800"',
  'press ',
  'press launch_missiles',
  '\u0000\u0001\u0002',
  '\ud800\udc00\ud800',
  '😀'.repeat(1000),
  'a'.repeat(1_000_000),
  ' '.repeat(100_000),
  '{'.repeat(50_000),
  '['.repeat(50_000) + ']'.repeat(50_000),
  '```'.repeat(10_000),
  'Action Plan: ' + 'DUAL_POINT, '.repeat(10_000),
  '{"plan": [], "next_step": "", "action": {}}',
  '{"plan": ["x"], "next_step": "x", "action": {"type": "click"}}',
  '{"action_type": "MouseAction", "mouse_action_type": "drag"}',
  '[{"action_type": "MouseAction", "mouse_action_type": "click", "mouse_position": {"width": "NaN", "height": 1}}]',
  '[{"action_type": "KeyboardAction", "keyboard_action_type": "text", "keyboard_text": ' + JSON.stringify('x'.repeat(600)) + '}]',
  '{"action_type": "EvaluateSubTaskAction", "situation": "maybe"}',
  '{"__proto__": {"polluted": true}}',
  '\\',
  '"',
  "'''json\n{\n'''",
  'Action Decision: {"action_type": "DUAL_POINT", "touch_point": "[2, 0.5]", "lift_point": "[0.5, 0.5]"}',
  'Action Decision: {"action_type": "PRESS_HOME", "touch_point": "-1", "lift_point": "-1", "typed_text": ""}',
];

/** BASE plus seeded random mutations (control characters, truncations, nesting), `n` in all. */
export function hostileReplies(valid: string[], n = 120): string[] {
  const rng = seedrandom('hostile');
  const out = [...BASE];
  while (out.length < n) {
    const v = valid[Math.floor(rng() * valid.length)]!;
    const k = Math.floor(rng() * 6);
    if (k === 0) out.push(v.slice(0, Math.floor(rng() * v.length)));
    else if (k === 1) out.push(v.replace(/"/g, rng() < 0.5 ? "'" : ''));
    else if (k === 2) out.push(v + String.fromCharCode(Math.floor(rng() * 32)).repeat(1 + Math.floor(rng() * 50)));
    else if (k === 3) out.push('['.repeat(Math.floor(rng() * 2000)) + v);
    else if (k === 4) out.push(v.replace(/\d/g, () => String(Math.floor(rng() * 1e6))));
    else out.push(v.split('').reverse().join(''));
  }
  return out;
}
