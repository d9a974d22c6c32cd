/**
 * Reads the quickstart out of README.md: the commands of the first ```bash block after the
 * `<!-- quickstart -->` marker (continued lines joined, comments and blank lines dropped),
 * and the text of the section that holds the marker (from its `## ` heading to the next),
 * where the README says what the commands write.
 *
 * @example
 *   const { commands, section } = quickstartOf(readFileSync('README.md', 'utf8'))
 */
export const QUICKSTART_MARKER = '<!-- quickstart -->';

export function quickstartOf(markdown: string): { commands: string[]; section: string } {
  const at = markdown.indexOf(QUICKSTART_MARKER);
  if (at < 0) throw new Error(`README.md has no ${QUICKSTART_MARKER} marker before the quickstart's bash block`);
  const block = /```bash\n([\s\S]*?)\n```/.exec(markdown.slice(at));
  if (!block) throw new Error(`no \`\`\`bash block after ${QUICKSTART_MARKER}`);
  const commands = block[1]!
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter((l) => l && !l.startsWith('#'));
  const start = markdown.lastIndexOf('\n## ', at) + 1;
  const next = markdown.indexOf('\n## ', at);
  return { commands, section: markdown.slice(start, next < 0 ? undefined : next) };
}
