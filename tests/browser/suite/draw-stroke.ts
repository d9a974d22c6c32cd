/**
 * Shared by the draw-circle and draw-line tests: the drawing box's dot and raw strokes (a
 * press, a path of mouse moves, a release), then Submit. Tests only: they read the dot's
 * place from the page; the agent never does.
 */
import type { Episode } from '../../../src/env/episode.js';
import { clickSelector } from './harness.js';

/** The dot's centre in page (task-frame) pixels: SVG units + the box's content origin (3, 53). */
export async function dotCentre(ep: Episode): Promise<{ x: number; y: number }> {
  return ep.page.evaluate(() => {
    const c = document.querySelector('#circ')!;
    return { x: Number(c.getAttribute('cx')) + 3, y: Number(c.getAttribute('cy')) + 53 };
  });
}

/** Presses at the first point, moves through the rest (one mousemove each), releases. */
export async function stroke(ep: Episode, points: { x: number; y: number }[]): Promise<void> {
  const [first, ...rest] = points;
  await ep.screen.mouse.move(first!.x, first!.y);
  await ep.screen.mouse.down();
  for (const p of rest) await ep.screen.mouse.move(p.x, p.y);
  await ep.screen.mouse.up();
}

export async function submit(ep: Episode): Promise<void> {
  await clickSelector(ep, '#subbtn');
}
