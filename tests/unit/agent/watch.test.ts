/**
 * The watch_screen action (issue 38, simon-says): looks taken over time, perceived, kept
 * when they change; written into the history as `seen at` lines and read back; and the
 * simon-says rule that counts flashes from them, through the prompt's text.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseAction } from '../../../src/agent/actions.js';
import { runBatch } from '../../../src/agent/batch.js';
import { parseHistory, renderHistory, seenLooks } from '../../../src/agent/history-text.js';
import type { PerformedAction } from '../../../src/agent/record.js';
import { followElement, watchScreen } from '../../../src/agent/watch.js';
import { Frame } from '../../../src/env/screen.js';
import type { Element, ElementList } from '../../../src/perception/element.js';
import type { Observer } from '../../../src/perception/observer.js';
import { flashesOf, WATCH_MS } from '../../../src/policies/scripted/rules/games/simon-says.js';
import { fakeScreen } from './fake-screen.js';
import { actionsOf, decide, el, list } from '../scripted/screens.js';

const NORMAL = ['#4286F4', '#F44242', '#42F47D', '#E7F215'];
const LIT = ['#93DEFF', '#FFA0A0', '#BCFFA0', '#FAFFAA'];
const SPOTS: [number, number][] = [[23, 75], [78, 75], [23, 131], [78, 131]];
/** The four buttons, button `lit` (0-3) lit, as perception lists them. */
const pads = (lit = -1): ElementList =>
  list(
    el('text', [3, 3, 131, 14], { text: 'Push the buttons in the order' }),
    ...SPOTS.map(([x, y], i) => el('shape', [x, y, x + 50, y + 50], { subtype: 'rectangle', color: { hex: (i === lit ? LIT : NORMAL)[i]!, name: 'c' } })),
  );

/** A performed watch that saw `sequence` (button numbers 1-4), a flash every 600 ms from 600 ms, each 250 ms. */
function watched(sequence: number[]): PerformedAction {
  const seen = [{ ms: 0, elements: pads() }];
  sequence.forEach((b, k) => {
    seen.push({ ms: 600 * (k + 1), elements: pads(b - 1) }, { ms: 600 * (k + 1) + 300, elements: pads() });
  });
  const data = seen.map((s) => ({ ms: s.ms, elements: s.elements.map(({ id: _i, score: _s, ...d }) => d) }));
  return { name: 'watch_screen', args: { duration_ms: WATCH_MS, every_ms: 100 }, seen: data };
}

