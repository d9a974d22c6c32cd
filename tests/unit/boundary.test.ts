/**
 * The screenshot-only boundary and the layers (design.md, hard rule 1; scripts/layers):
 * the checker is fed one fixture per way of reaching the page, the DOM or a forbidden layer
 * (tests/fixtures/layers) and must catch each one with the right rule; a clean control
 * passes; and the real tree passes, apart from the known violations listed with reasons in
 * scripts/layers/known-violations.json, none of which may be stale.
 *
 * One program holds src/ and the fixtures, so the compiler runs once (about 15-40 s).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyKnown, checkLayers, formatViolation, readKnownViolations, roleOf } from '../../scripts/layers/check.mjs';

interface Violation {
  file: string;
  line: number;
  col: number;
  rule: string;
  message: string;
}

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/layers');

/** Fixture file -> the rule that must catch it, and where it pretends to live. */
const EVASIONS: { file: string; rule: string; as?: string }[] = [
  { file: 'require.ts', rule: 'require' },
  { file: 'create-require.ts', rule: 'require' },
  { file: 'computed-import.ts', rule: 'computed-import' },
  { file: 'page-content.ts', rule: 'page-member' },
  { file: 'page-dollar.ts', rule: 'page-member' },
  { file: 'page-dollar-dollar.ts', rule: 'page-member' },
  { file: 'page-element-access.ts', rule: 'page-member' },
  { file: 'page-evaluate.ts', rule: 'page-member' },
  { file: 'page-key-variable.ts', rule: 'page-member' },
  { file: 'reflect-get.ts', rule: 'page-member' },
  { file: 'destructure.ts', rule: 'page-member' },
  { file: 'locator.ts', rule: 'page-member' },
  { file: 'globalthis-document.ts', rule: 'dom-global' },
  { file: 'computed-global.ts', rule: 'computed-global' },
  { file: 'dom-globals.ts', rule: 'dom-global' },
  { file: 'dom-typed-value.ts', rule: 'dom-global' },
  { file: 'inject-script.ts', rule: 'page-member' },
  { file: 'main-frame.ts', rule: 'page-member' },
  { file: 'eval.ts', rule: 'eval' },
  { file: 'computed-call.ts', rule: 'computed-call' },
  { file: 'page-type.ts', rule: 'page-type' },
  { file: 'playwright-import.ts', rule: 'page-package' },
  { file: 'env-internals.ts', rule: 'harness-import' },
  { file: 'dom-labeller.ts', rule: 'harness-import' },
  { file: 'sweep-imports-cli.ts', rule: 'cli-import', as: 'src/sweep/__fixtures__/sweep-imports-cli.ts' },
  { file: 'agent-imports-policies.ts', rule: 'agent-policies', as: 'src/agent/__fixtures__/agent-imports-policies.ts' },
  { file: 'llm-imports-agent.ts', rule: 'llm-imports', as: 'src/llm/__fixtures__/llm-imports-agent.ts' },
  { file: 'process-env.ts', rule: 'process-env', as: 'src/episode/__fixtures__/process-env.ts' },
];
const CLEAN = 'clean.ts';

const pretendPath = (file: string, as?: string) => as ?? `src/agent/__fixtures__/${file}`;
const isFixture = (v: Violation) => v.file.includes('/__fixtures__/');

let violations: Violation[] = [];
let agentPath: string[] = [];

beforeAll(() => {
  const all = [...EVASIONS, { file: CLEAN, rule: '' }];
  const pretend = new Map(all.map((e) => [path.join(FIXTURES, e.file), pretendPath(e.file, 'as' in e ? e.as : undefined)]));
  const r = checkLayers({ root: ROOT, pretend, extraFiles: [...pretend.keys()] });
  violations = r.violations;
  agentPath = r.agentPath;
}, 300_000);

describe('layering check (TypeScript compiler API)', () => {
  it('has a fixture for at least the 12 evasions the regular-expression scan missed', () => {
    expect(EVASIONS.length).toBeGreaterThanOrEqual(12);
  });

  for (const e of EVASIONS) {
    it(`catches ${e.file} with ${e.rule}`, () => {
      const at = pretendPath(e.file, e.as);
      const found = violations.filter((v) => v.file === at);
      expect(found.map((v) => v.rule), found.map(formatViolation).join('\n') || `nothing reported for ${at}`).toContain(e.rule);
    });
  }

  it('catches each spelling of a process.env read', () => {
    const found = violations.filter((v) => v.file === 'src/episode/__fixtures__/process-env.ts' && v.rule === 'process-env');
    expect(found.map((v) => v.line)).toEqual([2, 3, 4]);
  });

  it('passes the clean control: chat content, Node globals, local names a DOM also has', () => {
    expect(violations.filter((v) => v.file === pretendPath(CLEAN)).map(formatViolation)).toEqual([]);
  });

  it('knows the layers by path', () => {
    expect(roleOf('src/cli/run.ts')).toBe('cli');
    expect(roleOf('src/cli.ts')).toBe('cli');
    expect(roleOf('src/env/screen.ts')).toBe('screen');
    expect(roleOf('src/env/episode.ts')).toBe('harness');
    expect(roleOf('src/episode/harness.ts')).toBe('harness');
    expect(roleOf('src/episode/run-episode.ts')).toBe('agent');
    expect(roleOf('src/policies/caap/caap-policy.ts')).toBe('agent');
    expect(roleOf('src/llm/client.ts')).toBe('agent');
    expect(roleOf('src/errors.ts')).toBe('shared');
  });

  it('the real tree passes: no violation beyond the known ones, and no known entry is stale', () => {
    const real = violations.filter((v) => !isFixture(v));
    const known = readKnownViolations(path.join(ROOT, 'scripts/layers/known-violations.json'));
    const { fresh, stale } = applyKnown(real, known);
    expect(fresh.map(formatViolation)).toEqual([]);
    expect(stale).toEqual([]);
    expect(agentPath).toEqual(expect.arrayContaining(['src/agent/loop.ts', 'src/env/screen.ts', 'src/perception/onnx-observer.ts']));
    expect(agentPath.filter((f) => f.startsWith('src/env/'))).toEqual(['src/env/screen.ts']);
    // Nothing on the agent path reads the task pages: no string in its code names miniwob/
    // (a policy's vocabulary ships as its own data in data/scripted/).
    const naming = agentPath.filter((f) => existsSync(f)).filter((f) =>
      /['"`][^'"`\n]*\bminiwob\b[^'"`\n]*['"`]/.test(readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))
    );
    expect(agentPath.filter((f) => existsSync(f)).length, 'the agent path read from disk').toBeGreaterThan(100);
    expect(naming, 'agent-path modules that name miniwob/ in their code').toEqual([]);
  });
});
