/**
 * Exploration: picks the next raw mouse/keyboard poke from the current labels and performs
 * it through the Screen (the same input the agent has). The labels are used only to choose
 * where to poke. The mix reaches the states the agent meets: menus and dropdowns open,
 * tabs switched, sections expanded, boxes ticked, text typed into focused fields (and into
 * terminals and rich-text editors, whose keyboard target is not a labelled field), text
 * selected, boxes scrolled, drags half done, slider handles moved along their tracks.
 *
 * @example
 *   const poke = choosePoke(elements, rng, { goal: ep.goal, dragging: false })
 *   await performPoke(ep.screen, poke)
 */
import type { Element } from '../perception/element.js';
import { FRAME_HEIGHT, FRAME_WIDTH, type Screen } from '../env/screen.js';

export type Poke =
  | { kind: 'click'; x: number; y: number }
  | { kind: 'double-click'; x: number; y: number }
  | { kind: 'hover'; x: number; y: number }
  | { kind: 'type'; text: string }
  | { kind: 'key'; key: string }
  | { kind: 'wheel'; x: number; y: number; dy: number }
  | { kind: 'select-text'; x: number; y: number; x2: number; y2: number }
  | { kind: 'dropdown'; x: number; y: number; steps: number }
  | { kind: 'drag-start'; x: number; y: number; x2: number; y2: number }
  | { kind: 'drag-end'; x: number; y: number };

export interface ExploreState {
  goal: string;
  /** Where the mouse is held down after a drag-start, or null. */
  dragging: { x: number; y: number } | null;
  /**
   * The keyboard goes to something editable that is not labelled as a field: a terminal's
   * hidden input, a rich-text editor's content. Keys typed there show on screen all the same.
   */
  typingTarget?: boolean;
}

type Rng = () => number;

const clampX = (x: number) => Math.min(FRAME_WIDTH - 0.5, Math.max(0.5, x));
const clampY = (y: number) => Math.min(FRAME_HEIGHT - 0.5, Math.max(0.5, y));
const round1 = (v: number) => Math.round(v * 10) / 10;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A point inside the box, away from its edges. */
function pointIn(e: Element, rng: Rng): { x: number; y: number } {
  const w = e.box.right - e.box.left;
  const h = e.box.bottom - e.box.top;
  return {
    x: round1(clampX(e.box.left + w * (0.25 + 0.5 * rng()))),
    y: round1(clampY(e.box.top + h * (0.3 + 0.4 * rng()))),
  };
}

