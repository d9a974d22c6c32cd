/**
 * What the `caap demos` subcommands share (cli/demos.ts): the reward a demo needs, the
 * --tasks list checked against the embedded suite, and the --observer option.
 *
 * @example
 *   taskList('click-button,enter-text')   // ['click-button', 'enter-text']; 'all' is every embedded task
 *   demos.command('build').addOption(observerOption())
 */
import { Option } from 'commander';
import { embeddedSuite } from '../../env/suites.js';
import { InvalidArgumentError } from '../../errors.js';

/** A demo counts as solved from this raw reward up (partial-credit tasks give less for wrong answers). */
export const DEMO_MIN_RAW_REWARD = 0.5;

export function taskList(spec: string): string[] {
  const all = embeddedSuite().listTasks();
  if (spec === 'all') return all;
  const tasks = spec.split(',').map((t) => t.trim()).filter(Boolean);
  const unknown = tasks.filter((t) => !all.includes(t));
  if (unknown.length) throw new InvalidArgumentError(`Unknown task(s): ${unknown.join(', ')} (see caap tasks)`);
  return tasks;
}

export const observerOption = () =>
  new Option('--observer <observer>', 'perception for the demo screens: models = the ONNX observer (what the ' +
    "agent sees, as the paper's demos); labels = DOM-derived ground truth").choices(['models', 'labels']).default('models');
