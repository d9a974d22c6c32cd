/**
 * MiniWobEnv (src/gym/miniwob-env.ts), the gym-style environment of the library: reset gives
 * the goal, the screenshot and the perceived elements; step performs one action as raw input
 * and reads the reward; an action that cannot run is info.error, not an exception; maxSteps
 * truncates; run() drives a whole episode through the step loop; misuse is a typed error.
 */
import { PNG } from 'pngjs';
import { EnvStateError, InvalidArgumentError } from '../../../src/errors.js';
import { MiniWobEnv } from '../../../src/gym/miniwob-env.js';
import type { Policy } from '../../../src/agent/policy.js';
import { expect, test } from '../fixtures.js';

test('reset, a step that cannot run, a step that solves; then the episode is over', async ({ host }) => {
  const env = await MiniWobEnv.open({ task: 'click-button', host, observer: 'labels' });
  try {
    await expect(env.step({ name: 'press_control_A' })).rejects.toThrow(EnvStateError);
    const { observation, info } = await env.reset(3);
    expect(info).toMatchObject({ task: 'click-button', seed: 3, suite: 'embedded' });
    expect(PNG.sync.read(observation.screenshot)).toMatchObject({ width: 160, height: 210 });
    expect(observation.step).toBe(0);
    const label = /"([^"]+)"/.exec(observation.goal)![1];
    const button = observation.elements!.find((e) => e.type === 'button' && e.text === label)!;
    expect(button).toBeTruthy();

    const miss = await env.step({ name: 'click_element', args: { element_id: 99 } });
    expect(miss.info.error?.code).toBe('UNKNOWN_ELEMENT');
    expect(miss.done).toBe(false);
    const off = await env.step({ name: 'click_new_point', args: { x: 500, y: 5 } });
    expect(off.info.error?.code).toBe('OFF_FRAME');
    await expect(env.step({ name: 'click_element', args: { element_id: 'the button' } })).rejects.toThrow(InvalidArgumentError);

    const hit = await env.step({ name: 'click_element', args: { element_id: button.id } });
    expect(hit).toMatchObject({ terminated: true, truncated: false, done: true, info: { rawReward: 1 } });
    expect(hit.reward).toBeGreaterThan(0);
    expect(hit.info.performed).toMatchObject({ name: 'click_element', element: { type: 'button', text: label } });
    expect(hit.observation.step).toBe(3);
    await expect(env.step({ name: 'click_element', args: { element_id: button.id } })).rejects.toThrow(/episode is over/);
  } finally {
    await env.close();
    await env.close(); // twice is fine
  }
  await expect(env.reset(1)).rejects.toThrow(/closed/);
});

test('maxSteps truncates; observer none gives no elements and refuses element actions as a step error', async ({ host }) => {
  const env = await MiniWobEnv.open({ task: 'click-button', host, observer: 'none', maxSteps: 1 });
  try {
    const { observation } = await env.reset(4);
    expect(observation.elements).toBeNull();
    const r = await env.step({ name: 'click_element', args: { element_id: 1 } });
    expect(r.info.error?.message).toMatch(/perceives no elements/);
    expect(r).toMatchObject({ terminated: false, truncated: true, done: true, reward: 0 });
    await expect(env.run({ name: 'p', model: '', decide: async () => ({ actions: [] }) }, 4)).rejects.toThrow(/needs perception/);
  } finally {
    await env.close();
  }
});

test('run() drives a policy through the step loop and returns its episode record', async ({ host }) => {
  const env = await MiniWobEnv.open({ task: 'click-button', host, observer: 'labels' });
  const policy: Policy = {
    name: 'quoted',
    model: '',
    async decide({ goal, elements }) {
      const b = elements.find((e) => e.type === 'button' && goal.includes(`"${e.text}"`));
      return b ? { actions: [{ name: 'click_element', args: { element_id: b.id } }] } : { actions: [], error: { code: 'NO_ACTION', message: 'none' } };
    },
  };
  try {
    const record = await env.run(policy, 5);
    expect(record).toMatchObject({ task: 'click-button', seed: 5, policy: 'quoted', rawReward: 1, doneReason: 'done', observer: 'labels' });
    expect(record.steps).toHaveLength(1);
  } finally {
    await env.close();
  }
});
