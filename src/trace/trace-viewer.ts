/**
 * The trace viewer: one self-contained HTML file per episode (no server, no other files).
 * Per step: the screenshot with the perceived elements drawn over it (legible ids, a toggle
 * per element type), where each click landed and each drag went, the prompt and the reply
 * inline and collapsible, tokens and latency, errors highlighted; the actions with the
 * element ids the model named them by; after the steps, the final screen (the state the
 * reward was read from) with the reward. ← / k go back a step, → / j forward (KEYS: the
 * hint and the key handler are written from the same table).
 *
 * @example
 *   const html = renderTraceViewer({ title: 'click-button seed 3', header: [...], steps })
 *   writeFileSync('runs/t1/index.html', html)
 */
import type { ElementList } from '../perception/element.js';
import { escapeHtml } from '../util/html-escape.js';
import { describeElement } from '../agent/element-text.js';
import type { StepRecord } from '../agent/record.js';

export interface ViewerStep {
  record: StepRecord;
  /** The screenshot the step decided on (PNG). */
  png: Buffer;
  scale: number;
  elements: ElementList;
  prompt: string;
  reply: string;
}

/** The state that got the reward (trace.ts finalOf), and what it earned. */
export interface ViewerFinal {
  png: Buffer;
  /** e.g. "reward 1.000 (raw 1) · done". */
  outcome: string;
  /** What the picture is, in words. */
  note: string;
  /** The step whose screen it is (its actions are marked on it); absent for a screen captured at the end. */
  step?: number;
  /** The screen captured at the end, when it is not the picture itself (the task page's cover). */
  endPng?: Buffer;
}

export interface ViewerEpisode {
  title: string;
  /** Lines shown above the steps (goal, reward, model...). */
  header: string[];
  /** The episode's fatal error, if any. */
  error?: string;
  steps: ViewerStep[];
  /** The final screen (absent while the episode runs, or when the page could not be captured at the end). */
  final?: ViewerFinal;
}

/** The keys that move between steps: the hint below the page and the key handler both come from here. */
export const KEYS = { previous: ['ArrowLeft', 'k'], next: ['ArrowRight', 'j'] } as const;

const keyName = (k: string) => ({ ArrowLeft: '←', ArrowRight: '→' } as Record<string, string>)[k] ?? k;
/** "← or k: previous step · → or j: next step". */
export const KEY_HINT = `${KEYS.previous.map(keyName).join(' or ')}: previous step · ${KEYS.next.map(keyName).join(' or ')}: next step`;

/** A JSON blob inside <script>, with no "</script>" breakout. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** An action as the model wrote it, its element ids as it named them: click_element("element_2"). */
const actionCall = (name: string, args: Record<string, unknown>): string => `${name}(${Object.values(args).map((v) => JSON.stringify(v)).join(', ')})`;

export function renderTraceViewer(ep: ViewerEpisode): string {
  const data = ep.steps.map((s) => ({
    step: s.record.step,
    img: `data:image/png;base64,${s.png.toString('base64')}`,
    elements: s.elements.map((e) => ({ id: e.id, type: e.type, text: e.text ?? '', box: e.box })),
    // The step is recorded in the ids the model saw (agent/loop.ts: one id space), so the call
    // shows them as it named them, and the element it ran on follows as the history describes it.
    actions: s.record.actions.map((a) => ({ name: a.name, args: a.args, call: actionCall(a.name, a.args), element: a.element ? describeElement(a.element) : '',
      point: a.point ?? null })
    ),
    error: s.record.error ? `${s.record.error.code}: ${s.record.error.message}` : '',
    batchStop: s.record.batchStop ? `batch stopped after action ${s.record.batchStop.afterAction}: ${s.record.batchStop.reason}` : '',
    tokens: `${s.record.promptTokens} + ${s.record.completionTokens} tokens, ${s.record.llmCalls} LLM call(s)${s.record.cached ? ' (cached)' : ''}`,
    ms: s.record.ms,
    prompt: s.prompt,
    reply: s.reply,
  }));
  const img = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  const final = ep.final ?
    { img: img(ep.final.png), outcome: ep.final.outcome, note: ep.final.note, step: ep.final.step ?? null,
      endImg: ep.final.endPng ? img(ep.final.endPng) : null } :
    null;
  const types = [...new Set(ep.steps.flatMap((s) => s.elements.map((e) => e.type)))].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(ep.title)}</title>
