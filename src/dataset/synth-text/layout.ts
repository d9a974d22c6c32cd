/**
 * Draws a synthetic text screen: a query sentence and three to seven widgets of the kinds the
 * task pages show (text lines, buttons, book-flight's two-line price buttons, fields, text
 * areas, a terminal, a date picker's month, links, a table), in the sizes, colours and
 * backgrounds the pages use. Deterministic for a seeded stream.
 *
 * @example
 *   const screen = drawScreen(seedrandom('caap-synth-text:1000:0'), await loadWordSources())
 *   screen.widgets.map((w) => w.kind)   // ['text', 'input', 'button', 'calendar']
 */
import { drawLine, drawPrice, drawToken, pick, randInt, type Rng, type TokenKind } from './content.js';
import { SynthScreenSchema, type SynthScreen, type TextStyle, type Widget, type WidgetKind } from './spec.js';
import type { WordSources } from './words.js';

/** How often each kind is drawn; text areas, fields, terminals and calendars read worst, so they come often. */
const KIND_MIX: readonly WidgetKind[] = [
  'text',
  'text',
  'text',
  'button',
  'flight-button',
  'input',
  'input',
  'textarea',
  'textarea',
  'terminal',
  'calendar',
  'link',
  'table',
];

/** The families the pages name (Arial and Helvetica fall to Liberation Sans; Menlo to Arial), plus the --vary fonts. */
const FAMILIES = [null, null, null, null, 'Helvetica, Arial, sans-serif', 'monospace', 'serif', 'DejaVu Sans', 'Liberation Sans Narrow'];
const TEXT_SIZES = [7, 8, 9, 10, 10, 10, 10, 11, 12, 13, 14, 16, 20];
const INKS = ['#000', '#000', '#000', '#333', '#333', '#555', '#666', '#888', '#039', '#00f', '#c00', '#080', '#800080'];
const LIGHT_BACKGROUNDS = ['#fff', '#fff', '#fff', '#eee', '#f5f5f5', '#ddd', '#ff0', '#e9e9e9', '#fdd774'];
const DARK_BACKGROUNDS = ['#333', '#039', '#000', '#555', '#1a73e8'];
const AREA_BACKGROUNDS = ['#fff', '#fff', '#fff', '#fff', '#f5f5f5', '#eee'];

function style(rng: Rng, o: Partial<TextStyle> = {}): TextStyle {
  return { family: null, sizePx: null, bold: false, italic: false, color: null, background: null, ...o };
}

/** Ink and background for a text block: mostly dark on light, sometimes light on dark. */
function textColours(rng: Rng): Pick<TextStyle, 'color' | 'background'> {
  if (rng() < 0.15) return { color: pick(rng, ['#fff', '#fff', '#eee', '#ff0']), background: pick(rng, DARK_BACKGROUNDS) };
  return { color: pick(rng, INKS), background: rng() < 0.3 ? pick(rng, LIGHT_BACKGROUNDS) : null };
}

const base = (rng: Rng): Omit<Widget, 'kind' | 'texts' | 'style'> => ({
  widthPx: null,
  heightPx: null,
  marginTopPx: randInt(rng, 0, 6),
  marginLeftPx: rng() < 0.7 ? 0 : randInt(rng, 1, 20),
  align: rng() < 0.8 ? 'left' : pick(rng, ['center', 'right'] as const),
});

function textWidget(rng: Rng, words: WordSources, kind: 'text' | 'link'): Widget {
  const sizePx = pick(rng, TEXT_SIZES);
  const perLine = Math.max(6, Math.round(150 / (sizePx * 0.5)));
  const blocks = randInt(rng, 1, 3);
  const texts = Array.from({ length: blocks }, () => drawLine(rng, words, randInt(rng, 3, rng() < 0.3 ? perLine * 2 : perLine)));
  const colours = kind === 'link' ? { color: null, background: null } : textColours(rng);
  return { ...base(rng), kind, texts, style: style(rng, { family: pick(rng, FAMILIES), sizePx, bold: rng() < 0.25, italic: rng() < 0.05, ...colours }) };
}

function buttonWidget(rng: Rng, words: WordSources): Widget {
  const mix: TokenKind[] = ['word', 'word', 'name', 'number', 'letters', 'date', 'time', 'price', 'place'];
  const label = rng() < 0.2
    ? pick(rng, ['Submit', 'OK', 'Cancel', 'Search', 'Next', 'Previous', 'Yes', 'No', 'Back'])
    : drawLine(rng, words, randInt(rng, 2, 22), mix);
  const sizePx = rng() < 0.5 ? null : pick(rng, [8, 9, 10, 11, 12, 14]);
  const colours = rng() < 0.25 ? { color: pick(rng, ['#000', '#fff', '#333']), background: pick(rng, ['#ddd', '#4CAF50', '#1a73e8', '#f44336', '#eee']) } : {};
  return { ...base(rng), kind: 'button', texts: [label], style: style(rng, { sizePx, bold: rng() < 0.1, ...colours }) };
}

/** book-flight's price buttons: 126 px wide, the label wraps onto a second line. */
function flightButton(rng: Rng, words: WordSources): Widget {
  const label = rng() < 0.7 ? `Book flight for ${drawPrice(rng)}` : drawLine(rng, words, randInt(rng, 18, 30), ['word', 'price', 'airport', 'time', 'name']);
  return { ...base(rng), kind: 'flight-button', texts: [label], widthPx: pick(rng, [126, 126, 110, 140]), style: style(rng) };
}

