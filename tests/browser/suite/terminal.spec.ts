/**
 * terminal (embedded suite), clean-room from terminal.md.
 *
 * Sheet (seed 1000, scale 3): 0 px differ on the day the reference was taken (its "Last
 * login" reads Mon Nov 23 2026); 1756 px, all in that date, on Thu Nov 26 2026. Two
 * time-driven parts, both as in the original: the "Last login" line shows the machine's
 * current date (unseeded), so pictures taken on other days differ in that line; and the
 * block cursor blinks (hidden from 800 to 1600 ms after the start, and so on), so a
 * screenshot taken more than 800 ms after the start (seen on a heavily loaded machine:
 * 540 px, the cursor only) misses it. The determinism check below therefore hides the
 * cursor (keeping its layout) before it compares start screens byte for byte.
 *
 * The test solver clicks the black box (which focuses the hidden input), types `ls` and
 * Enter, picks a file the task accepts from the file list and types `rm FILE` and Enter.
 */
import type { Episode } from '../../../src/env/episode.js';
import { describeTask } from './harness.js';

/** The task's own acceptance rule (terminal.md, Success): where E first occurs ends f. */
function accepted(file: string, ext: string): boolean {
  return file.indexOf(ext) + ext.length === file.length || (ext === '' && !file.includes('.'));
}

async function command(ep: Episode, text: string) {
  await ep.screen.keyboard.type(text);
  await ep.screen.keyboard.press('Enter');
}

describeTask('terminal', {
  // The block cursor blinks every 800 ms from the start: which phase a screenshot catches depends on the clock.
  timeVarying: [{ selector: '#terminal-cursor', display: 'inline' }],
  async solve(ep) {
    await ep.screen.mouse.click(80, 150); // focus the terminal
    await command(ep, 'ls');
    const { files, ext } = await ep.page.evaluate(() => {
      const t = (window as any).TERMINAL;
      return { files: t.files as string[], ext: t.ext as string };
    });
    const file = files.find((f) => accepted(f, ext));
    if (!file) throw new Error(`test solver: no file fits .${ext} among ${files.join(' ')}`);
    await command(ep, `rm ${file}`);
  },
  async wrong(ep) {
    await ep.screen.mouse.click(80, 150);
    await command(ep, 'exit');
  },
});
