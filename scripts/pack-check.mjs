#!/usr/bin/env node
// `npm run test:pack`: the package as a user gets it. Packs this checkout (npm pack; build first),
// installs the tarball into an empty folder (dependencies from npm's cache when it has them,
// else the registry), type-checks examples/ there against the installed declarations, and
// runs them from there with no network: the gym environment with a policy module, the LLM
// client against the local test server, `caap run --policy ./module.js`, and a sweep with its
// leaderboard. A deep import must fail (only `exports` is public). Exit 0 when all passed.
//
//   node scripts/pack-check.mjs [--keep DIR]     (--keep: use DIR and leave it for a look)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keepAt = process.argv.indexOf('--keep');
if (process.argv.includes('--help')) {
  console.log('usage: node scripts/pack-check.mjs [--keep DIR]\nPacks the package, installs it into an empty folder and runs examples/ from there.');
  process.exit(0);
}
const dir = keepAt > 0 ? path.resolve(process.argv[keepAt + 1]) : mkdtempSync(path.join(os.tmpdir(), 'caap-pack-'));
const app = path.join(dir, 'app');
rmSync(app, { recursive: true, force: true });
mkdirSync(app, { recursive: true });
const t0 = Date.now();
const say = (line) => console.log(`pack-check [${Math.round((Date.now() - t0) / 1000)} s] ${line}`);

/** Runs a command, printing its output; throws with its output when it fails. */
function run(what, cmd, args, opts = {}) {
  say(what);
  const r = spawnSync(cmd, args, { cwd: app, encoding: 'utf8', timeout: opts.timeoutMs ?? 180_000, env: { ...process.env, ...opts.env } });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (r.status !== (opts.status ?? 0)) throw new Error(`${what} failed (exit ${r.status}${r.signal ? `, ${r.signal}` : ''}):\n${out}`);
  for (const l of out.trim().split('\n').filter(Boolean).slice(-8)) console.log(`  ${l}`);
  return out;
}

try {
  say(`packing ${repo} into ${dir}`);
  const tgz = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: repo, encoding: 'utf8' }).trim().split('\n').pop();
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'caap-user', private: true, type: 'module' }, null, 2));
  // onnxruntime-node bundles its CPU binaries; its optional CUDA download would need the network.
  run(`npm install ${tgz}`, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(dir, tgz)], { env: { ONNXRUNTIME_NODE_INSTALL: 'skip' },
    timeoutMs: 300_000 });

  mkdirSync(path.join(app, 'examples'));
  for (const f of readdirSync(path.join(repo, 'examples')).filter((f) => f.endsWith('.ts') || f === 'tsconfig.json')) {
    cpSync(path.join(repo, 'examples', f), path.join(app, 'examples', f));
  }
  // The examples import 'caap' and 'caap/testing': resolved here from node_modules/caap's exports and .d.ts files.
  run('type-check and compile examples/ against the installed package', process.execPath, [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p',
    'examples/tsconfig.json', '--typeRoots', path.join(repo, 'node_modules', '@types')]);

  // No LLM endpoint in the examples' environment: whatever answers is on this machine (the local test server).
  const offline = { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', AZURE_OPENAI_ENDPOINT: '' };
  const gym = run('examples/gym-episode: MiniWobEnv by hand, then a policy module through env.run', process.execPath, ['examples/dist/gym-episode.js'], {
    env: offline,
  });
  if (!/run: quoted-button seed 4: raw reward 1/.test(gym)) throw new Error('the gym example did not solve its episode');
  run("examples/llm-client: LlmClient against caap/testing's server", process.execPath, ['examples/dist/llm-client.js'], { env: offline });
  const cli = run('caap run --policy ./examples/dist/quoted-button.js', path.join(app, 'node_modules', '.bin', 'caap'), ['run', '--policy',
    './examples/dist/quoted-button.js', '--task', 'click-button', '--seed', '5'], { env: offline });
  if (!/reward 1\.000 \(raw 1\)/.test(cli)) throw new Error('caap run with the policy module did not solve click-button seed 5');
  const sweep = run('examples/sweep-report: runSweep and writeReport', process.execPath, ['examples/dist/sweep-report.js', 'runs/example-sweep'], {
    env: offline,
    timeoutMs: 240_000,
  });
  if (!/success 100\.0%/.test(sweep)) throw new Error('the sweep example did not solve its two episodes');

  const deep = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('caap/dist/env/host.js')"], { cwd: app, encoding: 'utf8' });
  if (deep.status === 0 || !/ERR_PACKAGE_PATH_NOT_EXPORTED/.test(deep.stderr)) throw new Error(`a deep import was not refused:\n${deep.stderr}`);
  say('a deep import (caap/dist/env/host.js) is refused: ERR_PACKAGE_PATH_NOT_EXPORTED');
  say('all passed');
} catch (e) {
  console.error(`pack-check: ${e.message}`);
  process.exitCode = 1;
} finally {
  if (keepAt < 0) rmSync(dir, { recursive: true, force: true });
}
