/**
 * What an answering model of the test server reads of a chat-completions request: per
 * message its role, its text parts and its images (data-URL bytes), in order. Nothing else
 * of the request (no headers, no tools, no state of earlier requests) reaches an answerer,
 * so it decides on what the policy sent and nothing more.
 *
 * @example
 *   const msgs = readMessages(body)
 *   const system = systemText(msgs)            // the system message's text, or ''
 *   const shot = lastImage(msgs)               // the current screenshot (the last image of the last user message)
 */
import { dataUrlBytes } from '../../../llm/chat-content.js';

export type ReadPart = { kind: 'text'; text: string } | { kind: 'image'; bytes: Buffer };

export interface ReadMessage {
  role: string;
  parts: ReadPart[];
}

/** The messages of a request body; unreadable messages and parts are skipped. */
export function readMessages(body: Record<string, unknown>): ReadMessage[] {
  const raw = Array.isArray(body.messages) ? body.messages.slice(0, 200) : [];
  return raw.map((m) => {
    const msg = (m ?? {}) as { role?: unknown; content?: unknown };
    const parts: ReadPart[] = [];
    if (typeof msg.content === 'string') parts.push({ kind: 'text', text: msg.content });
    else if (Array.isArray(msg.content)) {
      for (const p of msg.content.slice(0, 200)) {
        const part = (p ?? {}) as { type?: unknown; text?: unknown; image_url?: { url?: unknown } };
        if (part.type === 'text' && typeof part.text === 'string') parts.push({ kind: 'text', text: part.text });
        const url = part.type === 'image_url' && typeof part.image_url?.url === 'string' ? part.image_url.url : '';
        const data = url ? dataUrlBytes(url) : null;
        if (data) parts.push({ kind: 'image', bytes: data.bytes });
      }
    }
    return { role: typeof msg.role === 'string' ? msg.role : '', parts };
  });
}

/** The text parts of a message, joined by newlines. */
export const textOf = (m: ReadMessage | undefined): string => (m?.parts ?? []).flatMap((p) => (p.kind === 'text' ? [p.text] : [])).join('\n');

/** The text parts of a message, each on its own. */
export const textsOf = (m: ReadMessage | undefined): string[] => (m?.parts ?? []).flatMap((p) => (p.kind === 'text' ? [p.text] : []));

export const systemText = (msgs: ReadMessage[]): string => textOf(msgs.find((m) => m.role === 'system'));

export const lastUser = (msgs: ReadMessage[]): ReadMessage | undefined => [...msgs].reverse().find((m) => m.role === 'user');

/** The last image of the last user message: the current screenshot in every strategy's request. */
export function lastImage(msgs: ReadMessage[]): Buffer | null {
  const parts = lastUser(msgs)?.parts ?? [];
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i]!;
    if (p.kind === 'image') return p.bytes;
  }
  return null;
}
