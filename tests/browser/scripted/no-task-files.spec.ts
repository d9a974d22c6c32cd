/**
 * Nothing on the agent path reads the task pages' files (issue 35, item 4), checked where a
 * string search cannot be fooled: the scripted model (every rule of the scripted policy, the
 * same code `--policy scripted` runs) is served from a copy of the built package that holds
 * no `miniwob/` at all — dist/, data/ (the policy's own vocabulary), the CAAP prompt templates it reads prompts with, package.json — started in
 * that folder with no MINIWOB_DIR. A rule that found a task page's file by any route (a path
 * built from the package root, from the working directory, from a parent folder) finds nothing
 * there, and its episode fails. The CAAP policy asks that server, from this repository's
 * harness (which serves the pages), on the tasks whose rules bring a vocabulary of their own:
 * airports, terminal file names, digit patterns, sentence templates, synonym groups, button
 * labels, diets (data/scripted/README.md says where each comes from).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { runEpisodeOn } from '../../../src/episode/harness.js';
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { resolvePromptConfig } from '../../../src/policies/caap/prompt-config.js';
import { modelsDir } from '../../../src/perception/model-card.js';
import { PACKAGE_ROOT } from '../../../src/util/paths.js';
import { expect, test } from '../fixtures.js';

const TASKS = ['book-flight', 'terminal', 'number-checkboxes', 'email-inbox-forward-nl-turk', 'click-checkboxes-soft', 'unicode-test', 'order-food'];
const SEED = 900;

// One copy and one server per test worker (beforeAll runs in each).
let install = '';
let server: ChildProcess | null = null;
let url = '';

test.beforeAll(async () => {
  install = mkdtempSync(path.join(os.tmpdir(), 'caap-no-pages-'));
  for (const part of ['dist', 'data', 'prompts/caap', 'package.json']) cpSync(path.join(PACKAGE_ROOT, part), path.join(install, part), { recursive: true });
  // Third-party packages only; the symlink's real path is this repository's node_modules, which holds no task page.
  symlinkSync(path.join(PACKAGE_ROOT, 'node_modules'), path.join(install, 'node_modules'));
  const env = { ...process.env };
  delete env.MINIWOB_DIR;
  server = spawn(process.execPath, [path.join(install, 'dist', 'cli.js'), 'llm-test-server', '--scripted-model', '--port', '0'], {
    cwd: install,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the scripted model server printed no URL within 20 s: ${out}`)), 20_000);
    const take = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /OPENAI_BASE_URL=(\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    server!.stdout!.on('data', take);
    server!.stderr!.on('data', take);
    server!.once('exit', (code) => reject(new Error(`the scripted model server exited (${code}): ${out}`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  if (install) rmSync(install, { recursive: true, force: true });
});

test('the copy the scripted model runs from holds no task page, by its own package root', async () => {
  const paths = await import(path.join(install, 'dist', 'util', 'paths.js'));
  expect(paths.PACKAGE_ROOT).toBe(install);
  expect(existsSync(path.join(paths.PACKAGE_ROOT, 'miniwob'))).toBe(false);
  expect(existsSync(path.join(PACKAGE_ROOT, 'miniwob', 'tasks'))).toBe(true); // the control: the repository's own copy has them
});

for (const task of TASKS) {
  test(`${task} seed ${SEED}: solved by CAAP asking the scripted model served without the task pages`, async ({ host }) => {
    const config = resolveEpisodeConfig({
      policy: 'caap',
      options: { prompt: resolvePromptConfig({ preset: 'caap-plus' }) },
      maxSteps: 15,
      observer: 'labels',
      llm: { functionCalling: false },
    });
    const llm = llmConfigFromEnv({ OPENAI_BASE_URL: url, OPENAI_API_KEY: 'sk-test' }, {
      maxTokens: 512,
      functionCalling: false,
      toolChoice: 'none',
      timeoutMs: 10_000,
      retries: 1,
    });
    const ep = await host.openEpisode({ task, seed: SEED });
    const { record } = await runEpisodeOn(ep, config, { llm, modelsDir: modelsDir({}) }).finally(() => ep.close());
    expect(record.rawReward, `${record.doneReason} ${record.error ?? ''}`).toBeGreaterThan(0);
    expect(record.reportedModel).toBe('caap-test-server/scripted');
  });
}
