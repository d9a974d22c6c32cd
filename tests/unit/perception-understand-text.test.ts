// Text is read only where the reported type carries it: an icon's text head is not decoded
// (its text would be dropped by the merge anyway), a button's is, and boxes past the
// detections (the text lines of a text area) always are.
import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../../src/perception/element.js';
import { decodeUnderstanding, type UnderstanderOutputs } from '../../src/perception/understand.js';

/** `types.length` boxes, each sure of its type, each with a text head that reads "a" (unsure: two readings). */
function outputs(types: string[]): UnderstanderOutputs {
  const n = types.length;
  return {
    type_logits: { data: Float32Array.from(types.flatMap((type) => ELEMENT_TYPES.map((t) => (t === type ? 10 : 0)))), dims: [n, ELEMENT_TYPES.length] },
    subtype_logits: { data: new Float32Array(n), dims: [n, 1] },
    state_logits: { data: new Float32Array(9 * n), dims: [n, 9] },
    // Step 1: "a" at 0.6, blank 0.4; step 2: blank.
    text_logprobs: { data: Float32Array.from(types.flatMap(() => [Math.log(0.4), Math.log(0.6), 0, -30])), dims: [n, 2, 2] },
  };
}

describe('reading text where the type carries it', () => {
  it('skips an icon, reads a button and the text lines after the detections', () => {
    const [icon, button, line] = decodeUnderstanding(outputs(['icon', 'button', 'icon']), ['none'], 'a', ['icon', 'button']);
    expect(icon).toMatchObject({ type: 'icon', text: '' });
    expect(icon!.readings).toBeUndefined();
    expect(button).toMatchObject({ type: 'button', text: 'a' });
    expect(button!.readings?.map((r) => r.text)).toEqual(['a', '']);
    expect(line!.text).toBe('a');
  });

  it("an unsure understander's box is read by the detector's type", () => {
    const out = outputs(['icon']);
    out.type_logits.data.fill(0); // typeScore under 0.5: the detector's type is reported
    expect(decodeUnderstanding(out, ['none'], 'a', ['text'])[0]!.text).toBe('a');
    expect(decodeUnderstanding(out, ['none'], 'a', ['slider'])[0]!.text).toBe('');
  });
});
