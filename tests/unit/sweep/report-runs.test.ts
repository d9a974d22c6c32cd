/**
 * Runs in the report: LLM failures left out of the rates and counted apart; policies and
 * models as separate rows with tokens, LLM calls, LLM seconds and cost per episode; the
 * built-in test model labelled and never merged with a real model; prompt variants beside
 * the paper's Table 6; the price table (good and malformed).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLeaderboard } from '../../../src/sweep/report/leaderboard.js';
import { episodeCost, loadPrices, parsePrices, PriceTableError } from '../../../src/sweep/report/prices.js';
import { loadPublished } from '../../../src/sweep/report/published.js';
import { renderHtml } from '../../../src/sweep/report/render-html.js';
import { renderMarkdown } from '../../../src/sweep/report/render-md.js';
import { TEST_MODEL_MARK } from '../../../src/sweep/report/run-label.js';
import { episodes, rec } from './report-records.js';

const pub = loadPublished();
const opts = { outDir: '/sweeps/a', sources: ['/sweeps/a'], published: pub };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'caap-report-runs-'));

// A sweep folder whose one kept trace exists (the report links only to files that do).
const sweepDir = mkdtempSync(path.join(os.tmpdir(), 'caap-report-sweep-'));
mkdirSync(path.join(sweepDir, 'traces/click-button/seed-3'), { recursive: true });
writeFileSync(path.join(sweepDir, 'traces/click-button/seed-3/index.html'), '<p>trace</p>');

describe('trace links', () => {
  it('are relative links into the sweep folder to files that exist, never a scheme, an absolute path or a way out', () => {
    const hostile = ['javascript:alert(1)', 'javascript:alert(1)//index.html', '/etc/passwd', '../../outside.html', 'https://example.com/x',
      'traces/../../../x', 'traces//index.html', 'traces/click-button/seed-9/index.html'];
    writeFileSync(path.join(sweepDir, 'javascript:alert(1)'), 'x');
    for (const trace of hostile) {
      const r = { ...rec({ task: 'click-button', seed: 9, ok: false, trace }), source: sweepDir };
      const href = buildLeaderboard([r], { ...opts, outDir: sweepDir }).runs[0]!.rows[0]!.failures[0]!.trace;
      expect(href === null || (!href.includes(':') && !href.startsWith('/') && !href.split('/').includes('..')), `${trace} -> ${href}`).toBe(true);
    }
    const ok = { ...rec({ task: 'click-button', seed: 3, ok: false, trace: 'traces/click-button/seed-3/index.html' }), source: sweepDir };
    expect(buildLeaderboard([ok], { ...opts, outDir: sweepDir }).runs[0]!.rows[0]!.failures[0]!.trace).toBe('traces/click-button/seed-3/index.html');
    const html = renderHtml(
      buildLeaderboard([{ ...rec({ task: 'click-button', seed: 9, ok: false, trace: 'javascript:alert(1)' }), source: sweepDir }], { ...opts,
        outDir: sweepDir }),
    );
    expect(html).not.toMatch(/href="javascript:/i);
  });
});

describe('LLM failures', () => {
  it('are left out of the success rates and the per-episode figures, counted apart, and linked to their trace', () => {
    const model = 'gpt-4o-2024-08-06';
    const recs = [
      ...episodes('click-button', 2, 3, { policy: 'caap', model, variant: 'full', tokens: { prompt: 1000, completion: 100 }, llmMs: [500] }),
      {
        ...rec({ task: 'click-button', seed: 3, ok: false, policy: 'caap', model, variant: 'full', failure: 'llm',
          trace: 'traces/click-button/seed-3/index.html' }),
        source: sweepDir,
      },
      rec({ task: 'click-button', seed: 4, ok: false, policy: 'caap', model, variant: 'full', failure: 'llm' }),
      rec({ task: 'click-test', seed: 0, ok: false, policy: 'caap', model, variant: 'full', failure: 'llm' }),
    ];
    const run = buildLeaderboard(recs, { ...opts, outDir: sweepDir }).runs[0]!;
    expect([run.episodes, run.successes, run.success, run.llmFailures, run.harnessErrors]).toEqual([3, 2, 0.6667, 3, 0]);
    const cb = run.rows.find((r) => r.task === 'click-button')!;
    expect([cb.episodes, cb.successes, cb.success, cb.llmFailures]).toEqual([3, 2, 0.6667, 2]);
    expect(cb.perEpisode).toMatchObject({ tokens: 1100, llmCalls: 1, llmSeconds: 0.5 });
    expect(cb.failures.filter((f) => f.kind === 'llm')).toEqual([
      { seed: 3, kind: 'llm', reason: 'error: llm failure', trace: 'traces/click-button/seed-3/index.html' },
      expect.objectContaining({ seed: 4, kind: 'llm', trace: null }),
    ]);
    // A task whose every episode was an LLM failure has no rate and is not "covered".
    const ct = run.rows.find((r) => r.task === 'click-test')!;
    expect([ct.episodes, ct.success, ct.llmFailures]).toEqual([0, null, 1]);
    expect(run.metrics.standard).toMatchObject({ covered: 1, success: 0.0067 });
    const md = renderMarkdown(buildLeaderboard(recs, { ...opts, outDir: sweepDir }));
    expect(md).toContain('66.7% [21–94] n=3 +2 LLM failure(s)');
    expect(md).toContain('[3 (llm)](traces/click-button/seed-3/index.html)');
  });

  it('no longer count once --resume re-ran the episode and got an answer', () => {
    const model = 'gpt-4o';
    const recs = [
      rec({ task: 'click-button', seed: 0, ok: false, policy: 'caap', model, variant: 'full', failure: 'llm' }),
      rec({ task: 'click-button', seed: 1, ok: true, policy: 'caap', model, variant: 'full' }),
      rec({ task: 'click-button', seed: 0, ok: true, policy: 'caap', model, variant: 'full' }),
    ];
    const run = buildLeaderboard(recs, opts).runs[0]!;
    expect([run.episodes, run.successes, run.llmFailures, run.duplicates]).toEqual([2, 2, 0, 0]);
  });
});

describe('model identity', () => {
  it("names another endpoint than OpenAI's after the model, and keeps endpoints apart", () => {
    const lb = buildLeaderboard([
      ...episodes('click-button', 1, 1, { policy: 'caap', model: 'gpt-4o', variant: 'full' }),
      ...episodes('click-button', 1, 1, { policy: 'caap', model: 'gpt-4o', variant: 'full', endpoint: 'my-vllm.example' }),
    ], opts);
    expect(lb.runs.map((r) => r.label)).toEqual([
      'caap · gpt-4o · observer models · 10 steps',
      'caap · gpt-4o @ my-vllm.example · observer models · 10 steps',
    ]);
  });

  it("marks a run the test server answered under another model's name", () => {
    const lb = buildLeaderboard(
      episodes('click-button', 1, 1, { policy: 'caap', model: 'gpt-4o', variant: 'full', endpoint: '127.0.0.1', reported: ['caap-test-server/scripted'] }),
      opts,
    );
    expect(lb.runs[0]).toMatchObject({ testModel: true, modelsRecorded: ['caap-test-server/scripted', 'gpt-4o'], short: '[test] caap · gpt-4o @ 127.0.0.1' });
    expect(lb.runs[0]!.label).toBe(`caap · gpt-4o @ 127.0.0.1 ${TEST_MODEL_MARK} · observer models · 10 steps`);
  });
});

describe('policies side by side', () => {
  const recs = [
    ...episodes('click-button', 3, 3),
    ...episodes('click-button', 3, 3, { policy: 'caap', model: 'caap-test-server/scripted', variant: 'full', tokens: { prompt: 3000, completion: 200 },
      llmMs: [40] }),
    ...episodes('click-button', 2, 3, { policy: 'caap', model: 'gpt-4o', variant: 'full', tokens: { prompt: 3000, completion: 200 }, llmMs: [900, 1100] }),
    ...episodes('click-button', 1, 3, { policy: 'screenagent', model: 'gpt-4o', variant: 'n/a', tokens: { prompt: 9000, completion: 900 }, llmCalls: 6,
      llmMs: [700, 800, 900] }),
    ...episodes('click-button', 2, 2, { policy: 'dpot', model: 'gpt-4o-mini', variant: 'n/a', tokens: { prompt: 2000, completion: 300 }, llmMs: [300] }),
  ];

  it('keeps every policy and model its own row, the test model labelled, never merged with a real model', () => {
    const lb = buildLeaderboard(recs, opts);
    expect(lb.runs.map((r) => [r.policy, r.model, r.testModel])).toEqual([
      ['caap', 'caap-test-server/scripted', true],
      ['caap', 'gpt-4o', false],
      ['dpot', 'gpt-4o-mini', false],
      ['screenagent', 'gpt-4o', false],
      ['scripted', '', false],
    ]);
    const test = lb.runs.find((r) => r.testModel)!;
    expect(test.label).toContain(`caap-test-server/scripted ${TEST_MODEL_MARK}`);
    expect(lb.runs.filter((r) => !r.testModel).every((r) => !r.label.includes(TEST_MODEL_MARK))).toBe(true);
    const md = renderMarkdown(lb);
    expect(md).toContain("answered by this repository's scripted test model");
    // One per-task table with a column per run, the paper's columns beside them.
    expect(md).toMatch(
      /\| task \| \[test\] caap · caap-test-server\/scripted \| caap · gpt-4o \| dpot · gpt-4o-mini \| screenagent · gpt-4o \| scripted \| CAAP \(paper\) \|/,
    );
    expect(md).toMatch(
      /\| click-button \| 100\.0% \[44–100\] n=3 \| 66\.7% \[21–94\] n=3 \| 100\.0% \[34–100\] n=2 \| 33\.3% \[6–79\] n=3 \| 100\.0% \[44–100\] n=3 \| 0\.980 \|/,
    );
  });

  it('gives tokens, LLM calls, LLM seconds and cost per episode for each', () => {
    const prices = { file: 'prices.json', table: parsePrices('{"gpt-4o": {"prompt": 2.5, "completion": 10}}', 'prices.json') };
    const lb = buildLeaderboard(recs, { ...opts, prices });
    const by = (policy: string, model: string) => lb.runs.find((r) => r.policy === policy && r.model === model)!.perEpisode;
    expect(by('screenagent', 'gpt-4o')).toMatchObject({ tokens: 9900, llmCalls: 6, llmSeconds: 2.4, costUsd: 0.0315 });
    expect(by('caap', 'gpt-4o')).toMatchObject({ tokens: 3200, llmCalls: 2, llmSeconds: 2, costUsd: 0.0095 });
    expect(by('scripted', '')).toMatchObject({ tokens: 0, llmCalls: 0, costUsd: 0 });
    // The local test server costs nothing; a model without a price leaves its cost blank, and the report says why.
    expect(by('caap', 'caap-test-server/scripted')).toMatchObject({ tokens: 3200, costUsd: 0 });
    expect(by('dpot', 'gpt-4o-mini').costUsd).toBeNull();
    expect(lb.problems).toEqual([expect.stringMatching(/^no price for gpt-4o-mini in prices\.json: the cost of dpot · gpt-4o-mini/)]);
    const md = renderMarkdown(lb);
    expect(md).toMatch(
      /\| screenagent · gpt-4o · observer models · 10 steps \| screenagent \| 3 \| 33\.3% \[6–79\] n=3 \| 3 \| 9900 \| 9000 \| 900 \| 6 \| 2\.4 \| 1\.0 \| 36 \| \$0\.0315 \|/,
    );
    // Per task, every policy side by side: tokens, calls, LLM seconds and cost of an episode.
    expect(md).toContain(
      '| click-button | 3200 tok · 1 calls · 0.0 s · $0 | 3200 tok · 2 calls · 2.0 s · $0.00950 | 2300 tok · 1 calls · 0.3 s · — | 9900 tok · 6 calls · 2.4 s · $0.0315 | 0 tok · 0 calls · 0.0 s · $0 |',
    );
  });
});

describe('prompt variants', () => {
  it('form an ablation table beside Table 6, with means over the tasks every variant covers', () => {
    const v = (variant: string, k: [number, number]) => [
      ...episodes('click-button', k[0], 2, { policy: 'caap', model: 'gpt-4o', variant }),
      ...episodes('click-menu', k[1], 2, { policy: 'caap', model: 'gpt-4o', variant }),
    ];
    const lb = buildLeaderboard([...v('full', [2, 1]), ...v('no-demo', [2, 0]), ...v('no-demo-no-cot', [1, 0]), ...episodes('click-button', 1, 1)], opts);
    expect(lb.ablations).toHaveLength(1);
    const a = lb.ablations[0]!;
    expect(a.variants.map((x) => [x.variant, x.paperColumn])).toEqual([['full', 'full'], ['no-demo', 'cot_without_demo'], ['no-demo-no-cot',
      'no_cot_no_demo']]);
    expect(a.rows.find((r) => r.task === 'click-menu')!.paper).toEqual([0.8, 0.36, 0.36]);
    expect(a.means).toEqual([
      { variant: 'full', tasks: 2, ours: 0.75, paper: 0.89, paperAll: 0.9442 },
      { variant: 'no-demo', tasks: 2, ours: 0.5, paper: 0.67, paperAll: 0.857 },
      { variant: 'no-demo-no-cot', tasks: 2, ours: 0.25, paper: 0.67, paperAll: 0.8093 },
    ]);
    const md = renderMarkdown(lb);
    expect(md).toContain(
      '| task | full (ours) | Full (Table 6) | no-demo (ours) | CoT phrases without demo (Table 6) | no-demo-no-cot (ours) | No CoT, no demo (Table 6) |',
    );
    expect(md).toContain('| click-menu | 50.0% [9–91] n=2 | 0.800 | 0.0% [0–66] n=2 | 0.360 | 0.0% [0–66] n=2 | 0.360 |');
  });

  it('make no ablation table when every run has one variant', () => {
    expect(buildLeaderboard(episodes('click-button', 1, 1, { policy: 'caap', model: 'gpt-4o', variant: 'full' }), opts).ablations).toEqual([]);
  });
});

describe('--prices', () => {
  it('reads a good price table and prices an episode by its model', () => {
    const file = path.join(tmp, 'good.json');
    writeFileSync(file, JSON.stringify({ 'gpt-4o': { prompt: 2.5, completion: 10 }, 'caap-test-server/scripted': { prompt: 0, completion: 0 } }));
    const t = loadPrices(file);
    expect(episodeCost(t, 'gpt-4o', { prompt: 12_000, completion: 800 })).toBeCloseTo(0.038, 9);
    expect(episodeCost(t, 'gpt-4o-mini', { prompt: 1, completion: 1 })).toBeNull();
    expect(episodeCost(t, 'gpt-4o-mini', { prompt: 0, completion: 0 })).toBe(0);
  });

  it.each([
    ['not JSON', '{ "gpt-4o": ', /not JSON/],
    ['a negative price', '{ "gpt-4o": { "prompt": -1, "completion": 10 } }', /at gpt-4o\.prompt/],
    ['a missing field', '{ "gpt-4o": { "prompt": 2.5 } }', /at gpt-4o\.completion/],
    ['a misspelt field', '{ "gpt-4o": { "prompt": 2.5, "completion": 10, "cached": 1 } }', /cached/],
    ['a list', '[1, 2]', /expected record|object/i],
    ['no model', '{}', /names no model/],
  ])('refuses %s with an error naming the file and the problem', (_name, text, problem) => {
    const file = path.join(tmp, 'bad.json');
    writeFileSync(file, text);
    expect(() => loadPrices(file)).toThrow(PriceTableError);
    expect(() => loadPrices(file)).toThrow(problem);
    expect(() => loadPrices(file)).toThrow(`--prices ${file}: `);
  });

  it('refuses a file that is not there', () => {
    expect(() => loadPrices(path.join(tmp, 'absent.json'))).toThrow(/cannot be read \(ENOENT\)/);
  });
});
