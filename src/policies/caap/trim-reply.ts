/**
 * The previous reply goes back into the next prompt (the paper shows the model its last
 * answer), but a reply can be anything a server sends: 1 MB of text would ride along in
 * every later prompt. It is cut to its first and last parts with a marker in between that
 * says how much was left out; a model's reasoning and its Action lines (at the end) survive.
 *
 * @example
 *   trimReply('x'.repeat(10_000))   // 'xxxx…\n[… 4,000 characters of the previous reply left out …]\n…xxxx'
 */

/** Longest previous reply carried whole; about 1,500 tokens. */
export const MAX_PREVIOUS_REPLY_CHARS = 6_000;

export function trimReply(reply: string, max = MAX_PREVIOUS_REPLY_CHARS): string {
  if (reply.length <= max) return reply;
  const head = Math.floor(max / 3), tail = max - head;
  const cut = reply.length - head - tail;
  return `${reply.slice(0, head)}\n[… ${cut.toLocaleString('en-US')} characters of the previous reply left out …]\n${reply.slice(reply.length - tail)}`;
}
