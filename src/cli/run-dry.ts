/**
 * `caap run --dry-run`: the first step's prompt for the chosen variant, preset and switches,
 * and its size in tokens (gpt-tokenizer, o200k_base: the GPT-4o family encoding), without
 * calling a model.
 */
import { selectDemos } from '../demos/library.js';
import { buildPrompt, VARIANTS } from '../policies/caap/prompter.js';
import { waitForSettle } from '../agent/settle.js';
import { countTokensBounded as countTokens } from '../llm/tokens.js';
import type { Episode } from '../env/episode.js';
import { observerFor } from '../episode/harness.js';
import type { EpisodeConfig } from '../episode/config.js';
import { InvalidArgumentError } from '../errors.js';
import { CaapOptionsSchema } from '../policies/caap/options.js';
import { promptConfigLabel } from '../policies/caap/prompt-config.js';

export interface PromptSize {
  messages: number;
  tools: number;
  total: number;
}

/** Tokens of a prompt: message contents (+4 per message for the chat framing) and the tools JSON. */
export function promptTokens(p: { messages: { content: string }[]; tools?: unknown[] }): PromptSize {
  const messages = p.messages.reduce((n, m) => n + countTokens(m.content) + 4, 0);
  const tools = p.tools ? countTokens(JSON.stringify(p.tools)) : 0;
  return { messages, tools, total: messages + tools };
}

/** The CAAP policy's first prompt for the configuration (other policies have no dry run yet: a typed error says so). */
export async function dryRunPrompt(ep: Episode, config: EpisodeConfig, modelsDir: string): Promise<string> {
  if (config.policy !== 'caap') {
    throw new InvalidArgumentError(
      `--dry-run shows the CAAP prompt; the ${config.policy} policy has no dry run (run it with --llm scripted and --trace to see its prompts)`,
    );
  }
  const { variant, prompt: cfg } = CaapOptionsSchema.parse(config.options);
  const functionCalling = config.llm.functionCalling;
  const observer = await observerFor(config.observer, ep, modelsDir);
  const { png } = await waitForSettle(ep.screen);
  const elements = await observer.observe(png, ep.screen.scale);
  const demos = VARIANTS[variant].demos ? selectDemos(ep.task, cfg.demosPerTask) : [];
  const prompt = buildPrompt({ goal: ep.goal, elements, performed: [], demos }, { variant, functionCalling, switches: cfg.switches });
  const size = promptTokens(prompt);
  const text = prompt.messages.map((m) => `=== ${m.role} ===\n${m.content}`).join('\n\n');
  const tools = prompt.tools ? `\n\n=== tools (tool_choice "none") ===\n${JSON.stringify(prompt.tools, null, 1)}` : '';
  return `${text}${tools}\n\n=== size (o200k_base) ===\nmessages ${size.messages} tokens, tools ${size.tools} tokens, total ${size.total} ` +
    `(preset ${promptConfigLabel(cfg)}, variant ${variant}, ${demos.length} demo(s), ${prompt.shown.length} of ${elements.length} perceived elements shown, ` +
    `function calling ${functionCalling ? 'on' : 'off'})`;
}
