import { describe, expect, it } from 'vitest';
import { ElementSchema, numberElements } from '../../src/perception/element.js';

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('element contract', () => {
  it('validates elements', () => {
    expect(ElementSchema.safeParse({ id: 1, type: 'button', box: box(0, 0, 10, 10), score: 1 }).success).toBe(true);
    expect(ElementSchema.safeParse({ id: 1, type: 'widget', box: box(0, 0, 10, 10), score: 1 }).success).toBe(false);
    expect(ElementSchema.safeParse({ id: 1, type: 'text', box: box(10, 0, 0, 10), score: 1 }).success).toBe(false);
  });
  it('numbers elements in reading order: lines top to bottom, left to right within a line', () => {
    const els = numberElements([
      { name: 'c', box: box(2, 60, 40, 70) },
      { name: 'b', box: box(50, 9, 90, 21) },
      { name: 'a', box: box(2, 10, 40, 20) },
      { name: 'd', box: box(60, 61, 90, 71) },
    ]);
    expect(els.map((e) => `${e.id}${e.name}`)).toEqual(['1a', '2b', '3c', '4d']);
  });
});
