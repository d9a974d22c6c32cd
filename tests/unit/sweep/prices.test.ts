/** The price tables: the dated one that ships (its date and source), the flat --prices shape, and model names with version suffixes. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { episodeCost, loadPriceFile, PriceTableError, priceOf, SHIPPED_PRICES } from '../../../src/sweep/report/prices.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'caap-prices-'));

describe('the shipped price table', () => {
  it('names its date and source and prices the models the issue lists', () => {
    const p = loadPriceFile(SHIPPED_PRICES);
    expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.source).toMatch(/recalled by a language model.*verify/);
    for (const m of ['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-4-0125-preview', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-3.5-turbo']) {
      expect(p.table[m], m).toBeDefined();
    }
    expect(p.table['gpt-4o']).toEqual({ prompt: 2.5, completion: 10 });
  });
});

describe('model names', () => {
  const t = loadPriceFile(SHIPPED_PRICES).table;
  it('match their entry, or the entry they are a dated version of (the longest)', () => {
    expect(priceOf(t, 'gpt-4o-2024-08-06')).toEqual(t['gpt-4o']);
    expect(priceOf(t, 'gpt-4o-2024-05-13')).toEqual(t['gpt-4o-2024-05-13']);
    expect(priceOf(t, 'gpt-4o-mini-2024-07-18')).toEqual(t['gpt-4o-mini']);
    expect(priceOf(t, 'gpt-3.5-turbo-0125')).toEqual(t['gpt-3.5-turbo']);
    expect(priceOf(t, 'gpt-4-0125')).toEqual(t['gpt-4-0125-preview']);
    expect(priceOf(t, 'gpt-4.1-2025-04-14')).toEqual(t['gpt-4.1']);
  });
  it('never match another model that merely shares a prefix', () => {
    expect(priceOf(t, 'gpt-4o-mini-foo')).toBeUndefined();
    expect(priceOf(t, 'gpt-4')).toBeUndefined();
    expect(priceOf(t, 'llama-3')).toBeUndefined();
    expect(episodeCost(t, 'gpt-4o-2024-08-06', { prompt: 1e6, completion: 1e6 })).toBe(12.5);
  });
});

describe('a dated table given with --prices', () => {
  it('is read with its date and source; a bad one is refused naming the problem', () => {
    const good = path.join(tmp, 'dated.json');
    writeFileSync(good, JSON.stringify({ date: '2026-01-01', source: 'our contract', models: { m: { prompt: 1, completion: 2 } } }));
    expect(loadPriceFile(good)).toEqual({ file: good, table: { m: { prompt: 1, completion: 2 } }, date: '2026-01-01', source: 'our contract' });
    const bad = path.join(tmp, 'bad.json');
    writeFileSync(bad, JSON.stringify({ date: 'yesterday', source: 's', models: { m: { prompt: 1, completion: 2 } } }));
    expect(() => loadPriceFile(bad)).toThrow(PriceTableError);
    expect(() => loadPriceFile(bad)).toThrow(/at date/);
  });
});
