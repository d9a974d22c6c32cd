/**
 * `caap llm-test-server`: a local OpenAI-compatible endpoint (chat completions, no
 * streaming) that replays a recorded session (a --cache-mode record folder) or serves a
 * script of replies in order. With it `caap run` runs end to end, offline, through the
 * real openai SDK.
 *
 * @example
 *   caap llm-test-server --script tests/fixtures/agent/scripts/click-button-7.json --port 8765 &
 *   OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { z } from 'zod';
import { startTestServer, type ScriptedReply } from '../agent/testing/openai-test-server.js';
import { InvalidArgumentError } from '../errors.js';
import { scriptedModelHandler } from '../policies/scripted/scripted-model.js';
import { intArg } from './options.js';

const ReplySchema: z.ZodType<ScriptedReply> = z.lazy(() => z.union([
  z.object({ status: z.number().int(), body: z.unknown().optional(), headers: z.record(z.string(), z.string()).optional() }).strict(),
  z.object({ delayMs: z.number(), then: ReplySchema.optional() }).strict(),
  z.object({ raw: z.string() }).strict(),
  z.object({
    content: z.string().optional(),
    toolCalls: z.array(z.object({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]) })).optional(),
    finishReason: z.string().optional(),
    usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).optional(),
  }).strict(),
])) as z.ZodType<ScriptedReply>;

/** A script file: a JSON array of replies, or {"replies": [...]} (other keys, e.g. a note, are ignored). */
export const ScriptFileSchema = z.union([z.array(ReplySchema), z.object({ replies: z.array(ReplySchema) }).loose()])
  .transform((v) => (Array.isArray(v) ? v : v.replies));

export function readScript(file: string): ScriptedReply[] {
  const r = ScriptFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!r.success) throw new InvalidArgumentError(`${file} is not a reply script: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}`);
  return r.data;
}

interface Opts { port: number; host: string; replay?: string; script?: string; loop?: boolean; scriptedModel?: boolean; toolCalls?: boolean }

export function registerLlmTestServer(program: Command): void {
  program
    .command('llm-test-server')
    .description('serve a local OpenAI-compatible chat-completions endpoint that replays a recorded session or a reply script')
    .option('--port <n>', 'port (0 = any free port)', intArg('port'), 8765)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--replay <dir>', 'answer from a record/replay cache folder (written by caap run --cache-mode record)')
    .option('--script <file>', 'answer with the replies of this JSON file in order (array, or {"replies": [...]})')
    .option('--loop', 'with --script: start over when the replies are used up')
    .option('--scripted-model', 'answer every CAAP prompt with the scripted policy\'s choice, read from the prompt text alone (src/policies/scripted)')
    .option('--tool-calls', 'with --scripted-model: answer with tool calls when the request offers tools (default: the Action_N text format)')
    .addHelpText('after', `
Script replies: {"content": "Action_1=(...)"}, {"toolCalls": [{"name": "click_element", "arguments": {"element_id": "element_2"}}]},
{"status": 429}, {"delayMs": 5000, "then": {...}}, {"raw": "not json"}.

Examples:
  caap llm-test-server --script tests/fixtures/agent/scripts/click-button-7.json
  caap llm-test-server --replay runs/session --port 9000
  caap llm-test-server --scripted-model          # a "model" that plays the scripted policy from the prompt
Then: OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels`)
    .action(async (o: Opts) => {
      if ([o.replay, o.script, o.scriptedModel].filter(Boolean).length !== 1) {
        throw new InvalidArgumentError('give exactly one of --replay DIR, --script FILE or --scripted-model');
      }
      const script = o.script ? readScript(o.script) : undefined;
      if (script && script.length === 0) throw new InvalidArgumentError(`${o.script} holds no replies`);
      const log = (l: string) => console.error(l);
      const server = await startTestServer({
        port: o.port, host: o.host, replayDir: o.replay, log,
        ...(script ? (o.loop ? { handler: (_b: unknown, i: number) => script[i % script.length]! } : { script }) : {}),
        ...(o.scriptedModel ? { handler: scriptedModelHandler({ toolCalls: o.toolCalls, log }) } : {}),
      });
      console.log(`OPENAI_BASE_URL=${server.url}`);
      console.error(`serving ${o.replay ? `recorded session ${o.replay}` : o.scriptedModel ? 'the scripted model' : `${script!.length} scripted replies from ${o.script}`}; Ctrl-C to stop`);
      await new Promise<void>((resolve) => {
        const stop = () => { void server.close().then(resolve); };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
