/**
 * leaderboard.md: the report document (report-doc.ts) as GitHub Markdown; the charts are
 * image links to the SVG files written beside it.
 *
 * @example
 *   writeFileSync('leaderboard.md', renderMarkdown(lb))
 */
import type { Block, Span } from './doc.js';
import type { Leaderboard } from './leaderboard.js';
import { reportDoc } from './report-doc.js';

const escCell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function spanMd(s: Span): string {
  let t = s.code ? `\`${s.text}\`` : s.text;
  if (s.strong && t.trim()) t = `**${t}**`;
  return s.href ? `[${t}](${s.href})` : t;
}

const line = (spans: Span[]) => spans.map(spanMd).join('');

export function blocksToMarkdown(blocks: Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'heading') out.push(`${'#'.repeat(b.level)} ${b.text}`, '');
    else if (b.kind === 'para') out.push(line(b.spans), '');
    else if (b.kind === 'list') out.push(...b.items.map((i) => `- ${line(i)}`), '');
    else if (b.kind === 'image') out.push(`![${b.alt}](${b.src})`, '');
    else {
      out.push(`| ${b.header.map(escCell).join(' | ')} |`, `| ${b.header.map(() => '---').join(' | ')} |`);
      for (const r of b.rows) out.push(`| ${r.map((c) => escCell(line(c))).join(' | ')} |`);
      out.push('');
    }
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

export function renderMarkdown(lb: Leaderboard): string {
  return blocksToMarkdown(reportDoc(lb));
}
