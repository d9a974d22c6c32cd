/**
 * Reads a filled prompt part back into its placeholders: the answering models recognise a
 * strategy's request by its prompt file (prompts/<policy>/<name>.md) and take the goal, the
 * history and the screen section out of it. The file's literal text must match exactly;
 * each `{{name}}` matches any text (the shortest that lets the rest match), and a name used
 * twice must hold the same text both times.
 *
 * @example
 *   matchPrompt('dpot', 'turn', fillPrompt('dpot', 'turn', { goal: 'Click OK.', screen: '', history: '(none yet)' }))
 *   // { goal: 'Click OK.', screen: '', history: '(none yet)' }
 */
import { promptFile } from '../../strategies/prompt-files.js';

const compiled = new Map<string, { re: RegExp; head: string }>();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(policy: string, name: string): { re: RegExp; head: string } {
  const key = `${policy}/${name}`;
  let c = compiled.get(key);
  if (!c) {
    const pieces = promptFile(policy, name).split(/\{\{(\w+)\}\}/);
    const seen = new Set<string>();
    let src = '^';
    pieces.forEach((piece, i) => {
      if (i % 2 === 0) src += escape(piece);
      else if (seen.has(piece)) src += `\\k<${piece}>`;
      else {
        seen.add(piece);
        src += `(?<${piece}>[\\s\\S]*?)`;
      }
    });
    c = { re: new RegExp(`${src}$`), head: pieces[0]! };
    compiled.set(key, c);
  }
  return c;
}

/** The placeholder values of `text` as a filling of prompts/<policy>/<name>.md, or null when it is not one. */
export function matchPrompt(policy: string, name: string, text: string): Record<string, string> | null {
  if (text.length > 100_000) return null;
  const { re, head } = compile(policy, name);
  if (!text.startsWith(head)) return null; // cheap refusal before the regular expression
  const m = re.exec(text);
  return m ? { ...(m.groups ?? {}) } : null;
}
