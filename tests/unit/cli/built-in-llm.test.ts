/**
 * The built-in model of `caap run` / `caap sweep` (--llm scripted, OPENAI_BASE_URL=scripted:):
 * which option or variable asks for it, what it refuses, and that the server it starts in
 * this process answers a CAAP prompt through the real openai SDK under its own model name.
 * Also `caap sweep --list`'s description of a sweep.
 */
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { BUILT_IN_MODELS, builtInLlmOf, builtInModelName, openLlmEndpoint } from '../../../src/cli/built-in-llm.js';
import { describeSweep, seedRanges } from '../../../src/cli/sweep-list.js';
import { InvalidArgumentError } from '../../../src/errors.js';
import { configKey, type SweepConfig } from '../../../src/sweep/plan.js';

const PROMPT = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/agent/prompts/full.txt'), 'utf8');

describe('builtInLlmOf', () => {
  it('reads --llm, and OPENAI_BASE_URL=scripted: in any case', () => {
    expect(builtInLlmOf({ llm: 'scripted' }, {})).toBe('scripted');
    expect(builtInLlmOf({}, { OPENAI_BASE_URL: 'scripted:' })).toBe('scripted');
    expect(builtInLlmOf({}, { OPENAI_BASE_URL: 'Scripted://' })).toBe('scripted');
    expect(builtInLlmOf({}, { OPENAI_BASE_URL: 'http://127.0.0.1:8765/v1' })).toBeNull();
    expect(builtInLlmOf({}, {})).toBeNull();
  });

  it('refuses an unknown scheme, an unknown name and a --model that would mislabel the answers', () => {
    expect(() => builtInLlmOf({}, { OPENAI_BASE_URL: 'scripted-v2:' })).toThrow(InvalidArgumentError);
    expect(() => builtInLlmOf({ llm: 'gpt' }, {})).toThrow(/unknown built-in model/);
    expect(() => builtInLlmOf({ llm: 'scripted', model: 'gpt-4o' }, {})).toThrow(/cannot be combined/);
    expect(builtInLlmOf({ llm: 'scripted', model: BUILT_IN_MODELS.scripted }, {})).toBe('scripted');
    expect(builtInModelName('scripted')).toBe('caap-test-server/scripted');
    expect(builtInModelName(null)).toBeUndefined();
  });
});

describe('openLlmEndpoint', () => {
  it('without a built-in model hands back the environment unchanged and starts nothing', async () => {
    const env = { OPENAI_BASE_URL: 'http://example.invalid/v1' };
    const e = await openLlmEndpoint(null, env);
    expect(e.env).toBe(env);
    expect(e.url).toBeUndefined();
    await e.close();
  });

  it('serves the scripted model on 127.0.0.1: a CAAP prompt gets Action_N lines, reported under the built-in name', async () => {
    const lines: string[] = [];
    const e = await openLlmEndpoint('scripted', { OPENAI_API_KEY: 'sk-real', AZURE_OPENAI_ENDPOINT: 'https://x.openai.azure.com', CAAP_MODEL: 'gpt-4o' },
      (l) => lines.push(l));
    try {
      expect(e.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      expect(lines.join('\n')).toContain('caap-test-server/scripted');
      const config = llmConfigFromEnv(e.env, { ...e.overrides, retries: 0 });
      // Azure and the real key are out of the way; the model is the built-in one whatever CAAP_MODEL said.
      expect([config.azure, config.apiKey, config.baseURL, config.model]).toEqual([undefined, undefined, e.url, 'caap-test-server/scripted']);
      const reply = await new LlmClient(config).complete([{ role: 'user', content: PROMPT }]);
      expect(reply.content).toMatch(/^Action_\d+=\(Action: functions\.\w+, Argument: \{/m);
      const raw = await new OpenAI({ baseURL: e.url, apiKey: 'none', maxRetries: 0 })
        .chat.completions.create({ model: config.model, messages: [{ role: 'user', content: PROMPT }] });
      expect(raw.model).toBe('caap-test-server/scripted');
    } finally {
      await e.close();
    }
    await expect(fetch(`${e.url}/models`)).rejects.toThrow(); // closed: nothing listens any more
  });
});

describe('caap sweep --list', () => {
  const config: SweepConfig = { suite: 'embedded', model: '', episode: resolveEpisodeConfig({ policy: 'scripted', observer: 'labels', scale: 2 }) };

  it('writes seeds as ranges', () => {
    expect(seedRanges([0, 1, 2, 3, 7, 10, 11])).toBe('0-3,7,10-11');
    expect(seedRanges([5])).toBe('5');
  });

  it('says what would run and what the folder already holds of this configuration', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'caap-list-'));
    const base = { config, tasks: ['click-button', 'enter-text'], seeds: [0, 1, 2], outDir: dir, workers: 1 };
    const fresh = describeSweep({ ...base, resume: false });
    expect(fresh[0]).toBe(`configuration ${configKey(config)}: scripted · observer labels · embedded · 10 steps`);
    expect(fresh.at(-1)).toMatch(/^6 episode\(s\): 2 task\(s\) x 3 seed\(s\); 0 already recorded in .*; 6 to run on 1 worker\(s\)$/);
    const rec = (task: string, seed: number, key: string) =>
      JSON.stringify({
        suite: 'embedded',
        task,
        seed,
        policy: 'scripted',
        model: '',
        variant: 'n/a',
        observer: 'labels',
        functionCalling: true,
        goal: 'g',
        steps: [],
        reward: 1,
        rawReward: 1,
        done: true,
        doneReason: 'done',
        tokens: { prompt: 0, completion: 0 },
        llmCalls: 0,
        wallMs: 1,
        startedAt: '2026-01-01T00:00:00Z',
        versions: { git: 'x', node: 'v20', models: {} },
        sweep: { configKey: key, config },
      });
    writeFileSync(path.join(dir, 'episodes.jsonl'), `${rec('click-button', 1, configKey(config))}\n${rec('enter-text', 2, 'other-config')}\n`);
    expect(describeSweep({ ...base, resume: true }).at(-1)).toMatch(/1 already recorded in .*; 5 to run \(--resume skips/);
    expect(describeSweep({ ...base, resume: false }).at(-1)).toMatch(/without --resume the sweep refuses to start; with it, 5 would run/);
  });
});
