import { describe, expect, it } from 'vitest';
import { describeElement } from '../../../src/agent/element-text.js';
import { ExecutedActionSchema, PerformedActionSchema, StepRecordSchema } from '../../../src/agent/record.js';
import { EpisodeRecordSchema } from '../../../src/episode/record.js';
import { addUsage, fromEpisodeTokens, NO_USAGE, sumUsage, toEpisodeTokens, totalTokens } from '../../../src/llm/usage.js';

/** An episode record as the first sweeps wrote it (tests/unit/sweep/fixtures/records.jsonl at 557c6df, sweep block left out). */
const OLD_LINE = '{"suite":"embedded","task":"click-button","seed":0,"policy":"scripted","model":"","variant":"n/a","observer":"labels",' +
  '"functionCalling":true,"goal":"Click on the \\"okay\\" button.","steps":[{"step":1,"elements":7,"promptTokens":0,"completionTokens":0,' +
  '"llmCalls":0,"cached":false,"actions":[{"name":"click_element","args":{"element_id":"element_3"},' +
  '"element":"{type: button, X: 24, Y: 74, text: \\"okay\\"}","point":{"x":24.1,"y":73.5},"ms":508,"settled":true}],"notRun":0,' +
  '"ms":{"capture":222.1,"perceive":27.4,"llm":0,"decide":1.6,"execute":508.4,"total":759.5}}],"reward":0.9999990146607156,"rawReward":1,' +
  '"done":true,"doneReason":"done","tokens":{"prompt":0,"completion":0},"llmCalls":0,"wallMs":2578,"startedAt":"2026-11-20T22:49:49.407Z",' +
  '"versions":{"git":"fixture","node":"v20.20.2","models":{"labels":"dom-ground-truth"}}}';

const step = (over: Record<string, unknown> = {}) => ({
  step: 2,
  elements: 5,
  promptTokens: 1900,
  completionTokens: 40,
  llmCalls: 1,
  cached: false,
  notRun: 1,
  actions: [{ name: 'type_text', args: { string_to_type: 'hi' }, ms: 30, settled: true }],
  batchStop: { afterAction: 1, skipped: 1, reason: 'the screen changed' },
  error: { code: 'OFF_FRAME', message: 'point (170, 5) is outside the screen' },
  ms: { capture: 1, perceive: 2, llm: 3, decide: 4, execute: 5, total: 15 },
  ...over,
});

describe('record schemas', () => {
  it('read an episode record line of the first sweeps and write it back field for field, the element as data', () => {
    const old = JSON.parse(OLD_LINE) as { steps: { actions: { element?: unknown }[] }[] };
    const back = JSON.parse(JSON.stringify(EpisodeRecordSchema.parse(old))) as typeof old;
    // The element was kept as its text ('{type: button, X: 24, Y: 74, text: "okay"}', centre only); it reads back as data.
    expect(back.steps[0]!.actions[0]!.element).toEqual({ type: 'button', text: 'okay', box: { left: 24, top: 74, right: 24, bottom: 74 } });
    back.steps[0]!.actions[0]!.element = old.steps[0]!.actions[0]!.element;
    expect(back).toEqual(old);
  });

  it("read step records with and without the step's start time", () => {
    expect(StepRecordSchema.parse(step()).startMs).toBeUndefined();
    expect(StepRecordSchema.parse(step({ startMs: 812.5 })).startMs).toBe(812.5);
    expect(StepRecordSchema.safeParse(step({ startMs: -1 })).success).toBe(false);
  });

  it('read an element kept as text in the current form into data that writes the same text', () => {
    const text = '{type: checkbox, X: 16 [6-27], Y: 62 [55-68], text: "cat", checked: True}';
    const a = PerformedActionSchema.parse({ name: 'click_element', args: { element_id: 'element_2' }, element: text });
    expect(a.element).toEqual({ type: 'checkbox', text: 'cat', checked: true, box: { left: 5.75, top: 55, right: 26.75, bottom: 68 } });
    expect(describeElement(a.element!)).toBe(text);
    expect(PerformedActionSchema.safeParse({ name: 'click_element', args: {}, element: 'a button' }).success).toBe(false);
  });

  it('keep a step with a cut batch and an error as it was', () => {
    expect(StepRecordSchema.parse(step())).toEqual(step());
  });

  it('refuse action names and error codes the agent never writes', () => {
    expect(ExecutedActionSchema.safeParse({ name: 'double_click', args: {}, ms: 1, settled: true }).success).toBe(false);
    expect(StepRecordSchema.safeParse(step({ error: { code: 'TIMEOUT', message: 'x' } })).success).toBe(false);
    expect(StepRecordSchema.safeParse(step({ promptTokens: -1 })).success).toBe(false);
  });
});

describe('usage', () => {
  it('sums calls and steps, a missing usage adding nothing', () => {
    const a = { promptTokens: 100, completionTokens: 7 }, b = { promptTokens: 20, completionTokens: 3 };
    expect(addUsage(a, b)).toEqual({ promptTokens: 120, completionTokens: 10 });
    expect(addUsage(a)).toEqual(a);
    expect(sumUsage([a, b, a])).toEqual({ promptTokens: 220, completionTokens: 17 });
    expect(sumUsage([])).toEqual(NO_USAGE);
    expect(totalTokens(a)).toBe(107);
  });

  it('keeps only its own fields when summing step records', () => {
    expect(sumUsage([StepRecordSchema.parse(step())])).toEqual({ promptTokens: 1900, completionTokens: 40 });
  });

  it('translates to and from the episode record names', () => {
    const u = { promptTokens: 5, completionTokens: 2 };
    expect(toEpisodeTokens(u)).toEqual({ prompt: 5, completion: 2 });
    expect(fromEpisodeTokens(toEpisodeTokens(u))).toEqual(u);
  });
});
