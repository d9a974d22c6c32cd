/** The lazy command list must stay in step with the commands' own registrations. */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../src/cli/commands.js';

describe('caap command list', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s: the module registers this command with this summary', async (name, entry) => {
    const program = new Command();
    (await entry.load())(program);
    const registered = program.commands.map((c) => c.name());
    expect(registered).toEqual([name]);
    expect(program.commands[0]!.description()).toBe(entry.summary);
  }, 30_000);
});