/** Words worth typing: the goal's own words (the target value is often among them) and a few others. */
function wordToType(goal: string, rng: Rng): string {
  const words = goal.split(/\s+/).map((w) => w.replace(/^["'(]+|["'.,:;!?)]+$/g, '')).filter((w) => w.length > 0);
  const r = rng();
  // A prefix of a goal word brings up autocomplete suggestions and search results.
  if (words.length && r < 0.3) {
    const w = pick(rng, words);
    return w.slice(0, 1 + Math.floor(rng() * 3));
  }
  if (words.length && r < 0.85) return pick(rng, words);
  // Shell commands for terminals ("rm" with a goal word, as the terminal task asks).
  if (r < 0.92) return pick(rng, ['ls', 'help', `rm ${words.length ? pick(rng, words) : 'a.txt'}`]);
  return pick(rng, ['hello', 'a', 'Submit', '42', 'test', 'Ok', 'abc']);
}

/** How much each element invites a poke; ending buttons are poked less so episodes last. */
function weightOf(e: Element): number {
  const t = (e.text ?? '').trim().toLowerCase();
  if (e.box.bottom <= 50 && e.type === 'text') return 0.15; // the query bar
  if (e.type === 'button' && /^(submit|ok|okay|send|done)$/.test(t)) return 0.35;
  if (e.type === 'icon' && (e.subtype === 'send' || e.subtype === 'delete')) return 0.4;
  if (e.type === 'scrollbar') return 0.5;
  if (e.type === 'text' || e.type === 'tabled_text') return 0.7;
  return 1;
}

function weightedPick(elements: Element[], rng: Rng): Element | undefined {
  const total = elements.reduce((s, e) => s + weightOf(e), 0);
  let r = rng() * total;
  for (const e of elements) {
    r -= weightOf(e);
    if (r <= 0) return e;
  }
  return elements[elements.length - 1];
}

export function choosePoke(elements: Element[], rng: Rng, state: ExploreState): Poke {
  if (state.dragging) {
    const { x, y } = state.dragging;
    return { kind: 'drag-end', x: round1(clampX(x + (rng() - 0.5) * 40)), y: round1(clampY(y + (rng() - 0.5) * 40)) };
  }
  const focused = state.typingTarget || elements.some((e) => e.focused && (e.type === 'input_field' || e.type === 'text_area'));
  if (focused && rng() < 0.55) {
    const r = rng();
    if (r < 0.6) return { kind: 'type', text: wordToType(state.goal, rng) };
    if (r < 0.75) return { kind: 'key', key: 'Control+A' };
    return { kind: 'key', key: pick(rng, ['Backspace', 'Tab', 'ArrowDown', 'Enter', 'ArrowLeft']) };
  }
  const r0 = rng();
  if (r0 < 0.06) return { kind: 'wheel', x: round1(10 + rng() * 140), y: round1(60 + rng() * 140), dy: pick(rng, [-60, 40, 60, 100]) };
  if (r0 < 0.09) return { kind: 'key', key: pick(rng, ['Tab', 'ArrowDown', 'Escape']) };
  const e = weightedPick(elements, rng);
  if (!e) return { kind: 'hover', x: round1(rng() * 159), y: round1(50 + rng() * 159) };
  const p = pointIn(e, rng);
  const r = rng();
  switch (e.type) {
    case 'input_field':
      return { kind: 'click', ...p };
    case 'text_area':
      if (r < 0.3) return { kind: 'wheel', ...p, dy: pick(rng, [40, 80, -40]) };
      if (r < 0.45) return { kind: 'select-text', ...p, x2: round1(clampX(p.x + 20 + rng() * 60)), y2: p.y };
      return { kind: 'click', ...p };
    case 'dropdown':
      return { kind: 'dropdown', ...p, steps: 1 + Math.floor(rng() * 4) };
    case 'draggable_text':
    case 'shape':
      if (r < 0.6) {
        return { kind: 'drag-start', ...p, x2: round1(clampX(p.x + (rng() - 0.5) * 60)), y2: round1(clampY(p.y + (rng() - 0.5) * 60)) };
      }
      return r < 0.8 ? { kind: 'click', ...p } : { kind: 'hover', ...p };
    case 'slider': {
      // Handles are dragged along their track; a track is clicked (the handle jumps there) or dragged on.
      const vertical = e.subtype === 'vertical' || (e.subtype === 'handle' && r < 0.2);
      const to = vertical ? { x2: p.x, y2: round1(clampY(50 + rng() * 159)) } : { x2: round1(clampX(rng() * 159)), y2: p.y };
      if (e.subtype === 'handle' || r < 0.4) return { kind: 'drag-start', ...p, ...to };
      return { kind: 'click', ...p };
    }
    case 'resize_handle':
    case 'scrollbar':
      return { kind: 'drag-start', ...p, x2: round1(clampX(p.x + (rng() - 0.3) * 40)), y2: round1(clampY(p.y + (rng() - 0.3) * 40)) };
    case 'text':
    case 'tabled_text':
      if (r < 0.35) return { kind: 'hover', ...p };
      if (r < 0.55) {
        return { kind: 'select-text', x: round1(clampX(e.box.left + 1)), y: p.y,
          x2: round1(clampX(e.box.left + (e.box.right - e.box.left) * (0.3 + 0.7 * rng()))), y2: p.y };
      }
      if (r < 0.65) return { kind: 'double-click', ...p };
      if (r < 0.75) return { kind: 'wheel', ...p, dy: pick(rng, [40, 80, -40]) };
      return { kind: 'click', ...p };
    default:
      return r < 0.3 ? { kind: 'hover', ...p } : { kind: 'click', ...p };
  }
}

/** Whether the screen should be given extra time after the poke (hover menus open after 300 ms). */
export function dwellMsAfter(p: Pick<Poke, 'kind'>): number {
  // Hover menus open and autocomplete searches run 300 ms after the event.
  return p.kind === 'hover' || p.kind === 'type' ? 350 : p.kind === 'click' ? 120 : 0;
}

export async function performPoke(screen: Screen, p: Poke): Promise<void> {
  const { mouse, keyboard } = screen;
  switch (p.kind) {
    case 'click':
      return mouse.click(p.x, p.y);
    case 'double-click':
      return mouse.click(p.x, p.y, { clickCount: 2 });
    case 'hover':
      return mouse.move(p.x, p.y, { steps: 3 });
    case 'type':
      return keyboard.type(p.text);
    case 'key':
      return keyboard.press(p.key);
    case 'wheel':
      await mouse.move(p.x, p.y);
      return mouse.wheel(0, p.dy);
    case 'select-text':
      await mouse.move(p.x, p.y);
      await mouse.down();
      await mouse.move(p.x2, p.y2, { steps: 4 });
      return mouse.up();
    case 'dropdown':
      await mouse.click(p.x, p.y);
      for (let i = 0; i < p.steps; i++) await keyboard.press('ArrowDown');
      return keyboard.press('Enter');
    case 'drag-start':
      await mouse.move(p.x, p.y);
      await mouse.down();
      return mouse.move(p.x2, p.y2, { steps: 5 });
    case 'drag-end':
      await mouse.move(p.x, p.y, { steps: 4 });
      return mouse.up();
  }
}

export function describePoke(p: Poke): string {
  const { kind, ...rest } = p;
  return `${kind} ${Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : v}`).join(' ')}`.trim();
}
