/**
 * The drawing rules (draw-line, draw-circle, issue 38): one drawn stroke, then Submit (in the
 * same reply, and alone once the history shows the stroke), with the stroke's points checked
 * against the scoring the task specs give (../shared/miniwob-spec/draw-line.md, draw-circle.md).
 */
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import { actionsOf, decide, el, list } from './screens.js';

type Pt = { x: number; y: number };
const goalText = [el('text', [3, 3, 129, 14], { text: 'Draw a vertical line that runs' })];
const dot = (colour: 'green' | 'purple', c: Pt) =>
  el('shape', [c.x - 4, c.y - 4, c.x + 4, c.y + 4], { subtype: 'circle', color: { hex: colour === 'green' ? '#008000' : '#800080', name: colour },
    points: [c] });
const submit = el('button', [47, 167, 113, 202], { text: 'Submit' });
const strokeOf = (c: ReturnType<typeof decide>) => {
  const [s, ...rest] = actionsOf(c) as { name: string; args: { points: Pt[]; pace_ms: number; element_id?: number } }[];
  expect(s!.name).toBe('draw_stroke');
  return { points: s!.args.points, rest };
};
const drawn: PerformedAction = { name: 'draw_stroke', args: { points: [{ x: 1, y: 2 }, { x: 3, y: 4 }], pace_ms: 10 }, point: { x: 1, y: 2 } };

/** draw-line's score of a horizontal (or vertical) stroke's points, as the spec gives it (page px; M = dot - (4, 4)). */
function lineScore(p: Pt[], dotCentre: Pt, horizontal: boolean): number {
  const n = p.length, last = p[n - 1]!;
  const mean = (k: 'x' | 'y') => p.reduce((s, q) => s + q[k], 0) / n;
  const sX = Math.abs(last.x - mean('x')) / Math.sqrt(n), sY = Math.abs(last.y - mean('y')) / Math.sqrt(n);
  const F = (s: number) => (s < 1.5 ? 1 : s < 2.5 ? 0.5 : s < 4.5 ? -0.5 : s < 6 ? -0.75 : -1);
  const G = (s: number) => (s > 5 ? 1 : s > 4 ? 0.75 : s > 2.5 ? 0.5 : s > 1 ? 0.25 : 0.1);
  const m = { x: dotCentre.x - 4, y: dotCentre.y - 4 };
  const dmin = Math.min(100, ...p.map((q) => Math.hypot(q.x - m.x, q.y - m.y)));
  const touch = dmin < 6 ? 1 : dmin < 10 ? 0.75 : dmin < 15 ? 0.5 : 0;
  return 0.8 * (horizontal ? F(sY) * G(sX) : F(sX) * G(sY)) + 0.2 * touch;
}

describe('draw-line', () => {
  it.each([
    ['horizontal', { x: 37, y: 88 }],
    ['vertical', { x: 37, y: 88 }],
    ['horizontal', { x: 133, y: 143 }],
    ['vertical', { x: 33, y: 83 }],
  ] as const)('draws one %s stroke through the dot at %o that scores full marks, then Submit', (kind, c) => {
    const screen = list(...goalText, dot('purple', c), submit);
    const { points, rest } = strokeOf(decide(`Draw a ${kind} line that runs through the dot, then press submit.`, screen));
    expect(points.every((p) => p.x >= 0 && p.x < 160 && p.y >= 0 && p.y < 210)).toBe(true);
    expect(lineScore(points, c, kind === 'horizontal')).toBe(1);
    expect(rest).toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
  it('clicks Submit once the stroke is drawn, and says so when there is no dot', () => {
    const goal = 'Draw a horizontal line that runs through the dot, then press submit.';
    expect(actionsOf(decide(goal, list(...goalText, dot('purple', { x: 50, y: 100 }), submit), [drawn])))
      .toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
    expect(actionsOf(decide(goal, list(...goalText, submit)))).toEqual({ fail: 'the dot is not visible' });
  });
});

describe('draw-circle', () => {
  const goal = 'Draw a circle centered around the marked point by dragging the mouse. Press submit when done.';
  it.each([[{ x: 37, y: 88 }], [{ x: 133, y: 143 }]])('draws one closed stroke round the dot at %o at a steady radius, then Submit', (c) => {
    const screen = list(...goalText, dot('green', c), el('text_area', [9, 54, 156, 164]), submit);
    const { points, rest } = strokeOf(decide(goal, screen));
    const d = points.map((p) => Math.hypot(p.x - c.x, p.y - c.y));
    const mu = d.reduce((s, v) => s + v, 0) / d.length;
    const sigma = Math.sqrt(d.reduce((s, v) => s + (v - mu) ** 2, 0) / d.length);
    expect(sigma).toBeLessThan(2); // the spec's top roundness mark
    const span = (k: 'x' | 'y') => Math.max(...points.map((p) => p[k])) - Math.min(...points.map((p) => p[k]));
    expect(Math.min(span('x'), span('y'))).toBeGreaterThan(30); // the curve's box stays over the 20 px size mark after smoothing
    expect(points[0]).toEqual(points.at(-1));
    expect(rest).toEqual([{ name: 'click_element', args: { element_id: 4 } }]);
  });
  it('clicks Submit once the stroke is drawn', () => {
    expect(actionsOf(decide(goal, list(...goalText, dot('green', { x: 50, y: 100 }), submit), [drawn])))
      .toEqual([{ name: 'click_element', args: { element_id: 3 } }]);
  });
});
