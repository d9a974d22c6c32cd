/** docs/architecture.md's layer table is generated from the rules the layering check runs on (scripts/layers/doc-table.mjs). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, layerTable } from '../../scripts/layers/doc-table.mjs';

describe('the layer table in docs/architecture.md', () => {
  it('is the one scripts/layers/rules.mjs gives (node scripts/layers/doc-table.mjs rewrites it)', () => {
    const text = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
    const block = text.slice(text.indexOf(BEGIN as string), text.indexOf(END as string) + (END as string).length);
    expect(block).toBe(layerTable());
  });
});
