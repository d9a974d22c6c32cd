/**
 * terminal's file choice, pure: which listed file `rm` may delete for the asked extension.
 * The page judges a deletion by where the extension first occurs in the file name (it
 * must end there), not by the name's own extension, so "bash.sh" does not count for
 * "sh" (the "sh" of "bash" comes first) while "bash" counts for "sh". The rule prefers a
 * file whose name plainly ends in ".ext" and passes that test; for "no file extension",
 * a name without a dot.
 *
 * @example
 *   fileToDelete(['bash.sh', 'cats.sh', 'index'], 'sh')   // 'cats.sh'
 *   fileToDelete(['index.rb', 'window'], '')               // 'window'
 */

/** Does the page count deleting `file` as deleting a file with extension `ext` ('' = none)? */
export function pageAccepts(file: string, ext: string): boolean {
  if (ext === '') return !file.includes('.');
  return file.indexOf(ext) + ext.length === file.length;
}

/** The file to delete: one ending in ".ext" that the page accepts, else any it accepts; null when none. */
export function fileToDelete(files: readonly string[], ext: string): string | null {
  const accepted = files.filter((f) => pageAccepts(f, ext));
  const plain = accepted.find((f) => (ext === '' ? true : f.endsWith(`.${ext}`)));
  return plain ?? accepted[0] ?? null;
}

/** The extension a goal asks for ('' for "no file extension"), or null when the goal is not terminal's. */
export function askedExtension(goal: string): string | null {
  const g = goal.trim();
  if (g === 'Use the terminal below to delete a file that has no file extension.') return '';
  const m = /^Use the terminal below to delete a file ending with the extension \.([a-z.]+)$/.exec(g);
  return m ? m[1]! : null;
}

/** The file names of an `ls` output, wrapped over several lines. */
export const lsFiles = (lines: readonly string[]): string[] => lines.join(' ').split(/\s+/).filter(Boolean);
