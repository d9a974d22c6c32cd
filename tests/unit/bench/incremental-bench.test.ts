// The incremental-perception bench's episode finder: every folder with step screens, in name
// order, walking through a sweep's traces/<task>/seed-<n>/ and past a dangling link.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { episodeFolders } from '../../../src/bench/incremental.js';

describe('episodeFolders', () => {
  it('finds the folders holding step-NNN-screen.png, in name order, and skips links', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'caap-inc-bench-'));
    for (const [task, seed] of [['click-tab', 1], ['click-button', 0], ['click-button', 2]] as const) {
      const dir = path.join(root, 'traces', task, `seed-${seed}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'step-001-screen.png'), '');
    }
    mkdirSync(path.join(root, 'traces', 'empty', 'seed-0'), { recursive: true });
    writeFileSync(path.join(root, 'traces', 'empty', 'seed-0', 'step-001-overlay.png'), '');
    symlinkSync(path.join(root, 'nowhere'), path.join(root, 'dangling'));
    expect(episodeFolders(root).map((d) => path.relative(root, d))).toEqual([
      'traces/click-button/seed-0',
      'traces/click-button/seed-2',
      'traces/click-tab/seed-1',
    ]);
  });
});
