/**
 * The trace: its final page is the state that got the reward (the last step's screen when the
 * task ended the episode, the screen captured at the end otherwise) with the reward; the
 * action list names elements by the ids the model saw; the key hint is written from the table
 * the key handler reads.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StepRecord } from '../../../src/agent/record.js';
import type { EpisodeRecord } from '../../../src/episode/record.js';
import { FINAL_SCREEN_FILE, TraceWriter } from '../../../src/trace/trace.js';
import { KEY_HINT, KEYS, renderTraceViewer } from '../../../src/trace/trace-viewer.js';

const png = (r: number) => sharp({ create: { width: 160, height: 210, channels: 3, background: { r, g: 0, b: 0 } } }).png().toBuffer();
const ms = { capture: 1, perceive: 1, llm: 1, decide: 1, execute: 1, total: 5 };
const element = { id: 2, type: 'button' as const, text: 'Submit', box: { left: 10, top: 60, right: 60, bottom: 80 } };
const step = (n: number): StepRecord => ({
  step: n,
  elements: 1,
  promptTokens: 10,
  completionTokens: 2,
  llmCalls: 1,
  cached: false,
  notRun: 0,
  ms,
  actions: [{ name: 'click_element', args: { element_id: 'element_2' }, element: { type: 'button', text: 'Submit', box: element.box }, point: { x: 35, y: 70 },
    ms: 3, settled: true }],
});
const episode = (done: boolean): EpisodeRecord => ({
  suite: 'embedded',
  task: 'click-button',
  seed: 3,
  policy: 'caap',
  model: 'm',
  observer: 'models',
  functionCalling: true,
  goal: 'Click Submit.',
  steps: [step(1)],
  reward: done ? 1 : 0,
  rawReward: done ? 1 : 0,
  done,
  doneReason: done ? 'done' : 'max-steps',
  tokens: { prompt: 10, completion: 2 },
  llmCalls: 1,
  wallMs: 9,
  startedAt: '2026-01-01T00:00:00.000Z',
  versions: { git: 't', node: 'v20', models: {} },
});
const scriptJson = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 's').exec(html)![1]!) as never;

async function traced(done: boolean, withEnd: boolean): Promise<{ dir: string; shot: Buffer; end: Buffer }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-trace-unit-'));
  const [shot, end] = await Promise.all([png(200), png(10)]);
  const t = new TraceWriter(dir);
  await t.step(step(1), { png: shot, scale: 1, elements: [element], decision: null });
  t.finish(episode(done), withEnd ? { png: end } : undefined);
  return { dir, shot, end };
}

describe("the trace's final screen", () => {
  it("is the last step's screen, with the reward, when the task ended the episode (the page then shows its START cover)", async () => {
    const { dir, shot, end } = await traced(true, true);
    expect(readFileSync(path.join(dir, FINAL_SCREEN_FILE)).equals(shot)).toBe(true);
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const final = scriptJson(html, 'trace-final') as { img: string; endImg: string; outcome: string; step: number; note: string };
    expect(final.outcome).toBe('reward 1.000 (raw 1) · done');
    expect(final.step).toBe(1);
    expect(final.img).toBe(`data:image/png;base64,${shot.toString('base64')}`);
    expect(final.endImg).toBe(`data:image/png;base64,${end.toString('base64')}`);
    expect(final.note).toMatch(/state the last action ran on, which got the reward/);
  });

  it('is the screen captured at the end when the episode ended otherwise, and absent when there is none', async () => {
    const a = await traced(false, true);
    expect(readFileSync(path.join(a.dir, FINAL_SCREEN_FILE)).equals(a.end)).toBe(true);
    const final = scriptJson(readFileSync(path.join(a.dir, 'index.html'), 'utf8'), 'trace-final') as { outcome: string; endImg: null };
    expect(final.outcome).toBe('reward 0.000 (raw 0) · max-steps (the task did not end)');
    expect(final.endImg).toBeNull();
    const b = await traced(false, false);
    expect(scriptJson(readFileSync(path.join(b.dir, 'index.html'), 'utf8'), 'trace-final')).toBeNull();
  });
});

describe('the viewer', () => {
  it('lists actions by the ids the model saw, with the element they ran on', async () => {
    const html = renderTraceViewer({ title: 't', header: [],
      steps: [{ record: step(1), png: await png(1), scale: 1, elements: [element], prompt: '', reply: '' }] });
    const [s] = scriptJson(html, 'trace-data') as { actions: { call: string; element: string }[] }[];
    expect(s!.actions[0]!.call).toBe('click_element("element_2")');
    expect(s!.actions[0]!.element).toMatch(/button/);
  });

  it('hints the keys its handler moves by: j and → forward, k and ← back', () => {
    const html = renderTraceViewer({ title: 't', header: [], steps: [] });
    expect(KEY_HINT).toBe('← or k: previous step · → or j: next step');
    expect(html).toContain(`<p class="help">${KEY_HINT}</p>`);
    expect(scriptJson(html, 'trace-keys')).toEqual(KEYS);
    expect(html).toMatch(/KEYS\.next\.includes\(e\.key\)\) show\(cur \+ 1\)/);
    expect(html).toMatch(/KEYS\.previous\.includes\(e\.key\)\) show\(cur - 1\)/);
  });
});
