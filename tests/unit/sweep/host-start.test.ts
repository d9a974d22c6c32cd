/** Episode hosts at the start of a sweep: a passing failure is tried again, a lasting one is reported. */
import { describe, expect, it } from 'vitest';
import { startPatiently } from '../../../src/sweep/host/pool.js';

describe('starting an episode host', () => {
  it('tries again after a failed start (a browser killed while it launched) and logs why', async () => {
    const log: string[] = [];
    let calls = 0;
    const started = await startPatiently(async () => {
      if (++calls === 1) throw new Error('exited while starting (SIGKILL)');
      return 'host';
    }, (l) => log.push(l));
    expect(started).toBe('host');
    expect(calls).toBe(2);
    expect(log).toEqual(['episode host: exited while starting (SIGKILL); trying again (2 of 3)']);
  });

  it('throws the last failure when every try fails', async () => {
    let calls = 0;
    await expect(startPatiently(async () => {
      calls++;
      throw new Error(`models missing (${calls})`);
    }, undefined, 3)).rejects.toThrow('models missing (3)');
    expect(calls).toBe(3);
  });
});
