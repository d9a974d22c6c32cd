/**
 * Notes a rule leaves for itself in its reply. The CAAP prompt shows the previous reply
 * ("Your previous response"), which is the only memory a model has of what it saw on
 * earlier screens (card values, guess ranges). A rule writes `Notes: a=1; b=2` in its
 * reason and reads it back from the previous reply.
 *
 * @example
 *   const seen = readNotes(ctx.lastResponse)     // { card1: '12' }
 *   act(`... ${writeNotes({ ...seen, card2: '5' })}`, click(card))
 */
export function readNotes(lastResponse: string | undefined): Record<string, string> {
  const m = /Notes: ([^\n]*)/.exec(lastResponse ?? '');
  const out: Record<string, string> = {};
  for (const part of (m?.[1] ?? '').split(';')) {
    const kv = /^\s*([\w-]+)=(.*?)\s*$/.exec(part);
    if (kv) out[kv[1]!] = kv[2]!;
  }
  return out;
}

export function writeNotes(notes: Record<string, string | number>): string {
  return `Notes: ${Object.entries(notes).map(([k, v]) => `${k}=${v}`).join('; ')}`;
}
