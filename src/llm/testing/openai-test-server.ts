/**
 * A local OpenAI-compatible HTTP server for tests and offline demos: POST
 * /v1/chat/completions (with or without tools, streaming refused) and GET /v1/models.
 * Replies come from a script (a queue of replies, errors and delays), from a function, or
 * from a record/replay cache folder (the same keys as the client's cache, so a recorded
 * session can be replayed over real HTTP). The real `openai` SDK talks to it through
 * OPENAI_BASE_URL; nothing mocks the SDK.
 *
 * @example
 *   const server = await startTestServer({ script: [
 *     { status: 429 },                                     // first call: rate limited
 *     { content: 'Action_1=(Action: functions.click_element, Argument: {"element_id": "element_2"})' },
 *   ] })
 *   process.env.OPENAI_BASE_URL = server.url              // http://127.0.0.1:PORT/v1
 *   ...; await server.close()
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LlmCache, recordedScope } from '../cache.js';
import { imagePartTokens } from '../chat-content.js';
import { serveFault, type LlmFaultSchedule } from './faults.js';
import { isTestServerModel, TEST_SERVER_MODEL } from '../identity.js';
import { countTokensBounded as countTokens } from '../tokens.js';

export type ScriptedReply =
  | { content?: string; toolCalls?: { name: string; arguments: string | Record<string, unknown> }[]; finishReason?: string;
    usage?: { prompt_tokens: number; completion_tokens: number } }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Answers after a delay (or never, for `delayMs: Infinity`): for client timeouts. */
  | { delayMs: number; then?: ScriptedReply }
  /** Sends this text as the 200 response body verbatim (malformed JSON and the like). */
  | { raw: string };

export interface ReceivedRequest {
  body: Record<string, unknown>;
  authorization: string | undefined;
  /** Azure OpenAI sends its key in an api-key header. */
  apiKey: string | undefined;
  path: string;
}

