/**
 * terminal's file choice, pure: which listed file `rm` may delete for the asked extension.
 * The page judges a deletion by where the extension first occurs in the file name (it
 * must end there), not by the name's own extension, so "bash.sh" does not count for
 * "sh" (the "sh" of "bash" comes first) while "bash" counts for "sh". The rule prefers a
 * file whose name plainly ends in ".ext" and passes that test; for "no file extension",
 * a name without a dot.
 *
 * The terminal's small green type is often misread ("tndexkrb mediahtml wndo" for "index.rb
 * media.html window"): each listed token is snapped to the file name it can only be among
 * those the page makes (a name of its list, with one of its extensions or none: both lists
 * are read from the page's own script, as flights.ts reads the airports), as a person who
 * has seen the page's names would read it.
 *
 * @example
 *   fileToDelete(['bash.sh', 'cats.sh', 'index'], 'sh')   // 'cats.sh'
 *   fileToDelete(['index.rb', 'window'], '')               // 'window'
 *   snapFileName('tndexkrb')                               // 'index.rb'
 */
import { z } from 'zod';
import { editDistance } from '../../../../util/edit-distance.js';
import { foldGlyphs } from '../../kit/reading.js';
import { vocabulary } from '../../kit/vocabulary.js';

const TerminalFiles = z.object({ names: z.array(z.string()).min(1), extensions: z.array(z.string()).min(1) });

/** Letters and digits only, look-alike glyphs as one, any case: dots and underscores are often lost. */
const squash = (s: string) => foldGlyphs(s).toLowerCase().replace(/[^a-z0-9]/g, '');

interface Candidate {
  name: string;
  key: string;
}
let cached: { candidates: Candidate[]; names: ReadonlySet<string> } | null = null;
/** Every file name the page can make (a name of its list, with one of its extensions or none), read once on first use. */
function pageFiles() {
  if (cached) return cached;
  const { names, extensions: exts } = vocabulary('terminal-files', TerminalFiles);
  const candidates = names.flatMap((n) => exts.map((e) => (e ? `${n}.${e}` : n))).map((name) => ({ name, key: squash(name) }));
  return (cached = { candidates, names: new Set(candidates.map((c) => c.name)) });
}

/** Is this one of the file names the page makes? */
export const isPageName = (f: string): boolean => pageFiles().names.has(f);

/**
 * The page's file name a listed token reads as: the nearest one, when no other is as near
 * and no more than a third of it is misread; null when none.
 */
export function snapFileName(token: string): string | null {
  const t = squash(token);
  if (!t) return null;
  let best: (Candidate & { d: number }) | null = null;
  let tied = false;
  for (const c of pageFiles().candidates) {
    const d = editDistance(t, c.key);
    if (!best || d < best.d) {
      best = { ...c, d };
      tied = false;
    } else if (d === best.d) tied = true;
  }
  return best && !tied && best.d <= Math.max(1, Math.floor(best.key.length / 3)) ? best.name : null;
}

/** Does the page count deleting `file` as deleting a file with extension `ext` ('' = none)? */
export function pageAccepts(file: string, ext: string): boolean {
  if (ext === '') return !file.includes('.');
  return file.indexOf(ext) + ext.length === file.length;
}

/**
 * The file to delete: one ending in ".ext" that the page accepts, else any it accepts; a
 * name of the page's lists before a token read as none of them ("nde:" has no dot, but it
 * is a misread name, not a file without an extension); null when none.
 */
export function fileToDelete(files: readonly string[], ext: string): string | null {
  const pick = (pool: readonly string[]) => {
    const accepted = pool.filter((f) => pageAccepts(f, ext));
    return accepted.find((f) => (ext === '' ? true : f.endsWith(`.${ext}`))) ?? accepted[0] ?? null;
  };
  return pick(files.filter(isPageName)) ?? pick(files);
}

/** The extension a goal asks for ('' for "no file extension"), or null when the goal is not terminal's. */
export function askedExtension(goal: string): string | null {
  const g = goal.trim();
  if (g === 'Use the terminal below to delete a file that has no file extension.') return '';
  const m = /^Use the terminal below to delete a file ending with the extension \.([a-z.]+)$/.exec(g);
  return m ? m[1]! : null;
}

/**
 * The file names of an `ls` output, wrapped over several lines, each snapped to a page's
 * name when it reads as one. A dot read as a space splits a name in two ("trace glf" for
 * trace.gif): a token that is no name is joined with the one before it, else the one after
 * it, when the two together are one.
 */
export function lsFiles(lines: readonly string[]): string[] {
  const tokens = lines.join(' ').split(/\s+/).filter(Boolean);
  const files: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const one = snapFileName(t);
    if (one) {
      files.push(one);
      continue;
    }
    const withPrev = i > 0 ? snapFileName(`${tokens[i - 1]}.${t}`) : null;
    if (withPrev) {
      files[files.length - 1] = withPrev;
      continue;
    }
    const next = tokens[i + 1];
    const withNext = next !== undefined && !snapFileName(next) ? snapFileName(`${t}.${next}`) : null;
    if (withNext) {
      files.push(withNext);
      i++;
    } else files.push(t);
  }
  return files;
}
