/**
 * The editable text parts of the CAAP prompt (prompts/caap/*.md, the paper's Figure 9 in our
 * own words), loaded once and filled with `{{name}}` placeholders. A placeholder without a value is an error, so a renamed
 * variable cannot silently leave "{{goal}}" in a prompt.
 *
 * @example
 *   const t = loadTemplates()              // prompts/caap
 *   fill(t.task, { goal: 'Click on the "yes" button.' })
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from '../../errors.js';
import { PROMPTS_DIR } from '../../util/paths.js';

export const TEMPLATE_NAMES = [
  'intro',
  'demonstrations',
  'demo-performer-scripted',
  'demo-performer-person',
  'demo-performer-mixed',
  'demo-reasons-scripted',
  'demo-reasons-llm',
  'demo-reasons-person',
  'demo-reasons-mixed',
  'bridge',
  'bridge-demos',
  'task',
  'last-response',
  'history',
  'history-problems',
  'screen',
  'actions-text',
  'instructions',
  'cot',
  'cot-demo-link',
  'decision',
  'dropdown-keyboard',
  'reask',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];
export type Templates = Record<TemplateName, string>;

const cache = new Map<string, Templates>();

export function loadTemplates(dir = PROMPTS_DIR): Templates {
  const hit = cache.get(dir);
  if (hit) return hit;
  const out = {} as Templates;
  for (const name of TEMPLATE_NAMES) {
    const file = path.join(dir, `${name}.md`);
    try {
      out[name] = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').trimEnd();
    } catch {
      throw new InvalidArgumentError(`Prompt template ${file} is missing (expected ${TEMPLATE_NAMES.join(', ')} in ${dir})`);
    }
  }
  cache.set(dir, out);
  return out;
}

/** Replaces every {{name}} with vars[name]; values are inserted verbatim (no recursion). */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = vars[k];
    if (v === undefined) throw new InvalidArgumentError(`Prompt template needs {{${k}}} but no value was given`);
    return v;
  });
}
