/**
 * The answering model for D-PoT requests: recognised by D-PoT's system prompt. Everything it
 * uses is read from the turn text: the goal, the screenshot's size (positions are answered
 * in its pixels), the actions done ("step N: click at (x, y) on ..."), and the screen: the
 * element list with positions when sent, else the caption, whose ids it answers with — it
 * perceives the screenshot for positions and gives each perceived element the id of the
 * caption line that says the same (text and type, or icon class), in order. It answers one
 * JSON turn: the plan for the rest of the task (what is left of the scripted batch; the
 * rules see one decision ahead), the step to do now and its action: elements by idx where
 * the action has one (click, hover, scroll), positions otherwise.
 *
 * @example
 *   const reply = await dpotAnswerer.answer(readMessages(body), { perceive })   // null when the request is not D-PoT's
 */
import type { ElementList } from '../../../perception/element.js';
import { captionKey, parseCaption } from '../../dpot/caption.js';
import { describeGesture } from '../../strategies/gesture-text.js';
import { mapGesture, type Gesture } from '../../strategies/gestures.js';
import { promptFile } from '../../strategies/prompt-files.js';
import { answerFor } from './choice.js';
import { elementAt, gesturesFromLines } from './history.js';
import { lastImage, lastUser, systemText, textOf } from './request.js';
import { AnswerError, screenOf, statedFrame, type Perceive } from './screen.js';
import type { StrategyAnswerer } from './strategy-answerer.js';
import { matchPrompt } from './template-match.js';

const r = Math.round;

/** D-PoT's action object for a gesture (format.ts's DpotActionSchema), positions already in the request's frame. */
export function dpotAction(g: Gesture): Record<string, unknown> {
  switch (g.kind) {
    case 'tap':
      return { type: 'click', x: r(g.x), y: r(g.y) };
    case 'tap_element':
      return { type: 'click', idx: g.id };
    case 'double_tap':
      return { type: 'double_click', x: r(g.x), y: r(g.y) };
    case 'hover':
      throw new AnswerError('a hover at a position; this answerer hovers elements by idx');
    case 'hover_element':
      return { type: 'hover', idx: g.id };
    case 'drag':
      return { type: 'drag', x: r(g.from.x), y: r(g.from.y), to_x: r(g.to.x), to_y: r(g.to.y) };
    case 'type':
      return { type: 'type', text: g.text };
    case 'key':
      return { type: 'press', key: g.key };
    case 'scroll':
      return { type: 'scroll', direction: g.direction, amount: g.amount, ...(g.element !== undefined ? { idx: g.element } : {}) };
    case 'wait':
    case 'complete':
      return { type: 'complete' };
  }
}

/** Element actions by idx: a tap, hover or scroll on an element becomes one naming its id. */
function byIdx(g: Gesture, elements: ElementList): Gesture {
  if (g.kind !== 'tap' && g.kind !== 'hover' && g.kind !== 'scroll') return g;
  const p = g.kind === 'scroll' ? g.at : g;
  const el = p ? elementAt(elements, p) : undefined;
  if (!el) {
    if (g.kind === 'hover') throw new AnswerError('the rule hovers a spot no element covers');
    return g;
  }
  if (g.kind === 'tap') return g.button ? g : { kind: 'tap_element', id: el.id };
  if (g.kind === 'hover') return { kind: 'hover_element', id: el.id };
  return { kind: 'scroll', direction: g.direction, amount: g.amount, element: el.id };
}

/** The perceived elements renumbered with the caption's ids (an element the caption does not name is left out). */
async function captionedScreen(caption: string, image: Buffer | null, perceive: Perceive | undefined): Promise<ElementList> {
  if (!image) throw new AnswerError('the request holds a caption but no screenshot to find its elements in');
  if (!perceive) throw new AnswerError('the request holds only a caption and a screenshot, and this answering model has no observer to read it');
  const seen = await perceive(image);
  const used = new Set<number>();
  const out: ElementList = [];
  for (const entry of parseCaption(caption)) {
    const i = seen.findIndex((e, k) => !used.has(k) && captionKey(e) === entry.key);
    if (i < 0) continue;
    used.add(i);
    out.push({ ...seen[i]!, id: entry.id });
  }
  return out;
}

const step = (g: Gesture) => describeGesture(g).slice(0, 290);

export const dpotAnswerer: StrategyAnswerer = {
  policy: 'dpot',
  async answer(msgs, ctx) {
    if (systemText(msgs) !== promptFile('dpot', 'system')) return null;
    const text = textOf(lastUser(msgs));
    const vars = matchPrompt('dpot', 'turn', text);
    if (!vars) throw new AnswerError('the user message is not a D-PoT turn (prompts/dpot/turn.md)');
    const frame = statedFrame(Number(vars.width), Number(vars.height));
    const history = vars.actions!.trim() === '(none yet)' ? [] : vars.actions!.split('\n');
    const past = gesturesFromLines(history).map((g) => mapGesture(g, frame.toPerception));
    const captionHead = promptFile('dpot', 'caption').split('\n')[0]!;
    const caption = vars.screen!.startsWith(captionHead) ? vars.screen!.slice(captionHead.length) : null;
    const elements = caption !== null
      ? await captionedScreen(caption, lastImage(msgs), ctx.perceive)
      : (await screenOf(vars.screen!, lastImage(msgs), promptFile('dpot', 'elements'), ctx.perceive)).elements;
    // With ids to name, the rules' clicks come as points (useIds false) and are turned into ids here.
    const a = answerFor({ goal: vars.goal!, elements, past, useIds: false });
    if ('fail' in a) throw new AnswerError(a.fail);
    const gestures = a.gestures.map((g) => mapGesture(byIdx(g, elements), frame.fromPerception));
    ctx.log?.(`answering model (dpot): rule ${a.rule}: ${step(gestures[0]!)}`);
    const plan = gestures.map((g, i) => `${i + 1}. ${step(g)}`).slice(0, 15);
    const turn = { plan, step: step(gestures[0]!), action: dpotAction(gestures[0]!) };
    return `${a.why}\n\`\`\`json\n${JSON.stringify(turn)}\n\`\`\``;
  },
};
