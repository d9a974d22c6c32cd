/**
 * The paper's answer lines, written and read back in one place:
 *   Action_3=(Action: functions.click_element, Argument: {element_id: 1})
 * `formatActionLines` writes them (the scripted policy's and the scripted model's replies,
 * tool calls shown as text); the parsers read the model's actions out of a reply: text in
 * that form (or the JSON-argument form models often write, `Argument: {"element_id":
 * "element_3"}`), or function-calling tool calls. Lenient about what models get wrong in
 * harmless ways (single quotes, bare keys, Python True/False/None, "element_3" vs 3, a missing ")"),
 * strict about the rest: every action is validated against the registry. Never throws on
 * any input; bounded work for any input size.
 *
 * @example
 *   const r = parseTextReply('Plan: ...\nAction_1=(Action: functions.click_element, Argument: {"element_id": "element_2"})')
 *   // r.actions = [{ name: 'click_element', args: { element_id: 2 } }], r.errors = []
 *   formatActionLines(r.actions, 4)   // 'Action_4=(Action: functions.click_element, Argument: {element_id: 2})'
 */
import { ActionArgumentError, parseAction, type Action } from '../../agent/actions.js';

/** The arguments as the paper writes them: bare keys, JSON values, element ids as plain integers (`{element_id: 1}`). */
export function paperArgs(args: Record<string, unknown>): string {
  const parts = Object.entries(args).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `{${parts.join(', ')}}`;
}

/** Answer lines in the paper's form, numbered on from `first`: `Action_3=(Action: functions.click_element, Argument: {element_id: 1})`. */
export function formatActionLines(actions: readonly { name: string; args: Record<string, unknown> }[], first = 1): string {
  return actions.map((a, i) => `Action_${first + i}=(Action: functions.${a.name}, Argument: ${paperArgs(a.args)})`).join('\n');
}

/** At most this many actions of one reply run; the rest are dropped (and the drop is recorded). */
export const MAX_ACTIONS_PER_REPLY = 10;
/** Replies are scanned up to this many characters. */
export const MAX_REPLY_CHARS = 100_000;
const MAX_ARG_CHARS = 4_000;
const MAX_MATCHES = 1_000;

export interface ParsedReply {
  /** The valid actions, in order, up to the first invalid one. */
  actions: Action[];
  /** Why parsing stopped early or found nothing; empty when all went well. */
  errors: string[];
  /** How many actions were found beyond MAX_ACTIONS_PER_REPLY and dropped. */
  dropped: number;
}

export interface RawToolCall {
  function?: { name?: unknown; arguments?: unknown } | null;
}

/**
 * The head of one action line. Every run of fillers (spaces, "(", markdown "*") is ONE
 * character class between literal tokens: two optional groups side by side (`\s*\(?\s*`)
 * can split a run of spaces between them in many ways, and a reply of "Action_1=" and 4,000
 * spaces took minutes to fail. With one class per gap a failing match backtracks linearly.
 */
const HEAD = /Action_(\d{1,6})\s*=[\s(*]*Action[\s*]*:[\s*]*(?:functions\.)?([A-Za-z_]\w{0,60})[\s*]*(?:,[\s*]*Arguments?[\s*]*:\s*)?/g;

/** The balanced {...} starting at `start` (string-aware), or null. */
function balancedObject(text: string, start: number): string | null {
  if (text[start] !== '{') return null;
  let depth = 0;
  let quote: string | null = null;
  const end = Math.min(text.length, start + MAX_ARG_CHARS);
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** JSON.parse, then a relaxed reading of the near-JSON models write. */
export function parseLooseObject(src: string): unknown {
  try {
    return JSON.parse(src);
  } catch { /* fall through to the relaxed reading */ }
  const relaxed = src
    .replace(/'((?:[^'\\]|\\.)*)'/g, (_, s: string) => JSON.stringify(s.replace(/\\'/g, "'")))
    .replace(/([{,]\s*)([A-Za-z_]\w*)\s*:/g, '$1"$2":')
    .replace(/:\s*True\b/g, ': true').replace(/:\s*False\b/g, ': false').replace(/:\s*None\b/g, ': null')
    .replace(/,\s*}/g, '}');
  return JSON.parse(relaxed);
}

