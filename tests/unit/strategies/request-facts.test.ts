/**
 * Facts a strategy states in its request, and the answering models reading them from there:
 *   - ScreenAgent and D-PoT state the size of the image they send (320x420 at the default
 *     scale) and read the reply's positions in it; a prompt that said 160x210 beside a
 *     320x420 image would fail here (the stated size is checked against the image sent);
 *   - the answering models answer in the frame the request states (screen size, bins),
 *     name elements with the ids the request gives (D-PoT's caption), and read the
 *     history the request holds (Auto-UI's window of 8 previous actions);
 *   - the strategies' loop rules and paper-specific choices (ScreenAgent's whole list,
 *     mouse buttons, no new plan when every subtask is done).
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { dataUrlBytes, imageSize } from '../../../src/llm/chat-content.js';
import { LlmClient } from '../../../src/llm/client.js';
import { llmConfigFromEnv } from '../../../src/llm/config.js';
import { startTestServer, type TestServer } from '../../../src/llm/testing/openai-test-server.js';
import type { Element, ElementList } from '../../../src/perception/element.js';
import { answeringModelReply } from '../../../src/policies/offline-model/answerers/index.js';
import { AutoUiPolicy } from '../../../src/policies/autoui/policy.js';
import { renderCaption } from '../../../src/policies/dpot/caption.js';
import { DpotPolicy } from '../../../src/policies/dpot/policy.js';
import { ScreenAgentPolicy } from '../../../src/policies/screenagent/policy.js';
import { fillPrompt } from '../../../src/policies/strategies/prompt-files.js';
import { VlmHistoryPolicy } from '../../../src/policies/vlm-history/policy.js';
import { BINS } from '../../../src/policies/vlm-history/sentences.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const el = (id: number, type: Element['type'], box: [number, number, number, number], text?: string): Element => ({ id, type,
  box: { left: box[0], top: box[1], right: box[2], bottom: box[3] }, score: 1, ...(text !== undefined ? { text } : {}) });
const GOAL = 'Enter "Ann" into the text field and press Submit.';
const SCREEN: ElementList = [el(1, 'text', [2, 5, 150, 40], GOAL), el(2, 'input_field', [10, 60, 150, 76], ''), el(3, 'button', [20, 90, 80, 110], 'Submit')];
const png = () => sharp({ create: { width: 320, height: 420, channels: 3, background: { r: 250, g: 250, b: 250 } } }).png().toBuffer();
const imageUrl = async () => `data:image/png;base64,${(await png()).toString('base64')}`;
const perceive = async () => SCREEN;

/** A policy's first decision against a server that answers `reply`; the request it sent and the decision. */
async function once(make: (llm: LlmClient) => { decide: (i: never) => Promise<unknown>; initialState?: () => object }, replies: string[]) {
  server = await startTestServer({ script: replies.map((content) => ({ content })) });
  const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-test' }, { model: 'm', retries: 0, timeoutMs: 5000 }));
  const policy = make(llm);
  const shot = await png();
  const input = { task: 'enter-text', goal: GOAL, screenshot: { png: shot, scale: 2, marks: async () => shot }, elements: SCREEN, performed: [], problems: [],
    step: 1, state: policy.initialState?.() ?? {} };
  const decision = await policy.decide(input as never) as { actions: unknown[]; error?: { message: string }; llmCalls?: number };
  return { decision, requests: server.requests, state: input.state };
}

/** The text of a request and the size of the (last) image it sent. */
function sent(body: Record<string, unknown>): { text: string; image: { width: number; height: number } } {
  const parts = (body.messages as { content: unknown }[]).flatMap((m) => (Array.isArray(m.content) ? m.content : [{ type: 'text', text: m.content }])) as {
    type: string;
    text?: string;
    image_url?: { url: string };
  }[];
  const img = parts.filter((p) => p.type === 'image_url').at(-1)!;
  return { text: parts.map((p) => p.text ?? '').join('\n'), image: imageSize(dataUrlBytes(img.image_url!.url)!.bytes)! };
}

