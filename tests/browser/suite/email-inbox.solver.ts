/**
 * Test solver shared by the email-inbox family specs. It reads the instance the page
 * exposes (window.EMAIL_INBOX) and the DOM to find where things are, and acts only with
 * raw input: the wheel to bring a row into the 150 px inbox box, clicks, typing.
 */
import type { Episode } from '../../../src/env/episode.js';
import { centre, type Box } from './harness.js';

export interface Instance {
  action: 'reply' | 'forward' | 'delete' | 'important';
  target: { name: string };
  msg: string | null;
  dest: string | null;
  emails: { name: string }[];
}

export async function instance(ep: Episode): Promise<Instance> {
  return ep.page.evaluate(() => {
    const s = (window as any).EMAIL_INBOX;
    return { action: s.action, target: { name: s.target.name }, msg: s.msg, dest: s.dest, emails: s.emails.map((e: any) => ({ name: e.name })) };
  });
}

/** Box of the element `selector` inside the index-th inbox row (or the row itself). */
async function rowPart(ep: Episode, index: number, selector: string | null): Promise<Box> {
  return ep.page.evaluate(({ index, selector }) => {
    const row = document.querySelectorAll('.ei-inbox .ei-row')[index] as HTMLElement;
    const el = selector ? (row.querySelector(selector) as HTMLElement) : row.querySelector('.ei-sender')!;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, { index, selector });
}

async function boxOfVisible(ep: Episode, selector: string): Promise<Box> {
  const b = await ep.page.evaluate((sel) => {
    const el = [...document.querySelectorAll(sel)].find((e) => (e as HTMLElement).offsetParent !== null);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, selector);
  if (!b) throw new Error(`test solver: nothing visible matches ${selector}`);
  return b;
}

const INBOX_TOP = 73; // below the red header when the list is at the top
const INBOX_BOTTOM = 202; // bottom of the 150 px scroll box

/** Wheels the inbox until `part` of row `index` lies inside the box; returns its box. */
async function scrollIntoView(ep: Episode, index: number, part: string | null): Promise<Box> {
  for (let i = 0; i < 12; i++) {
    const b = await rowPart(ep, index, part);
    if (b.top >= 52 && b.top + b.height <= INBOX_BOTTOM) return b;
    const dy = b.top < 52 ? b.top - INBOX_TOP : b.top + b.height - INBOX_BOTTOM + 20;
    await ep.screen.mouse.move(60, 130);
    await ep.screen.mouse.wheel(0, dy);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('test solver: could not scroll the row into view');
}

async function click(ep: Episode, b: Box) {
  const c = centre(b);
  await ep.screen.mouse.click(c.x, c.y);
}

/** Opens the index-th email, presses Reply or Forward, fills the draft and sends it. */
async function compose(ep: Episode, index: number, kind: 'reply' | 'forward', text: string) {
  await click(ep, await scrollIntoView(ep, index, null));
  // Long bodies can push the Reply/Forward strip below the email box: wheel it up.
  let action = await boxOfVisible(ep, `.ei-action-${kind}`);
  for (let i = 0; i < 5 && action.top + action.height > INBOX_BOTTOM; i++) {
    await ep.screen.mouse.move(80, 120);
    await ep.screen.mouse.wheel(0, action.top + action.height - INBOX_BOTTOM + 10);
    await new Promise((r) => setTimeout(r, 250));
    action = await boxOfVisible(ep, `.ei-action-${kind}`);
  }
  await click(ep, action);
  await click(ep, await boxOfVisible(ep, kind === 'reply' ? '.ei-reply textarea' : '.ei-forward-to'));
  await ep.screen.keyboard.type(text);
  await click(ep, await boxOfVisible(ep, `.ei-${kind} .ei-send`));
}

export async function solve(ep: Episode): Promise<void> {
  const s = await instance(ep);
  const index = s.emails.findIndex((e) => e.name === s.target.name);
  if (s.action === 'delete') await click(ep, await scrollIntoView(ep, index, '.ei-trash'));
  else if (s.action === 'important') await click(ep, await scrollIntoView(ep, index, '.ei-star'));
  else if (s.action === 'reply') await compose(ep, index, 'reply', s.msg!);
  else await compose(ep, index, 'forward', s.dest!);
}

/** A wrong action for any variant: the right email, but a reply that is not the message. */
export async function wrong(ep: Episode): Promise<void> {
  const s = await instance(ep);
  const index = s.emails.findIndex((e) => e.name === s.target.name);
  await compose(ep, index, 'reply', 'Wrong text.');
}

/** For delete/important: the icon of a row whose sender is not the target. */
export async function wrongIcon(ep: Episode): Promise<void> {
  const s = await instance(ep);
  const index = s.emails.findIndex((e) => e.name !== s.target.name);
  await click(ep, await scrollIntoView(ep, index, s.action === 'delete' ? '.ei-trash' : '.ei-star'));
}
