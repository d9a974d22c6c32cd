import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, subtypeFitsType } from '../../src/perception/element.js';
import { decodeUnderstanding, type UnderstanderOutputs } from '../../src/perception/understand.js';

const SUBTYPES = ['none', 'circle', 'path', 'zoom_in', 'handle'];

/** Outputs for one box: type logits peaked on `type` (logit `typeLogit`), the given subtype logits. */
function outputs(type: string, typeLogit: number, subtypeLogits: number[]): UnderstanderOutputs {
  const types = ELEMENT_TYPES.map((t) => (t === type ? typeLogit : 0));
  const steps = 2;
  const classes = 2; // blank + 'a'
  return {
    type_logits: { data: Float32Array.from(types), dims: [1, ELEMENT_TYPES.length] },
    subtype_logits: { data: Float32Array.from(subtypeLogits), dims: [1, SUBTYPES.length] },
    state_logits: { data: new Float32Array(9).fill(0).map((_, i) => (i % 3 === 0 ? 5 : 0)), dims: [1, 9] },
    text_logprobs: { data: Float32Array.from([0, -20, 0, -20]), dims: [1, steps, classes] },
  };
}

describe('subtype decoding', () => {
  it('keeps a subtype that fits the type', () => {
    const [u] = decodeUnderstanding(outputs('icon', 10, [0, 1, 2, 3, 0]), SUBTYPES, 'a');
    expect(u?.type).toBe('icon');
    expect(u?.subtype).toBe('zoom_in');
  });

  it('never gives an icon a figure subtype: the best one an icon can carry wins', () => {
    const [u] = decodeUnderstanding(outputs('icon', 10, [0, 1, 5, 3, 4]), SUBTYPES, 'a');
    expect(u?.subtype).toBe('zoom_in');
  });

  it("a shape takes no icon's name, and 'none' stays no subtype", () => {
    const [u] = decodeUnderstanding(outputs('shape', 10, [2, 1, 0, 5, 0]), SUBTYPES, 'a');
    expect(u?.subtype).toBeUndefined();
  });

  it('leaves the subtype unconstrained when the type is unsure (the detector decides it)', () => {
    const [u] = decodeUnderstanding(outputs('icon', 0, [0, 1, 5, 3, 4]), SUBTYPES, 'a');
    expect(u?.typeScore).toBeLessThan(0.5);
    expect(u?.subtype).toBe('path');
  });

  it("with the type unsure, the subtype fits the detector's type, which the observer reports then", () => {
    // A slider piece the understander half takes for a shape: reported as the detector's slider,
    // so 'path' (a figure's) gives way to the best slider subtype.
    const [u] = decodeUnderstanding(outputs('icon', 0, [0, 1, 5, 3, 4]), SUBTYPES, 'a', ['slider']);
    expect(u?.typeScore).toBeLessThan(0.5);
    expect(u?.subtype).toBe('handle');
  });

  it('knows which types carry which subtypes', () => {
    expect(subtypeFitsType('shape', 'polygon')).toBe(true);
    expect(subtypeFitsType('slider', 'handle')).toBe(true);
    expect(subtypeFitsType('icon', 'handle')).toBe(false);
    expect(subtypeFitsType('icon', 'seek_end')).toBe(true);
    expect(subtypeFitsType('text', 'zoom_in')).toBe(false);
  });
});
