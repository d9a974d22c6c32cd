/**
 * ScreenAgent's plan → act → reflect pipeline on MiniWoB. Planning splits the task into
 * subtasks from the first screenshot; acting asks for the mouse/keyboard actions of the
 * current subtask, and the whole list runs (loopRules: batch stop 'never'); then reflecting
 * judges the screenshot after it and answers go on (next subtask), retry (same subtask, with
 * advice) or reformulate (plan again, with advice). So a step costs two model calls
 * (reflect, then act) and a third when it plans: the step records count them. When every
 * subtask was judged done the plan is over and no new one is asked for (the paper plans
 * again only on need_reformulate): the step says so as a step error. Positions are pixels of
 * the screenshot shown (image-frame.ts). Verdicts are kept per subtask in the state, with the
 * actions that ran for it, and every phase prompt lists them (progressText: our addition).
 *
 * @example
 *   const policy = new ScreenAgentPolicy(llm, { elements: false })
 */
import { ActionArgumentError } from '../../agent/actions.js';
import type { LoopRules, PolicyDecision, PolicyInput } from '../../agent/policy.js';
import { remember, settle, type PendingState } from '../strategies/executed.js';
import { describeGesture } from '../strategies/gesture-text.js';
import { asExecuted, gestureActions, GestureError, mapGesture, type Gesture } from '../strategies/gestures.js';
import { imageFrame, toCss, toImage } from '../strategies/image-frame.js';
import { askModel, withTurns, type ChatModel, type Turn } from '../strategies/llm-turn.js';
import { fillPrompt } from '../strategies/prompt-files.js';
import { screenSection, type StrategySettings } from '../strategies/settings.js';
import { StrategyPolicy } from '../strategies/strategy-policy.js';
import { imagePart } from '../strategies/vision.js';

/** The folder of this strategy's prompt parts (prompts/screenagent/). */
const PROMPTS = 'screenagent';
import { actGestures, FormatError, parseActions, parseEvaluation, parsePlan, type Evaluation } from './format.js';

/** One subtask attempt: what ran for it (gesture-text lines) and how the reflecting phase judged it. */
export interface Verdict {
  subtask: string;
  actions: string[];
  situation: Evaluation['situation'];
  advice?: string;
}

type ScreenAgentState = PendingState<Gesture> & {
  plan: string[];
  current: number;
  advice: string;
  planAgain: boolean;
  verdicts: Verdict[];
};

/** Most plans a step may ask for before giving up on planning (a model that never plans well). */
const MAX_PLAN_TRIES = 2;

export class ScreenAgentPolicy extends StrategyPolicy<ScreenAgentState> {
  /** The acting phase's whole list runs before the reflecting phase looks (a drag is never cut anyway). */
  readonly loopRules: LoopRules = { batchStop: 'never' };

  constructor(llm: ChatModel, settings: Partial<StrategySettings> = {}) {
    super(llm, PROMPTS, settings);
  }

  initialState(): ScreenAgentState {
    return { plan: [], current: 0, advice: '', planAgain: true, verdicts: [] };
  }

  async decide(input: PolicyInput<ScreenAgentState>): Promise<PolicyDecision> {
    const s = input.state;
    const turns: Turn[] = [];
    const shot = await imagePart(input.screenshot.frame ?? input.screenshot.png, this.settings.image);
    const image = shot.part;
    const frame = imageFrame(shot);
    const screen = screenSection(PROMPTS, this.settings, input.elements, frame);
    const common = { width: frame.width, height: frame.height, goal: input.goal };
    const planText = () => s.plan.map((p, i) => `${i + 1}. ${p}`).join('\n');
    const progress = () => progressText(s.verdicts);
    const ask = async (text: string) => {
      const t = await askModel(this.llm, [{ role: 'user', content: [{ type: 'text', text }, image] }]);
      turns.push(t);
      return t.reply;
    };
    const fail = (message: string) => withTurns({ actions: [], error: { code: 'NO_ACTION', message } }, turns);
    try {
      // History lines in the pixels of the image the model sees now (the same size every step).
      const ran = settle(s, input.performed.length).map((g) => describeGesture(mapGesture(g, toImage(frame))));
      if (ran.length && s.plan.length) {
        const subtask = s.plan[s.current]!;
        const done = ran.map((a) => `  - ${a}`).join('\n');
        const v = parseEvaluation(await ask(fillPrompt(PROMPTS, 'reflect', { ...common, plan: planText(), subtask, done, screen, progress: progress() })));
        s.verdicts.push({ subtask, actions: ran, situation: v.situation, ...(v.advice ? { advice: v.advice } : {}) });
        s.advice = v.situation === 'sub_task_success' ? '' : v.advice ?? '';
        if (v.situation === 'sub_task_success') s.current++;
        if (v.situation === 'need_reformulate') s.planAgain = true;
      }
      if (!s.planAgain && s.current >= s.plan.length) {
        return fail(`every subtask of the plan was judged done (${s.plan.length}); ScreenAgent plans again only when the reflecting phase asks it to`);
      }
      for (let tries = 0; s.planAgain && tries < MAX_PLAN_TRIES; tries++) {
        const advice = s.advice ? `Suggestions for the plan: ${s.advice}` : '';
        try {
          s.plan = parsePlan(await ask(fillPrompt(PROMPTS, 'plan', { ...common, advice, screen, progress: progress() })));
          s.current = 0;
          s.planAgain = false;
          s.advice = '';
        } catch (e) {
          if (!(e instanceof FormatError) || tries + 1 === MAX_PLAN_TRIES) throw e;
        }
      }
      const subtask = s.plan[s.current]!;
      const advice = s.advice ? `Suggestions for this subtask: "${s.advice}"` : '';
      const replied = actGestures(
        parseActions(await ask(fillPrompt(PROMPTS, 'act', { ...common, plan: planText(), subtask, screen, advice, progress: progress() }))),
      );
      const gestures = replied.map((g) => mapGesture(g, toCss(frame)));
      const perGesture = gestures.map((g) => ({ item: asExecuted(g, input.elements), actions: gestureActions(g).length }));
      const actions = gestures.flatMap(gestureActions);
      remember(s, perGesture, input.performed.length);
      return withTurns({ actions }, turns);
    } catch (e) {
      if (e instanceof FormatError || e instanceof GestureError || e instanceof ActionArgumentError) return fail(e.message);
      throw e;
    }
  }
}

/**
 * The subtasks attempted so far, each with the actions that ran for it and its verdict. The
 * paper's phase prompts carry no action history (the plan is the memory); on MiniWoB a
 * retried or re-planned subtask must know what already ran, so every phase shows this.
 */
export function progressText(verdicts: Verdict[]): string {
  if (!verdicts.length) return '';
  return ['Subtasks attempted so far, with the actions done and the verdict:',
    ...verdicts.map((v) => `Subtask "${v.subtask}" (${v.situation}):\n${v.actions.map((a) => `  - ${a}`).join('\n')}`)].join('\n');
}
