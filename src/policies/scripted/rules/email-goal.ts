/**
 * Reads what an email-inbox goal asks: the action (reply, forward, delete, important),
 * the sender NAME, and DEST or MSG. The plain variants have four fixed sentences; the NL
 * variants draw from a few hundred templates (the task pages' file, via email-nl-templates.ts), each turned into a
 * pattern. When several templates fit, the one with the shortest captures wins (a lazy
 * NAME can otherwise swallow words of a looser template).
 *
 * @example
 *   parseEmailGoal('Forward to Cathrine the email from Evy.')
 *   // { action: 'forward', name: 'Evy', dest: 'Cathrine' }
 */
import { emailNlTemplates } from './email-nl-templates.js';

export type EmailAction = 'forward' | 'reply' | 'important' | 'delete';
export interface EmailGoal {
  action: EmailAction;
  name: string;
  dest?: string;
  msg?: string;
}

const PLAIN: [EmailAction, string][] = [
  ['reply', 'Find the email by NAME and reply to them with the text "MSG".'],
  ['forward', 'Find the email by NAME and forward that email to DEST.'],
  ['delete', 'Find the email by NAME and click the trash icon to delete it.'],
  ['important', 'Find the email by NAME and click the star icon to mark it as important.'],
];

interface Pattern { action: EmailAction; re: RegExp; plain: boolean }

function compile(action: EmailAction, template: string, plain: boolean): Pattern {
  const escaped = template.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Only the first occurrence of each placeholder is filled by the benchmark.
  const source = escaped
    .replace('NAME', '(?<name>.+?)')
    .replace('DEST', '(?<dest>.+?)')
    .replace('MSG', '(?<msg>.*?)');
  return { action, re: new RegExp(`^${source}$`), plain };
}

let patterns: Pattern[] | null = null;
function allPatterns(): Pattern[] {
  if (!patterns) {
    patterns = [
      ...PLAIN.map(([a, t]) => compile(a, t, true)),
      ...(Object.entries(emailNlTemplates()) as [EmailAction, readonly string[]][]).flatMap(([a, ts]) => ts.map((t) => compile(a, t, false))),
    ];
  }
  return patterns;
}

/** The email goal, or null when the text is none of the email-inbox sentences. */
export function parseEmailGoal(goal: string): EmailGoal | null {
  const text = goal.trim();
  let best: { g: EmailGoal; cost: number } | null = null;
  for (const p of allPatterns()) {
    const m = p.re.exec(text);
    if (!m?.groups?.name) continue;
    const g: EmailGoal = { action: p.action, name: m.groups.name.trim() };
    if (m.groups.dest !== undefined) g.dest = m.groups.dest.trim();
    if (m.groups.msg !== undefined) g.msg = m.groups.msg;
    if (p.action === 'forward' && !g.dest) continue;
    if (p.action === 'reply' && g.msg === undefined) continue;
    if (p.plain) return g;
    const cost = g.name.split(' ').length + (g.dest?.split(' ').length ?? 0);
    if (!best || cost < best.cost) best = { g, cost };
  }
  return best?.g ?? null;
}
