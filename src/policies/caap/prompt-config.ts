/**
 * The CAAP prompt and loop configuration: a preset plus named switches, one zod schema that
 * is validated on the way in (CLI, sweep plans) and written into every episode record.
 *
 *   paper      every prompt and loop choice as the CAAP paper describes it (Figures 3, 8-11,
 *              Tables 3-4, Appendices F-G): one prompt in the paper's order, the reply is
 *              reasoning text then `Action_N=` lines numbered on from the history, tools
 *              listed for their schemas with tool_choice "none", batches halt on any screen
 *              change, no feedback block, no re-ask, the instruction bar is not an element.
 *   caap-plus  the paper preset with every addition of ours switched on.
 *
 * Each addition of ours is a switch, so a run says exactly how it departs from the paper:
 *   feedback          a "What went wrong at the previous step" block under the history
 *   ids-batch-stop    a batch goes on after a screen change while its next element is still there
 *   instruction-bar   the instruction bar's elements are listed (and numbered) with the task area's
 *   dropdown-keyboard a guideline: choose dropdown options with the keyboard (native popups are invisible)
 *   reask             ask once more, with the parse error, when a reply holds no usable action
 *   keys-and-scroll   offer press_key and scroll beside Table 3's actions (Section 3.3 names
 *                     scrolling and key shortcuts, but Table 3 lists no such action; our headless
 *                     Chromium draws no scrollbars to drag, so scroll tasks need it)
 *   element-extras    element lines carry our fields beyond Table 2 (colour, points, sector,
 *                     value, expanded, style); the paper's lines have type, subtype, states,
 *                     text and coordinates only
 *
 * @example
 *   const cfg = resolvePromptConfig({ preset: 'paper', with: ['feedback'], demos: 1.48 })
 *   cfg.switches.feedback   // true
 *   batchStopOf(cfg)        // 'any-change'
 */
import { z } from 'zod';
import { InvalidArgumentError } from '../../errors.js';

export const PRESET_NAMES = ['paper', 'caap-plus'] as const;
export const PresetNameSchema = z.enum(PRESET_NAMES);
export type PresetName = z.infer<typeof PresetNameSchema>;

/** The switches, with the CLI name and what each one changes (for --help and the docs). */
export const SWITCHES = {
  feedback: { cli: 'feedback', what: 'a "What went wrong at the previous step" block under the action history' },
  idsBatchStop: { cli: 'ids-batch-stop',
    what: "a batch continues after a screen change while the next action's element is still there (the paper halts on any change)" },
  instructionBar: { cli: 'instruction-bar', what: "the instruction bar's elements are listed with the task area's (the paper lists the task area only)" },
  dropdownKeyboard: { cli: 'dropdown-keyboard',
    what: 'a guideline to choose dropdown options with the keyboard (native option lists never show on screenshots)' },
  reask: { cli: 'reask', what: 'one more request, with the parse error, when a reply holds no usable action' },
  keysAndScroll: { cli: 'keys-and-scroll', what: "press_key and scroll offered beside the paper's Table 3 actions" },
  elementExtras: { cli: 'element-extras',
    what: "element lines and history carry our fields beyond the paper's Table 2 (colour, points, sector, value, expanded, style)" },
} as const;
export type SwitchName = keyof typeof SWITCHES;
export const SWITCH_NAMES = Object.keys(SWITCHES) as SwitchName[];
export const SWITCH_CLI_NAMES = SWITCH_NAMES.map((s) => SWITCHES[s].cli);

export const SwitchesSchema = z.object({
  feedback: z.boolean(),
  idsBatchStop: z.boolean(),
  instructionBar: z.boolean(),
  dropdownKeyboard: z.boolean(),
  reask: z.boolean(),
  keysAndScroll: z.boolean(),
  elementExtras: z.boolean(),
}).strict();
export type Switches = z.infer<typeof SwitchesSchema>;

/** The paper's average number of demonstrations per task (99 demos over 67 tasks, its abstract: 1.48). */
export const PAPER_DEMOS_PER_TASK = 1.48;
/** The paper gave each task between 0 and 5 demonstrations (Appendix A). */
export const MAX_DEMOS_PER_TASK = 5;

