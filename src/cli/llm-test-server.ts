/**
 * `caap llm-test-server`: a local OpenAI-compatible endpoint (chat completions, no
 * streaming) that replays a recorded session (a --cache-mode record folder) or serves a
 * script of replies in order. With it `caap run` runs end to end, offline, through the
 * real openai SDK.
 *
 * @example
 *   caap llm-test-server --script tests/fixtures/agent/scripts/click-button-7.json --port 8765 &
 *   OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels
 *   caap llm-test-server --scripted-model --faults 0.2 --fault-seed 7   # a fifth of the requests get a fault
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { z } from 'zod';
import { LLM_FAULT_KINDS, LlmFaultSchedule, parseFaultKinds, type LlmFaultKind } from '../llm/testing/faults.js';
import { startTestServer, type ScriptedReply } from '../llm/testing/openai-test-server.js';
import { InvalidArgumentError } from '../errors.js';
import { OnnxObserver } from '../perception/onnx-observer.js';
import { modelsDir } from '../perception/model-card.js';
import { answeringModelHandler, onnxPerceiver } from '../policies/offline-model/answerers/index.js';
import { intArg, portArg, seedArg } from './options.js';
import { BUILT_IN_MODELS } from './built-in-llm.js';

const ReplySchema: z.ZodType<ScriptedReply> = z.lazy(() =>
  z.union([
    z.object({ status: z.number().int(), body: z.unknown().optional(), headers: z.record(z.string(), z.string()).optional() }).strict(),
    z.object({ delayMs: z.number(), then: ReplySchema.optional() }).strict(),
    z.object({ raw: z.string() }).strict(),
    z.object({
      content: z.string().optional(),
      toolCalls: z.array(z.object({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]) })).optional(),
      finishReason: z.string().optional(),
      usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).optional(),
    }).strict(),
  ])
) as z.ZodType<ScriptedReply>;

/** A script file: a JSON array of replies, or {"replies": [...]} (other keys, e.g. a note, are ignored). */
export const ScriptFileSchema = z.union([z.array(ReplySchema), z.object({ replies: z.array(ReplySchema) }).loose()])
  .transform((v) => (Array.isArray(v) ? v : v.replies));

