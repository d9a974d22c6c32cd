/**
 * The four seed-paper reply formats: valid replies parse to the right gestures, and at
 * least 100 hostile replies per format end in that format's error (never a crash, never a
 * hang: each parse is timed).
 */
import { describe, expect, it } from 'vitest';
import { ActionArgumentError } from '../../../src/agent/actions.js';
import { FormatError as AutoUiError, parseDecision } from '../../../src/policies/autoui/format.js';
import { FormatError as DpotError, parseTurn } from '../../../src/policies/dpot/format.js';
import { actGestures, FormatError as ScreenAgentError, parseActions, parseEvaluation, parsePlan } from '../../../src/policies/screenagent/format.js';
import { gestureActions, GestureError } from '../../../src/policies/strategies/gestures.js';
import { parseSentence, SentenceError, sentenceOf } from '../../../src/policies/vlm-history/sentences.js';
import { hostileReplies } from './hostile.js';

/** Parses and maps to registry actions; returns 'ok' or the error class name. Fails on anything else or on slowness. */
function outcome(parse: () => unknown[] | unknown, errors: (new(...a: never[]) => Error)[]): string {
  const t0 = performance.now();
  try {
    parse();
    return 'ok';
  } catch (e) {
    if (!errors.some((E) => e instanceof E)) throw e;
    return (e as Error).constructor.name;
  } finally {
    expect(performance.now() - t0, 'parse time (ms)').toBeLessThan(500); // the worst case measured 13 ms; a quadratic parse of 1 MB takes seconds;
  }
}

const VALID = {
  screenagent: ['```json\n[{"action_type":"MouseAction","mouse_action_type":"click","mouse_button":"left","mouse_position":{"width":40,"height":120}}]\n```'],
  autoui: [
    'Action Plan: [DUAL_POINT, STATUS_TASK_COMPLETE] ; Action Decision: {"action_type": "DUAL_POINT", "touch_point": "[0.5000, 0.2500]", "lift_point": "[0.5000, 0.2500]", "typed_text": ""}',
  ],
  dpot: ['{"plan": ["1. click Submit"], "step": "click Submit", "action": {"type": "click", "idx": 3}}',
    '{"plan": "1. drag it\\n2. submit", "step": "drag it", "action": {"type": "drag", "x": 10, "y": 20, "to_x": 90, "to_y": 20}}'],
  vlm: ['tap at 50 25', 'swipe from 60 20 to 60 80', 'Input text "Ann"', 'press enter'],
};

describe('ScreenAgent', () => {
  it('reads a plan, actions (a move then a drag is one drag) and a verdict', () => {
    expect(parsePlan('‘‘‘json\n[{"action_type": "PlanAction", "element": "Tick the box"}, {"action_type": "PlanAction", "element": "Submit"}]\n‘‘‘'))
      .toEqual(['Tick the box', 'Submit']);
    const acts = parseActions(
      'My plan is to drag it, so:\n```json\n[{"action_type":"MouseAction","mouse_action_type":"move","mouse_position":{"width":30,"height":150}},' +
        '{"action_type":"MouseAction","mouse_action_type":"drag","mouse_button":"left","mouse_position":{"width":90,"height":150}},' +
        '{"action_type":"KeyboardAction","keyboard_action_type":"press","keyboard_key":"Return"}]\n```',
    );
    expect(actGestures(acts)).toEqual([{ kind: 'drag', from: { x: 30, y: 150 }, to: { x: 90, y: 150 } }, { kind: 'key', key: 'Return' }]);
    expect(parseEvaluation('‘‘‘json {"action_type":"EvaluateSubTaskAction", "situation": "need_retry", "advice": "click lower"} ‘‘‘'))
      .toEqual({ action_type: 'EvaluateSubTaskAction', situation: 'need_retry', advice: 'click lower' });
  });
  it('ends 100+ hostile replies in FormatError', () => {
    const seen = hostileReplies(VALID.screenagent).map((r) =>
      outcome(() => {
        parseEvaluation(r);
      }, [ScreenAgentError]) + outcome(() => actGestures(parseActions(r)).flatMap(gestureActions), [ScreenAgentError, GestureError, ActionArgumentError])
    );
    expect(seen.length).toBeGreaterThanOrEqual(100);
  });
});

