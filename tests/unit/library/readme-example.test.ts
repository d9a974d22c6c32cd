/**
 * The library's example (docs/library.md, "The example", which the README points to) is the
 * examples/ code that scripts/pack-check.mjs compiles and runs from an installed package:
 * each TypeScript block of that section must appear verbatim in the examples file it names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(new URL('../../../docs/library.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## The example'), doc.indexOf('\n## ', doc.indexOf('## The example') + 5));

describe('the library example (docs/library.md)', () => {
  it('has two TypeScript blocks, each the body of the example file named before it', () => {
    const blocks = [...section.matchAll(/\(`(examples\/[a-z-]+\.ts)`[^)]*\):\n\n```ts\n([\s\S]*?)```/g)];
    expect(blocks.map((b) => b[1])).toEqual(['examples/quoted-button.ts', 'examples/gym-episode.ts']);
    for (const [, file, code] of blocks) {
      const source = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
      expect(source, `${file} no longer holds the README's block`).toContain(code!.trim());
    }
  });
});
