/**
 * text-editor (embedded suite), clean-room from text-editor.md; the editor is the public
 * Quill 1.1.5 release with its snow theme.
 *
 * Sheet (seed 1000, scale 3): 0 px differ.
 *
 * The test solver selects with the mouse (a drag over exactly the word and its
 * punctuation, or a click in the text and Ctrl+A for "everything"), applies the format
 * with the toolbar (B / I / U, or the colour picker's top-row swatch of the named colour)
 * and presses Submit.
 */
import type { Episode } from '../../../src/env/episode.js';
import { describeTask, type Box } from './harness.js';

interface Instance {
  text: string;
  format: 'bold' | 'italic' | 'underline' | 'color';
  word: string | null;
  color: string | null;
}

async function instance(ep: Episode): Promise<Instance> {
  return ep.page.evaluate(() => {
    const s = (window as any).TEXT_EDITOR;
    return { text: s.text, format: s.format, word: s.word, color: s.color };
  });
}

const BUTTON = { bold: { x: 46, y: 66 }, italic: { x: 74, y: 66 }, underline: { x: 102, y: 66 } };
const COLUMN = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
const settle = () => new Promise((r) => setTimeout(r, 150));
/** Quill acts on focus and selection events; under load a key or a toolbar click can outrun them. */
const WAIT = { timeout: 5000 };

/** Waits until the editor's selection spans `length` characters (the whole text when null). */
async function selected(ep: Episode, length: number | null) {
  await ep.page.waitForFunction((n) => {
    const q = (window as any).quill, sel = q?.getSelection();
    return !!sel && sel.length === (n ?? q.getLength() - 1);
  }, length, WAIT);
}

/** Waits until the selected text carries `format` (a toolbar click took effect). */
async function formatted(ep: Episode, format: Instance['format']) {
  await ep.page.waitForFunction((f) => {
    const q = (window as any).quill, sel = q?.getSelection();
    return !!sel && sel.length > 0 && q.getFormat(sel.index, sel.length)[f] !== undefined;
  }, format, WAIT);
}

/** The screen box of the first occurrence of `word` in the editor's text. */
async function wordBox(ep: Episode, word: string): Promise<Box> {
  return ep.page.evaluate((word) => {
    const p = document.querySelector('.ql-editor p')!;
    const node = p.firstChild as Text;
    const at = node.data.split(' ').indexOf(word);
    const start = node.data.split(' ').slice(0, at).join(' ').length + (at > 0 ? 1 : 0);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + word.length);
    const r = range.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, word);
}

async function select(ep: Episode, word: string | null) {
  if (word === null) {
    await ep.screen.mouse.click(30, 100);
    await ep.page.waitForFunction(() => (window as any).quill?.hasFocus(), undefined, WAIT);
    await ep.screen.keyboard.press('Control+A');
    await selected(ep, null);
  } else {
    const b = await wordBox(ep, word);
    const y = b.top + b.height / 2;
    await ep.screen.mouse.move(b.left + 0.5, y);
    await ep.screen.mouse.down();
    await ep.screen.mouse.move(b.left + b.width - 0.5, y, { steps: 4 });
    await ep.screen.mouse.up();
    await selected(ep, word.length);
  }
  await settle();
}

async function apply(ep: Episode, format: Instance['format'], color: string | null) {
  if (format === 'color') {
    await ep.screen.mouse.click(18, 66); // open the picker
    await settle();
    await ep.screen.mouse.click(40 + 20 * COLUMN.indexOf(color!), 91);
  } else {
    await ep.screen.mouse.click(BUTTON[format].x, BUTTON[format].y);
  }
  await formatted(ep, format);
  await settle();
}

describeTask('text-editor', {
  async solve(ep) {
    const s = await instance(ep);
    await select(ep, s.word);
    await apply(ep, s.format, s.color);
    await ep.screen.mouse.click(80, 175);
  },
  async wrong(ep) {
    const s = await instance(ep);
    await select(ep, null);
    await apply(ep, s.format === 'bold' ? 'italic' : 'bold', null); // another style on everything
    await ep.screen.mouse.click(80, 175);
  },
});