describe('Auto-UI', () => {
  it('reads the plan and the decision; taps, swipes, typing and keys', () => {
    const d = parseDecision(VALID.autoui[0]!);
    expect(d).toEqual({ plan: ['DUAL_POINT', 'STATUS_TASK_COMPLETE'], gesture: { kind: 'tap', x: 40, y: 105 } });
    expect(parseDecision('Action Decision: {"action_type": "DUAL_POINT", "touch_point": "[0.2, 0.25]", "lift_point": "[0.8, 0.5]", "typed_text": ""}').gesture)
      .toEqual({ kind: 'drag', from: { x: 40, y: 42 }, to: { x: 80, y: 168 } });
    // The paper's normalised scroll swipes scroll: the page moves with the finger (up shows what is below).
    expect(parseDecision('Action Decision: {"action_type": "DUAL_POINT", "touch_point": "[0.8, 0.5]", "lift_point": "[0.2, 0.5]", "typed_text": ""}').gesture)
      .toEqual({ kind: 'scroll', direction: 'down', amount: 3 });
    expect(
      parseDecision('Action Decision: {"action_type": "DUAL_POINT", "touch_point": "[0.2000, 0.5000]", "lift_point": "[0.8000, 0.5000]", "typed_text": ""}')
        .gesture,
    )
      .toMatchObject({ kind: 'scroll', direction: 'up' });
    expect(parseDecision('Action Decision: {"action_type": "type", "touch_point": "-1", "lift_point": "-1", "typed_text": "Ann"}').gesture).toEqual({
      kind: 'type',
      text: 'Ann',
    });
    // Braces inside the typed text do not end the object.
    expect(parseDecision('Action Decision: {"action_type": "TYPE", "typed_text": "a}b{\\"c\\"}", "touch_point": "-1"}').gesture).toEqual({ kind: 'type',
      text: 'a}b{"c"}' });
    expect(() => parseDecision('Action Decision: {"action_type": "PRESS_HOME"}')).toThrow(/no equivalent/);
  });
  it('ends 100+ hostile replies in FormatError', () => {
    const seen = hostileReplies(VALID.autoui).map((r) =>
      outcome(() => gestureActions(parseDecision(r).gesture), [AutoUiError, GestureError, ActionArgumentError])
    );
    expect(seen.length).toBeGreaterThanOrEqual(100);
  });
});

describe('D-PoT', () => {
  it('reads the plan, the chosen step and its action', () => {
    expect(parseTurn('```json\n' + VALID.dpot[0] + '\n```')).toEqual({ plan: ['1. click Submit'], step: 'click Submit',
      gesture: { kind: 'tap_element', id: 3 } });
    expect(parseTurn(VALID.dpot[1]!)).toEqual({ plan: ['1. drag it', '2. submit'], step: 'drag it',
      gesture: { kind: 'drag', from: { x: 10, y: 20 }, to: { x: 90, y: 20 } } });
    expect(parseTurn('{"plan": ["1. scroll"], "step": "scroll", "action": {"type": "scroll", "direction": "down", "idx": 4}}').gesture)
      .toEqual({ kind: 'scroll', direction: 'down', amount: 3, element: 4 });
    expect(gestureActions(parseTurn('{"plan": ["1. open"], "step": "open", "action": {"type": "hover", "idx": 2}}').gesture))
      .toEqual([{ name: 'point_element', args: { element_id: 2 } }]);
    expect(() => parseTurn('{"plan": ["1. x"], "step": "x", "action": {"type": "click"}}')).toThrow(/idx/);
  });
  it('ends 100+ hostile replies in FormatError', () => {
    const seen = hostileReplies(VALID.dpot).map((r) => outcome(() => gestureActions(parseTurn(r).gesture), [DpotError, GestureError, ActionArgumentError]));
    expect(seen.length).toBeGreaterThanOrEqual(100);
  });
});

describe('VLM action sentences', () => {
  it('round-trips gestures through binned sentences', () => {
    expect(parseSentence('tap at 50 25')).toEqual({ kind: 'tap', x: 40.8, y: 106.05 });
    expect(sentenceOf(parseSentence('swipe from 60 20 to 60 80'))).toBe('swipe from 60 20 to 60 80');
    expect(parseSentence('I will type it.\nInput text "Ann \\"A\\""')).toEqual({ kind: 'type', text: 'Ann "A"' });
    expect(parseSentence('- Press Enter.')).toEqual({ kind: 'key', key: 'Enter' });
    expect(gestureActions(parseSentence('press enter'))).toEqual([{ name: 'press_key', args: { key: 'Enter' } }]);
    expect(gestureActions(parseSentence('press back'))).toEqual([{ name: 'press_key', args: { key: 'Escape' } }]);
    expect(() => parseSentence('press home')).toThrow(/no home button/);
    expect(parseSentence('task impossible')).toEqual({ kind: 'complete' });
    // The paper's action set: no hover, no wheel, no other keys.
    for (const r of ['hover at 10 10', 'scroll down', 'press tab', 'double tap at 5 5']) expect(() => parseSentence(r)).toThrow(SentenceError);
    expect(() => sentenceOf({ kind: 'hover', x: 5, y: 5 })).toThrow(/no action for a hover/);
    expect(() => sentenceOf({ kind: 'scroll', direction: 'down', amount: 1 })).toThrow(/wheel/);
    // Bins other than 100 read and write with the count given.
    expect(parseSentence('tap at 5 2', 10)).toEqual({ kind: 'tap', x: 40, y: 115.5 });
    expect(sentenceOf({ kind: 'tap', x: 40, y: 115.5 }, 10)).toBe('tap at 5 2');
  });
  it('ends 100+ hostile replies in SentenceError', () => {
    const seen = hostileReplies(VALID.vlm).map((r) => outcome(() => gestureActions(parseSentence(r)), [SentenceError, GestureError, ActionArgumentError]));
    expect(seen.length).toBeGreaterThanOrEqual(100);
  });
});
