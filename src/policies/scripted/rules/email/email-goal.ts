/**
 * Reads what an email-inbox goal asks: the action (reply, forward, delete, important),
 * the sender NAME, and DEST or MSG. The plain variants have four fixed sentences; the NL
 * variants draw from a few hundred templates (the task pages' file, via email-nl-templates.ts), each turned into a
 * pattern. When several templates fit, the one with the shortest captures wins (a lazy
 * NAME can otherwise swallow words of a looser template, and a template without the full
 * stop would leave it on DEST).
 *
 * Not solvable from the goal alone: the turk forward list holds both "Find the email from
 * NAME and forward it to DEST." and the swapped "Find the email from DEST and forward it to
 * NAME." (an annotator's slip kept verbatim), equally often; both people are senders in the
 * inbox, so nothing on the screen tells them apart. The literal reading wins, and the
 * swapped template's episodes fail (about 1 in 134 forward-nl-turk goals).
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

interface Pattern {
  action: EmailAction;
  re: RegExp;
  plain: boolean;
}

function compile(action: EmailAction, template: string, plain: boolean): Pattern {
  const escaped = template.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Only the first occurrence of each placeholder is filled by the benchmark.
  const source = escaped
    .replace('NAME', '(?<name>.+?)')
    .replace('DEST', '(?<dest>.+?)')
    .replace('MSG', '(?<msg>.*?)');
  return { action, re: new RegExp(`^${source}$`, 'd'), plain };
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
    // Fewest captured words; on a tie, fewest characters ("to DEST" must not win over
    // "to DEST." and capture the sentence's full stop with the name).
    const captured = [g.name, g.dest ?? ''];
    const size = captured.reduce((n, c) => n + (c ? c.split(' ').length : 0), 0) * 1000 + captured.join('').length;
    // Then the literal reading: NAME before DEST (see the header on the swapped template).
    const swapped = (m.indices?.groups?.dest?.[0] ?? Infinity) < (m.indices?.groups?.name?.[0] ?? 0);
    const cost = size * 2 + (swapped ? 1 : 0);
    if (!best || cost < best.cost) best = { g, cost };
  }
  return best?.g ?? null;
}
