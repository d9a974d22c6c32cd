/**
 * Draws labels over a screenshot for a person to audit: one box per element, coloured by
 * type, with its id; beside the picture, the element list as text in the same colours.
 * Used by `caap dataset show` (contact sheets) and handy when debugging the labeller.
 *
 * @example
 *   const tile = await drawLabelTile(png, 3, elements, { title: 'click-button seed 1000' })
 *   await sharp(tile).toFile('tile.png')
 */
import sharp from 'sharp';
import { escapeHtml } from '../util/html-escape.js';
import type { Element, ElementType } from '../perception/element.js';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../env/screen.js';

export const TYPE_COLOURS: Record<ElementType, string> = {
  text: '#1f77b4',
  hyperlink: '#17becf',
  button: '#d62728',
  radio: '#9467bd',
  checkbox: '#8c564b',
  dropdown: '#e377c2',
  input_field: '#2ca02c',
  text_area: '#bcbd22',
  resize_handle: '#ff7f0e',
  scrollbar: '#7f7f7f',
  tabled_text: '#393b79',
  draggable_text: '#e6550d',
  shape: '#637939',
  icon: '#a55194',
  slider: '#31a354',
};

/** Display size of one frame pixel in a tile. */
const ZOOM = 2;
const PANEL_WIDTH = 330;
const LINE = 11;

/** One line of an audit tile's element list: id, type/subtype, states, text. */
export function tileLine(e: Element): string {
  const kind = e.subtype ? `${e.type}/${e.subtype}` : e.type;
  const states = [e.checked ? 'checked' : '', e.focused ? 'focused' : '', e.highlighted ? 'highlighted' : ''].filter(Boolean);
  const text = e.text !== undefined && e.text !== '' ? ` "${e.text.replace(/\n/g, '\u23ce')}"` : '';
  return `${e.id} ${kind}${states.length ? ' [' + states.join(',') + ']' : ''}${text}`;
}

export interface TileOptions {
  title?: string;
}

/** One audit tile: the screen at 2x with boxes, and the element list beside it. */
export async function drawLabelTile(png: Buffer, _scale: number, elements: Element[], opts: TileOptions = {}): Promise<Buffer> {
  const w = FRAME_WIDTH * ZOOM;
  const h = FRAME_HEIGHT * ZOOM;
  const titleH = opts.title ? 14 : 0;
  const screen = await sharp(png).resize(w, h, { kernel: 'nearest' }).png().toBuffer();
  const boxes = elements.map((e) => {
    const c = TYPE_COLOURS[e.type];
    const x = e.box.left * ZOOM;
    const y = e.box.top * ZOOM + titleH;
    const bw = Math.max(1, (e.box.right - e.box.left) * ZOOM);
    const bh = Math.max(1, (e.box.bottom - e.box.top) * ZOOM);
    return `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" fill="none" stroke="${c}" stroke-width="1.5"/>` +
      `<text x="${x + 1}" y="${y + 8}" font-size="8" font-family="DejaVu Sans" fill="${c}" stroke="#fff" stroke-width="2" paint-order="stroke">${e.id}</text>`;
  });
  const maxLines = Math.floor((h + titleH) / LINE) - 1;
  const listed = elements.slice(0, maxLines);
  const list = listed.map((e, i) => {
    let s = tileLine(e);
    if (s.length > 60) s = s.slice(0, 58) + '\u2026';
    return `<text x="${w + 6}" y="${titleH + LINE * (i + 1)}" font-size="9.5" font-family="DejaVu Sans" fill="${TYPE_COLOURS[e.type]}">${escapeHtml(s)}</text>`;
  });
  if (elements.length > listed.length) {
    list.push(
      `<text x="${w + 6}" y="${titleH + LINE * (listed.length + 1)}" font-size="9.5" font-family="DejaVu Sans" fill="#000">\u2026 ${
        elements.length - listed.length
      } more</text>`,
    );
  }
  const title = opts.title ? `<text x="2" y="11" font-size="10" font-family="DejaVu Sans" font-weight="bold" fill="#000">${escapeHtml(opts.title)}</text>` : '';
  const W = w + PANEL_WIDTH;
  const H = h + titleH;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${title}${boxes.join('')}${list.join('')}</svg>`;
  return sharp({ create: { width: W, height: H, channels: 4, background: '#ffffff' } })
    .composite([{ input: screen, left: 0, top: titleH }, { input: Buffer.from(svg), left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** Tiles laid out in a grid, `columns` per row, on a grey background. */
export async function contactSheet(tiles: Buffer[], columns = 3): Promise<Buffer> {
  if (tiles.length === 0) throw new Error('contactSheet needs at least one tile');
  const metas = await Promise.all(tiles.map((t) => sharp(t).metadata()));
  const tw = Math.max(...metas.map((m) => m.width ?? 0));
  const th = Math.max(...metas.map((m) => m.height ?? 0));
  const gap = 6;
  const cols = Math.min(columns, tiles.length);
  const rows = Math.ceil(tiles.length / cols);
  return sharp({ create: { width: cols * (tw + gap) + gap, height: rows * (th + gap) + gap, channels: 4, background: '#888888' } })
    .composite(tiles.map((t, i) => ({ input: t, left: gap + (i % cols) * (tw + gap), top: gap + Math.floor(i / cols) * (th + gap) })))
    .png()
    .toBuffer();
}
