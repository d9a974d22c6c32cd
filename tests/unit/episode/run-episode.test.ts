/**
 * The episode assembly (src/episode/run-episode.ts) on an in-memory Screen: the Policy
 * contract's new inputs (screenshot, set-of-marks, state kept across the steps of one
 * episode and made fresh for the next), the wall-clock budget (steps so far kept), and the
 * fatal kinds that become `caap run`'s exit codes (browser gone, LLM unreachable).
 */
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Policy, PolicyInput } from '../../../src/agent/policy.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import { exitCodeOfError, exitCodeOfFatal } from '../../../src/cli/run-exit.js';
import { EpisodeBudgetError } from '../../../src/episode/budget.js';
import { createPolicy, resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { runEpisode, type EpisodeDeps } from '../../../src/episode/run-episode.js';
import type { EpisodeSession } from '../../../src/episode/session.js';
import { parseEpisodeConfig, type EpisodeConfig, type EpisodeConfigInput, type EpisodeId } from '../../../src/episode/config.js';
import { BrowserCrashedError, InvalidArgumentError, LlmNotConfiguredError, LlmRequestError, PageProtocolError, UnknownTaskError } from '../../../src/errors.js';
import { fixedObserver } from '../../../src/perception/observer.js';
import { CaapPolicy } from '../../../src/policies/caap/caap-policy.js';
import { resolvePromptConfig } from '../../../src/policies/caap/prompt-config.js';
import { modelShown } from '../../../src/episode/record.js';
import { CHOOSE_LIST, CLICK_BUTTON } from '../agent/elements.js';
import { fakeScreen, type FakeScreen } from '../agent/fake-screen.js';
import { clientFor } from '../agent/helpers.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const VERSIONS = { git: 'test', node: process.version, models: { labels: 'dom-ground-truth' } };
const SETTLE_FAST = { firstWaitMs: 1, intervalMs: 2, deadlineMs: 50 };

/** The episode id and a configuration (policy 'test' is no registry name: these tests hand the policy in). */
function settings(over: Partial<EpisodeConfigInput> & { task?: string } = {}): [EpisodeId, EpisodeConfig] {
  const { task = 'click-button', ...config } = over;
  return [{ task, seed: 3 }, parseEpisodeConfig({ policy: 'test', observer: 'labels', maxSteps: 3, llm: { functionCalling: false }, ...config })];
}

/** A session over a fake screen: done once `doneAfterClicks` clicks happened; `crashed` can be set by a test. */
function session(screen: FakeScreen, doneAfterClicks = Infinity): EpisodeSession & { crashed: boolean } {
  const s = {
    screen,
    goal: 'Click on the "Next" button.',
    info: { suite: 'embedded' },
    crashed: false,
    get isCrashed() {
      return s.crashed;
    },
    reward: async () => {
      if (s.crashed) throw new BrowserCrashedError('the page is gone');
      const clicks = screen.events.filter((e) => e.startsWith('click')).length;
      return clicks >= doneAfterClicks ? { done: true, reward: 0.9, rawReward: 1 } : { done: false, reward: 0, rawReward: 0 };
    },
  };
  return s;
}

const clickNext = { name: 'click_element' as const, args: { element_id: 3 } };

function deps(sess: EpisodeSession, policy: Policy<any>): EpisodeDeps {
  return { session: sess, observer: fixedObserver([CLICK_BUTTON]), policy, versions: VERSIONS };
}

describe('the episode assembly', () => {
  it('gives the policy the screenshot, its set-of-marks, the elements, the history and one state per episode', async () => {
    const seen: { png: Buffer; marks: Buffer; input: PolicyInput<{ plan: string[]; made: number }> }[] = [];
    let made = 0;
    const policy: Policy<{ plan: string[]; made: number }> = {
      name: 'stateful',
      model: '',
      initialState: () => ({ plan: [], made: ++made }),
      async decide(input) {
        seen.push({ png: input.screenshot.png, marks: await input.screenshot.marks(),
          input: { ...input, state: { ...input.state, plan: [...input.state.plan] } } });
        input.state.plan.push(`step ${input.step}`);
        return { actions: [clickNext] };
      },
    };
    const screen = fakeScreen();
    const out = await runEpisode(deps(session(screen, 2), policy), ...settings({ maxSteps: 5 }));
    expect(out.record).toMatchObject({ doneReason: 'done', rawReward: 1, policy: 'test', versions: VERSIONS });
    expect(out.fatal).toBeUndefined();
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    const size = (b: Buffer) => {
      const p = PNG.sync.read(b);
      return [p.width, p.height];
    };
    expect(size(first!.png)).toEqual([160, 210]);
    expect(size(first!.marks)).toEqual([160, 210]);
    expect(first!.marks.equals(first!.png)).toBe(false); // boxes and ids drawn
    expect(first!.input.screenshot.scale).toBe(1);
    expect(first!.input.elements.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(first!.input.goal).toBe('Click on the "Next" button.');
    // The same state object across the steps of the episode.
    expect(first!.input.state).toEqual({ plan: [], made: 1 });
    expect(second!.input.state).toEqual({ plan: ['step 1'], made: 1 });
    expect(second!.input.performed).toHaveLength(1);
    // A new episode gets a new state.
    await runEpisode(deps(session(fakeScreen(), 1), policy), ...settings());
    expect(made).toBe(2);
    expect(seen[2]!.input.state).toEqual({ plan: [], made: 2 });
  });

  it('ends at the wall-clock budget with the steps so far, and says so', async () => {
    let calls = 0;
    const policy: Policy = {
      name: 'slow',
      model: '',
      async decide() {
        calls++;
        if (calls === 1) return { actions: [{ name: 'press_key', args: { key: 'Tab' } }] };
        return new Promise(() => undefined); // a reply that never comes
      },
    };
    const t0 = performance.now();
    const out = await runEpisode(deps(session(fakeScreen()), policy), ...settings({ budgetMs: 400 }));
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect(out.fatal).toEqual({ kind: 'budget', message: new EpisodeBudgetError(400).message });
    expect(out.record).toMatchObject({ doneReason: 'error', done: false, rawReward: 0 });
    expect(out.record.error).toMatch(/over its budget of 400 ms/);
    expect(out.record.steps).toHaveLength(1);
    expect(exitCodeOfFatal(out.fatal!.kind)).toBe(5);
  });

  it('classifies a page that goes away as a browser failure (exit code 4)', async () => {
    const screen = fakeScreen();
    const sess = session(screen);
    const policy: Policy = { name: 'p', model: '', decide: async () => ({ actions: [{ name: 'press_key', args: { key: 'Tab' } }] }) };
    let shots = 0;
    const real = screen.screenshot;
    screen.screenshot = async () => {
      if (++shots > 3) {
        sess.crashed = true;
        throw new BrowserCrashedError('Cannot take a screenshot: the page has crashed or closed');
      }
      return real();
    };
    const out = await runEpisode({ ...deps(sess, policy) }, ...settings({ maxSteps: 10 }));
    expect(out.fatal?.kind).toBe('browser');
    expect(out.record).toMatchObject({ doneReason: 'error', rawReward: 0 });
    expect(exitCodeOfFatal('browser')).toBe(4);
  });

  it('records a page that breaks the protocol (navigates away, a NaN reward) as a harness failure with the steps so far (exit code 6)', async () => {
    for (const when of ['during the loop', 'at the end'] as const) {
      const screen = fakeScreen();
      const sess = session(screen);
      let reads = 0;
      sess.reward = async () => {
        // During the loop: the third reward check fails; at the end: the loop ends by max-steps, then the reward read fails.
        if (when === 'during the loop' ? ++reads >= 3 : ++reads > 3) {
          throw new PageProtocolError('the task page reported a reward that is not a finite number (WOB_REWARD_GLOBAL NaN)');
        }
        return { done: false, reward: 0, rawReward: 0 };
      };
      const policy: Policy = { name: 'p', model: '', decide: async () => ({ actions: [{ name: 'press_key', args: { key: 'Tab' } }] }) };
      const out = await runEpisode(deps(sess, policy), ...settings({ maxSteps: 2 }));
      expect(out.fatal, when).toEqual({ kind: 'harness', message: expect.stringMatching(/not a finite number/) });
      expect(out.record, when).toMatchObject({ doneReason: 'error', reward: 0, rawReward: 0, done: false,
        error: expect.stringMatching(/not a finite number/) });
      expect(out.record.steps.length, when).toBe(2);
    }
    expect(exitCodeOfFatal('harness')).toBe(6);
    expect(exitCodeOfError(new PageProtocolError('navigated away'))).toBe(6);
  });

  it('classifies an LLM that cannot be reached as an LLM failure (exit code 3)', async () => {
    server = await startTestServer({ script: [] });
    const url = server.url;
    await server.close();
    server = null;
    const policy = new CaapPolicy({ llm: clientFor({ url }, { retries: 0 }), task: 'choose-list', variant: 'no-demo' });
    const sess = session(fakeScreen());
    const out = await runEpisode({ session: sess, observer: fixedObserver([CHOOSE_LIST]), policy, versions: VERSIONS },
      ...settings({ task: 'choose-list', policy: 'caap' }));
    expect(out.fatal?.kind).toBe('llm');
    expect(out.record.error).toMatch(/LLM request/);
    expect(exitCodeOfFatal('llm')).toBe(3);
  }, 30_000);

  it('records who answered (endpoint, model asked for, models reported, test server) and the prompt preset and demos', async () => {
    server = await startTestServer({ script: [{ content: 'Action_1=(Action: functions.click_element, Argument: {"element_id": 2})' }] });
    const llm = clientFor(server);
    const promptConfig = resolvePromptConfig({ preset: 'paper', with: ['feedback'] });
    const policy = new CaapPolicy({ llm, task: 'choose-list', variant: 'full', promptConfig });
    const out = await runEpisode({ session: session(fakeScreen(), 1), observer: fixedObserver([CHOOSE_LIST]), policy, versions: VERSIONS, llm },
      ...settings({ task: 'choose-list', policy: 'caap' }));
    expect(out.record.llm).toEqual({ endpoint: '127.0.0.1', model: 'test-model', reportedModels: ['caap-test-server'], testServer: true });
    expect(out.record.prompt).toEqual({ label: 'paper+feedback', config: promptConfig, demos: policy.settings.demos.count });
    expect(modelShown(out.record)).toBe('caap-test-server (local test server, not a language model)');
    expect(JSON.stringify(out.record)).not.toContain(server.url.split('//')[1]!.split('/')[0]!); // no port, no URL
    // A policy without an LLM or a prompt records neither.
    const plain = await runEpisode(deps(session(fakeScreen(), 1), { name: 'p', model: '', decide: async () => ({ actions: [clickNext] }) }), ...settings());
    expect(plain.record.llm).toBeUndefined();
    expect(plain.record.prompt).toBeUndefined();
    expect(createPolicy({ task: 'click-button', seed: 3 }, resolveEpisodeConfig({ policy: 'scripted' }), null).promptRecord).toBeUndefined();
    // The record holds the whole configuration it ran with.
    expect(out.record.config).toMatchObject({ policy: 'caap', observer: 'labels', maxSteps: 3 });
  });

  it('maps errors thrown out of a run to exit codes', () => {
    expect(exitCodeOfError(new BrowserCrashedError('gone'))).toBe(4);
    expect(exitCodeOfError(new LlmRequestError('refused', 1))).toBe(3);
    expect(exitCodeOfError(new LlmNotConfiguredError('none'))).toBe(3);
    expect(exitCodeOfError(new EpisodeBudgetError(1000))).toBe(5);
    expect(exitCodeOfError(new UnknownTaskError('nope', 'embedded', ['click-button']))).toBe(2);
    expect(exitCodeOfError(new Error('a bug'))).toBe(1);
  });

  it('makes policies from the registry, with typed errors for an unknown name or a missing LLM', () => {
    const id = { task: 'click-button', seed: 3 };
    expect(createPolicy(id, resolveEpisodeConfig({ policy: 'scripted' }), null).name).toBe('scripted');
    expect(() => resolveEpisodeConfig({ policy: 'nope' })).toThrow(InvalidArgumentError);
    expect(() => createPolicy(id, resolveEpisodeConfig({ policy: 'caap' }), null)).toThrow(LlmNotConfiguredError);
    // A policy's options are its own: validated by its schema, defaults filled.
    expect(resolveEpisodeConfig({ policy: 'caap' }).options).toMatchObject({ variant: 'full', prompt: { preset: 'paper' } });
    expect(() => resolveEpisodeConfig({ policy: 'caap', options: { variant: 'half' } })).toThrow(/Bad options for policy caap/);
    expect(() => resolveEpisodeConfig({ policy: 'scripted', options: { variant: 'full' } })).toThrow(/Bad options for policy scripted/);
  });
});
