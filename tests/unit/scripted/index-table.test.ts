/**
 * The task -> rule index of docs/scripted.md (written by scripts/scripted-index.mjs) is
 * current, and the script's reading of the rule files agrees with RULES: every rule, its
 * tasks, nothing more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { END, readRules, renderIndex, START, tasksWithoutRules, withIndex } from '../../../scripts/scripted-index.mjs';
import { RULES, TASKS_WITHOUT_RULES } from '../../../src/policies/scripted/rules/index.js';

interface ReadRule {
  name: string;
  tasks: string[];
  file: string;
}

describe('scripted rule index (docs/scripted.md)', () => {
  it('is the table the script writes now (run node scripts/scripted-index.mjs when this fails)', () => {
    const doc = readFileSync(new URL('../../../docs/scripted.md', import.meta.url), 'utf8');
    expect(doc).toContain(START);
    expect(doc).toContain(END);
    expect(withIndex(doc, renderIndex())).toBe(doc);
  });

  it('reads from the rule files exactly the rules and tasks of RULES and TASKS_WITHOUT_RULES', () => {
    const read = (readRules() as ReadRule[]).map((r) => `${r.name}: ${r.tasks.join(',')}`).sort();
    const listed = RULES.map((r) => `${r.name}: ${r.tasks.join(',')}`).sort();
    expect(read).toEqual(listed);
    expect(tasksWithoutRules()).toEqual([...TASKS_WITHOUT_RULES]);
  });

  it('names every module of the policy once: no two files share a name', () => {
    const dir = new URL('../../../src/policies/scripted/', import.meta.url);
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const seen = new Map<string, string[]>();
    for (const f of files) seen.set(path.basename(f), [...(seen.get(path.basename(f)) ?? []), f]);
    expect([...seen.values()].filter((paths) => paths.length > 1)).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  });
});
