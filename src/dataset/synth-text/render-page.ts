/**
 * Builds a synthetic text screen in the live page: the query bar's sentence, then the widgets
 * in the task area (#area), in normal flow, so what does not fit falls below the frame (the
 * labeller keeps only what shows). The page is a task page of the embedded suite with jQuery UI
 * loaded (the shell: core.css, the frame's margins, the date picker's theme); its own content
 * is replaced. Harness side only.
 *
 * @example
 *   await renderSynthScreen(ep.page, drawScreen(rng, words))
 *   const elements = await labelScreen(ep.page)
 */
import type { Page } from 'playwright-core';
import type { SynthScreen } from './spec.js';

/** Runs in the page: it must not refer to anything outside itself. */
function buildInPage(screen: SynthScreen): void {
  const q = document.getElementById('query');
  const area = document.getElementById('area');
  if (!q || !area) throw new Error('the page has no #query/#area: not a task page shell');
  q.textContent = screen.query.before;
  if (screen.query.bold) {
    const b = document.createElement('span');
    b.className = 'bold';
    b.textContent = screen.query.bold;
    q.appendChild(b);
    q.appendChild(document.createTextNode(screen.query.after));
  }
  area.innerHTML = '';
  area.style.background = screen.areaBackground;
  area.style.height = '158px'; // the frame below the query bar, so the background fills it
  area.style.overflow = 'hidden';
  const px = (v: number) => `${v}px`;
  const applyStyle = (el: HTMLElement, w: SynthScreen['widgets'][number]) => {
    const s = w.style;
    if (s.family) el.style.fontFamily = s.family;
    if (s.sizePx) el.style.fontSize = px(s.sizePx);
    if (s.bold) el.style.fontWeight = 'bold';
    if (s.italic) el.style.fontStyle = 'italic';
    if (s.color) el.style.color = s.color;
    if (s.background) el.style.background = s.background;
    if (w.widthPx) el.style.width = px(w.widthPx);
    if (w.heightPx) el.style.height = px(w.heightPx);
  };
  const jq = (window as unknown as { jQuery?: (el: HTMLElement) => { datepicker: (o: object) => void } }).jQuery;
  const scrolls: { el: HTMLTextAreaElement; share: number }[] = [];
  for (const w of screen.widgets) {
    const holder = document.createElement('div');
    holder.style.marginTop = px(w.marginTopPx);
    holder.style.marginLeft = px(w.marginLeftPx);
    holder.style.textAlign = w.align;
    let el: HTMLElement;
    switch (w.kind) {
      case 'text':
      case 'link': {
        el = document.createElement('div');
        for (const t of w.texts) {
          const block = document.createElement(w.kind === 'link' ? 'a' : 'div');
          if (block instanceof HTMLAnchorElement) {
            block.href = '#';
            block.style.display = 'block';
          }
          block.textContent = t;
          el.appendChild(block);
        }
        break;
      }
      case 'button':
        el = document.createElement('button');
        el.textContent = w.texts[0] ?? '';
        break;
      case 'flight-button':
        el = document.createElement('button');
        el.textContent = w.texts[0] ?? '';
        el.style.cssText = 'display:block;box-sizing:border-box;margin:2px;border:1px solid #B3B3B3;border-radius:3px;'
          + 'background:linear-gradient(#fdd774,#edb82e);color:#000;cursor:pointer;';
        break;
      case 'input': {
        const input = document.createElement('input');
        input.type = w.password ? 'password' : 'text';
        input.value = w.texts[0] ?? '';
        if (w.texts[1]) input.placeholder = w.texts[1];
        el = input;
        break;
      }
      case 'textarea': {
        const ta = document.createElement('textarea');
        ta.value = w.texts[0] ?? '';
        ta.style.resize = 'none';
        scrolls.push({ el: ta, share: w.scroll ?? 0 });
        el = ta;
        break;
      }
      case 'terminal': {
        el = document.createElement('div');
        el.style.cssText = 'position:relative;margin:2px;background:#000;border-radius:3px;font-family:Menlo,Arial,serif;font-size:8px;overflow:hidden;';
        const header = document.createElement('div');
        header.style.cssText = 'height:10px;background:#C9C9C9;border-radius:3px 3px 0 0;text-align:center;color:#000;';
        header.textContent = 'terminal';
        const body = document.createElement('div');
        body.style.cssText = 'margin:3px;color:#49F468;line-height:9px;text-align:left;';
        for (const t of w.texts) {
          const line = document.createElement('div');
          line.textContent = t;
          body.appendChild(line);
        }
        el.append(header, body);
        break;
      }
      case 'calendar': {
        el = document.createElement('div');
        el.className = 'synth-calendar';
        el.style.display = 'inline-block';
        el.style.textAlign = 'left'; // the arrows hide their words by text-indent, which a centred or right-aligned line undoes
        if (jq && w.month) jq(el).datepicker({ defaultDate: new Date(w.month.year, w.month.month, 15) });
        if (!w.month?.days) el.querySelector('.ui-datepicker-calendar')?.remove();
        break;
      }
      case 'table': {
        const table = document.createElement('table');
        table.style.borderCollapse = 'collapse';
        const cols = w.columns ?? 2;
        for (let r = 0; r * cols < w.texts.length; r++) {
          const tr = table.insertRow();
          for (const t of w.texts.slice(r * cols, (r + 1) * cols)) {
            const td = tr.insertCell();
            td.style.border = '1px solid #999';
            td.style.padding = '1px 2px';
            td.textContent = t;
          }
        }
        el = table;
        break;
      }
    }
    if (w.kind !== 'terminal' && w.kind !== 'flight-button') applyStyle(el, w);
    else if (w.widthPx) {
      el.style.width = px(w.widthPx);
      if (w.heightPx) el.style.height = px(w.heightPx);
    }
    holder.appendChild(el);
    area.appendChild(holder);
  }
  for (const s of scrolls) s.el.scrollTop = Math.round((s.el.scrollHeight - s.el.clientHeight) * s.share);
}

export async function renderSynthScreen(page: Page, screen: SynthScreen): Promise<void> {
  await page.evaluate(buildInPage, screen);
}
