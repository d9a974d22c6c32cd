/**
 * Reading the social-media feed from an element list: posts found by their grey
 * "@username", each with the action icons of its row (reply, retweet, like, and menu or
 * share) and a key that names the post across scrolls. The feed scrolls inside a 154 px
 * box, so a post is `complete` only when its header and its whole icon row are on the
 * screen; `unseenFrom` says where the first part of the feed not yet fully seen starts,
 * so a scroll can bring it to the top without skipping anything.
 *
 * @example
 *   const posts = readPosts(elements)         // [{ username: '@leo', icons: { like: el, ... }, complete: true, key }]
 *   const wheel = scrollSteps(unseenFrom(posts, elements))   // wheel steps of 40 px
 */
import { WHEEL_STEP_PX } from '../../../../agent/actions.js';
import type { Element, ElementList } from '../../../../perception/element.js';
import { centre } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/** The feed's box: posts are drawn (clipped) between these y. */
export const FEED_TOP = 50;
export const FEED_BOTTOM = 204;

export interface Post {
  /** The text element holding the @username. */
  user: Element;
  /** The username as read, with its "@". */
  username: string;
  /** The row's icons by subtype (reply, retweet, like, menu, share). */
  icons: Partial<Record<string, Element>>;
  /** Header and the whole icon row are inside the feed box. */
  complete: boolean;
  /** The post's words (header and body, letters only), to know it again after a scroll. */
  key: string;
}

/** The @username in a text ("Carmella @consectetur" holds "@consectetur"), or null. */
export function usernameIn(text: string | undefined): string | null {
  // The ⋯ menu's "Mute @leo" / "Block @leo" items name a user too, but are no post.
  if (/^(Mute|Block) @/.test(norm(text))) return null;
  return /(^|\s)(@[a-z0-9_]+)/i.exec(norm(text))?.[2] ?? null;
}

/**
 * The posts whose @username is on the screen, top to bottom. A post's icon row lies 25-60
 * px below its username's top (the header may wrap the username onto a second line).
 */
export function readPosts(elements: ElementList): Post[] {
  const users = elements.filter((e) => e.type === 'text' && usernameIn(e.text) && centre(e).y > FEED_TOP && centre(e).y < FEED_BOTTOM);
  users.sort((a, b) => a.box.top - b.box.top);
  const icons = elements.filter((e) => e.type === 'icon' && e.subtype);
  const texts = elements.filter((e) => e.type === 'text' && norm(e.text));
  return users.map((user) => {
    const row = icons.filter((i) => centre(i).y > user.box.top + 25 && centre(i).y < user.box.top + 60);
    const byType: Partial<Record<string, Element>> = {};
    for (const i of row) byType[i.subtype!] ??= i;
    const rowTop = row.length ? Math.min(...row.map((i) => i.box.top)) : user.box.top + 40;
    const complete = row.length >= 4 && row.every((i) => i.box.top >= FEED_TOP && i.box.bottom <= FEED_BOTTOM);
    const words = texts.filter((t) => t.box.top >= user.box.top - 12 && centre(t).y < rowTop)
      .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
      .map((t) => norm(t.text).replace(/[^A-Za-z@ ]/g, ''));
    return { user, username: usernameIn(user.text)!, icons: byType, complete, key: words.join(' ').replace(/\s+/g, ' ').trim() };
  });
}

/**
 * Where the part of the feed not yet fully seen starts: the header of the first post that
 * is not complete (its display name may sit a line above the username), else where the
 * next header starts below the last complete post's icon row (icons end 2 px above the
 * post's border, the next header begins 3 px below it).
 */
export function unseenFrom(posts: readonly Post[], elements: ElementList): number {
  const open = posts.find((p) => !p.complete);
  if (open) {
    const header = elements.filter((e) =>
      e.type === 'text' && e.box.top >= open.user.box.top - 12 && e.box.bottom <= open.user.box.bottom && centre(e).x < open.user.box.left
    );
    return Math.min(open.user.box.top, ...header.map((e) => e.box.top));
  }
  const last = posts.at(-1);
  if (!last) return FEED_BOTTOM;
  return Math.max(...Object.values(last.icons).map((i) => i!.box.bottom)) + 6;
}

/**
 * Wheel steps that bring feed y `from` up to the top of the feed box (a line may lose up to
 * 3 px of its empty top there), at least one.
 */
export function scrollSteps(from: number): number {
  return Math.max(1, Math.min(20, Math.floor((from - FEED_TOP + 3) / WHEEL_STEP_PX)));
}