export function readScript(file: string): ScriptedReply[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new InvalidArgumentError(
      `--script ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${(e as Error).message.slice(0, 120)})`}`,
    );
  }
  const r = ScriptFileSchema.safeParse(json);
  if (!r.success) throw new InvalidArgumentError(`${file} is not a reply script: ${r.error.issues[0]?.message} at ${r.error.issues[0]?.path.join('.')}`);
  return r.data;
}

interface Opts {
  port: number;
  host: string;
  replay?: string;
  script?: string;
  loop?: boolean;
  scriptedModel?: boolean;
  toolCalls?: boolean;
  faults?: number;
  faultSeed: number;
  faultKinds?: LlmFaultKind[];
  retryAfter: number;
}

function rateArg(v: string): number {
  const n = Number(v);
  if (!/^\d*\.?\d+$/.test(v.trim()) || !(n >= 0 && n <= 1)) {
    throw new InvalidArgumentError(`--faults must be a share from 0 to 1 (0.2 = a fifth of the requests), not "${v}"`);
  }
  return n;
}

function kindsArg(v: string): LlmFaultKind[] {
  try {
    return parseFaultKinds(v);
  } catch (e) {
    throw new InvalidArgumentError(`--fault-kinds: ${(e as Error).message}`);
  }
}

export function registerLlmTestServer(program: Command): void {
  program
    .command('llm-test-server')
    .description('serve a local OpenAI-compatible chat-completions endpoint that replays a recorded session or a reply script')
    .option('--port <n>', 'port (0 = any free port)', portArg(), 8765)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--replay <dir>', 'answer from a record/replay cache folder (written by caap run --cache-mode record)')
    .option('--script <file>', 'answer with the replies of this JSON file in order (array, or {"replies": [...]})')
    .option('--loop', 'with --script: start over when the replies are used up')
    .option('--scripted-model', "answer with the scripted policy's choice, read from the request alone, whichever policy asks: CAAP prompts " +
      '(src/policies/scripted) and the screenagent, autoui, dpot and vlm-history requests (src/policies/offline-model/answerers; a screenshot sent ' +
      'without an element list is read with the ONNX models)')
    .option('--tool-calls', 'with --scripted-model: answer with tool calls when the request offers tools (default: the Action_N text format)')
    .option('--faults <rate>', `answer this share (0-1) of the chat-completion requests with a fault instead: ${LLM_FAULT_KINDS.join(', ')}`, rateArg)
    .option('--fault-seed <n>', 'seed of the fault draws: the same seed and requests give the same faults', seedArg('fault-seed'), 0)
    .option('--fault-kinds <list>', `with --faults: the kinds to draw from (comma list; default all: ${LLM_FAULT_KINDS.join(',')})`, kindsArg)
    .option('--retry-after <s>', 'with --faults: the Retry-After seconds of an injected 429', intArg('retry-after', { min: 0, max: 3600 }), 1)
    .addHelpText('after', `
Script replies: {"content": "Action_1=(...)"}, {"toolCalls": [{"name": "click_element", "arguments": {"element_id": "element_2"}}]},
{"status": 429}, {"delayMs": 5000, "then": {...}}, {"raw": "not json"}.

Faults (--faults RATE): whether a request gets one, and which, follows from --fault-seed, the request body and how
many times that body came before, so a rerun meets the same faults. 429 carries Retry-After; hang never answers (the
client's timeout must fire); truncated cuts the connection half-way through a 200 body; garbage is a 200 that is not
JSON. Each fault is logged to stderr, and the counts by kind when the server stops.

Examples:
  caap llm-test-server --script tests/fixtures/agent/scripts/click-button-7.json
  caap llm-test-server --replay runs/session --port 9000
  caap llm-test-server --scripted-model          # a "model" that plays the scripted policy from the prompt
  caap llm-test-server --scripted-model --faults 0.2 --fault-seed 7 --fault-kinds 429,hang
Then: OPENAI_BASE_URL=http://127.0.0.1:8765/v1 caap run --task click-button --seed 7 --observer labels`)
    .action(async (o: Opts) => {
      if ([o.replay, o.script, o.scriptedModel].filter(Boolean).length !== 1) {
        throw new InvalidArgumentError('give exactly one of --replay DIR, --script FILE or --scripted-model');
      }
      const script = o.script ? readScript(o.script) : undefined;
      if (script && script.length === 0) throw new InvalidArgumentError(`${o.script} holds no replies`);
      const log = (l: string) => console.error(l);
      if ((o.faultKinds || o.faultSeed !== 0) && o.faults === undefined) throw new InvalidArgumentError('--fault-kinds and --fault-seed go with --faults RATE');
      const faults = o.faults !== undefined
        ? new LlmFaultSchedule({ rate: o.faults, seed: o.faultSeed, retryAfterS: o.retryAfter, ...(o.faultKinds ? { kinds: o.faultKinds } : {}) }) :
        undefined;
      const server = await startTestServer({
        port: o.port,
        host: o.host,
        replayDir: o.replay,
        log,
        ...(faults ? { faults } : {}),
        ...(script ? (o.loop ? { handler: (_b: unknown, i: number) => script[i % script.length]! } : { script }) : {}),
        // The scripted model's replies name it as the built-in one does, so records say which test model answered.
        ...(o.scriptedModel
          ? { model: BUILT_IN_MODELS.scripted,
            handler: answeringModelHandler({ toolCalls: o.toolCalls, log,
              perceive: onnxPerceiver(() => OnnxObserver.load({ modelsDir: modelsDir(process.env) })) }) }
          : {}),
      });
      console.log(`OPENAI_BASE_URL=${server.url}`);
      console.error(
        `serving ${
          o.replay ? `recorded session ${o.replay}` : o.scriptedModel ? 'the scripted model' : `${script!.length} scripted replies from ${o.script}`
        }; Ctrl-C to stop`,
      );
      if (faults) console.error(`faults: ${o.faults} of the requests (seed ${o.faultSeed}; ${faults.options.kinds.join(', ')})`);
      await new Promise<void>((resolve) => {
        const stop = () => {
          if (faults) {
            console.error(
              `faults served: ${faults.total} of ${faults.requests} request(s) (${LLM_FAULT_KINDS.map((k) => `${k} ${faults.counts[k]}`).join(', ')})`,
            );
          }
          void server.close().then(resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
