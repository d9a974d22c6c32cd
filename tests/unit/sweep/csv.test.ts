/** `caap report --csv`: one row per counted episode, one per task x run, quoted as RFC 4180 says, read back by a CSV parser. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvField, EPISODE_COLUMNS, episodesCsv, TASK_COLUMNS, tasksCsv } from '../../../src/sweep/report/csv.js';
import { buildLeaderboard } from '../../../src/sweep/report/leaderboard.js';
import { loadPublished } from '../../../src/sweep/report/published.js';
import { writeReport } from '../../../src/sweep/report/write.js';
import { episodes, rec } from './report-records.js';

/** A small RFC 4180 reader: enough to prove the files parse back into the values written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  return rows;
}
const asObjects = (text: string) => {
  const [head, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i]])));
};

const pub = loadPublished();

describe('the CSV tables', () => {
  it('quote fields with commas, quotes and line breaks only', () => {
    expect([csvField('a'), csvField('a,b'), csvField('say "hi"'), csvField('x\ny'), csvField(null), csvField(true), csvField(0.5)])
      .toEqual(['a', '"a,b"', '"say ""hi"""', '"x\ny"', '', '1', '0.5']);
  });

  it('hold one row per counted episode (a duplicate and a superseded LLM failure left out) and one per task x run', () => {
    const model = 'gpt-4o';
    const recs = [
      ...episodes('click-button', 2, 3, { policy: 'caap', model, reported: ['gpt-4o-2024-08-06'], tokens: { prompt: 1000, completion: 100 } }),
      rec({ task: 'click-button', seed: 0, ok: false, policy: 'caap', model }), // a second record of seed 0: the first counts
      rec({ task: 'enter-text', seed: 5, ok: false, policy: 'caap', model, failure: 'llm' }),
      rec({ task: 'enter-text', seed: 5, ok: true, policy: 'caap', model, reported: ['gpt-4o-2024-08-06'] }), // the resumed run answered it
      ...episodes('click-button', 1, 2, { policy: 'scripted' }),
    ];
    const prices = { 'gpt-4o': { prompt: 2.5, completion: 10 } };
    const lb = buildLeaderboard(recs, { outDir: '/sweeps/a', sources: ['/sweeps/a'], published: pub, prices: { file: 'p.json', table: prices } });
    const ep = asObjects(episodesCsv(recs, lb, prices));
    expect(parseCsv(episodesCsv(recs, lb, prices))[0]).toEqual([...EPISODE_COLUMNS]);
    expect(ep).toHaveLength(3 + 1 + 2);
    const caap = ep.filter((r) => r.policy === 'caap');
    expect(caap.map((r) => `${r.task}#${r.seed}:${r.success}`)).toEqual(['click-button#0:1', 'click-button#1:1', 'click-button#2:0', 'enter-text#5:1']);
    expect(caap[0]).toMatchObject({ model: 'gpt-4o', reported_model: 'gpt-4o-2024-08-06', prompt_tokens: '1000', completion_tokens: '100',
      cost_usd: '0.0035' });
    const tasks = asObjects(tasksCsv(lb));
    expect(parseCsv(tasksCsv(lb))[0]).toEqual([...TASK_COLUMNS]);
    expect(tasks.map((r) => `${r.policy}:${r.task}:${r.successes}/${r.episodes}`).sort())
      .toEqual(['caap:click-button:2/3', 'caap:enter-text:1/1', 'scripted:click-button:1/2']);
    expect(tasks.find((r) => r.policy === 'caap' && r.task === 'click-button')).toMatchObject({ standard_set: '1', success: '0.6667',
      caap_paper: String(pub.value('click-button', 'caap')) });
  });

  it('are written by writeReport with csv, beside the leaderboard', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-csv-'));
    mkdirSync(path.join(dir, 's'));
    writeFileSync(path.join(dir, 's', 'episodes.jsonl'), episodes('click-button', 1, 2).map((r) => `${JSON.stringify(r)}\n`).join(''));
    await writeReport({ inputs: [path.join(dir, 's')], outDir: path.join(dir, 'out'), png: false, csv: true, published: null });
    expect(asObjects(readFileSync(path.join(dir, 'out', 'leaderboard-episodes.csv'), 'utf8'))).toHaveLength(2);
    expect(asObjects(readFileSync(path.join(dir, 'out', 'leaderboard-tasks.csv'), 'utf8'))).toHaveLength(1);
  });
});
