/**
 * Template rationales for demo actions, written from the demo's own data only (the goal,
 * each step's screen before and after, the actions): no page file, no DOM, no model. Each
 * says what is seen (the group of elements the action is about, with their states), what
 * remains of the goal (the texts the goal names that are on the screen or typed, and which
 * of them earlier actions already handled), why this action (the element it acts on, named
 * by description, and the part of the goal it serves) and, for a step's last action, what
 * changed on the screen after it. Elements are never named by id (the prompt's numbering
 * differs from the observer's). Marked `source: "scripted", writer: "template"`; the prompt
 * says such reasons were written by a template afterwards. An LLM's Figure 8 rationales
 * (`caap demos rationale` with an endpoint) replace them.
 *
 * @example
 *   templateRationale(demo, 0)   // 'The screen shows 4 checkboxes (none ticked), by "ehHjf", ... The task names ...'
 *   const { demo: updated, written } = withTemplateRationales(demo)
 */
import type { Element, ElementList } from '../perception/element.js';
import { demoActions, type DemoAction, type DemoRecord, type DemoStep } from './library.js';
import { looseText } from './lint.js';
import { elementAt, inventory, joinAnd, labelOf, nameElement, quotable, quote, taskArea, wordsOf } from './screen-prose.js';

type At = ReturnType<typeof demoActions>[number];

const KEY_WHY: Record<string, string> = {
  Enter: 'Enter confirms what the focused control holds',
  Tab: 'Tab moves the focus to the next field',
  ArrowDown: 'the down arrow moves the choice one down',
  ArrowUp: 'the up arrow moves the choice one up',
  ArrowLeft: 'the left arrow moves one step left',
  ArrowRight: 'the right arrow moves one step right',
  Backspace: 'Backspace deletes the character before the cursor',
  Delete: 'Delete removes the selected text',
  Escape: 'Escape closes what is open',
  ' ': 'Space toggles the focused control',
  Home: 'Home goes to the start',
  End: 'End goes to the end',
  PageDown: 'Page Down moves a page down',
  PageUp: 'Page Up moves a page up',
};

const idOf = (a: DemoAction) => (typeof a.args.element_id === 'string' ? Number(/^element_(\d+)$/.exec(a.args.element_id)?.[1]) : NaN);
const pointOf = (a: DemoAction) => (typeof a.args.x === 'number' && typeof a.args.y === 'number' ? { x: a.args.x, y: a.args.y } : undefined);
const typedOf = (a: DemoAction) => (typeof a.args.string_to_type === 'string' ? a.args.string_to_type : undefined);

