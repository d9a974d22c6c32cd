/**
 * The gym-style environment: reset, look, act, read the reward; then the same task run whole
 * by a policy module through the step loop `caap run` uses.
 *
 *   node examples/dist/gym-episode.js
 */
import { MiniWobEnv } from 'caap';
import quotedButton from './quoted-button.js';

const env = await MiniWobEnv.open({ task: 'click-button' }); // the embedded suite, perceived by the ONNX models
try {
  // By hand: one observation, one action.
  const { observation } = await env.reset(3);
  console.log(`goal: ${observation.goal}`);
  console.log(`elements: ${observation.elements!.map((e) => `${e.id}:${e.type}${e.text ? ` "${e.text}"` : ''}`).join(', ')}`);
  const label = /"([^"]+)"/.exec(observation.goal)![1];
  const button = observation.elements!.find((e) => e.type === 'button' && e.text === label);
  if (!button) throw new Error(`no "${label}" button perceived`);
  const r = await env.step({ name: 'click_element', args: { element_id: button.id } });
  console.log(`step: reward ${r.reward.toFixed(2)} (raw ${r.info.rawReward}), terminated ${r.terminated}`);

  // A whole episode by a policy: the record is the one `caap run` writes.
  const policy = quotedButton.create({ id: { task: 'click-button', seed: 4 }, options: {}, llm: null });
  const record = await env.run(policy, 4);
  console.log(`run: ${record.policy} seed ${record.seed}: raw reward ${record.rawReward} in ${record.steps.length} step(s)`);
  if (r.info.rawReward !== 1 || record.rawReward !== 1) process.exitCode = 1;
} finally {
  await env.close();
}
