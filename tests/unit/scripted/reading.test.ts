import { describe, expect, it } from 'vitest';
import { assign, find, findAll, foldGlyphs, meaningOf, PAIRWISE, readAs, readsAs, SEARCH, typoBudget } from '../../../src/policies/scripted/kit/reading.js';
import { capitalised, joinWrappedHyphens, norm } from '../../../src/policies/scripted/kit/text.js';

const self = (s: string) => s;

describe('the reading ladder, one rung at a time', () => {
  it('exact: the same text after whitespace is normalised', () => {
    expect(readAs('Submit', 'Submit')).toBe('exact');
    expect(readAs('  Last   name ', 'Last name')).toBe('exact');
    expect(readAs('Anne- Corinne', 'Anne-Corinne')).toBe('exact');
  });

  it('case: only when the caller says case does not matter', () => {
    expect(readAs('ok', 'Ok')).toBeUndefined();
    expect(readAs('ok', 'Ok', { caseSensitive: false })).toBe('case');
  });

  it('glyph: I, l, | and 1 are one stroke, O and 0 one ring, even in short words', () => {
    expect(readAs('nlC', 'nIC')).toBe('glyph');
    expect(readAs('1f', 'If')).toBe('glyph');
    expect(readAs('B0X', 'BOX')).toBe('glyph');
    expect(readAs('nKC', 'nIC')).toBeUndefined();
    expect(foldGlyphs('Il|1O0')).toBe('llllOO');
    // Case folding after the glyph fold: a lower-cased I would be i, no longer the stroke.
    expect(readAs('lsrael', 'Israel', { caseSensitive: false })).toBe('glyph');
  });

  it('clipped: the wanted text without its trailing punctuation, never with punctuation added', () => {
    expect(readAs('adipiscing', 'adipiscing.', { allow: ['clipped'] })).toBe('clipped');
    expect(readAs('est', 'est,', { allow: ['clipped'] })).toBe('clipped');
    expect(readAs('est,', 'est', { allow: ['clipped'] })).toBeUndefined();
  });

  it('typo: 0 edits under 5 characters, 1 up to 11, 2 from 12', () => {
    expect([typoBudget('abcd'), typoBudget('abcde'), typoBudget('abcdefghijk'), typoBudget('abcdefghijkl')]).toEqual([0, 1, 1, 2]);
    expect(readAs('lsabel', 'Isabel')).toBe('glyph');
    expect(readAs('Agusfina', 'Agustina')).toBe('typo');
    expect(readAs('Agusfna', 'Agustina')).toBeUndefined();
    expect(readAs('Flar', 'Flor')).toBeUndefined();
    expect(readAs('Heard lsland and McDonad', 'Heard Island and McDonald')).toBe('typo');
  });

  it('typo with strict endings: the punctuation must agree, the word may slip', () => {
    expect(readAs('adipiscinq.', 'adipiscing.', { strictEnding: true })).toBe('typo');
    expect(readAs('adipiscing,', 'adipiscing.', { strictEnding: true })).toBeUndefined();
    expect(readAs('adipiscing,', 'adipiscing.')).toBe('typo');
  });

  it('cut: the start of the wanted text, long enough, within the budget of what shows', () => {
    const cut = { allow: ['cut'] as const };
    expect(readAs('Sashen', 'Sashenka', cut)).toBe('cut');
    expect(readAs('Sash', 'Sashenka', cut)).toBeUndefined();
    expect(readAs('Northern Mariana Isla', 'Northern Mariana Islands', { ...cut, cutMin: 12 })).toBe('cut');
    expect(readAs('Heard sland and Mct', 'Heard Island and McDonald Islands', { ...cut, cutMin: 12 })).toBe('cut');
    expect(readAs('Saint Lucia', 'Saint Kitts and Nevis', { ...cut, cutMin: 5 })).toBeUndefined();
    expect(readAs('Saint Kitts', 'Saint Kitts and Nevis', { ...cut, cutMin: 12 })).toBeUndefined();
  });

  it('runOn: the wanted text with more run into it', () => {
    expect(readAs('Last nameFa', 'Last name', { allow: ['runOn'] })).toBe('runOn');
    expect(readAs('Last', 'Last name', { allow: ['runOn'] })).toBeUndefined();
    expect(readAs('ab', 'a', { allow: ['runOn'] })).toBeUndefined();
  });

  it('slip: one edit past the budget, for 3+ characters', () => {
    expect(readAs('y7', 'ky7', { allow: ['slip'] })).toBe('slip');
    expect(readAs('Fior', 'Flor', { allow: ['slip'] })).toBe('slip');
    expect(readAs('x', 'q9', { allow: ['slip'] })).toBeUndefined();
  });

  it('ending: the same word whatever punctuation ends it', () => {
    expect(readAs('tempor,.', 'tempor,', { allow: ['ending'] })).toBe('ending');
    expect(readAs('tempo,', 'tempor,', { allow: ['ending'] })).toBeUndefined();
  });

  it('guess: at most half of the wanted text misread', () => {
    expect(readAs('q9', 'qg', { allow: ['guess'] })).toBe('guess');
    expect(readAs('Marissa', 'Sashenka', { allow: ['guess'] })).toBeUndefined();
  });

  it('allows only the rungs asked for: PAIRWISE by default for one reading', () => {
    expect(readsAs('Sashen', 'Sashenka')).toBe(false);
    expect(readsAs('y7', 'ky7')).toBe(false);
    expect(PAIRWISE).not.toContain('slip');
    expect(SEARCH).toContain('slip');
  });

  it('normalises whitespace and hyphen wraps, and leaves spaced dashes alone', () => {
    expect(norm(' a \n b ')).toBe('a b');
    expect(joinWrappedHyphens(norm('Anne- Corinne'))).toBe('Anne-Corinne');
    expect(joinWrappedHyphens(norm('a - b'))).toBe('a - b');
    // The ladder reads through both: a wrapped name is the name.
    expect(readAs('Anne- Corinne', 'Anne-Corinne')).toBe('exact');
  });
});

