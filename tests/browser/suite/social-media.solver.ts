/**
 * Test solver shared by the social-media family specs. It reads the instance the page
 * exposes (window.SOCIAL_MEDIA) and the DOM to find where things are, and acts only with
 * raw input: the wheel over the feed to bring an icon, menu item or Submit into the
 * 150 px box (y 52-204), then clicks.
 */
import type { Episode } from '../../../src/env/episode.js';
import { centre, type Box } from './harness.js';

export interface Instance {
  variant: 'menu' | 'all' | 'some';
  action: string;
  username: string;
  k?: number;
  usernames: string[];
}

export async function instance(ep: Episode): Promise<Instance> {
  return ep.page.evaluate(() => {
    const s = (window as any).SOCIAL_MEDIA;
    return { variant: s.variant, action: s.action, username: s.username, k: s.k, usernames: s.posts.map((p: any) => p.username) };
  });
}

const VIEW_TOP = 52;
const VIEW_BOTTOM = 204;

/** The box of the first element matching `selector` (null when there is none). */
async function boxOf(ep: Episode, selector: string): Promise<Box | null> {
  return ep.page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, selector);
}

/** Wheels the feed until the element lies inside the visible box; returns its box. */
async function scrollIntoView(ep: Episode, selector: string): Promise<Box> {
  for (let i = 0; i < 15; i++) {
    const b = await boxOf(ep, selector);
    if (!b) throw new Error(`test solver: nothing matches ${selector}`);
    if (b.top >= VIEW_TOP && b.top + b.height <= VIEW_BOTTOM) return b;
    const dy = b.top < VIEW_TOP ? b.top - VIEW_TOP - 10 : b.top + b.height - VIEW_BOTTOM + 10;
    await ep.screen.mouse.move(70, 130);
    await ep.screen.mouse.wheel(0, dy);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`test solver: could not scroll ${selector} into view`);
}

async function click(ep: Episode, selector: string): Promise<void> {
  const c = centre(await scrollIntoView(ep, selector));
  await ep.screen.mouse.click(c.x, c.y);
}

const icon = (post: number, action: string) => `.sm-icon[data-post="${post}"][data-action="${action}"]`;
const MENU_ITEMS = ['share', 'copy', 'embed', 'menu-user', 'block-user', 'report'];

/** social-media: the action on a post by the user, opening its "more" menu when needed. */
async function doAction(ep: Episode, post: number, action: string): Promise<void> {
  if (!MENU_ITEMS.includes(action)) return click(ep, icon(post, action));
  await click(ep, icon(post, 'more'));
  await click(ep, `.sm-item[data-post="${post}"][data-action="${action}"]`);
}

function postsOf(s: Instance): number[] {
  return s.usernames.flatMap((u, i) => (u === s.username ? [i] : []));
}

export async function solve(ep: Episode): Promise<void> {
  const s = await instance(ep);
  const posts = postsOf(s);
  if (s.variant === 'menu') return doAction(ep, posts[0]!, s.action);
  const chosen = s.variant === 'some' ? posts.slice(0, s.k) : posts;
  for (const p of chosen) await click(ep, icon(p, s.action));
  await ep.screen.mouse.move(150, 30); // away from the icons: hover colours them too
  await click(ep, '.sm-submit');
}

/** A wrong action: social-media, the named action on another user's post (else another
 * action on the user's post); -all/-some, Submit with one icon too many. */
export async function wrong(ep: Episode): Promise<void> {
  const s = await instance(ep);
  const posts = postsOf(s);
  if (s.variant === 'menu') {
    const other = s.usernames.findIndex((u) => u !== s.username);
    if (other >= 0) return doAction(ep, other, s.action);
    return doAction(ep, posts[0]!, s.action === 'like' ? 'reply' : 'like');
  }
  const extra = s.action === 'like' ? 'reply' : 'like';
  await click(ep, icon(posts[0]!, extra));
  await click(ep, '.sm-submit');
}
