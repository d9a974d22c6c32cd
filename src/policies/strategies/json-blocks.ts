/**
 * JSON out of a model's reply, the way the seed papers ask for it: inside a fenced block
 * (```json ... ```, or the typographic quotes ‘‘‘json ... ‘‘‘ some papers print), else the
 * outermost [...] or {...} of the text. Linear time: only indexOf scans, no regular
 * expressions over the reply, and at most 64 kB of a block is parsed.
 *
 * @example
 *   jsonBlocks('My plan:\n```json\n[{"a": 1}]\n```')   // [[{ a: 1 }]]
 */

const FENCES = ['```', '‘‘‘', "'''"];
const rank = (i: number) => (i < 0 ? Infinity : i);
const MAX_BLOCK = 65_536;

function tryParse(text: string): unknown {
  if (text.length > MAX_BLOCK) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every fenced block that parses as JSON, in order; if none, the outermost bracketed span that does. */
export function jsonBlocks(reply: string): unknown[] {
  const text = reply.slice(0, 200_000);
  const out: unknown[] = [];
  for (const fence of FENCES) {
    let at = 0;
    for (let guard = 0; guard < 50; guard++) {
      const open = text.indexOf(fence, at);
      if (open < 0) break;
      const close = text.indexOf(fence, open + fence.length);
      if (close < 0) break;
      let body = text.slice(open + fence.length, close);
      const nl = body.indexOf('\n');
      const firstLine = (nl < 0 ? body : body.slice(0, nl)).trim();
      if (/^[a-z]{0,10}$/i.test(firstLine) && !/^[[{]/.test(firstLine)) body = nl < 0 ? '' : body.slice(nl + 1);
      else if (/^json\s/i.test(firstLine)) body = body.trimStart().slice(4);
      const v = tryParse(body.trim());
      if (v !== undefined) out.push(v);
      at = close + fence.length;
    }
    if (out.length) return out;
  }
  // The bracket that opens first is the outermost: an object holding lists is tried as the object.
  const pairs = ([['[', ']'], ['{', '}']] as const).slice().sort((p, q) => rank(text.indexOf(p[0])) - rank(text.indexOf(q[0])));
  for (const [o, c] of pairs) {
    const a = text.indexOf(o), b = text.lastIndexOf(c);
    if (a >= 0 && b > a) {
      const v = tryParse(text.slice(a, b + 1));
      if (v !== undefined) return [v];
    }
  }
  return out;
}
