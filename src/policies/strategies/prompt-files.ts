/**
 * Prompt parts of the seed-paper strategies, one markdown file each under
 * prompts/<policy>/, filled with `{{name}}` placeholders. Read once per process.
 *
 * @example
 *   fillPrompt('dpot', 'turn', { goal: 'Click Submit.', history: 'step 1: click at (40, 120)' })
 */
import { readFileSync } from 'node:fs';

const cache = new Map<string, string>();

/** prompts/ at the repository root (this file is src/policies/strategies/ or dist/policies/strategies/). */
const PROMPTS = new URL('../../../prompts/', import.meta.url);

export function promptFile(policy: string, name: string): string {
  const key = `${policy}/${name}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = readFileSync(new URL(`${policy}/${name}.md`, PROMPTS), 'utf8').trimEnd();
    cache.set(key, text);
  }
  return text;
}

/** The prompt part with every `{{name}}` replaced; an unknown placeholder is an error (a typo would go unseen). */
export function fillPrompt(policy: string, name: string, vars: Record<string, string | number>): string {
  return promptFile(policy, name).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => {
    if (!(k in vars)) throw new Error(`prompts/${policy}/${name}.md uses {{${k}}}, which was not given`);
    return String(vars[k]);
  });
}