describe('the screen size a pixel strategy states is the image it sends', () => {
  it('ScreenAgent: every phase states the image size; a click at image pixels (160, 240) is CSS (80, 120)', async () => {
    const plan = '```json\n[{"action_type": "PlanAction", "element": "Click Submit."}]\n```';
    const act = '```json\n[{"action_type":"MouseAction","mouse_action_type":"click","mouse_button":"left","mouse_position":{"width":160,"height":240}},' +
      '{"action_type":"MouseAction","mouse_action_type":"click","mouse_button":"right","mouse_position":{"width":100,"height":100}}]\n```';
    const { decision, requests } = await once((llm) => new ScreenAgentPolicy(llm), [plan, act]);
    for (const r of requests) {
      const { text, image } = sent(r.body);
      expect(text).toContain(`${image.width} pixels wide and ${image.height} pixels high`);
      expect(image).toEqual({ width: 320, height: 420 });
    }
    expect(decision.actions).toEqual([
      { name: 'click_new_point', args: { x: 80, y: 120 } },
      { name: 'mouse_click', args: { x: 50, y: 50, button: 'right', count: 1 } }, // the right button, honoured
    ]);
  });
  it('D-PoT: the turn states the image size and carries the caption; a drag in image pixels runs in CSS px', async () => {
    const reply = '{"plan": ["1. drag"], "step": "drag", "action": {"type": "drag", "x": 20, "y": 40, "to_x": 200, "to_y": 40}}';
    const { decision, requests } = await once((llm) => new DpotPolicy(llm), [reply]);
    const { text, image } = sent(requests[0]!.body);
    expect(text).toContain(`The screenshot is ${image.width} pixels wide and ${image.height} pixels high`);
    expect(text).toContain(renderCaption(SCREEN));
    expect(decision.actions).toEqual([
      { name: 'drag_mouse_hold_down', args: { x: 10, y: 20 } },
      { name: 'drag_mouse_move', args: { x: 100, y: 20 } },
      { name: 'drag_mouse_release', args: {} },
    ]);
  });
  it('the element list is written in the image pixels too', async () => {
    const { requests } = await once((llm) => new DpotPolicy(llm, { elements: true }), ['x']);
    expect(sent(requests[0]!.body).text).toMatch(
      /pixels of the 320x420 screenshot[\s\S]*- ID: element_3, data: \{type: button, X: 100 \[40-160\], Y: 200 \[180-220\]/,
    );
  });
  it('VLM assistant: the bins its prompt states are the bins it reads', async () => {
    const { requests } = await once((llm) => new VlmHistoryPolicy(llm), ['tap at 50 50']);
    expect(sent(requests[0]!.body).text).toContain(`divided into ${BINS} equal bins down`);
  });
});

describe('the answering models read every fact from the request', () => {
  const screenAgentAct = async (width: number, height: number) =>
    (await answeringModelReply({ messages: [{ role: 'user', content: [
      { type: 'text',
        text: fillPrompt('screenagent', 'act', { width, height, goal: GOAL, plan: '1. Fill the field.', progress: '', subtask: 'Fill the field.', screen: '',
          advice: '' }) },
      { type: 'image_url', image_url: { url: await imageUrl() } },
    ] }] }, { perceive })).content;
  it('ScreenAgent: positions in the screen size the prompt states (320x420, or 160x210 if it said so)', async () => {
    expect(await screenAgentAct(320, 420)).toContain('"mouse_position":{"width":160,"height":136}');
    expect(await screenAgentAct(160, 210)).toContain('"mouse_position":{"width":80,"height":68}');
  });
  it('VLM assistant: bins as the system prompt states them', async () => {
    const ask = async (bins: number) =>
      (await answeringModelReply({ messages: [
        { role: 'system', content: fillPrompt('vlm-history', 'system', { bins }) },
        { role: 'user',
          content: [{ type: 'text', text: `Goal: ${GOAL}` }, { type: 'image_url', image_url: { url: await imageUrl() } }, { type: 'text',
            text: 'Next action:' }] },
      ] }, { perceive })).content;
    expect(await ask(100)).toBe('tap at 32 50');
    expect(await ask(10)).toBe('tap at 3 5');
  });
  it('D-PoT: the ids of the caption it was sent, whatever they are', async () => {
    const renumbered = SCREEN.map((e) => ({ ...e, id: e.id + 40 }));
    const reply = (await answeringModelReply({ messages: [
      { role: 'system', content: fillPrompt('dpot', 'system', {}) },
      { role: 'user',
        content: [{ type: 'text',
          text: fillPrompt('dpot', 'turn', { goal: GOAL, width: 320, height: 420, screen: fillPrompt('dpot', 'caption', { caption: renderCaption(renumbered) }),
            actions: '(none yet)', steps: '(none yet)' }) }, { type: 'image_url', image_url: { url: await imageUrl() } }] },
    ] }, { perceive })).content;
    expect(reply).toContain('"action":{"type":"click","idx":42}');
  });
  it('Auto-UI: the chain it was sent holds the latest 8 previous actions, and the answer follows from them', async () => {
    const { requests, state } = await once((llm) => new AutoUiPolicy(llm), ['x']);
    expect(sent(requests[0]!.body).text).toContain('Previous Actions: <empty>');
    const s = state as { chain: string[] };
    s.chain = Array.from({ length: 10 }, (_, i) => `{"action_type": "TYPE", "touch_point": "-1", "lift_point": "-1", "typed_text": "t${i}"}`);
    server!.setScript([{ content: 'x' }]);
    const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server!.url, OPENAI_API_KEY: 'sk-test' }, { model: 'm', retries: 0, timeoutMs: 5000 }));
    const shot = await png();
    await new AutoUiPolicy(llm).decide({ task: 't', goal: GOAL, screenshot: { png: shot, scale: 2, marks: async () => shot }, elements: SCREEN, performed: [],
      problems: [], step: 11, state: s as never });
    const text = sent(server!.requests[1]!.body).text;
    expect(text).not.toContain('"t1"');
    expect(text).toContain('"t2"');
    expect(text).toContain('"t9"');
  });
});

