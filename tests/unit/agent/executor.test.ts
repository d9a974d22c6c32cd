import { describe, expect, it } from 'vitest';
import { parseAction, type Action } from '../../../src/agent/actions.js';
import { runBatch } from '../../../src/agent/batch.js';
import { Frame } from '../../../src/env/screen.js';
import { describeElement } from '../../../src/agent/element-text.js';
import { waitForSettle } from '../../../src/agent/settle.js';
import { fixedObserver } from '../../../src/perception/observer.js';
import { CHOOSE_LIST, CLICK_BUTTON } from './elements.js';
import { fakeScreen } from './fake-screen.js';

const a = (name: string, args: Record<string, unknown> = {}): Action => parseAction(name, args);
const fast = { firstWaitMs: 1, intervalMs: 2, deadlineMs: 1000 }; // a still screen settles at once; the deadline only guards a loaded machine

async function batch(actions: Action[],
  opts: { elements?: typeof CLICK_BUTTON; mode?: 'ids' | 'any-change'; onEvent?: Parameters<typeof fakeScreen>[0]['onEvent'];
    observer?: ReturnType<typeof fixedObserver> } = {})
{
  const screen = fakeScreen({ onEvent: opts.onEvent });
  const elements = opts.elements ?? CLICK_BUTTON;
  const r = await runBatch({ screen, observer: opts.observer ?? fixedObserver([elements]), elements,
    startFrame: new Frame(await screen.screenshot(), screen.scale), actions, mode: opts.mode ?? 'ids', settle: fast });
  return { r, events: screen.events };
}

describe('executor', () => {
  it('turns actions into raw input at element centres and given points', async () => {
    const { r, events } = await batch([
      a('click_element', { element_id: 'element_3' }),
      a('control_click_element', { element_id: 4 }),
      a('point_element', { element_id: 2 }),
      a('click_new_point', { x: 5, y: 6 }),
      a('type_text', { string_to_type: 'hi' }),
      a('press_control_A'),
      a('press_key', { key: 'Enter' }),
      a('drag_mouse_hold_down', { x: 10, y: 10 }),
      a('drag_mouse_move', { x: 20, y: 30 }),
      a('drag_mouse_release'),
    ]);
    expect(r.error).toBeUndefined();
    expect(r.executed).toHaveLength(10);
    expect(events).toEqual(['click 23.5,83.5', 'click 80,83.5 +Control', 'move 43,62.5', 'click 5,6', 'type hi', 'press Control+A', 'press Enter', 'move 10,10',
      'down', 'move 20,30', 'up']);
    expect(r.executed[0]).toMatchObject({ name: 'click_element', args: { element_id: 'element_3' }, settled: true });
    // The element is kept as data, without the screen's id; the history writes it as text.
    expect(r.executed[0]!.element).not.toHaveProperty('id');
    expect(describeElement(r.executed[0]!.element!)).toBe('{type: button, X: 24 [2-45], Y: 84 [73-94], text: "Next"}');
  });
  it('scrolls over an element or a point', async () => {
    const { events } = await batch([a('scroll', { element_id: 'element_3', direction: 'down', amount: 2 }), a('scroll', { x: 1, y: 2, direction: 'left' })]);
    expect(events).toEqual(['move 23.5,83.5', 'wheel 0,80', 'move 1,2', 'wheel -40,0']);
  });
  it('records an unknown element id as a step error and runs nothing after it', async () => {
    const { r, events } = await batch([a('click_element', { element_id: 3 }), a('click_element', { element_id: 'element_42' }),
      a('press_key', { key: 'Enter' })]);
    expect(r.executed).toHaveLength(1);
    expect(r.error).toMatchObject({ code: 'UNKNOWN_ELEMENT' });
    expect(r.error!.message).toMatch(/Action_2.*element_42 is not on the current screen.*element_1 to element_4.*1 action/);
    expect(events).toEqual(['click 23.5,83.5']);
  });
  it('records off-frame points as step errors', async () => {
    for (const [x, y] of [[160, 5], [-1, 5], [5, 210], [1e300, 1]]) {
      const { r, events } = await batch([a('click_new_point', { x, y })]);
      expect(r.error?.code).toBe('OFF_FRAME');
      expect(events).toEqual([]);
    }
    const { r } = await batch([a('drag_mouse_move', { x: 5, y: 999 })]);
    expect(r.error?.message).toMatch(/outside the screen/);
  });
  it('any-change mode cuts the batch at the first visible change and says why', async () => {
    const { r, events } = await batch([a('click_element', { element_id: 2 }), a('type_text', { string_to_type: 'x' })], {
      mode: 'any-change',
      onEvent: (e, s) => {
        if (e.startsWith('click')) s.paint(3);
      },
    });
    expect(events).toEqual(['click 43,62.5']);
    expect(r.stop).toEqual({ afterAction: 1, skipped: 1, reason: 'the screen changed after Action_1' });
  });
  it('ids mode goes on after a small change and follows an element that stayed', async () => {
    const { r, events } = await batch([a('click_element', { element_id: 2 }), a('type_text', { string_to_type: 'x' }), a('click_element', { element_id: 3 })], {
      onEvent: (e, s) => {
        if (e.startsWith('click')) s.paint(3);
      },
    });
    expect(r.stop).toBeUndefined();
    expect(events).toEqual(['click 43,62.5', 'type x', 'click 23.5,83.5']);
  });
  it("ids mode stops when the next action's element is gone", async () => {
    const moved = CLICK_BUTTON.map((e) => (e.id === 3 ? { ...e, box: { ...e.box, top: 120, bottom: 140 } } : e));
    const { r, events } = await batch([a('click_element', { element_id: 2 }), a('click_element', { element_id: 3 })], {
      observer: fixedObserver([moved]),
      onEvent: (e, s) => {
        if (e.startsWith('click')) s.paint(3);
      },
    });
    expect(events).toEqual(['click 43,62.5']);
    expect(r.stop?.reason).toMatch(/element_3 is no longer where it was/);
  });
  it('ids mode stops when the screen is largely redrawn', async () => {
    const { r } = await batch([a('click_element', { element_id: 3 }), a('click_new_point', { x: 5, y: 5 })], {
      elements: CHOOSE_LIST,
      onEvent: (e, s) => {
        if (e.startsWith('click')) s.paint(150);
      },
    });
    expect(r.stop?.reason).toMatch(/largely redrawn/);
  });
});

