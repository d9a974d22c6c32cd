/** The page-side labeller ships as one script built from ordinary modules. */
import { describe, expect, it } from 'vitest';
import { LABELLER_GLOBAL, labellerBundle } from '../../../src/dataset/dom/bundle.js';

describe('labeller bundle', () => {
  it('is one self-contained script that defines label() and nothing global', () => {
    const source = labellerBundle();
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
    const api = new Function(`${source}\nreturn ${LABELLER_GLOBAL};`)() as { label: unknown };
    expect(typeof api.label).toBe('function');
    expect((globalThis as Record<string, unknown>)[LABELLER_GLOBAL]).toBeUndefined();
  });

  it('is built once per process', () => {
    expect(labellerBundle()).toBe(labellerBundle());
  });
});
