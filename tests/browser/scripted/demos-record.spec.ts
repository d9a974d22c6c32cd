/**
 * `caap demos record` listens to the page's trusted input events. Driving the page with
 * real mouse and keyboard input (as a person would) must give demo steps mapped onto the
 * perceived elements, with the screens before and after.
 */
import { recordHumanDemo } from '../../../src/cli/demos/recorder.js';
import { groundTruthObserver } from '../../../src/dataset/ground-truth-observer.js';
import { expect, test } from '../fixtures.js';

test('enter-text: a click, typing and Submit become three demo steps', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'enter-text', seed: 3002 });
  try {
    const value = /Enter "(.*)" into/.exec(ep.goal)![1]!;
    const observer = groundTruthObserver(ep.page);
    const els = await observer.observe(await ep.screen.screenshot(), 1);
    const field = els.find((e) => e.type === 'input_field')!;
    const submit = els.find((e) => e.type === 'button' && e.text === 'Submit')!;
    const mid = (e: typeof field) => ({ x: (e.box.left + e.box.right) / 2, y: (e.box.top + e.box.bottom) / 2 });
    // A person looks before acting again: each next gesture waits until the recorder has
    // re-perceived the screen the last one left (fixed sleeps raced it on a loaded machine).
    const lines: string[] = [];
    const reperceived = (step: number) => expect.poll(() => lines.includes(`screen re-perceived after step ${step}`), { timeout: 20_000 }).toBe(true);
    const recording = recordHumanDemo(ep, observer, { timeoutMs: 30_000, pauseMs: 600, settleMs: 200, log: (l) => lines.push(l) });
    // The "person": real input events through the browser.
    await expect.poll(() => lines.includes('recording: listening to input'), { timeout: 20_000 }).toBe(true);
    await ep.page.mouse.click(mid(field).x, mid(field).y);
    await reperceived(1);
    await ep.page.keyboard.type(value, { delay: 30 });
    await reperceived(2);
    await ep.page.mouse.click(mid(submit).x, mid(submit).y);
    const { demo, rawReward, done } = await recording;
    expect(done).toBe(true);
    expect(rawReward).toBe(1);
    expect(demo.steps.map((s) => s.actions)).toEqual([
      [{ name: 'click_element', args: { element_id: field.id }, element: expect.objectContaining({ type: 'input_field' }) }],
      [{ name: 'type_text', args: { string_to_type: value } }],
      [{ name: 'click_element', args: { element_id: submit.id }, element: expect.objectContaining({ text: 'Submit' }) }],
    ]);
    expect(demo.steps[0]!.elements).toEqual(els);
    expect(demo.steps[1]!.after!.find((e) => e.type === 'input_field')!.text).toBe(value);
    expect(demo.steps[2]!.after).toBeUndefined();
    expect(demo).toMatchObject({ task: 'enter-text', seed: 3002, goal: ep.goal, source: expect.stringContaining('person') });
  } finally {
    await ep.close();
  }
});

test('drag-box: a press, move and release become one drag', async ({ host }) => {
  const ep = await host.openEpisode({ task: 'drag-box', seed: 3003 });
  try {
    const observer = groundTruthObserver(ep.page);
    const lines: string[] = [];
    const stop = new AbortController();
    const recording = recordHumanDemo(ep, observer, { timeoutMs: 120_000, settleMs: 200, log: (l) => lines.push(l), signal: stop.signal });
    await expect.poll(() => lines.includes('recording: listening to input'), { timeout: 20_000 }).toBe(true);
    await ep.page.mouse.move(30, 150);
    await ep.page.mouse.down();
    await ep.page.mouse.move(40, 160, { steps: 5 });
    await ep.page.mouse.up();
    // The episode does not end: stop once the drag is a step and its after-screen is perceived
    // (a fixed 3 s timeout raced the events on a loaded machine).
    await expect.poll(() => lines.includes('screen re-perceived after step 1'), { timeout: 30_000 }).toBe(true);
    stop.abort();
    const { demo, done } = await recording;
    expect(done).toBe(false);
    expect(demo.steps.map((s) => s.actions.map((a) => a.name))).toEqual([['drag_mouse_hold_down', 'drag_mouse_move', 'drag_mouse_release']]);
    expect(demo.steps[0]!.actions[0]!.args).toEqual({ x: 30, y: 150 });
    expect(demo.steps[0]!.after).toBeDefined();
  } finally {
    await ep.close();
  }
});
