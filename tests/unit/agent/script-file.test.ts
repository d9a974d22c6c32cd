import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScript } from '../../../src/cli/llm-test-server.js';
import { tempDir } from './helpers.js';

describe('llm-test-server script files', () => {
  it('reads the committed session scripts', () => {
    for (const f of ['click-button-7.json', 'choose-list-8.json']) {
      const replies = readScript(new URL(`../../fixtures/agent/scripts/${f}`, import.meta.url).pathname);
      expect(replies.length).toBeGreaterThan(0);
      expect(JSON.stringify(replies)).toContain('Action_1=(Action: functions.click_element');
    }
  });
  it('accepts a bare array with every reply kind and rejects anything else', () => {
    const dir = tempDir('script');
    const ok = path.join(dir, 'ok.json');
    writeFileSync(ok, JSON.stringify([{ content: 'x' }, { status: 429 }, { delayMs: 10, then: { raw: '{}' } }, {
      toolCalls: [{ name: 'drag_mouse_release', arguments: {} }],
    }]));
    expect(readScript(ok)).toHaveLength(4);
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ contnet: 'typo' }]));
    expect(() => readScript(bad)).toThrow(/not a reply script/);
  });
});