export interface TestServerOptions {
  script?: ScriptedReply[];
  handler?: (body: Record<string, unknown>, index: number) => ScriptedReply | Promise<ScriptedReply>;
  /** Serve responses recorded by the client's cache in this folder (keyed by request). */
  replayDir?: string;
  /** The endpoint the folder was recorded from (its cache scope); default: the scope of the folder's first entry. */
  replayScope?: Record<string, unknown> | null;
  /**
   * The model name its replies report (default: the asked-for name when it is already a test
   * server name, such as the built-in 'caap-test-server/scripted', else 'caap-test-server'),
   * so that a record never takes the test server for the model it was asked for.
   */
  model?: string;
  /** Answer a share of the chat-completion requests with faults (429, 500, hang, truncated, garbage; faults.ts). */
  faults?: LlmFaultSchedule;
  /** What to answer when the script is used up (default: a 500 saying so). */
  whenExhausted?: ScriptedReply;
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface TestServer {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string;
  requests: ReceivedRequest[];
  /** Replaces the remaining script. */
  setScript(script: ScriptedReply[]): void;
  close(): Promise<void>;
}

const MAX_BODY = 20 * 1024 * 1024;

/**
 * The prompt tokens of a request as an OpenAI endpoint counts them, about: the text of every
 * message (string content, or the text parts of a content array), each image part by
 * OpenAI's tile rule for its size and detail, the tools, and 4 per message.
 */
export function approxPromptTokens(body: Record<string, unknown>): number {
  const msgs = Array.isArray(body.messages) ? body.messages : [];
  const texts: string[] = [];
  let images = 0;
  for (const m of msgs) {
    const content = (m as { content?: unknown } | null)?.content;
    if (typeof content === 'string') texts.push(content);
    else if (Array.isArray(content)) {
      for (const p of content.slice(0, 1000)) {
        const part = (p ?? {}) as { type?: unknown; text?: unknown; image_url?: { url?: unknown; detail?: unknown } };
        if (part.type === 'text' && typeof part.text === 'string') texts.push(part.text);
        else if (part.type === 'image_url') images += imagePartTokens(part);
      }
    }
  }
  return countTokens(texts.join('\n')) + images + (body.tools ? countTokens(JSON.stringify(body.tools)) : 0) + 4 * msgs.length;
}

/** The model name a reply reports: never the name of a real model the request asked for. */
function reportedModel(body: Record<string, unknown>, fixed: string | undefined): string {
  if (fixed) return fixed;
  return typeof body.model === 'string' && isTestServerModel(body.model) ? body.model : TEST_SERVER_MODEL;
}

function completion(reply: Extract<ScriptedReply, { content?: string }>, body: Record<string, unknown>, n: number, model?: string) {
  const toolCalls = reply.toolCalls?.map((c, i) => ({
    id: `call_${n}_${i}`,
    type: 'function',
    function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
  }));
  const content = reply.content ?? (toolCalls?.length ? null : '');
  const usage = reply.usage ?? {
    prompt_tokens: approxPromptTokens(body),
    completion_tokens: countTokens(`${content ?? ''}${JSON.stringify(toolCalls ?? '')}`),
  };
  return {
    id: `chatcmpl-test-${n}`,
    object: 'chat.completion',
    created: 1_700_000_000,
    model: reportedModel(body, model),
    choices: [{
      index: 0,
      message: { role: 'assistant', content, ...(toolCalls?.length ? { tool_calls: toolCalls } : {}) },
      finish_reason: reply.finishReason ?? (toolCalls?.length ? 'tool_calls' : 'stop'),
    }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

const sendJson = (res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}) => {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(data));
};

export async function startTestServer(opts: TestServerOptions): Promise<TestServer> {
  let script = [...(opts.script ?? [])];
  const requests: ReceivedRequest[] = [];
  const cache = opts.replayDir
    ? new LlmCache(opts.replayDir, 'replay', opts.replayScope === undefined ? recordedScope(opts.replayDir) : opts.replayScope) :
    null;
  const timers = new Set<NodeJS.Timeout>();
  let n = 0;

  const answer = async (res: ServerResponse, reply: ScriptedReply, body: Record<string, unknown>, idx: number): Promise<void> => {
    if ('delayMs' in reply) {
      if (!Number.isFinite(reply.delayMs)) return; // never answer: the client's timeout must fire
      await new Promise<void>((r) => {
        const t = setTimeout(() => {
          timers.delete(t);
          r();
        }, reply.delayMs);
        timers.add(t);
      });
      return answer(res, reply.then ?? { content: '' }, body, idx);
    }
    if ('raw' in reply) {
      if (!res.destroyed) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(reply.raw);
      }
      return;
    }
    if ('status' in reply) {
      sendJson(res, reply.status, reply.body ?? { error: { message: `scripted error ${reply.status}`, type: 'test_error' } }, reply.headers);
      return;
    }
    sendJson(res, 200, completion(reply, body, idx, opts.model));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'GET' && /\/models$/.test(path)) return sendJson(res, 200, { object: 'list', data: [{ id: 'test-model', object: 'model' }] });
    if (req.method !== 'POST' || !/\/chat\/completions$/.test(path)) {
      return sendJson(res, 404, { error: { message: `no route ${req.method} ${path}`, type: 'not_found' } });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req) {
      size += (c as Buffer).length;
      if (size > MAX_BODY) return sendJson(res, 413, { error: { message: 'request too large' } });
      chunks.push(c as Buffer);
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return sendJson(res, 400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
    }
    const idx = n++;
    requests.push({ body, authorization: req.headers.authorization, apiKey: req.headers['api-key'] as string | undefined, path: req.url ?? path });
    if (body.stream) return sendJson(res, 400, { error: { message: 'this test server does not stream; send stream: false', type: 'invalid_request_error' } });
    const fault = opts.faults?.next(body);
    if (fault) {
      opts.log?.(`request ${idx + 1}: injected fault ${fault}`);
      return serveFault(res, fault, body, opts.faults!.options, req.headers.authorization);
    }
    if (cache) {
      const hit = cache.lookup(body);
      opts.log?.(`request ${idx + 1}: ${hit.response ? 'replayed' : 'not recorded'} (${hit.key.slice(0, 12)}…)`);
      if (hit.response) return sendJson(res, 200, hit.response);
      return sendJson(res, 404, {
        error: { message: `no recorded response for this request (key ${hit.key}, occurrence ${hit.occurrence + 1})`, type: 'not_found' },
      });
    }
    const reply = opts.handler
      ? await opts.handler(body, idx)
      : script.shift() ?? opts.whenExhausted ?? { status: 500, body: { error: { message: 'the test script has no more replies' } } };
    opts.log?.(`request ${idx + 1}: ${'status' in reply ? `status ${reply.status}` : 'delayMs' in reply ? `delay ${reply.delayMs} ms` : 'reply'}`);
    await answer(res, reply, body, idx);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => sendJson(res, 500, { error: { message: `test server error: ${(e as Error).message}` } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}/v1`,
    requests,
    setScript(s) {
      script = [...s];
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