describe('a drawn stroke', () => {
  const stroke = (points: [number, number][], pace_ms = 0) => a('draw_stroke', { points: points.map(([x, y]) => ({ x, y })), pace_ms });
  it('presses at the first point, moves once per point, releases at the last', async () => {
    const { r, events } = await batch([stroke([[30, 60], [40, 60], [50, 61]])]);
    expect(r.error).toBeUndefined();
    expect(events).toEqual(['move 30,60', 'down', 'move 40,60', 'move 50,61', 'up']);
    expect(r.executed[0]).toMatchObject({ name: 'draw_stroke', point: { x: 30, y: 60 },
      args: { points: [{ x: 30, y: 60 }, { x: 40, y: 60 }, { x: 50, y: 61 }], pace_ms: 0 } });
  });
  it('keeps its pace between points', async () => {
    const t0 = performance.now();
    await batch([stroke([[30, 60], [40, 60], [50, 60], [60, 60]], 20)]);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(55); // three segments of 20 ms (timers may fire a millisecond early)
  });
  it('refuses a stroke with a point off the frame before pressing anything', async () => {
    const { r, events } = await batch([stroke([[30, 60], [40, 60], [170, 60]])]);
    expect(r.error?.code).toBe('OFF_FRAME');
    expect(events).toEqual([]);
  });
  it('is never cut by the batch, and ends a drag it follows', async () => {
    const paintOnMove = { mode: 'any-change' as const, onEvent: (e: string, s: ReturnType<typeof fakeScreen>) => {
      if (e.startsWith('move')) s.paint(5);
    } };
    const { r, events } = await batch([stroke([[30, 60], [40, 60]]), a('click_element', { element_id: 2 })], paintOnMove);
    expect(events).toEqual(['move 30,60', 'down', 'move 40,60', 'up']); // whole, then cut: the screen changed
    expect(r.stop).toMatchObject({ afterAction: 1, skipped: 1 });
    const after = await batch([a('drag_mouse_hold_down', { x: 5, y: 5 }), stroke([[30, 60], [40, 60]]), a('click_element', { element_id: 2 })], paintOnMove);
    expect(after.r.stop).toMatchObject({ afterAction: 2, skipped: 1 });
  });
});

describe('settle detection', () => {
  it('returns once two screenshots agree, and gives up at the deadline on a screen that never settles', async () => {
    const still = fakeScreen();
    expect((await waitForSettle(still, fast)).settled).toBe(true);
    const busy = fakeScreen();
    const shot = busy.screenshot;
    busy.screenshot = async () => {
      busy.paint(2);
      return shot();
    };
    const t0 = performance.now();
    const r = await waitForSettle(busy, { firstWaitMs: 1, intervalMs: 5, deadlineMs: 100 });
    expect(r.settled).toBe(false);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