<style>${CSS}</style></head>
<body>
<header><h1>${escapeHtml(ep.title)}</h1>${ep.header.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
${ep.error ? `<p class="err">Episode error: ${escapeHtml(ep.error)}</p>` : ''}</header>
<nav id="steps" aria-label="steps"></nav>
<div id="types">Show: ${types.map((t) => `<label><input type="checkbox" data-type="${escapeHtml(t)}" checked> ${escapeHtml(t)}</label>`).join(' ')}</div>
<main id="step"></main>
<p class="help">${escapeHtml(KEY_HINT)}</p>
<script id="trace-data" type="application/json">${scriptJson(data)}</script>
<script id="trace-final" type="application/json">${scriptJson(final)}</script>
<script id="trace-keys" type="application/json">${scriptJson(KEYS)}</script>
<script>${SCRIPT}</script>
</body></html>
`;
}

const CSS = `
body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#222}
h1{font-size:18px;margin:0 0 4px} header p{margin:2px 0}
.err{background:#fde2e1;color:#8a1c12;padding:4px 8px;border-left:4px solid #c0392b}
nav button{margin:2px;padding:4px 10px;border:1px solid #aaa;background:#f4f4f4;border-radius:4px;cursor:pointer}
nav button.cur{background:#2d6cdf;color:#fff;border-color:#2d6cdf} nav button.bad{border-color:#c0392b;color:#c0392b}
nav button.bad.cur{background:#c0392b;color:#fff} nav button.final{font-weight:600}
.outcome{font-size:16px;font-weight:600}
#types{margin:8px 0;font-size:12px} #types label{margin-right:8px}
.grid{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
.shot{position:relative;width:480px;height:630px;flex:none;border:1px solid #999}
.shot img{width:480px;height:630px;image-rendering:pixelated;display:block}
.shot svg{position:absolute;left:0;top:0}
.side{flex:1;min-width:320px}
.side ol{padding-left:20px} pre{white-space:pre-wrap;background:#f7f7f7;padding:8px;max-height:480px;overflow:auto;font-size:12px}
.help{color:#777;font-size:12px}
`;

/** Runs in the viewer page (it is the viewer's own script, not the task page's). */
const SCRIPT = `
const steps = JSON.parse(document.getElementById('trace-data').textContent);
const final = JSON.parse(document.getElementById('trace-final').textContent);
const KEYS = JSON.parse(document.getElementById('trace-keys').textContent);
const pages = steps.length + (final ? 1 : 0); // the steps, then the final screen
const S = 3; // CSS px of the task frame -> viewer px
const hidden = new Set();
let cur = 0;
const nav = document.getElementById('steps');
steps.forEach((s, i) => {
  const b = document.createElement('button');
  b.textContent = 'step ' + s.step;
  if (s.error) b.classList.add('bad');
  b.onclick = () => show(i);
  nav.appendChild(b);
});
if (final) {
  const b = document.createElement('button');
  b.textContent = 'final screen';
  b.classList.add('final');
  b.onclick = () => show(steps.length);
  nav.appendChild(b);
}
document.querySelectorAll('#types input').forEach((c) => c.onchange = () => {
  c.checked ? hidden.delete(c.dataset.type) : hidden.add(c.dataset.type); show(cur);
});
const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
function overlay(s) {
  let g = '';
  for (const e of s.elements) {
    if (hidden.has(e.type)) continue;
    const x = e.box.left * S, y = e.box.top * S, w = (e.box.right - e.box.left) * S, h = (e.box.bottom - e.box.top) * S;
    g += '<g class="el" data-type="' + esc(e.type) + '"><title>' + esc(e.id + ' ' + e.type + (e.text ? ': ' + e.text : '')) + '</title>' +
      '<rect x="' + x + '" y="' + y + '" width="' + w + '" height="' + h + '" fill="none" stroke="#e6194b" stroke-width="1.5"/>' +
      '<rect x="' + x + '" y="' + Math.max(0, y - 14) + '" width="' + (8 + 8 * String(e.id).length) + '" height="14" fill="#e6194b"/>' +
      '<text x="' + (x + 3) + '" y="' + (Math.max(0, y - 14) + 11) + '" font-size="12" font-family="sans-serif" fill="#fff">' + e.id + '</text></g>';
  }
  let drag = [];
  for (const a of s.actions) {
    const p = a.point || (a.args && typeof a.args.x === 'number' ? { x: a.args.x, y: a.args.y } : null);
    if (a.name === 'drag_mouse_hold_down' && p) drag = [p];
    else if (a.name === 'drag_mouse_move' && p) drag.push(p);
    else if (p) g += '<circle class="click" cx="' + p.x * S + '" cy="' + p.y * S + '" r="9" fill="rgba(45,108,223,.35)" stroke="#2d6cdf" stroke-width="2"/>';
  }
  if (drag.length > 1) {
    g += '<polyline class="drag" points="' + drag.map((p) => p.x * S + ',' + p.y * S).join(' ') + '" fill="none" stroke="#16a085" stroke-width="3" marker-end="url(#arrow)"/>';
  }
  return '<svg width="480" height="630" viewBox="0 0 480 630"><defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0L10,5L0,10z" fill="#16a085"/></marker></defs>' + g + '</svg>';
}
function showFinal() {
  const last = steps.find((s) => s.step === final.step);
  const marks = last ? overlay({ elements: [], actions: last.actions }) : '';
  document.getElementById('step').innerHTML = '<h2>Final screen</h2><p class="outcome">' + esc(final.outcome) + '</p>' +
    '<div class="grid"><div class="shot"><img alt="the final screen" src="' + final.img + '">' + marks + '</div>' +
    '<div class="side"><p class="final-note">' + esc(final.note) + '</p>' +
    (last ? '<ol class="actions">' + last.actions.map((a) => '<li><code>' + esc(a.call) + '</code></li>').join('') + '</ol>' : '') +
    (final.endImg ? '<p>Captured at the end:</p><img class="end" alt="the screen captured at the end" src="' + final.endImg + '" width="160">' : '') + '</div></div>';
  location.hash = 'final';
}
function show(i) {
  cur = Math.max(0, Math.min(pages - 1, i));
  nav.querySelectorAll('button').forEach((b, j) => b.classList.toggle('cur', j === cur));
  if (cur === steps.length) return showFinal();
  const s = steps[cur];
  const acts = s.actions.map((a) => '<li><code>' + esc(a.call) + '</code>' + (a.element ? ' <small>on ' + esc(a.element) + '</small>' : '') + '</li>').join('');
  document.getElementById('step').innerHTML =
    '<h2>Step ' + s.step + ' of ' + steps.length + '</h2><div class="grid"><div class="shot"><img alt="screenshot of step ' + s.step + '" src="' + s.img + '">' + overlay(s) + '</div>' +
    '<div class="side">' + (s.error ? '<p class="err">' + esc(s.error) + '</p>' : '') + (s.batchStop ? '<p>' + esc(s.batchStop) + '</p>' : '') +
    '<p>' + esc(s.tokens) + ' · ' + Math.round(s.ms.total) + ' ms (perceive ' + Math.round(s.ms.perceive) + ', LLM ' + Math.round(s.ms.llm) + ', execute ' + Math.round(s.ms.execute) + ')</p>' +
    '<h3>Actions</h3><ol class="actions">' + (acts || '<li>(none)</li>') + '</ol>' +
    '<details><summary>Prompt</summary><pre class="prompt">' + esc(s.prompt) + '</pre></details>' +
    '<details open><summary>Reply</summary><pre class="reply">' + esc(s.reply) + '</pre></details></div></div>';
  location.hash = 'step-' + s.step;
}
document.addEventListener('keydown', (e) => {
  if (KEYS.next.includes(e.key)) show(cur + 1);
  if (KEYS.previous.includes(e.key)) show(cur - 1);
});
const m = /^#step-(\\d+)$/.exec(location.hash);
if (pages) show(location.hash === '#final' ? pages - 1 : m ? Math.max(0, steps.findIndex((s) => s.step === Number(m[1]))) : 0);
else document.getElementById('step').textContent = 'No step was recorded.';
`;
