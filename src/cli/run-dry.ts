/**
 * `caap run --dry-run`: the first step's prompt for the chosen variant, preset and switches,
 * and its size in tokens (gpt-tokenizer, o200k_base: the GPT-4o family encoding), without
 * calling a model.
 */
import { selectDemos } from '../policies/caap/demos.js';
import { buildPrompt, VARIANTS } from '../policies/caap/prompter.js';
import { waitForSettle } from '../agent/settle.js';
import { countTokensBounded as countTokens } from '../llm/tokens.js';
import type { Episode } from '../env/episode.js';
import { observerFor } from '../episode/harness.js';
import type { EpisodeSettings } from '../episode/settings.js';
import { promptConfigLabel, resolvePromptConfig } from '../policies/caap/prompt-config.js';

export interface PromptSize { messages: number; tools: number; total: number }

/** Tokens of a prompt: message contents (+4 per message for the chat framing) and the tools JSON. */
export function promptTokens(p: { messages: { content: string }[]; tools?: unknown[] }): PromptSize {
  const messages = p.messages.reduce((n, m) => n + countTokens(m.content) + 4, 0);
  const tools = p.tools ? countTokens(JSON.stringify(p.tools)) : 0;
  return { messages, tools, total: messages + tools };
}

export async function dryRunPrompt(ep: Episode, s: EpisodeSettings, modelsDir: string): Promise<string> {
  const observer = await observerFor(s.observer, ep, modelsDir);
  const { png } = await waitForSettle(ep.screen);
  const elements = await observer.observe(png, ep.screen.scale);
  const cfg = s.promptConfig ?? resolvePromptConfig();
  const demos = VARIANTS[s.variant].demos ? selectDemos(s.task, cfg.demosPerTask) : [];
  const prompt = buildPrompt({ goal: ep.goal, elements, performed: [], demos }, { variant: s.variant, functionCalling: s.functionCalling, switches: cfg.switches });
  const size = promptTokens(prompt);
  const text = prompt.messages.map((m) => `=== ${m.role} ===\n${m.content}`).join('\n\n');
  const tools = prompt.tools ? `\n\n=== tools (tool_choice "none") ===\n${JSON.stringify(prompt.tools, null, 1)}` : '';
  return `${text}${tools}\n\n=== size (o200k_base) ===\nmessages ${size.messages} tokens, tools ${size.tools} tokens, total ${size.total} ` +
    `(preset ${promptConfigLabel(cfg)}, variant ${s.variant}, ${demos.length} demo(s), ${prompt.idMap.size} of ${elements.length} elements shown, ` +
    `function calling ${s.functionCalling ? 'on' : 'off'})`;
}
