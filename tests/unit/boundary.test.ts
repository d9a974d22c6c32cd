/**
 * The screenshot-only boundary (design.md, hard rule 1): code on the agent path
 * (src/perception, src/agent, src/policies, src/demos) and everything it imports never
 * reaches the browser's Page or the DOM. The only env/ module it may import is
 * env/screen.ts (pixels out, raw input in).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');
const AGENT_DIRS = ['perception', 'agent', 'policies', 'demos'];
/** Harness-side folders: allowed to touch the page, never imported by the agent path. */
const HARNESS = ['env', 'dataset', 'cli', 'sweep', 'bench'];
const ALLOWED_HARNESS_FILES = new Set(['env/screen.ts']);
const FORBIDDEN_PACKAGES = /^(playwright|playwright-core|@playwright\/test|puppeteer|jsdom)(\/|$)/;
const FORBIDDEN_CALLS: [RegExp, string][] = [
  [/\.evaluate(Handle)?\s*\(/, 'evaluate'],
  [/\.\$\$?eval\s*\(/, '$eval'],
  [/\.locator\s*\(/, 'locator'],
  [/querySelector(All)?\s*\(/, 'querySelector'],
  [/\.(addScriptTag|addStyleTag|addInitScript|exposeFunction|exposeBinding)\s*\(/, 'script/CSS injection'],
  [/\.getBy(Role|Text|Label|Placeholder|AltText|Title|TestId)\s*\(/, 'getBy* locator'],
  [/waitForSelector|waitForFunction/, 'selector wait'],
  [/\bdocument\.|\bwindow\./, 'DOM global'],
  [/\.(innerText|textContent|innerHTML)\b/, 'DOM text'],
];

export interface Violation { file: string; line: number; what: string }

function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)) {
    out.push((m[1] ?? m[2] ?? m[3])!);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  for (const cand of [`${base}.ts`, path.join(base, 'index.ts')]) if (existsSync(cand)) return cand;
  return null;
}

/** Checks one file's text; exported logic so the test can prove it catches violations. */
export function checkSource(rel: string, text: string): Violation[] {
  const v: Violation[] = [];
  const code = stripComments(text);
  code.split('\n').forEach((line, i) => {
    for (const [re, what] of FORBIDDEN_CALLS) if (re.test(line)) v.push({ file: rel, line: i + 1, what });
  });
  for (const spec of importsOf(code)) {
    if (FORBIDDEN_PACKAGES.test(spec)) v.push({ file: rel, line: 0, what: `imports ${spec}` });
  }
  return v;
}

function listTs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? listTs(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Walks the agent path and everything it imports inside src/. */
export function scanAgentPath(): { files: string[]; violations: Violation[] } {
  const queue = AGENT_DIRS.flatMap((d) => listTs(path.join(SRC, d)));
  const seen = new Set<string>();
  const violations: Violation[] = [];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const rel = path.relative(SRC, file).split(path.sep).join('/');
    const top = rel.split('/')[0]!;
    if (HARNESS.includes(top) && !ALLOWED_HARNESS_FILES.has(rel)) {
      violations.push({ file: rel, line: 0, what: 'harness module reached from the agent path' });
      continue;
    }
    const text = readFileSync(file, 'utf8');
    violations.push(...checkSource(rel, text));
    for (const spec of importsOf(stripComments(text))) {
      const local = resolveLocal(file, spec);
      if (local) queue.push(local);
    }
  }
  return { files: [...seen], violations };
}

describe('screenshot-only boundary', () => {
  it('the checker catches DOM access, page imports and injected script', () => {
    expect(checkSource('x.ts', "import { chromium } from 'playwright-core';")).toHaveLength(1);
    expect(checkSource('x.ts', 'const t = await page.evaluate(() => 1);')[0]?.what).toBe('evaluate');
    expect(checkSource('x.ts', "page.locator('#area')")[0]?.what).toBe('locator');
    expect(checkSource('x.ts', 'await page.addStyleTag({ content })')[0]?.what).toBe('script/CSS injection');
    expect(checkSource('x.ts', 'const q = document.body;')[0]?.what).toBe('DOM global');
    expect(checkSource('x.ts', '// page.evaluate in a comment is fine\nconst a = 1;')).toEqual([]);
  });

  it('agent-path modules and their imports never reach the page or the DOM', () => {
    const { files, violations } = scanAgentPath();
    expect(files.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
