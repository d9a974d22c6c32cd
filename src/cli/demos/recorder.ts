/**
 * Recording a person's demonstration (`caap demos record`): the person solves the task in
 * a visible browser window; the page's trusted input events (mouse, keys, wheel) are
 * reported to Node through an exposed binding, mapped onto the perceived elements by
 * HumanInputMapper (src/demos/human-input.ts), and stored as demo steps with the screen
 * before and after each gesture. This listens to the DOM's input events, so it is a
 * harness tool for people only; the agent path never does this.
 *
 * @example
 *   const host = await BrowserHost.start({ headless: false })
 *   const ep = await host.openEpisode({ task: 'click-button', seed: 3001 })
 *   const { demo, reward } = await recordHumanDemo(ep, groundTruthObserver(ep.page), { log: console.error })
 */
import { describeElement } from '../../agent/element-text.js';
import type { DemoRecord } from '../../demos/library.js';
import type { Episode } from '../../env/episode.js';
import { HumanInputMapper, type HumanGesture, type RawInput } from '../../demos/human-input.js';
import type { ElementList } from '../../perception/element.js';
import type { Observer } from '../../perception/observer.js';

export interface RecordOptions {
  /** Stop after this long without the episode ending (default 10 minutes). */
  timeoutMs?: number;
  /** A run of typing or wheel notches ends after this pause (default 1200 ms). */
  pauseMs?: number;
  /** The screen is re-perceived this long after a gesture (default 400 ms), when it has settled. */
  settleMs?: number;
  log?: (line: string) => void;
  /** The perception `observer` is (written into the demo; default models). */
  observerKind?: 'models' | 'labels';
  /** Stops the recording when aborted (a caller that knows the person is done). */
  signal?: AbortSignal;
}

/** Installed in the page: reports trusted input events in task-frame CSS pixels (the frame sits at the page's top left). */
const LISTENER = `(() => {
  if (window.__caapRecorderInstalled) return;
  window.__caapRecorderInstalled = true;
  const send = (ev) => { ev.at = Date.now(); try { window.__caapRecord(ev); } catch (e) {} };
  const opts = { capture: true, passive: true };
  let down = false;
  addEventListener('mousedown', (e) => { if (!e.isTrusted || e.button !== 0) return; down = true; send({ kind: 'down', x: e.clientX, y: e.clientY, ctrl: e.ctrlKey || e.metaKey }); }, opts);
  addEventListener('mousemove', (e) => { if (e.isTrusted && down) send({ kind: 'move', x: e.clientX, y: e.clientY }); }, opts);
  addEventListener('mouseup', (e) => { if (!e.isTrusted || e.button !== 0) return; down = false; send({ kind: 'up', x: e.clientX, y: e.clientY }); }, opts);
  addEventListener('keydown', (e) => { if (e.isTrusted && !['Shift', 'Control', 'Meta', 'Alt'].includes(e.key)) send({ kind: 'key', key: e.key, ctrl: e.ctrlKey || e.metaKey }); }, opts);
  addEventListener('wheel', (e) => { if (e.isTrusted) send({ kind: 'wheel', x: e.clientX, y: e.clientY, dx: e.deltaX, dy: e.deltaY }); }, opts);
})()`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records until the episode ends (or the timeout). Returns the demo (steps = gestures)
 * and the reward; `demo.steps` is empty when the person did nothing.
 */
export async function recordHumanDemo(ep: Episode, observer: Observer, o: RecordOptions = {}): Promise<{ demo: DemoRecord; rawReward: number; done: boolean }> {
  // Each event carries the wall-clock time it happened in the page (same machine clock as Node's).
  const queue: (RawInput & { at?: number })[] = [];
  await ep.page.exposeBinding('__caapRecord', (_src, ev: RawInput) => {
    queue.push(ev);
  });
  await ep.page.evaluate(LISTENER);
  /** A perceived screen and the time its screenshot had certainly been taken by. */
  interface Seen {
    elements: ElementList;
    takenBy: number;
  }
  const observe = async (): Promise<Seen> => {
    const png = await ep.screen.screenshot();
    const takenBy = Date.now();
    return { elements: await observer.observe(png, ep.screen.scale), takenBy };
  };

  const mapper = new HumanInputMapper();
  const steps: DemoRecord['steps'] = [];
  let screen = await observe();
  let before = screen;
  o.log?.('recording: listening to input');
  // Events reach Node late, and re-perceiving takes time: an event that happened before the
  // newest screenshot was taken was made on the screen before it (else a Submit click that
  // already ended the episode would be mapped onto the START cover it revealed).
  const screenFor = (at: number | undefined): ElementList => (at !== undefined && at < screen.takenBy ? before : screen).elements;
  let lastEventAt = Date.now();
  let lastGestureAt = 0;
  let stale = false;
  const deadline = Date.now() + (o.timeoutMs ?? 600_000);

  const take = (gestures: HumanGesture[]) => {
    for (const g of gestures) {
      const prev = steps[steps.length - 1];
      if (prev && !prev.after) prev.after = g.elements; // the screen this gesture was made on
      steps.push({ elements: g.elements,
        actions: g.actions.map((a) => ({ name: a.action.name, args: { ...a.action.args }, ...(a.element ? { element: a.element } : {}) })) });
      o.log?.(`step ${steps.length}: ${g.actions.map((a) => `${a.action.name}${a.element ? ` ${describeElement(a.element)}` : ''}`).join(', ')}`);
      lastGestureAt = Date.now();
      stale = true;
    }
  };

  let state = await ep.reward();
  while (!state.done && Date.now() < deadline && !o.signal?.aborted) {
    while (queue.length) {
      const ev = queue.shift()!;
      take(mapper.feed(ev, screenFor(ev.at)));
      lastEventAt = Date.now();
    }
    if (mapper.busy && Date.now() - lastEventAt > (o.pauseMs ?? 1200)) take(mapper.flush());
    // Re-perceive once the screen has had time to settle after a gesture, before the next one starts.
    if (stale && !mapper.busy && Date.now() - lastGestureAt > (o.settleMs ?? 400)) {
      const seen = await observe();
      stale = false;
      if (queue.some((ev) => ev.at !== undefined && ev.at < seen.takenBy)) {
        // The next gesture began while this screenshot was taken: it may show that gesture's effect.
        continue;
      }
      before = screen;
      screen = seen;
      const prev = steps[steps.length - 1];
      if (prev) prev.after = screen.elements;
      o.log?.(`screen re-perceived after step ${steps.length}`);
    }
    await sleep(50);
    state = await ep.reward();
  }
  while (queue.length) {
    const ev = queue.shift()!;
    take(mapper.feed(ev, screenFor(ev.at)));
  }
  take(mapper.flush());
  // The gesture that ended the episode has no "after": the START cover is not the task's screen.
  const last = steps[steps.length - 1];
  if (last && state.done && stale) delete last.after;
  return {
    demo: { task: ep.task, seed: ep.seed, goal: ep.goal, steps, rawReward: state.rawReward, performer: 'person', observer: o.observerKind ?? 'models',
      source: 'recorded from a person (caap demos record)' },
    rawReward: state.rawReward,
    done: state.done,
  };
}
