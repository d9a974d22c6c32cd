/**
 * Leaderboards link only to files that exist: every href and src of the committed
 * results/*\/leaderboard.html and .md pages, and of a newly written leaderboard (with --no-png,
 * and with a trace kept and one not), reaches a file; `--relink` drops the links a copied
 * leaderboard lost.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../../src/util/paths.js';
import { linkReaches, relinkReport } from '../../../src/sweep/report/relink.js';
import { writeReport } from '../../../src/sweep/report/write.js';
import { rec } from './report-records.js';

/** The local links of a page: href/src attributes of HTML, (targets) of Markdown links and images. */
function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = file.endsWith('.html') ?
    [...text.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
    : [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return found.filter((h) => !h.startsWith('data:') && !/^https?:/.test(h) && !h.startsWith('#'));
}

const dead = (file: string) => linksOf(file).filter((h) => !linkReaches(path.dirname(file), h));

describe('committed leaderboards', () => {
  const results = path.join(PACKAGE_ROOT, 'results');
  const pages = readdirSync(results).flatMap((d) => ['leaderboard.html', 'leaderboard.md'].map((f) => path.join(results, d, f))).filter(existsSync);
  it('exist to check', () => expect(pages.length).toBeGreaterThan(10));
  it.each(pages.map((p) => [path.relative(PACKAGE_ROOT, p), p]))('%s has no dead link', (_name, page) => {
    expect(dead(page)).toEqual([]);
  });
});

describe('a new leaderboard', () => {
  it('links the traces that exist, says the others are not kept, and links PNGs only when written', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-links-'));
    const sweep = path.join(dir, 'sweep');
    mkdirSync(path.join(sweep, 'traces/click-button/seed-1'), { recursive: true });
    writeFileSync(path.join(sweep, 'traces/click-button/seed-1/index.html'), 'trace');
    const recs = [rec({ task: 'click-button', seed: 0, ok: true }),
      rec({ task: 'click-button', seed: 1, ok: false, trace: 'traces/click-button/seed-1/index.html' }),
      rec({ task: 'click-button', seed: 2, ok: false, trace: 'traces/click-button/seed-2/index.html' }), rec({ task: 'click-button', seed: 3, ok: false })];
    writeFileSync(path.join(sweep, 'episodes.jsonl'), recs.map((r) => `${JSON.stringify(r)}\n`).join(''));
    await writeReport({ inputs: [sweep], outDir: sweep, png: false, published: null });
    for (const f of ['leaderboard.html', 'leaderboard.md']) {
      const page = path.join(sweep, f);
      expect(dead(page), f).toEqual([]);
      expect(linksOf(page).filter((l) => l.includes('traces/')), f).toEqual(['traces/click-button/seed-1/index.html']);
    }
    const html = readFileSync(path.join(sweep, 'leaderboard.html'), 'utf8');
    expect(html).not.toMatch(/\.png"/);
    expect(html).toMatch(/title="[^"]*· no trace kept"/);
    expect(html).toMatch(/a grey one has no trace kept/);

    // Copied out of its sweep folder, the trace link dies; --relink drops it and keeps the rest.
    const copy = path.join(dir, 'copy');
    mkdirSync(copy);
    for (const f of readdirSync(sweep)) if (f.startsWith('leaderboard')) cpSync(path.join(sweep, f), path.join(copy, f));
    expect(dead(path.join(copy, 'leaderboard.html'))).toEqual(['traces/click-button/seed-1/index.html']);
    expect(relinkReport(copy)).toEqual({ dropped: 1, kept: 0, png: false });
    expect(dead(path.join(copy, 'leaderboard.html'))).toEqual([]);
    expect(dead(path.join(copy, 'leaderboard.md'))).toEqual([]);
  });
});
