// The README's picture, drawn from one step of a `caap run --trace` folder: the screenshot
// the agent saw, its perceived elements (the trace's set-of-marks overlay), and the action
// it chose (the executed click points and drag paths drawn on the screenshot, the reply's
// action line beneath). Only the trace's own files are read.
//
//   node dist/cli.js run --task click-button --seed 3 --llm scripted --trace runs/t1
//   node scripts/readme-figure.mjs runs/t1 1 docs/img/quickstart-step.png
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [traceDir, stepArg = '1', out = 'docs/img/quickstart-step.png'] = process.argv.slice(2);
if (!traceDir) {
  console.error('usage: node scripts/readme-figure.mjs TRACE_DIR [STEP] [OUT.png]');
  process.exit(2);
}
const step = String(Number(stepArg)).padStart(3, '0');
const file = (suffix) => path.join(traceDir, `step-${step}-${suffix}`);
const screen = readFileSync(file('screen.png'));
const overlay = readFileSync(file('overlay.png'));
const record = JSON.parse(readFileSync(file('step.json'), 'utf8'));
const reply = readFileSync(file('reply.txt'), 'utf8');

const { width: w, height: h } = await sharp(screen).metadata();
const scale = w / 160;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Where each executed action acted, in screenshot pixels.
const marks = record.actions.flatMap((a, i) => {
  const pts = [a.point, ...(a.path ?? [])].filter(Boolean).map((p) => ({ x: p.x * scale, y: p.y * scale }));
  if (!pts.length) return [];
  const line = pts.length > 1 ? `<polyline points="${pts.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="#0a7cff" stroke-width="4"/>` : '';
  const { x, y } = pts[0];
  return [`${line}<circle cx="${x}" cy="${y}" r="${5 * scale}" fill="none" stroke="#0a7cff" stroke-width="4"/>` +
    `<circle cx="${x}" cy="${y}" r="4" fill="#0a7cff"/>` +
    (record.actions.length > 1
      ? `<text x="${x + 6 * scale}" y="${y - 5 * scale}" font-size="22" font-weight="bold" font-family="Liberation Sans, sans-serif" fill="#0a7cff">${
        i + 1
      }</text>`
      : '')];
});
const marked = await sharp(screen)
  .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${marks.join('')}</svg>`), top: 0, left: 0 }])
  .png().toBuffer();

const gap = 24, head = 44, foot = 76, pad = 16;
const W = 3 * w + 2 * gap + 2 * pad, H = head + h + foot + pad;
const titles = ['1. the screenshot (all the agent gets)', '2. perceived elements (ONNX models)', '3. the chosen action, executed'];
const actionLines = reply.split('\n').filter((l) => /^Action_\d+=/.test(l.trim()));
// The element the step record keeps (as data; older records kept its text "{type: button, ..., text: "no"}"): its type
// and text, not an id (the prompt numbers elements without the instruction bar, the overlay with it).
const elementOf = (a) => {
  if (a.element && typeof a.element === 'object') return a.element.text ? ` ${a.element.type.replace(/_/g, ' ')} "${a.element.text}"` : '';
  const m = /type: (\w+).*text: "((?:[^"\\]|\\.)*)"/.exec(a.element ?? '');
  return m ? ` ${m[1].replace(/_/g, ' ')} "${m[2].replace(/\\"/g, '"')}"` : '';
};
const executed = record.actions.map((a) =>
  `${a.name}${elementOf(a)}` +
  (a.point ? ` at (${Math.round(a.point.x)}, ${Math.round(a.point.y)})` : '')
).join('; ');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  ${
  titles.map((t, i) => `<text x="${pad + i * (w + gap)}" y="30" font-size="19" font-family="Liberation Sans, sans-serif" fill="#222">${esc(t)}</text>`).join('')
}
  ${[0, 1, 2].map((i) => `<rect x="${pad + i * (w + gap) - 1}" y="${head - 1}" width="${w + 2}" height="${h + 2}" fill="none" stroke="#bbb"/>`).join('')}
  <text x="${pad}" y="${head + h + 30}" font-size="17" font-family="Liberation Mono, monospace" fill="#222">model: ${
  esc(actionLines.join('  ').slice(0, 110))
}</text>
  <text x="${pad}" y="${head + h + 58}" font-size="17" font-family="Liberation Mono, monospace" fill="#0a7cff">executed: ${esc(executed.slice(0, 110))}</text>
</svg>`;
await sharp(Buffer.from(svg))
  .composite([screen, overlay, marked].map((input, i) => ({ input, top: head, left: pad + i * (w + gap) })))
  .png({ compressionLevel: 9, palette: true })
  .toFile(out);
console.log(`${out}: ${W}x${H}, step ${Number(stepArg)} of ${traceDir}`);
