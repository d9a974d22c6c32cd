/**
 * text-editor: a Quill editor holding a short lorem sentence; the goal asks for one word
 * (`give the text {word} the style {style}` / `the color {color}`) or everything (`give
 * everything the style {style}` / `make everything the color {color}`) to take one format,
 * then Submit. The rule selects first — Control+A after a click in the text for
 * everything; for a word, a drag from the middle of the space before it to the middle of
 * the space after it (the word's punctuation is part of it, and a double-click would leave
 * it out), placed by the glyph widths of the line — then clicks the B / I / U button, or
 * opens the colour picker and clicks the named colour's swatch (top row; perception lists
 * the swatches as coloured boxes), and presses Submit. Which of these ran is read from the
 * history, since a selection does not show in the element list.
 */
import type { Action } from '../../../../agent/actions.js';
import type { Element, ElementList } from '../../../../perception/element.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { buttonLabelled } from '../../kit/controls.js';
import { act, click, defineRule, drag, fail, selectAll } from '../../rule.js';
import { textWidth } from '../../kit/word-spans.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

type Format = 'bold' | 'italic' | 'underline' | 'color';
interface EditorGoal {
  word: string | null;
  format: Format;
  color?: string;
}

const STYLE: Record<string, Format> = { bold: 'bold', italics: 'italic', underlined: 'underline' };
/** The swatch column of each named colour (the palette's top row, the most saturated shade). */
const SWATCH_HEX: Record<string, string> = { red: '#E60000', orange: '#FF9900', yellow: '#FFFF00', green: '#008A00', blue: '#0066CC', purple: '#9933FF' };

export function parseEditorGoal(goal: string): EditorGoal | null {
  const g = goal.trim().replace(/\s+/g, ' ');
  let m = /^Using the text editor, give the text (\S+) the style (bold|italics|underlined) and press Submit\.$/.exec(g);
  if (m) return { word: m[1]!, format: STYLE[m[2]!]! };
  m = /^Using the text editor, give everything the style (bold|italics|underlined) and press Submit\.$/.exec(g);
  if (m) return { word: null, format: STYLE[m[1]!]! };
  m = /^Using the text editor, give the text (\S+) the color (red|orange|yellow|green|blue|purple)\.$/.exec(g);
  if (m) return { word: m[1]!, format: 'color', color: m[2]! };
  m = /^Using the text editor, make everything the color (red|orange|yellow|green|blue|purple) and press Submit\.$/.exec(g);
  if (m) return { word: null, format: 'color', color: m[1]! };
  return null;
}

/** The editor's text lines: texts below the toolbar and above Submit. */
function editorLines(elements: ElementList, toolbarBottom: number, submitTop: number): Element[] {
  return elements.filter((e) => e.type === 'text' && inArea(e) && centre(e).y > toolbarBottom && centre(e).y < submitTop && norm(e.text))
    .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
}

/**
 * A drag over `word` in its line (the last line that holds it): from the middle of the gap
 * before it to the middle of the gap after it, by the glyph widths scaled to the box.
 */
export function wordDrag(lines: readonly Element[], word: string): Action[] | null {
  for (const line of [...lines].reverse()) {
    const text = line.text ?? '';
    const hits = [...text.matchAll(/\S+/g)].filter((t) => t[0] === word);
    const hit = hits.at(-1);
    if (!hit) continue;
    const total = textWidth(text);
    const px = (line.box.right - line.box.left) / total;
    const space = textWidth(' ') * px;
    const start = line.box.left + textWidth(text.slice(0, hit.index)) * px;
    const end = start + textWidth(word) * px;
    const y = centre(line).y;
    return drag({ x: start - space / 2, y }, { x: end + space / 2, y });
  }
  return null;
}

/** The palette's swatch whose measured colour is nearest the named colour's top-row shade. */
function nearestSwatch(elements: ElementList, hex: string): Element | undefined {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const want = rgb(hex);
  const dist = (e: Element) => rgb(e.color!.hex).reduce((s, v, i) => s + (v - want[i]!) ** 2, 0);
  const swatches = elements.filter((e) => e.type === 'shape' && e.color && inArea(e));
  return swatches.sort((a, b) => dist(a) - dist(b))[0];
}

const ran = (history: HistoryEntry[], name: string) => history.some((h) => h.name === name);
const clickedIcon = (history: HistoryEntry[], subtype: string) =>
  history.some((h) => h.name === 'click_element' && h.element?.type === 'icon' && h.element.subtype === subtype);

export const textEditorRule = defineRule({
  name: 'text-editor',
  tasks: ['text-editor'],
  parse: parseEditorGoal,
  decide: (g, { elements, history }) => {
    const icons = elements.filter((e) => e.type === 'icon' && inArea(e));
    const tool = icons.find((i) => i.subtype === g.format);
    if (!tool) return fail(`the editor's ${g.format} tool is not visible`);
    const selected = g.word === null ? ran(history, 'press_control_A') : ran(history, 'drag_mouse_release');
    if (!selected) {
      const submitTop = buttonLabelled(elements, 'Submit')?.box.top ?? 210;
      const lines = editorLines(elements, Math.max(...icons.map((i) => i.box.bottom)), submitTop);
      if (g.word === null) {
        const first = lines[0];
        if (!first) return fail('the editor shows no text');
        return act('I click into the text and select all of it.', click(first), selectAll());
      }
      const sweep = wordDrag(lines, g.word);
      if (!sweep) return fail(`no line of the editor holds the word "${g.word}"`);
      return act(`I drag across "${g.word}" with its punctuation to select it.`, ...sweep);
    }
    if (!clickedIcon(history, g.format)) {
      return act(`The text is selected; I click the ${g.format} tool (element_${tool.id}).`, click(tool));
    }
    if (g.format === 'color' && !history.some((h) => h.name === 'click_element' && h.element?.type === 'shape')) {
      const swatch = nearestSwatch(elements, SWATCH_HEX[g.color!]!);
      if (!swatch) return fail('the colour palette is not open');
      return act(`The palette is open; element_${swatch.id} (${swatch.color!.hex}) is the ${g.color} swatch.`, click(swatch));
    }
    const submit = buttonLabelled(elements, 'Submit');
    if (!submit) return fail('the Submit button is not visible');
    return act(`The ${g.word ?? 'whole text'} has the ${g.format}${g.color ? ` ${g.color}` : ''}; I press Submit (element_${submit.id}).`, click(submit));
  },
});
