/**
 * D-PoT's screen caption, built from our perception. The paper adds to the screenshot a
 * text caption of the screen: the words an OCR read and the icons an icon detector
 * classified, one HTML-like line each with an id the click action names
 * (`<p id=3 class="text">Sound</p>`, `<img id=5 class=ICON_VOLUME alt="">`). Ours maps onto
 * it: an element with text read on it (text, buttons, links, fields, labels: the OCR part)
 * is a `<p>` line whose class is its perceived type; an element without text (icons,
 * shapes, empty fields: the icon part) is an `<img>` line whose class is its type and
 * subtype, in capitals. State the understander reads (checked, focused, highlighted) goes
 * in a `state` attribute. No positions: the model looks at the screenshot for those, as in
 * the paper. `parseCaption` reads it back (the test server's answering model does).
 *
 * @example
 *   renderCaption([{ id: 1, type: 'button', text: 'Submit', box, score: 1 }])   // '<p id=1 class="button">Submit</p>'
 */
import type { Element, ElementList } from '../../perception/element.js';
import { STATE_KEYS } from '../../perception/element.js';

const oneLine = (t: string) => t.replace(/\s+/g, ' ').trim();

/** What a caption line says an element is: its text (OCR) or, without text, its class (icon). */
export function captionKey(e: Element): string {
  const text = oneLine(e.text ?? '');
  return text ? `${e.type}|${text}` : `${e.type}${e.subtype ? `_${e.subtype}` : ''}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
}

export function renderCaption(elements: ElementList): string {
  if (!elements.length) return '(nothing recognised on the screen)';
  return elements.map((e) => {
    const state = STATE_KEYS.filter((k) => e[k]);
    const st = state.length ? ` state="${state.join(' ')}"` : '';
    const key = captionKey(e);
    const bar = key.indexOf('|');
    if (bar >= 0) return `<p id=${e.id} class="${key.slice(0, bar)}"${st}>${key.slice(bar + 1)}</p>`;
    return `<img id=${e.id} class=${key}${st} alt="">`;
  }).join('\n');
}

/** A caption line read back: the element's id and its captionKey. */
export interface CaptionEntry {
  id: number;
  key: string;
}

/** The entries of a caption, in order; lines of another form are skipped. */
export function parseCaption(text: string): CaptionEntry[] {
  const out: CaptionEntry[] = [];
  for (const line of text.split('\n', 2000)) {
    if (line.length > 2000) continue;
    const p = /^<p id=(\d{1,6}) class="([a-z_]{1,30})"(?: state="[a-z ]{0,60}")?>(.*)<\/p>$/.exec(line);
    if (p) {
      out.push({ id: Number(p[1]), key: `${p[2]!}|${p[3]!}` });
      continue;
    }
    const img = /^<img id=(\d{1,6}) class=([A-Z0-9_]{1,80})(?: state="[a-z ]{0,60}")? alt="">$/.exec(line);
    if (img) out.push({ id: Number(img[1]), key: img[2]! });
  }
  return out;
}