function validate(name: string, rawArgs: unknown, label: string): Action {
  try {
    return parseAction(name, rawArgs);
  } catch (e) {
    throw new ActionArgumentError(`${label}: ${(e as Error).message}`);
  }
}

function collect(items: Array<() => Action>, extraFound: number): ParsedReply {
  const actions: Action[] = [];
  const errors: string[] = [];
  for (const item of items.slice(0, MAX_ACTIONS_PER_REPLY)) {
    try {
      actions.push(item());
    } catch (e) {
      errors.push((e as Error).message);
      break; // later actions assumed the failed one ran: do not run them
    }
  }
  return { actions, errors, dropped: Math.max(0, items.length - MAX_ACTIONS_PER_REPLY) + extraFound };
}

/** Parses the paper's text format. Takes the last block that starts at Action_1 (models restate plans). */
export function parseTextReply(reply: string): ParsedReply {
  const text = typeof reply === 'string' ? reply.slice(0, MAX_REPLY_CHARS) : '';
  const heads: { n: number; name: string; argStart: number; at: number }[] = [];
  HEAD.lastIndex = 0;
  let m: RegExpExecArray | null;
  let extra = 0;
  while ((m = HEAD.exec(text))) {
    if (heads.length >= MAX_MATCHES) {
      extra++;
      continue;
    }
    heads.push({ n: Number(m[1]), name: m[2]!, argStart: HEAD.lastIndex, at: m.index });
  }
  if (heads.length === 0) {
    return {
      actions: [],
      errors: ['no action found: expected lines like Action_1=(Action: functions.click_element, Argument: {"element_id": "element_3"})'],
      dropped: 0,
    };
  }
  let first = 0;
  const minN = Math.min(...heads.map((h) => h.n));
  heads.forEach((h, i) => {
    if (h.n === minN) first = i;
  });
  const block = heads.slice(first);
  const items = block.map((h, i) => () => {
    const label = `Action_${h.n} (${h.name})`;
    const limit = i + 1 < block.length ? block[i + 1]!.at : text.length;
    let p = h.argStart;
    while (p < limit && /\s/.test(text[p]!)) p++;
    if (text[p] === '{') {
      const obj = balancedObject(text, p);
      if (!obj) throw new ActionArgumentError(`${label}: the Argument object is not closed with "}"`);
      let args: unknown;
      try {
        args = parseLooseObject(obj);
      } catch {
        throw new ActionArgumentError(`${label}: the Argument is not valid JSON: ${obj.slice(0, 120)}`);
      }
      return validate(h.name, args, label);
    }
    return validate(h.name, {}, label); // no Argument, "None" or "{}" style: only arg-less actions pass
  });
  return collect(items, extra + Math.max(0, heads.length - MAX_MATCHES));
}

/** Parses function-calling tool calls (arguments are JSON strings). */
export function parseToolCalls(calls: RawToolCall[]): ParsedReply {
  const list = Array.isArray(calls) ? calls : [];
  if (list.length === 0) return { actions: [], errors: ['the reply has no tool calls'], dropped: 0 };
  const items = list.map((c, i) => () => {
    const rawName = typeof c?.function?.name === 'string' ? c.function.name : '';
    const name = rawName.replace(/^functions\./, '');
    const label = `tool call ${i + 1} (${name.slice(0, 60) || 'no name'})`;
    const rawArgs = c?.function?.arguments;
    let args: unknown = {};
    if (typeof rawArgs === 'string' && rawArgs.trim() !== '') {
      if (rawArgs.length > MAX_ARG_CHARS) throw new ActionArgumentError(`${label}: arguments longer than ${MAX_ARG_CHARS} characters`);
      try {
        args = parseLooseObject(rawArgs);
      } catch {
        throw new ActionArgumentError(`${label}: arguments are not valid JSON: ${rawArgs.slice(0, 120)}`);
      }
    } else if (rawArgs && typeof rawArgs === 'object') args = rawArgs;
    return validate(name, args, label);
  });
  return collect(items, 0);
}
