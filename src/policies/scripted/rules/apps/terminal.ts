/**
 * terminal: `Use the terminal below to delete a file ending with the extension .{ext}` (or
 * `... that has no file extension.`). A fake shell: perception lists its green lines as
 * texts; the live prompt reads "user$ {typed}█". The rule types `ls` and Enter, reads the
 * listing (the output lines between the "user$ ls" line and the next prompt), picks the
 * file with ../terminal.ts and types `rm {file}` and Enter. Each step looks at the prompt
 * first, so a batch cut after the typing (the block cursor blinks) goes on with Enter.
 */
import type { ElementList } from '../../../../perception/element.js';
import { act, click, defineRule, fail, key, type } from '../../rule.js';
import { askedExtension, fileToDelete, lsFiles } from './terminal-files.js';
import { centre, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/** The prompt "user$", its "$" often misread ("user6") or lost ("user"). */
const PROMPT = /^user[^\s█]?/;
/** A prompt line's typed text, without "user$" and the cursor block. */
const typedOn = (line: string) => norm(line.replace(PROMPT, '').replace(/█/g, ''));

/**
 * The terminal's lines as strings, top to bottom: texts on one row are one line (the
 * prompt "user$" and what was typed after it are drawn as separate pieces).
 */
export function terminalLines(elements: ElementList): string[] {
  const texts = elements.filter((e) => e.type === 'text' && inArea(e) && norm(e.text) && norm(e.text) !== 'terminal')
    .sort((a, b) => centre(a).y - centre(b).y || a.box.left - b.box.left);
  const rows: (typeof texts)[] = [];
  for (const t of texts) {
    const row = rows.at(-1);
    if (row && Math.abs(centre(row[0]!).y - centre(t).y) <= 3) row.push(t);
    else rows.push([t]);
  }
  return rows.map((r) => r.sort((a, b) => a.box.left - b.box.left).map((t) => norm(t.text)).join(' '));
}

export const terminalRule = defineRule({
  name: 'terminal',
  tasks: ['terminal'],
  parse: (goal) => {
    const ext = askedExtension(goal);
    return ext === null ? null : { ext };
  },
  decide: ({ ext }, { elements, history }) => {
    const lines = terminalLines(elements);
    const liveAt = lines.map((l) => PROMPT.test(l)).lastIndexOf(true);
    // Clicking the title bar (or the terminal's top line) gives the keys back to the terminal.
    const screen = elements.find((e) => e.type === 'text' && norm(e.text) === 'terminal');
    if (liveAt < 0 || !screen) return fail('no terminal prompt is visible');
    const typed = typedOn(lines[liveAt]!);
    // One click gives the terminal the keys; it keeps them, and a click again would only
    // risk the batch (the blinking block cursor can change the screen during it).
    const focus = history.some((h) => h.name === 'click_element') ? [] : [click(screen)];
    const lsAt = lines.findIndex((l, i) => i < liveAt && PROMPT.test(l) && typedOn(l) === 'ls');
    if (lsAt < 0) {
      if (typed === 'ls') return act('"ls" is typed at the prompt; I press Enter.', key('Enter'));
      const clear = Array.from({ length: typed.length }, () => key('Backspace'));
      return act('I list the files: "ls" and Enter.', ...focus, ...clear, type('ls'), key('Enter'));
    }
    const after = lines.slice(lsAt + 1);
    const next = after.findIndex((l) => PROMPT.test(l));
    const files = lsFiles(after.slice(0, next < 0 ? after.length : next));
    const file = fileToDelete(files, ext);
    const what = ext ? `ending with .${ext}` : 'without an extension';
    if (!file) return fail(`no listed file (${files.join(', ')}) is one ${what}`);
    const command = `rm ${file}`;
    if (typed === command) return act(`"${command}" is typed; I press Enter.`, key('Enter'));
    const clear = Array.from({ length: typed.length }, () => key('Backspace'));
    return act(`ls lists ${files.join(', ')}; ${file} is a file ${what}, so I type "${command}" and Enter.`, ...focus, ...clear, type(command), key('Enter'));
  },
});