/** The element an action is about: its id on the step's screen, else the element under its point. */
function targetOf(step: DemoStep, a: DemoAction): Element | undefined {
  const byId = step.elements.find((e) => e.id === idOf(a));
  if (byId) return byId;
  const p = pointOf(a);
  return p ? elementAt(p, step.elements) : undefined;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the goal names `text` as a whole word (short texts must match in case too). */
function goalNames(goal: string, text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 40) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRe(t)}($|[^\\p{L}\\p{N}])`, t.length <= 2 ? 'u' : 'iu').test(goal);
}

/** Elements whose own text or label a goal names as something to act on (not a field's label, not a slider's reading). */
const ACTED_BY_TEXT = new Set<Element['type']>(['text', 'hyperlink', 'button', 'radio', 'checkbox', 'tabled_text', 'draggable_text', 'shape', 'icon',
  'dropdown']);

/**
 * The texts the goal names that this step can act on, in the goal's order: what the goal
 * quotes, the texts (or box labels) of the step's elements it names, and what the demo types.
 */
function goalTargets(demo: DemoRecord, step: DemoStep): string[] {
  const area = taskArea(step.elements);
  // A field's label ("Username") says where to type; it is not itself something to do.
  const labels = new Set(area.filter((e) => !ACTED_BY_TEXT.has(e.type)).map((e) => labelOf(e, step.elements)).filter(Boolean));
  const words = area.filter((e) => ACTED_BY_TEXT.has(e.type) && !(e.type === 'text' && labels.has(e.text)))
    .map((e) => wordsOf(e, step.elements)).filter((w): w is string => Boolean(w));
  const typed = demoActions(demo).map(({ action }) => typedOf(action)).filter((t): t is string => Boolean(t));
  const quoted = [...demo.goal.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  const found = [...quoted, ...words, ...typed].filter((w) => quotable(w) && goalNames(demo.goal, w));
  const unique = [...new Map(found.map((w) => [looseText(w), w.trim()])).values()];
  const kept = unique.filter((w) => !unique.some((o) => o !== w && looseText(o).includes(looseText(w))));
  return kept.sort((a, b) => demo.goal.toLowerCase().indexOf(a.toLowerCase()) - demo.goal.toLowerCase().indexOf(b.toLowerCase()));
}

/** What an action handled, as the goal would say it: the words of its element, or the text it typed. */
function handled(at: At): string | undefined {
  const typed = typedOf(at.action);
  if (typed) return typed;
  const el = targetOf(at.step, at.action);
  return el ? wordsOf(el, at.step.elements) : undefined;
}

const same = (a: string | undefined, b: string) => a !== undefined && looseText(a) === looseText(b);

/** What is seen: the group of elements the action is about. */
function seen(at: At, el: Element | undefined): string {
  const screen = at.step.elements;
  if (el) {
    const groups = [inventory(screen, el.type)];
    if (el.type !== 'button' && taskArea(screen).filter((e) => e.type === 'button').length <= 2) groups.push(inventory(screen, 'button'));
    return `The screen shows ${groups.filter(Boolean).join(groups[0]!.includes(',') ? ', and ' : ' and ')}.`;
  }
  return `The screen shows ${taskArea(screen).length} elements below the task bar.`;
}

/** What remains: the goal's named texts, those done before this action, and those still open. */
function remains(demo: DemoRecord, all: At[], k: number): string {
  const at = all[k]!;
  const targets = goalTargets(demo, at.step);
  const left = all.length - k - 1;
  const after = left ? `${left} action${left > 1 ? 's follow' : ' follows'} this one.` : 'It is the last action.';
  if (!targets.length) return `No text on this screen is named in the task; ${after.charAt(0).toLowerCase()}${after.slice(1)}`;
  const before = all.slice(0, k).map(handled);
  const done = targets.filter((t) => before.some((h) => same(h, t)));
  const open = targets.filter((t) => !done.includes(t));
  const list = joinAnd(targets.map(quote));
  if (!open.length) return `The task names ${list}; earlier actions handled ${targets.length > 1 ? 'all of them' : 'it'}. ${after}`;
  const openText = `${joinAnd(open.map(quote))} ${open.length > 1 ? 'remain' : 'remains'}`;
  return `The task names ${list}; ${
    done.length ? `earlier actions handled ${joinAnd(done.map(quote))}, and ` : 'no action has handled any yet, so '
  }${openText}. ${after}`;
}

/** The field that typing or keys go to: the last element clicked in this step, else the focused one. */
function fieldFor(all: At[], k: number): Element | undefined {
  const at = all[k]!;
  for (let i = k - 1; i >= 0 && all[i]!.stepIndex === at.stepIndex; i--) {
    const el = targetOf(at.step, all[i]!.action);
    if (el) return el;
  }
  return at.step.elements.find((e) => e.focused);
}

/** Why this action. */
function why(demo: DemoRecord, all: At[], k: number, el: Element | undefined): string {
  const { step, action } = all[k]!;
  const screen = step.elements;
  const name = el ? nameElement(el, screen) : undefined;
  const next = all[k + 1]?.action.name;
  const last = k === all.length - 1;
  const open = goalTargets(demo, step).filter((t) => !all.slice(0, k).map(handled).some((h) => same(h, t)));
  const p = pointOf(action);
  const at = p ? `(${p.x}, ${p.y})` : '';
  switch (action.name) {
    case 'click_element':
    case 'control_click_element':
    case 'point_element': {
      const verb = action.name === 'point_element' ? 'I point at' : action.name === 'control_click_element' ? 'I Control-click' : 'I click';
      if (!name || !el) return `${verb} the element the step needs.`;
      const words = wordsOf(el, screen);
      const named = open.find((t) => same(words, t));
      if (named && (el.type === 'checkbox' || el.type === 'radio')) {
        return `${verb} ${name}: it is the first of the named ones still to ${el.type === 'radio' ? 'choose' : 'tick'}.`;
      }
      if (named) return `${verb} ${name} because the task names it${last ? ', and it completes the task' : ''}.`;
      if (last) return `${verb} ${name} to complete the task.`;
      if (next === 'type_text' || next === 'press_control_A' || next === 'press_control_V') return `${verb} ${name} to put the focus there for what follows.`;
      if (action.name === 'point_element') return `${verb} ${name} to open what it shows on hover.`;
      return `${verb} ${name}, ${
        el.type === 'button' || el.type === 'hyperlink' || el.type === 'icon' ? 'which leads on toward the goal' : 'the one the task is about'
      }.`;
    }
    case 'type_text': {
      const text = typedOf(action) ?? '';
      const field = fieldFor(all, k);
      const into = field ? ` into ${nameElement(field, screen)}` : '';
      const shown = quotable(text) ? quote(text) : 'the text';
      const source = goalNames(demo.goal, text) || demo.goal.includes(text) ?
        'as the task asks'
        : taskArea(screen).some((e) => e.text && looseText(e.text).includes(looseText(text)))
        ? 'as the screen shows it'
        : 'a value the task asks for without spelling it out';
      return `I type ${shown}${into}, ${source}.`;
    }
    case 'press_key': {
      const key = String(action.args.key ?? '');
      return `I press ${key}: ${KEY_WHY[key] ?? 'the key the step needs'}.`;
    }
    case 'press_control_A':
      return `Control+A selects all the text of ${fieldFor(all, k) ? nameElement(fieldFor(all, k)!, screen) : 'the focused field'}, ready to be ${
        next === 'press_control_C' ? 'copied' : 'replaced'
      }.`;
    case 'press_control_C':
      return 'Control+C copies the selected text, to be pasted later.';
    case 'press_control_V':
      return `Control+V pastes the copied text into ${fieldFor(all, k) ? nameElement(fieldFor(all, k)!, screen) : 'the focused field'}.`;
    case 'scroll': {
      const dir = String(action.args.direction ?? 'down');
      const later = taskArea(step.after).map((e) => e.text).filter((t): t is string => Boolean(t));
      const comes = open.find((t) => !taskArea(screen).some((e) => same(e.text, t)) && later.some((l) => same(l, t)));
      return `I scroll ${dir} ${name ? `over ${name}` : at ? `at ${at}` : ''} ${
        comes ? `to bring ${quote(comes)} into view` : `to see what lies further ${dir}`
      }.`.replace(/\s+/g, ' ');
    }
    case 'click_new_point':
      return `I click at ${at}, ${name ? `on ${name}` : 'a spot where no element is recognised'}, the point the task needs.`;
    case 'drag_mouse_hold_down':
      return `I press the mouse button at ${at}, ${name ? `on ${name}` : 'where nothing is recognised'}, to start a drag.`;
    case 'drag_mouse_move': {
      const holding = all.slice(0, k).reverse().find((a) => a.action.name === 'drag_mouse_hold_down' || a.action.name === 'drag_mouse_release');
      const held = holding?.action.name === 'drag_mouse_hold_down';
      return `I move the ${held ? 'held mouse' : 'mouse'} to ${at}${name ? `, over ${name}` : ''}${held ? ', carrying the drag there' : ''}.`;
    }
    case 'drag_mouse_release':
      return 'I release the mouse button to drop what I carry where the pointer is.';
    default:
      return `I perform ${action.name.replace(/_/g, ' ')}.`;
  }
}

const near = (a: Element, b: Element) =>
  a.type === b.type &&
  Math.abs((a.box.left + a.box.right) / 2 - (b.box.left + b.box.right) / 2) <= 6 &&
  Math.abs((a.box.top + a.box.bottom) / 2 - (b.box.top + b.box.bottom) / 2) <= 6;

/** What changed after a step's last action (nothing is said for the actions before it: the screen stayed). */
function effect(at: At, el: Element | undefined, lastOfDemo: boolean): string {
  if (!at.last) return '';
  if (!at.step.after) return lastOfDemo ? 'This ends the task.' : '';
  const after: ElementList = at.step.after;
  const twin = el ? taskArea(after).find((e) => near(e, el)) : undefined;
  if (el && twin) {
    if (Boolean(twin.checked) !== Boolean(el.checked)) return `After it, ${nameElement(twin, after)} is ${twin.checked ? 'ticked' : 'no longer ticked'}.`;
    if (quotable(twin.text) && twin.text !== el.text && (twin.type === 'input_field' || twin.type === 'text_area' || twin.type === 'dropdown')) {
      return `After it, the ${twin.type.replace('_', ' ')} holds ${quote(twin.text)}.`;
    }
  }
  const n0 = taskArea(at.step.elements).length, n1 = taskArea(after).length;
  if (Math.abs(n1 - n0) >= 2) return `After it, the screen shows ${n1} elements instead of ${n0}.`;
  return '';
}

/** The template rationale of the demo's k-th action (0-based over all its actions). */
export function templateRationale(demo: DemoRecord, k: number): string {
  const all = demoActions(demo);
  const at = all[k];
  if (!at) throw new RangeError(`demo ${demo.task} seed ${demo.seed} has ${all.length} actions, not ${k + 1}`);
  const el = targetOf(at.step, at.action);
  const about = el ?? (at.action.name.startsWith('press_') || at.action.name === 'type_text' ? fieldFor(all, k) : undefined);
  // The screen is described once per step: the actions after the first one of a step see the same screen.
  const first = at.index === 0;
  return [first ? seen(at, about) : '', remains(demo, all, k), why(demo, all, k, el), effect(at, el, k === all.length - 1)]
    .filter(Boolean).join(' ');
}

/**
 * Writes the template rationale of every action that has none or a scripted one (with
 * `force`: of every action). A person's demo keeps its own reasons unless forced.
 */
export function withTemplateRationales(demo: DemoRecord, opts: { force?: boolean } = {}): { demo: DemoRecord; written: number } {
  const updated: DemoRecord = structuredClone(demo);
  let written = 0;
  for (const [k, { action }] of demoActions(updated).entries()) {
    const has = action.rationale;
    if (!opts.force && (demo.performer === 'person' || (has && has.source !== 'scripted'))) continue;
    action.rationale = { text: templateRationale(updated, k), source: 'scripted', writer: 'template' };
    written++;
  }
  return { demo: updated, written };
}
