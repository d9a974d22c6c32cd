/**
 * Set-of-marks: the screenshot with every perceived element's box and id drawn on it, so a
 * multimodal model can name an element by the number it sees. Drawn from the element list
 * alone (no page): the trace's overlay and a policy's image input are the same picture.
 *
 * @example
 *   const marked = await setOfMarks(png, 2, elements)   // PNG, same size as png
 */
import sharp from 'sharp';
import type { ElementList } from '../perception/element.js';

export async function setOfMarks(png: Buffer, scale: number, elements: ElementList): Promise<Buffer> {
  const w = 160 * scale, h = 210 * scale;
  const rects = elements.map((e) => {
    const x = e.box.left * scale, y = e.box.top * scale;
    const bw = Math.max(1, (e.box.right - e.box.left) * scale), bh = Math.max(1, (e.box.bottom - e.box.top) * scale);
    const fs = 6 * scale;
    return `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" fill="none" stroke="#e6194b" stroke-width="${Math.max(1, scale / 2)}"/>` +
      `<rect x="${x}" y="${Math.max(0, y - fs)}" width="${fs * (String(e.id).length * 0.65 + 0.3)}" height="${fs}" fill="#e6194b"/>` +
      `<text x="${x + fs * 0.15}" y="${Math.max(0, y - fs) + fs * 0.85}" font-size="${fs}" font-family="sans-serif" fill="#fff">${e.id}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${rects.join('')}</svg>`;
  return sharp(png).composite([{ input: Buffer.from(svg), top: 0, left: 0 }]).png().toBuffer();
}
