/** The labeller's sector reading on pie and donut slices, as SVG arcs and as Bezier pieces (click-pie draws both). */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pathCommands, pathSector } from '../../../src/dataset/dom/path-sector.js';

/** click-pie's own sector paths at a device scale (1: Bezier pieces, 2: SVG arcs). */
function clickPieSector(a0: number, a1: number, devicePixelRatio: number): string {
  const source = readFileSync(new URL('../../../miniwob/common/click-pie.js', import.meta.url), 'utf8');
  const context: Record<string, unknown> = { window: { devicePixelRatio } };
  runInNewContext(`${source}\nthis.pieMenu = pieMenu;`, context);
  return (context.pieMenu as { sectorPath: (a0: number, a1: number, s: number) => string }).sectorPath(a0, a1, 1);
}

const close = (p: [number, number] | undefined, q: [number, number]) => {
  expect(p).toBeDefined();
  expect(p![0]).toBeCloseTo(q[0], 6);
  expect(p![1]).toBeCloseTo(q[1], 6);
};

describe('path sector', () => {
  it('reads a pie slice drawn centre, radius, clockwise arc', () => {
    const s = pathSector(pathCommands('M 80 130 L 80 90 A 40 40 0 0 1 120 130 Z'));
    expect(s).not.toBeNull();
    close(s!.centre, [80, 130]);
    close(s!.from, [80, 90]);
    close(s!.to, [120, 130]);
    expect(s!.clockwise).toBe(true);
  });

  it('reads the direction of a counter-clockwise arc from its sweep flag', () => {
    expect(pathSector(pathCommands('M 80 130 L 120 130 A 40 40 0 0 0 80 90 Z'))?.clockwise).toBe(false);
  });

  for (const scale of [1, 2]) {
    it(`finds click-pie's donut slice centre and outer arc at device scale ${scale}`, () => {
      // Item 1 of 4: centred at 180 degrees (pointing left), spanning 135-225 in the page's angles (0 = right, clockwise).
      const d = clickPieSector(135, 225, scale);
      expect(/[Aa]/.test(d)).toBe(scale >= 2);
      const s = pathSector(pathCommands(d));
      expect(s).not.toBeNull();
      close(s!.centre, [78, 78]);
      const at = (deg: number): [number, number] => [78 + 72 * Math.cos((deg * Math.PI) / 180), 78 + 72 * Math.sin((deg * Math.PI) / 180)];
      close(s!.from, at(135));
      close(s!.to, at(225));
      expect(s!.clockwise).toBe(true);
    });
  }

  it('finds no sector in a circle, a rectangle or a strip between parallel edges', () => {
    expect(pathSector(pathCommands('M 10 0 A 10 10 0 0 1 -10 0 A 10 10 0 0 1 10 0 Z'))).toBeNull();
    expect(pathSector(pathCommands('M 0 0 L 10 0 L 10 10 L 0 10 Z'))).toBeNull();
    expect(pathSector(pathCommands('M 0 0 L 10 0 C 15 0 15 10 10 10 L 0 10 C -5 10 -5 0 0 0 Z'))).toBeNull();
  });

  it('stops at malformed input instead of looping', () => {
    expect(pathCommands('M 0 0 Z 5 5').map((c) => c.cmd)).toEqual(['m', 'z']);
    expect(pathCommands('M 0 0 L garbage').map((c) => c.cmd)).toEqual(['m']);
  });
});
