/**
 * Demonstrations as the CAAP prompt shows them (the paper's Figure 9): DEMO_n blocks, each
 * the task and its action history, every action with the element it acted on and (with
 * rationales) its reason. The library itself (schema, reading, selection) is
 * src/demos/library.ts.
 *
 * Ids: a demo stores each step's screen as the observer numbered it (the instruction bar
 * included), and its actions' element ids are those observer ids. The prompt numbers the
 * screen through screenView() (without the instruction-bar switch it leaves the bar out and
 * renumbers), so a demo action's id is mapped through the same screenView() of its step's
 * screen: a demo and the screen beside it use one numbering under every preset. Rationales
 * name elements by description, never by id (tests/unit/demos/library-lint.test.ts).
 *
 * @example
 *   const demos = selectDemos('email-inbox-forward-nl', 1.48)
 *   renderDemos(demos, { rationales: true, instructionBar: false })   // Figure 9's DEMO_1 = {...} blocks
 */
import type { FieldSet } from '../../agent/element-text.js';
import { actionBody, quoteReason } from '../../agent/history-text.js';
import { demoActions, type DemoAction, type DemoRecord, type DemoStep, type RationaleSource } from '../../demos/library.js';
import { screenView } from './prompter.js';

export type { DemoRecord } from '../../demos/library.js';
// Kept for importers not yet moved to src/demos/library.ts (the library module itself; no second reader).
export { demoActions, selectDemos, type RationaleSource } from '../../demos/library.js';

const ID_ARG = /^element_(\d+)$/;

/**
 * The action's arguments with every `element_N` moved into the prompt's numbering of the
 * step's screen; an id the prompt does not show (an instruction-bar element under the paper
 * preset) is dropped, and the action is then known by its element description alone.
 */
export function demoArgsShown(step: DemoStep, action: DemoAction, instructionBar: boolean): Record<string, unknown> {
  const { idMap } = screenView(step.elements, { instructionBar });
  const shownOf = new Map([...idMap].map(([shown, observer]) => [observer, shown]));
  const args: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(action.args)) {
    const m = typeof v === 'string' ? ID_ARG.exec(v) : null;
    if (!m) {
      args[k] = v;
      continue;
    }
    const shown = shownOf.get(Number(m[1]));
    if (shown !== undefined) args[k] = `element_${shown}`;
  }
  return args;
}

export interface RenderOptions {
  rationales: boolean;
  /** The prompt's instruction-bar switch: whether its screen lists (and numbers) the instruction bar. */
  instructionBar: boolean;
  /** The element fields the prompt's lines carry (the paper's Table 2 only, unless element-extras is on). */
  fields?: FieldSet;
  startReason?: string;
}

/**
 * One demo as the paper's Figure 9 shows it: the task, then its action history where each
 * action carries the element description and (with rationales) its reason.
 */
export function renderDemo(d: DemoRecord, n: number, opts: RenderOptions): string {
  const lines = [`DEMO_${n} = {`, `TASK: ${d.goal}`, 'Action History:'];
  lines.push(`demo_action_1: {name: start${opts.rationales ? `, reason: ${quoteReason(opts.startReason ?? 'The task begins.')}` : ''}}`);
  demoActions(d).forEach(({ step, action }, i) => {
    const reason = opts.rationales && action.rationale ? `, reason: ${quoteReason(action.rationale.text)}` : '';
    lines.push(
      `demo_action_${i + 2}: {${actionBody(action.name, demoArgsShown(step, action, opts.instructionBar), action.element, opts.fields ?? 'all')}${reason}}`,
    );
  });
  lines.push('}');
  return lines.join('\n');
}

export function renderDemos(demos: DemoRecord[], opts: RenderOptions): string {
  return demos.map((d, i) => renderDemo(d, i + 1, opts)).join('\n');
}

/** Who performed the demos and who wrote the reasons shown, for the prompt's honest wording. */
export function demoProvenance(demos: DemoRecord[]): { performers: Set<string>; reasons: Set<RationaleSource>; missingReasons: number } {
  const performers = new Set<string>(demos.map((d) => d.performer));
  const reasons = new Set<RationaleSource>();
  let missingReasons = 0;
  for (const d of demos) {
    for (const { action } of demoActions(d)) {
      if (action.rationale) reasons.add(action.rationale.source);
      else missingReasons++;
    }
  }
  return { performers, reasons, missingReasons };
}
