// The Frame value (src/env/screen.ts) and the decode it shares: pixels decoded once per frame,
// the canonical image made from them equal to the one made from the PNG at every scale, the
// 8-bit pixels the measurements read equal to the tensor's, the flat colour counting equal to
// counting in a Map, and a vision strategy's image part the same bytes from a Frame as from its PNG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Frame } from '../../src/env/screen.js';
import { InvalidImageError } from '../../src/errors.js';
import { dominantColour, rgbPixels, tensorPixels } from '../../src/perception/colour.js';
import { canonicalImage } from '../../src/perception/image.js';
import type { Rgb } from '../../src/perception/palette.js';
import { imagePart } from '../../src/policies/strategies/vision.js';
import { runLoop } from '../../src/agent/loop.js';
import type { Policy } from '../../src/agent/policy.js';
import { PNG } from 'pngjs';
import { frameChange, waitForSettle } from '../../src/agent/settle.js';

/** The reference: changed pixels counted from the PNGs decoded by another library (pngjs). */
function changedFraction(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a), pb = PNG.sync.read(b);
  let diff = 0;
  for (let i = 0; i < pa.data.length; i += 4) if (pa.data[i] !== pb.data[i] || pa.data[i + 1] !== pb.data[i + 1] || pa.data[i + 2] !== pb.data[i + 2]) diff++;
  return diff / (pa.width * pa.height);
}
import type { Observer } from '../../src/perception/observer.js';
import { reusingIdenticalScreens } from '../../src/perception/screen-reuse.js';
import { fakeScreen } from './agent/fake-screen.js';

const SCREEN = readFileSync(path.resolve(__dirname, '../fixtures/perception/screens/choose-list_6_1.png'));
const atScale = async (s: number) => (s === 2 ? SCREEN : sharp(SCREEN).resize(160 * s, 210 * s, { kernel: 'nearest' }).png().toBuffer());