export const PromptConfigSchema = z.object({
  /** The preset the configuration started from. */
  preset: PresetNameSchema,
  /** Every switch, resolved (preset value unless --with / --without changed it). */
  switches: SwitchesSchema,
  /** The switches that differ from the preset (empty for a pure preset). */
  changed: z.array(z.string()),
  /** Mean demonstrations per task the selection rule aims at (src/policies/caap/demos.ts, demoCountFor). */
  demosPerTask: z.number().min(0).max(MAX_DEMOS_PER_TASK),
}).strict();
export type PromptConfig = z.infer<typeof PromptConfigSchema>;

export const PRESETS: Record<PresetName, Switches> = {
  paper: { feedback: false, idsBatchStop: false, instructionBar: false, dropdownKeyboard: false, reask: false, keysAndScroll: false, elementExtras: false },
  'caap-plus': { feedback: true, idsBatchStop: true, instructionBar: true, dropdownKeyboard: true, reask: true, keysAndScroll: true, elementExtras: true },
};

export const DEFAULT_PRESET: PresetName = 'paper';

/** A switch by its CLI name ("ids-batch-stop") or schema name ("idsBatchStop"). */
export function switchNamed(name: string): SwitchName {
  const n = name.trim();
  const hit = SWITCH_NAMES.find((s) => s === n || SWITCHES[s].cli === n);
  if (!hit) throw new InvalidArgumentError(`Unknown prompt switch "${n}" (known: ${SWITCH_CLI_NAMES.join(', ')})`);
  return hit;
}

export interface PromptConfigInput {
  preset?: string;
  /** Switches to turn on (CLI names or schema names). */
  with?: readonly string[];
  /** Switches to turn off. */
  without?: readonly string[];
  demos?: number;
}

/** The configuration a preset and switch changes give; a typed error for unknown names or clashes. */
export function resolvePromptConfig(input: PromptConfigInput = {}): PromptConfig {
  const preset = PresetNameSchema.safeParse(input.preset ?? DEFAULT_PRESET);
  if (!preset.success) throw new InvalidArgumentError(`Unknown preset "${input.preset}" (known: ${PRESET_NAMES.join(', ')})`);
  const on = (input.with ?? []).map(switchNamed);
  const off = (input.without ?? []).map(switchNamed);
  const both = on.filter((s) => off.includes(s));
  if (both.length) throw new InvalidArgumentError(`Switch ${SWITCHES[both[0]!].cli} is both turned on (--with) and off (--without)`);
  const switches: Switches = { ...PRESETS[preset.data] };
  for (const s of on) switches[s] = true;
  for (const s of off) switches[s] = false;
  const demos = input.demos ?? PAPER_DEMOS_PER_TASK;
  if (!Number.isFinite(demos) || demos < 0 || demos > MAX_DEMOS_PER_TASK) {
    throw new InvalidArgumentError(`--demos must be a number from 0 to ${MAX_DEMOS_PER_TASK} (mean demonstrations per task), got ${input.demos}`);
  }
  const changed = SWITCH_NAMES.filter((s) => switches[s] !== PRESETS[preset.data][s]).map((s) => `${switches[s] ? '+' : '-'}${SWITCHES[s].cli}`);
  return PromptConfigSchema.parse({ preset: preset.data, switches, changed, demosPerTask: demos });
}

/** The loop's batch-stop mode the configuration asks for. */
export function batchStopOf(cfg: PromptConfig): 'ids' | 'any-change' {
  return cfg.switches.idsBatchStop ? 'ids' : 'any-change';
}

/** A short label for tables and logs: "paper", "caap-plus", "paper+feedback-keys-and-scroll", with the demo mean when not the paper's. */
export function promptConfigLabel(cfg: PromptConfig): string {
  const demos = cfg.demosPerTask === PAPER_DEMOS_PER_TASK ? '' : ` demos ${cfg.demosPerTask}`;
  return `${cfg.preset}${cfg.changed.join('')}${demos}`;
}
