// A screenshot byte-identical to the last one perceived is answered with a copy of its list;
// any other screenshot (another pixel, another scale) is perceived. A look ahead starts the
// perception early and changes no answer.
import { describe, expect, it } from 'vitest';
import type { ElementList } from '../../src/perception/element.js';
import type { Observer } from '../../src/perception/observer.js';
import { reusingIdenticalScreens } from '../../src/perception/screen-reuse.js';
import { Frame } from '../../src/env/screen.js';

function countingObserver() {
  const calls: Buffer[] = [];
  const observer: Observer = {
    async observe(shot) {
      const png = Buffer.isBuffer(shot) ? shot : shot.png;
      calls.push(png);
      const list: ElementList = [{ id: 1, type: 'button', text: `call ${calls.length}`, box: { left: 1, top: 2, right: 30, bottom: 20 }, score: 1 }];
      return list;
    },
  };
  return { observer, calls };
}

describe('reusingIdenticalScreens', () => {
  it('perceives a screenshot once while it repeats, and again when it changes', async () => {
    const { observer, calls } = countingObserver();
    const reuse = reusingIdenticalScreens(observer);
    const a = Buffer.from('png-a'), b = Buffer.from('png-b');
    const first = await reuse.observe(a, 2);
    const again = await reuse.observe(Buffer.from('png-a'), 2);
    expect(again).toEqual(first);
    expect(reuse.reused).toBe(1);
    expect((await reuse.observe(b, 2))[0]!.text).toBe('call 2');
    expect((await reuse.observe(a, 2))[0]!.text).toBe('call 3'); // only the last screenshot is kept
    expect((await reuse.observe(new Frame(a, 2), 2))[0]!.text).toBe('call 3'); // a Frame is its PNG
    expect((await reuse.observe(a, 1))[0]!.text).toBe('call 4'); // another scale is another screenshot
    expect(calls).toHaveLength(4);
    expect(reuse.reused).toBe(2);
  });

  it('hands out copies: a caller that edits its list does not edit the next answer', async () => {
    const reuse = reusingIdenticalScreens(countingObserver().observer);
    const first = await reuse.observe(Buffer.from('x'), 2);
    first[0]!.text = 'edited';
    first[0]!.box.left = 99;
    const second = await reuse.observe(Buffer.from('x'), 2);
    expect(second[0]!.text).toBe('call 1');
    expect(second[0]!.box.left).toBe(1);
  });

  it('answers the next observe of a screenshot it perceived ahead with that perception, not another', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { observer, calls } = countingObserver();
    const slow: Observer = { observe: async (shot, scale) => (await gate, observer.observe(shot, scale)) };
    const reuse = reusingIdenticalScreens(slow);
    const a = new Frame(Buffer.from('png-a'), 2);
    reuse.perceiveAhead(a, 2);
    reuse.perceiveAhead(new Frame(Buffer.from('png-b'), 2), 2); // skipped: a perception is running
    const answer = reuse.observe(new Frame(Buffer.from('png-a'), 2), 2); // asked while it runs
    release();
    expect((await answer)[0]!.text).toBe('call 1');
    expect(calls).toHaveLength(1);
    expect([reuse.reused, reuse.answeredAhead]).toEqual([1, 1]);
    // Another screenshot than the one looked at is perceived when asked for.
    expect((await reuse.observe(Buffer.from('png-c'), 2))[0]!.text).toBe('call 2');
    expect(calls.map(String)).toEqual(['png-a', 'png-c']);
  });

  it('gives the same lists with and without looks ahead, over a run of screens', async () => {
    const shots = ['s1', 's1', 's2', 's3', 's3', 's3', 's1'].map((t) => Buffer.from(t));
    const plain = reusingIdenticalScreens(countingObserver().observer);
    const ahead = reusingIdenticalScreens(countingObserver().observer);
    const withLooks: string[] = [], without: string[] = [];
    for (const [i, shot] of shots.entries()) {
      without.push((await plain.observe(shot, 2))[0]!.text!);
      const next = shots[i + 1];
      withLooks.push((await ahead.observe(shot, 2))[0]!.text!);
      if (next) ahead.perceiveAhead(next, 2);
    }
    expect(withLooks).toEqual(without);
  });

  it('forgets a look ahead that failed: the next observe perceives again and reports its own result', async () => {
    let fail = true;
    const reuse = reusingIdenticalScreens({ observe: async () => {
      if (fail) throw new Error('backend hiccup');
      return [];
    } });
    reuse.perceiveAhead(Buffer.from('x'), 2);
    await new Promise((r) => setTimeout(r, 5));
    fail = false;
    await expect(reuse.observe(Buffer.from('x'), 2)).resolves.toEqual([]);
    expect(reuse.answeredAhead).toBe(0);
  });

  it('refuses an observer that reads the live page', () => {
    expect(() => reusingIdenticalScreens({ readsLivePage: true, observe: async () => [] })).toThrow(/live page/);
  });
});