describe('searching among candidates', () => {
  it('takes the best rung any candidate reaches, and says which', () => {
    expect(find(['nlC', 'nIC'], self, 'nIC')).toEqual({ item: 'nIC', rung: 'exact', distance: 0 });
    expect(find(['Isabei', 'lsabel'], self, 'Isabel')).toEqual({ item: 'lsabel', rung: 'glyph', distance: 0 });
  });

  it("reading: perception's n best readings of an element hold the wanted text; above every tolerance, below exact", () => {
    const el = (text: string, readings?: string[]) => ({ text, ...(readings ? { readings: readings.map((t, i) => ({ text: t, p: 0.5 - i / 10 })) } : {}) });
    const unsure = el('Sashen', ['Sashen', 'Sasha']);
    // A typo-rung rival loses to the element whose n-best reads the name exactly...
    expect(find([el('Sashe'), unsure], (e) => e.text, 'Sasha')).toEqual({ item: unsure, rung: 'reading', distance: 0 });
    // ... and an exact reading wins over it.
    const sure = el('Sasha');
    expect(find([unsure, sure], (e) => e.text, 'Sasha')?.item).toBe(sure);
    // Only for the element read by its whole text: a part of it has no readings of its own.
    expect(find([unsure], (e) => e.text.slice(0, 3), 'Sasha')).toBeUndefined();
    expect(find([unsure], (e) => e.text, 'Sasha', { allow: ['exact', 'typo'] })).toBeUndefined();
  });

  it('on the typo rung, the nearest; equal readings come back in the order given', () => {
    expect(find(['Coletttta', 'Coleta'], self, 'Coletta')?.item).toBe('Coleta');
    expect(findAll(['Ok', 'x', 'Ok'], self, 'Ok').map((m) => m.item)).toEqual(['Ok', 'Ok']);
  });

  it('a lone slip counts; two candidates a slip away are ambiguous and match nothing', () => {
    expect(find(['y7', 'ab'], self, 'ky7')?.rung).toBe('slip');
    expect(find(['y7', 'k7'], self, 'ky7')).toBeUndefined();
  });

  it('a cut reading must be the only one: two options sharing the start are not told apart', () => {
    const o = { allow: ['cut'] as const };
    expect(find(['Sashen', 'Marissa'], self, 'Sashenka', o)?.item).toBe('Sashen');
    expect(find(['Sashen', 'Sashe'], self, 'Sashenka', o)).toBeUndefined();
  });

  it('a guess must be the unambiguous nearest', () => {
    const o = { allow: ['guess'] as const };
    expect(find(['ut', 'x2', 'zy', 'tVcUG'], self, 'ztzy', o)?.item).toBe('zy');
    expect(find(['ab', 'ac'], self, 'ad', o)).toBeUndefined();
  });

  it('an ambiguity on a rung stops the ladder: no guess past two equal cuts', () => {
    expect(find(['Sashen', 'Sashe', 'Sashenkb'], self, 'Sashenka', { allow: ['cut', 'guess'] })).toBeUndefined();
  });

  it('by place, the last resort, only when no reading matched', () => {
    const tabs = ['Tab #1', 'Tab #Z', 'Tab #3'];
    expect(find(tabs, self, 'Tab #2', { allow: ['exact'], byPlace: () => tabs[1] })).toEqual({ item: 'Tab #Z', rung: 'place', distance: 0 });
    expect(find(tabs, self, 'Tab #3', { allow: ['exact'], byPlace: () => tabs[1] })?.rung).toBe('exact');
    expect(find(tabs, self, 'Tab #2', { allow: ['exact'] })).toBeUndefined();
  });
});

