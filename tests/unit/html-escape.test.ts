import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/util/html-escape.js';

describe('escapeHtml', () => {
  it('escapes the four characters that break content and double-quoted attributes, once each', () => {
    expect(escapeHtml('<a href="x">&amp;</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;');
    expect(escapeHtml("it's plain")).toBe("it's plain");
  });
});