describe('watch_screen', () => {
  it('validates its arguments', () => {
    expect(parseAction('watch_screen', { duration_ms: '3000' }).args).toEqual({ duration_ms: 3000, every_ms: 100 });
    expect(() => parseAction('watch_screen', { duration_ms: 60000 })).toThrow(/duration_ms/);
    expect(() => parseAction('watch_screen', { duration_ms: 1000, every_ms: 10 })).toThrow(/every_ms/);
  });

  it('keeps the first look and each change, perceiving a repeated screenshot only once', async () => {
    // On a fake clock, so the looks fall at 0, 50, ..., 400 ms whatever the machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const screen = fakeScreen();
      const t0 = performance.now();
      const litNow = () => performance.now() - t0 >= 100 && performance.now() - t0 < 250; // button 3 lit from 100 to 250 ms
      const shoot = screen.screenshot;
      let shown = false;
      screen.screenshot = async () => {
        if (litNow() !== shown) screen.paint((shown = litNow()) ? 3 : 0); // a new picture only when the state changes
        return shoot();
      };
      let observed = 0;
      const observer: Observer = { observe: async () => (observed++, pads(litNow() ? 2 : -1)) };
      const watching = watchScreen({ screen, observer, durationMs: 400, everyMs: 50 });
      await vi.advanceTimersByTimeAsync(500);
      const w = await watching;
      expect(w.looks).toBe(9);
      expect(observed).toBe(3); // the screen changed twice: the looks in between were not perceived again
      expect(w.seen.map((s) => [s.ms, s.elements[3]!.color!.hex])).toEqual([[0, NORMAL[2]], [100, LIT[2]], [250, NORMAL[2]]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps looking while a slow perception catches up: a flash shorter than one perception is still seen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const screen = fakeScreen();
      const t0 = performance.now();
      const litNow = () => performance.now() - t0 >= 120 && performance.now() - t0 < 200; // lit for 80 ms
      const litOf = new WeakMap<Buffer, boolean>(); // what each screenshot showed, as its pixels would say
      const shoot = screen.screenshot;
      let shown = false;
      screen.screenshot = async () => {
        if (litNow() !== shown) screen.paint((shown = litNow()) ? 3 : 0);
        const png = await shoot();
        litOf.set(png, shown);
        return png;
      };
      // Each perception takes 300 ms, reading the screenshot it is given.
      const observer: Observer = {
        observe: async (shot) => {
          await new Promise((r) => setTimeout(r, 300));
          return pads(litOf.get((shot as Frame).png) ? 2 : -1);
        },
      };
      const watching = watchScreen({ screen, observer, durationMs: 400, everyMs: 50 });
      await vi.advanceTimersByTimeAsync(2000);
      const w = await watching;
      expect(w.looks).toBe(9);
      expect(w.seen.map((s) => [s.ms, s.elements[3]!.color!.hex])).toEqual([[0, NORMAL[2]], [150, LIT[2]], [200, NORMAL[2]]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls an observer that reads the live page at each look, not from the queue', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const screen = fakeScreen();
      const t0 = performance.now();
      let frames = 0;
      const shoot = screen.screenshot;
      screen.screenshot = async () => (screen.paint(++frames), shoot()); // every look a new picture
      const calledAt: number[] = [];
      const observer: Observer = {
        observe: async () => {
          calledAt.push(performance.now() - t0);
          await new Promise((r) => setTimeout(r, 120));
          return pads();
        },
        readsLivePage: true,
      };
      const watching = watchScreen({ screen, observer, durationMs: 400, everyMs: 50 });
      await vi.advanceTimersByTimeAsync(2000);
      const w = await watching;
      // Each call at its own look's moment: the looks wait for it (every 120 ms, not every 50).
      expect(calledAt).toEqual([0, 120, 240, 360]);
      expect(w.looks).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs in a batch and lands in the performed action, its perception counted apart', async () => {
    const screen = fakeScreen();
    const r = await runBatch({ screen, observer: { observe: async () => pads() }, elements: pads(), startFrame: new Frame(await screen.screenshot(), 1),
      actions: [parseAction('watch_screen', { duration_ms: 200, every_ms: 50 })], settle: { firstWaitMs: 1, intervalMs: 2, deadlineMs: 1000 } });
    expect(r.error).toBeUndefined();
    expect(r.executed[0]!.seen).toHaveLength(1); // a still screen: one look kept
    expect(r.executed[0]!.ms).toBeGreaterThanOrEqual(200);
    expect(screen.events).toEqual([]); // watching touches nothing
  });
});

describe('follow_element', () => {
  it('puts the pointer on the element after each look, ahead by its motion, and stays where it was when it is lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const screen = fakeScreen();
      const t0 = performance.now();
      // A disc moving right at 0.1 px/ms from x 40, gone from view between 200 and 300 ms.
      const observer: Observer = {
        observe: async () => {
          const t = performance.now() - t0;
          return t >= 200 && t < 300 ? [] : list(el('shape', [18 + 0.1 * t, 108, 62 + 0.1 * t, 152], { subtype: 'circle' }));
        },
      };
      const start = list(el('shape', [18, 108, 62, 152], { subtype: 'circle' }))[0]!;
      const following = followElement({ screen, observer, element: start, durationMs: 400, everyMs: 100 });
      await vi.advanceTimersByTimeAsync(500);
      const r = await following;
      expect(r).toMatchObject({ looks: 5, lost: 1 });
      // First the step's spot, then each sighting; from the second sighting on, ahead by half a look's motion (5 px).
      expect(screen.events).toEqual(['move 40,130', 'move 40,130', 'move 55,130', 'move 75,130', 'move 85,130']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('click_moving_element', () => {
  const disc = list(el('shape', [58, 108, 102, 152], { subtype: 'circle' }));
  const run = async (observer: Observer) => {
    const screen = fakeScreen();
    const r = await runBatch({ screen, observer, elements: disc, startFrame: new Frame(await screen.screenshot(), 1),
      actions: [parseAction('click_moving_element', { element_id: 1, duration_ms: 100, every_ms: 50 })], mode: 'ids',
      settle: { firstWaitMs: 1, intervalMs: 2, deadlineMs: 1000 } });
    return { r, events: screen.events };
  };
  it('follows, then clicks where the element is heading, and records that point', async () => {
    const { r, events } = await run({ observe: async () => disc });
    expect(r.error).toBeUndefined();
    expect(events.at(-1)).toBe('click 80,130');
    expect(r.executed[0]).toMatchObject({ name: 'click_moving_element', point: { x: 80, y: 130 }, element: { type: 'shape' } });
  });
  it('clicks nothing when the element went out of view, and says so', async () => {
    const { r, events } = await run({ observe: async () => [] });
    expect(r.executed).toEqual([]);
    expect(r.error).toMatchObject({ code: 'EXECUTION', message: expect.stringMatching(/element_1 went out of view.*nothing was clicked/) });
    expect(events.filter((e) => e.startsWith('click'))).toEqual([]);
  });
});

describe('the history of a watch', () => {
  it('writes each change as + and - against the look before, and reads it back', () => {
    const text = renderHistory([watched([2])]);
    const lines = text.split('\n');
    expect(lines[1]).toBe('action_2: {name: watch_screen, arg: {duration_ms: 3800, every_ms: 100}}');
    expect(lines[2]).toMatch(/^ {2}seen at 0\.00 s: \+ \{type: text, .*\} \+ \{type: shape, .*#4286F4.*\}/);
    expect(lines[3]).toMatch(/^ {2}seen at 0\.60 s: \+ \{type: shape, [^}]*#FFA0A0\)[^}]*\} - \{type: shape, [^}]*#F44242\)[^}]*\}$/);
    expect(lines).toHaveLength(5);
    const [entry] = parseHistory(text);
    expect(entry!.seen!.map((c) => [c.ms, c.appeared.length, c.gone.length])).toEqual([[0, 5, 0], [600, 1, 1], [900, 1, 1]]);
    expect(entry!.seen![1]!.appeared[0]).toMatchObject({ type: 'shape', color: { hex: '#FFA0A0' }, x: 103, y: 100 });
    // The looks rebuilt from the lines: each the whole screen of that moment, the lit button in the second.
    const looks = seenLooks(entry!.seen);
    expect(looks.map((l) => [l.ms, l.elements.length])).toEqual([[0, 5], [600, 5], [900, 5]]);
    expect(looks[1]!.elements.filter((e) => e.color?.hex === '#FFA0A0')).toHaveLength(1);
    expect(looks[2]!.elements.map((e) => e.color?.hex).sort()).toEqual(looks[0]!.elements.map((e) => e.color?.hex).sort());
  });
});

describe('simon-says', () => {
  const goal = 'Push the buttons in the order displayed.';
  const idOf = (elements: ElementList, i: number) => (elements.filter((e) => e.type === 'shape')[i] as Element).id;

  it('watches first, longer than the whole playback', () => {
    expect(actionsOf(decide(goal, pads()))).toMatchObject([{ name: 'watch_screen', args: { duration_ms: WATCH_MS, every_ms: 100 } }]);
    expect(WATCH_MS).toBeGreaterThan(5 * 600 + 250);
  });

  it('clicks the buttons in the order they lit, repeats included', () => {
    const screen = pads();
    const acts = actionsOf(decide(goal, screen, [watched([3, 3, 4, 2, 4])])) as { name: string; args: { element_id: number } }[];
    expect(acts.map((a) => a.name)).toEqual(Array(5).fill('click_element'));
    expect(acts.map((a) => a.args.element_id)).toEqual([2, 2, 3, 1, 3].map((i) => idOf(screen, i)));
  });

  it('after a cut batch, clicks only the buttons not pushed yet', () => {
    const screen = pads();
    const pushed: PerformedAction = { name: 'click_element', args: { element_id: 'element_2' } };
    const acts = actionsOf(decide(goal, screen, [watched([1, 2, 1]), pushed])) as { args: { element_id: number } }[];
    expect(acts.map((a) => a.args.element_id)).toEqual([idOf(screen, 1), idOf(screen, 0)]);
  });

  it('counts a watch that began mid-flash, and says so when it saw none', () => {
    const w = watched([4, 1]);
    w.seen = w.seen!.slice(1); // the first look is already the first flash
    const spots = SPOTS.map(([x, y]) => ({ x: x + 25, y: y + 25 }));
    expect(flashesOf(parseHistory(renderHistory([w]))[0]!, spots)).toEqual([spots[3], spots[0]]);
    const still = actionsOf(decide(goal, pads(), [watched([])]));
    expect(still).toMatchObject({ fail: expect.stringMatching(/no button light up/) });
  });
});