describe('the other way round and one to one', () => {
  it('meaningOf: which wanted text a reading stands for', () => {
    const names = ['Corrine', 'Ulrika', 'Heard Island and McDonald Islands'];
    expect(meaningOf('Conrine', names)?.item).toBe('Corrine');
    expect(meaningOf('utrika', names, { caseSensitive: false })?.item).toBe('Ulrika');
    expect(meaningOf('Heard Island and McDon', names, { allow: [...PAIRWISE, 'cut'], cutMin: 12 })?.item).toBe('Heard Island and McDonald Islands');
    expect(meaningOf('Lorette', names)).toBeUndefined();
    expect(meaningOf('lowver', ['higher', 'lower'], { allow: ['guess'] })?.item).toBe('lower');
    expect(meaningOf('hihger', ['higher', 'lower'], { allow: ['guess'] })?.item).toBe('higher');
  });

  it('meaningOf: a reading as near two wanted texts stands for neither', () => {
    expect(meaningOf('取定', ['确定', '取消'], { allow: ['guess'] })).toBeUndefined();
    expect(meaningOf('确宝', ['确定', '取消'], { allow: ['guess'] })?.item).toBe('确定');
  });

  it('assign: by the ladder first, then the leftover item for the leftover name', () => {
    const got = assign(['fQ', 'jf', 'x2', 'zy'], self, ['fQ', 'ztzy']);
    expect(got.get('fQ')).toEqual({ item: 'fQ', rung: 'exact', distance: 0 });
    expect(got.get('ztzy')?.item).toBe('zy');
    // An item taken by one name is not guessed for another.
    expect(assign(['ab'], self, ['ab', 'ac']).has('ac')).toBe(false);
  });
});

describe('spelling by place', () => {
  it('a capitalised word read with a leading l starts with the capital I', () => {
    expect(capitalised('ld')).toBe('Id');
    expect(capitalised('fa')).toBe('Fa');
    expect(capitalised('Lorem')).toBe('Lorem');
  });
});