describe('Frame', () => {
  it('decodes its pixels once, on the first request', async () => {
    const f = new Frame(SCREEN, 2);
    expect([f.width, f.height]).toEqual([320, 420]);
    const a = f.pixels();
    expect(f.pixels()).toBe(a);
    const px = await a;
    expect([px.width, px.height, px.data.length]).toEqual([320, 420, 320 * 420 * 3]);
    expect(f.sameAs(new Frame(Buffer.from(SCREEN), 2))).toBe(true);
    expect(f.sameAs(new Frame(SCREEN, 1))).toBe(false);
  });

  it('gives the canonical image of its PNG at every scale, made once per frame', async () => {
    for (const s of [1, 2, 3]) {
      const png = await atScale(s);
      const frame = new Frame(png, s);
      const fromFrame = await canonicalImage(frame, s);
      const fromPng = await canonicalImage(png, s);
      expect(Buffer.from(fromFrame.tensor.data.buffer).equals(Buffer.from(fromPng.tensor.data.buffer)), `scale ${s}`).toBe(true);
      expect(await canonicalImage(frame, s)).toBe(fromFrame);
    }
    await expect(canonicalImage(new Frame(SCREEN, 2), 1)).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('the measurements read the same 8-bit values from the pixels as from the tensor', async () => {
    const { tensor, rgb } = await canonicalImage(SCREEN, 2);
    const a = tensorPixels(tensor), b = rgbPixels(rgb);
    for (let y = 0; y < 420; y += 1) for (let x = 0; x < 320; x += 1) if (a.rgb(x, y).join() !== b.rgb(x, y).join()) throw new Error(`pixel ${x},${y} differs`);
    // Every byte value survives the float round trip.
    for (let v = 0; v < 256; v++) expect(Math.round(Math.fround(v / 255) * 255)).toBe(v);
  });

  it('a vision strategy gets the same image part from a Frame as from its PNG', async () => {
    for (const s of [2, 3]) {
      const png = await atScale(s);
      const [a, b] = [await imagePart(png), await imagePart(new Frame(png, s))];
      expect({ ...b, part: undefined }).toEqual({ ...a, part: undefined });
      expect(b.sha256).toBe(a.sha256);
    }
  });
});

describe('the Frame through a step', () => {
  it("settle hands on the still screenshot as a Frame at the screen's scale", async () => {
    const r = await waitForSettle(fakeScreen(), { firstWaitMs: 1, intervalMs: 1 });
    expect(r.frame).toBeInstanceOf(Frame);
    expect([r.frame.scale, r.frame.png === r.png]).toEqual([1, true]);
  });

  it('the observer and the policy get the same Frame', async () => {
    const seen: { observed?: unknown; policy?: unknown; png?: Buffer } = {};
    const observer: Observer = { async observe(shot) {
      seen.observed = shot;
      return [];
    } };
    const policy: Policy = { name: 'look', model: '', async decide({ screenshot }) {
      seen.policy = screenshot.frame;
      seen.png = screenshot.png;
      return { actions: [], error: { code: 'NO_ACTION', message: 'looked only' } };
    } };
    await runLoop({ screen: fakeScreen(), goal: 'g', task: 't', observer, policy, maxSteps: 1, isDone: async () => false,
      settle: { firstWaitMs: 1, intervalMs: 1, deadlineMs: 50 } });
    expect(seen.observed).toBeInstanceOf(Frame);
    expect(seen.policy).toBe(seen.observed);
    expect(seen.png).toBe((seen.observed as Frame).png);
  });

  it('a step after an action that settled starts from the frame it settled on, with no capture of its own', async () => {
    const screen = fakeScreen();
    let shots = 0;
    const shoot = screen.screenshot;
    screen.screenshot = () => (shots++, shoot());
    const shotsAtStep: number[] = [];
    const observed: Frame[] = [];
    const observer: Observer = { async observe(frame) {
      observed.push(frame as Frame);
      return [{ id: 1, type: 'button', text: 'go', box: { left: 10, top: 60, right: 40, bottom: 80 } }];
    } };
    const policy: Policy = { name: 'click', model: '', async decide({ step }) {
      shotsAtStep.push(shots);
      return step === 1 ? { actions: [{ name: 'click_element', args: { element_id: 1 } }] } : { actions: [], error: { code: 'NO_ACTION', message: 'looked' } };
    } };
    const r = await runLoop({ screen, goal: 'g', task: 't', observer, policy, maxSteps: 2, isDone: async () => false,
      settle: { firstWaitMs: 1, intervalMs: 1, deadlineMs: 50 } });
    expect(r.steps[0]!.actions[0]!.settled).toBe(true);
    // Step 1: a settle wait (two equal captures). After the click: another settle wait, and step 2 takes none.
    expect(shotsAtStep).toEqual([2, 4]);
    expect(observed).toHaveLength(2);
    expect(observed[1]).not.toBe(observed[0]);
    expect(r.steps[1]!.ms.capture).toBeLessThan(1);
  });

  it("the step's screen is perceived while the settle wait proves it still, once", async () => {
    const screen = fakeScreen({ onEvent: (e, s) => {
      if (e.startsWith('click')) s.paint(4);
    } });
    let perceived = 0;
    const observer = reusingIdenticalScreens({ async observe() {
      perceived++;
      return [{ id: 1, type: 'button', text: `look ${perceived}`, box: { left: 10, top: 60, right: 40, bottom: 80 } }];
    } });
    const seen: string[] = [];
    const policy: Policy = { name: 'click', model: '', async decide({ step, elements }) {
      seen.push(elements[0]!.text!);
      return step === 1 ? { actions: [{ name: 'click_element', args: { element_id: 1 } }] } : { actions: [], error: { code: 'NO_ACTION', message: 'looked' } };
    } };
    await runLoop({ screen, goal: 'g', task: 't', observer, policy, maxSteps: 2, isDone: async () => false,
      settle: { firstWaitMs: 1, intervalMs: 1, deadlineMs: 50 } });
    // Two screens, two perceptions: each started ahead, during its settle wait, and answered the step.
    expect(seen).toEqual(['look 1', 'look 2']);
    expect(perceived).toBe(2);
    expect(observer.answeredAhead).toBe(2);
  });
});

/** The counting of colour.ts before it went flat: a Map of 4-bit bins in the order first met. */
function mapDominant(samples: Rgb[]) {
  const bins = new Map<number, { n: number; sum: number[] }>();
  for (const s of samples) {
    const k = ((s[0] >> 4) << 8) | ((s[1] >> 4) << 4) | (s[2] >> 4);
    const b = bins.get(k) ?? { n: 0, sum: [0, 0, 0] };
    b.n++;
    b.sum[0]! += s[0];
    b.sum[1]! += s[1];
    b.sum[2]! += s[2];
    bins.set(k, b);
  }
  let best: { n: number; sum: number[] } | undefined;
  for (const b of bins.values()) if (!best || b.n > best.n) best = b;
  return { rgb: best!.sum.map((v) => Math.round(v / best!.n)), share: best!.n / samples.length };
}

describe('flat colour counting', () => {
  it('equals counting in a Map, ties included', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    for (let trial = 0; trial < 200; trial++) {
      // Few distinct colours, so ties between bins are common.
      const palette = Array.from({ length: 1 + rand(5) }, () => [rand(256), rand(256), rand(256)] as const);
      const samples = Array.from({ length: 1 + rand(60) }, () => palette[rand(palette.length)]! as Rgb);
      expect(dominantColour(samples)).toEqual(mapDominant(samples));
    }
    expect(dominantColour([])).toBeNull();
  });
});

describe('frameChange', () => {
  it("counts changed pixels from the frames' shared decode, as changedFraction does from the PNGs", async () => {
    const screen = fakeScreen();
    const before = await screen.screenshot();
    screen.paint(21);
    const after = await screen.screenshot();
    const [a, b] = [new Frame(before, 1), new Frame(after, 1)];
    expect(await frameChange(a, b)).toBeCloseTo(0.1, 5);
    expect(await frameChange(a, b)).toBe(changedFraction(before, after));
    expect(await frameChange(a, new Frame(Buffer.from(before), 1))).toBe(0);
    expect(await frameChange(a, new Frame(SCREEN, 2))).toBe(1);
  });
});
