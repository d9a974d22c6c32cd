/**
 * The synthetic text screens' content draw (src/dataset/synth-text/): deterministic per seed,
 * the pages' formats, only characters the reader's alphabet holds, the word lists read from the
 * suite, and the seed policy (training seeds only) enforced before anything is written.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSynthText, drawSynthScreen } from '../../../src/dataset/synth-text/build.js';
import { drawDate, drawLine, drawPrice, drawTime, drawToken, TOKEN_KINDS, type Rng } from '../../../src/dataset/synth-text/content.js';
import { SynthScreenSchema } from '../../../src/dataset/synth-text/spec.js';
import { loadWordSources, type WordSources } from '../../../src/dataset/synth-text/words.js';
import { SeedPolicyError } from '../../../src/errors.js';
import seedrandom from 'seedrandom';

let words: WordSources;
beforeAll(async () => {
  words = await loadWordSources();
});

const rngOf = (s: string): Rng => seedrandom(s);
/** Every character the shipped reader can write (models/perception.json). */
const CHARSET = new Set(JSON.parse(readFileSync('models/perception.json', 'utf8')).charset as string);

/** Every text a screen draws, by widget. */
const textsOf = (seed: number, index: number) => {
  const s = drawSynthScreen(seed, index, words);
  return [s.query.before, s.query.bold, s.query.after, ...s.widgets.flatMap((w) => w.texts)];
};

describe('synthetic text content', () => {
  it('reads the suite word lists', () => {
    expect(words.people.length).toBeGreaterThan(1000);
    expect(words.lastNames).toContain('Abbott');
    expect(words.airports.some((a) => /\([A-Z]{3}\)$/.test(a))).toBe(true);
  });

  it('is the same for the same seed and draw, and differs between seeds', () => {
    expect(drawSynthScreen(1000, 0, words)).toEqual(drawSynthScreen(1000, 0, words));
    expect(drawSynthScreen(1000, 0, words)).not.toEqual(drawSynthScreen(1001, 0, words));
    expect(drawSynthScreen(1000, 0, words)).not.toEqual(drawSynthScreen(1000, 1, words));
  });

  it('draws dates, times and prices in the pages formats', () => {
    const rng = rngOf('formats');
    const dates = Array.from({ length: 300 }, () => drawDate(rng));
    const formats = [/^\d\d\/\d\d\/\d{4}$/, /^[A-Z][a-z]+ \d{4}$/, /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d{4}$/, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      /^\d{4}-\d\d-\d\d$/, /^\d{1,2}\/\d{1,2}$/];
    for (const d of dates) expect(formats.some((f) => f.test(d)), d).toBe(true);
    for (const f of formats) expect(dates.some((d) => f.test(d)), String(f)).toBe(true);
    expect(dates).toContain(dates.find((d) => /^(January|April|November|October) \d{4}$/.test(d)));
    for (let i = 0; i < 100; i++) expect(drawTime(rng)).toMatch(/^(\d\d:\d\d|\d{1,2}:\d\d [AP]M)$/);
    for (let i = 0; i < 100; i++) expect(drawPrice(rng)).toMatch(/^\$\d{1,3}(,?\d{3})*(\.\d\d)?$/);
  });

  it('writes only characters the reader knows, and every kind yields text', () => {
    const rng = rngOf('kinds');
    for (const kind of TOKEN_KINDS) {
      for (let i = 0; i < 50; i++) {
        const t = drawToken(rng, words, kind);
        expect(t.length, kind).toBeGreaterThan(0);
        for (const c of t) expect(CHARSET.has(c), `${kind}: ${JSON.stringify(t)} has ${JSON.stringify(c)}`).toBe(true);
      }
    }
    for (let seed = 1000; seed < 1040; seed++) {
      for (const t of textsOf(seed, 0)) for (const c of t) expect(CHARSET.has(c), `seed ${seed}: ${JSON.stringify(t)}`).toBe(true);
    }
  });

  it('keeps lines within their length and free of doubled or edge spaces', () => {
    const rng = rngOf('lines');
    for (let i = 0; i < 200; i++) {
      const max = 5 + (i % 40);
      const line = drawLine(rng, words, max);
      expect(line).toBe(line.trim());
      expect(line).not.toMatch(/\s{2}/);
    }
    // Tokens without spaces: a line of several never overruns its limit (one alone may).
    for (let i = 0; i < 200; i++) {
      const max = 5 + (i % 40);
      const line = drawLine(rng, words, max, ['letters', 'number', 'symbols']);
      if (line.split(' ').length > 1 && !/^-?\d+ [-+x*/] \d+$/.test(line)) expect(line.length, line).toBeLessThanOrEqual(max);
    }
  });

  it('draws every widget kind over a few hundred screens, each a valid screen', () => {
    const kinds = new Set<string>();
    for (let seed = 1000; seed < 1300; seed++) {
      const s = drawSynthScreen(seed, 0, words);
      expect(() => SynthScreenSchema.parse(s)).not.toThrow();
      for (const w of s.widgets) kinds.add(w.kind);
    }
    expect([...kinds].sort()).toEqual(['button', 'calendar', 'flight-button', 'input', 'link', 'table', 'terminal', 'text', 'textarea']);
  });

  it('refuses seeds outside 1000-2999 before it writes anything or starts a browser', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'caap-synth-')), 'x');
    for (const seeds of [[5], [999, 1000], [3000]]) {
      await expect(buildSynthText({ seeds, seedSpec: String(seeds), screens: 1, out })).rejects.toBeInstanceOf(SeedPolicyError);
    }
    expect(existsSync(out)).toBe(false);
  });
});