function inputWidget(rng: Rng, words: WordSources): Widget {
  const mix: TokenKind[] = ['word', 'name', 'full-name', 'date', 'date', 'time', 'number', 'letters', 'letters', 'file', 'place', 'accented'];
  const empty = rng() < 0.1;
  const value = empty ? '' : drawLine(rng, words, randInt(rng, 1, 20), mix);
  const placeholder = empty ? drawLine(rng, words, randInt(rng, 4, 14), ['word', 'word', 'name']) : '';
  return {
    ...base(rng),
    kind: 'input',
    texts: empty ? ['', placeholder] : [value],
    widthPx: pick(rng, [null, null, 100, 150, 80]),
    password: !empty && rng() < 0.05,
    style: style(rng, { sizePx: rng() < 0.7 ? null : pick(rng, [10, 11, 12, 14]), family: rng() < 0.8 ? null : pick(rng, FAMILIES) }),
  };
}

function textareaWidget(rng: Rng, words: WordSources): Widget {
  const n = randInt(rng, 3, 40);
  const value = Array.from({ length: n }, () => drawToken(rng, words, rng() < 0.8 ? 'word' : pick(rng, ['name', 'number', 'date', 'letters'] as const))).join(
    ' ',
  );
  const mono = rng() < 0.35;
  return {
    ...base(rng),
    kind: 'textarea',
    texts: [value],
    widthPx: 5 * randInt(rng, 11, 30),
    heightPx: 5 * randInt(rng, 5, 20),
    scroll: rng() < 0.3 ? rng() : 0,
    style: style(rng, mono ? { family: 'monospace', sizePx: 10 } : { sizePx: rng() < 0.6 ? null : pick(rng, [9, 10, 11, 12]) }),
  };
}

/** The terminal task's box: green 8 px text on black, a grey title bar. */
function terminalWidget(rng: Rng, words: WordSources): Widget {
  const lines: string[] = [];
  if (rng() < 0.5) lines.push('Welcome! Type help for a list of available commands.');
  if (rng() < 0.5) lines.push(`Last login: ${drawToken(rng, words, 'date')}`);
  for (let i = randInt(rng, 1, 6); i > 0; i--) {
    const r = rng();
    if (r < 0.35) lines.push(`user$ ${pick(rng, ['ls', 'rm', 'help', 'cat', 'cd', 'ls -l', 'rm -rf'])} ${r < 0.2 ? drawToken(rng, words, 'file') : ''}`.trim());
    else if (r < 0.75) lines.push(Array.from({ length: randInt(rng, 1, 4) }, () => drawToken(rng, words, 'file')).join(' '));
    else lines.push(drawLine(rng, words, randInt(rng, 6, 34)));
  }
  return { ...base(rng), kind: 'terminal', texts: lines, widthPx: 150, heightPx: 10 + 12 * Math.min(lines.length + 1, 12), style: style(rng) };
}

/** jQuery UI's date picker, the month title bold at 7 px; mostly its title bar alone (the day table adds some forty numbers). */
function calendarWidget(rng: Rng): Widget {
  return { ...base(rng), kind: 'calendar', texts: [], month: { year: randInt(rng, 1995, 2030), month: randInt(rng, 0, 11), days: rng() < 0.3 },
    style: style(rng) };
}

function tableWidget(rng: Rng, words: WordSources): Widget {
  const columns = randInt(rng, 2, 3);
  const rows = randInt(rng, 2, 5);
  const mix: TokenKind[] = ['word', 'name', 'full-name', 'number', 'date', 'price', 'place', 'time'];
  const texts = Array.from({ length: rows * columns }, () => drawLine(rng, words, randInt(rng, 2, 14), mix));
  return { ...base(rng), kind: 'table', texts, columns, style: style(rng, { sizePx: pick(rng, [null, 8, 9, 10, 11]), ...textColours(rng) }) };
}

function drawWidget(rng: Rng, words: WordSources, kind: WidgetKind): Widget {
  switch (kind) {
    case 'text':
    case 'link':
      return textWidget(rng, words, kind);
    case 'button':
      return buttonWidget(rng, words);
    case 'flight-button':
      return flightButton(rng, words);
    case 'input':
      return inputWidget(rng, words);
    case 'textarea':
      return textareaWidget(rng, words);
    case 'terminal':
      return terminalWidget(rng, words);
    case 'calendar':
      return calendarWidget(rng);
    case 'table':
      return tableWidget(rng, words);
  }
}

export function drawScreen(rng: Rng, words: WordSources): SynthScreen {
  const sentence = drawLine(rng, words, randInt(rng, 20, 80));
  const bold = rng() < 0.6 ? drawLine(rng, words, randInt(rng, 3, 20)) : '';
  const after = bold && rng() < 0.4 ? drawLine(rng, words, randInt(rng, 3, 20)) : '';
  const widgets = Array.from({ length: randInt(rng, 3, 7) }, () => drawWidget(rng, words, pick(rng, KIND_MIX)));
  return SynthScreenSchema.parse({
    query: { before: bold ? `${sentence} ` : sentence, bold, after: after ? ` ${after}` : '' },
    areaBackground: pick(rng, AREA_BACKGROUNDS),
    widgets,
  });
}
