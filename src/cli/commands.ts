/**
 * The commands of `caap`, each with the module that registers it. `src/cli.ts` imports only
 * the module of the command being run; the summaries here are what `caap --help` lists (a
 * unit test checks they match each command's own description).
 *
 * @example
 *   const c = findCommand('tasks'); (await c!.load())(program)
 */
import type { Command } from 'commander';

export interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<(program: Command) => void>;
}

export const COMMANDS: readonly CommandEntry[] = [
  { name: 'tasks', summary: 'list the tasks of a suite', load: async () => (await import('./tasks.js')).registerTasks },
  { name: 'episode', summary: 'start an episode by seed: print the goal and write the task-frame screenshot',
    load: async () => (await import('./episode.js')).registerEpisode },
  { name: 'serve', summary: 'serve a suite with an index page to play its tasks in a browser', load: async () => (await import('./serve.js')).registerServe },
  { name: 'suite', summary: 'tools for the embedded suite', load: async () => (await import('./suite.js')).registerSuite },
  { name: 'dataset', summary: 'build, audit and export the labelled screenshot dataset (vision training data)',
    load: async () => (await import('./dataset.js')).registerDataset },
  { name: 'perceive', summary: "print the element list of an episode's first screen or of a screenshot",
    load: async () => (await import('./perceive.js')).registerPerceive },
  { name: 'bench', summary: 'benchmarks', load: async () => (await import('./bench.js')).registerBench },
  { name: 'eval-perception', summary: 'score perception against ground-truth labels on evaluation seeds',
    load: async () => (await import('./eval-perception.js')).registerEvalPerception },
  { name: 'run', summary: 'run one episode of the CAAP agent on a task: capture, perceive, prompt, call, parse, execute',
    load: async () => (await import('./run.js')).registerRun },
  { name: 'llm-test-server', summary: 'serve a local OpenAI-compatible chat-completions endpoint that replays a recorded session or a reply script',
    load: async () => (await import('./llm-test-server.js')).registerLlmTestServer },
  { name: 'demos', summary: 'the demonstration library (prompts/demos): build from the scripted policy, record a person, write rationales',
    load: async () => (await import('./demos.js')).registerDemos },
  { name: 'sweep', summary: 'run a policy over many tasks and seeds on the Playwright test runner; records, resume, leaderboard',
    load: async () => (await import('./sweep.js')).registerSweep },
  { name: 'report', summary: 'merge sweep records (folders or .jsonl files) into leaderboard.md/.json/.html and a chart',
    load: async () => (await import('./report.js')).registerReport },
];

export function findCommand(name: string | undefined): CommandEntry | undefined {
  return COMMANDS.find((c) => c.name === name);
}