describe('loop rules and paper choices', () => {
  it('each strategy runs a reply whole', () => {
    const llm = {} as LlmClient;
    for (const p of [new ScreenAgentPolicy(llm), new DpotPolicy(llm), new AutoUiPolicy(llm), new VlmHistoryPolicy(llm)]) {
      expect(p.loopRules).toEqual({ batchStop: 'never' });
    }
  });
  it('ScreenAgent asks for no new plan when every subtask was judged done', async () => {
    server = await startTestServer({ script: [] });
    const llm = new LlmClient(llmConfigFromEnv({ OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-test' }, { model: 'm', retries: 0, timeoutMs: 5000 }));
    const shot = await png();
    const state = { plan: ['Click Submit.'], current: 1, advice: '', planAgain: false, verdicts: [] };
    const d = await new ScreenAgentPolicy(llm).decide({ task: 't', goal: GOAL, screenshot: { png: shot, scale: 2, marks: async () => shot }, elements: SCREEN,
      performed: [], problems: [], step: 3, state });
    expect(d.actions).toEqual([]);
    expect(d.error?.message).toMatch(/every subtask of the plan was judged done/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('mouse_click (the registry action for buttons and double clicks)', () => {
  it('presses the button it names, as many times as it says', async () => {
    const { performAction } = await import('../../../src/agent/executor.js');
    const { parseAction } = await import('../../../src/agent/actions.js');
    const calls: unknown[] = [];
    const screen = { mouse: { click: async (x: number, y: number, o: unknown) => {
      calls.push([x, y, o]);
    } } } as never;
    const none = () => {
      throw new Error('no elements');
    };
    const done = await performAction(screen, parseAction('mouse_click', { x: 10, y: 20, button: 'right' }), none);
    await performAction(screen, parseAction('mouse_click', { x: 5, y: 6, count: 2 }), none);
    expect(calls).toEqual([[10, 20, { button: 'right', clickCount: 1 }], [5, 6, { button: 'left', clickCount: 2 }]]);
    expect(done.point).toEqual({ x: 10, y: 20 });
    expect(() => parseAction('mouse_click', { x: 1, y: 1, button: 'side' })).toThrow(/button/);
  });
});
