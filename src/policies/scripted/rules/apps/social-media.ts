/**
 * The social-media feed (../feed.ts reads its posts):
 * - social-media: `For the user @u, click on the "Label" button.` Reply, Retweet and Like
 *   are icons of the post; the six others are items of its ⋯ menu ("Mute @u", "Block @u"
 *   carry the name). The first click on any action ends the episode, so the rule clicks
 *   only on a post whose @username is read exactly and whose icon row is whole.
 * - social-media-all: `Click the "Label" button on all posts by @u and then click Submit.`
 * - social-media-some: `... on K post(s) by @u and then click Submit.`
 *   Icons toggle; Submit (below the last post) judges. The element list does not show
 *   which icons are on (an active icon is only coloured, and perception gives icons no
 *   colour), so the rule remembers the posts it toggled in its Notes, by their words, and
 *   never clicks an icon twice. It scrolls so that the first part of the feed it has not
 *   fully seen comes to the top: no post is skipped.
 * One click per step: each toggle or scroll changes the screen and ends the batch.
 */
import type { RuleContext, RuleResult } from '../../rule.js';
import { act, click, defineRule, fail, scrollAt } from '../../rule.js';
import { readPosts, scrollSteps, unseenFrom, FEED_BOTTOM, FEED_TOP, type Post } from './feed.js';
import { readNotes, writeNotes } from '../../kit/notes.js';
import { readsAs } from '../../kit/reading.js';
import { buttonLabelled } from '../../kit/controls.js';
import { centre } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/** Icon subtypes of the actions that are icons; the rest are ⋯ menu items. */
const ICON_OF: Record<string, string> = { Reply: 'reply', Retweet: 'retweet', Like: 'like', Share: 'share' };
/** social-media's own icons (its fourth icon is the ⋯ menu, not Share). */
const POST_ICONS = ['Reply', 'Retweet', 'Like'];
const MENU_ITEMS = ['Share via DM', 'Copy link to Tweet', 'Embed Tweet', 'Mute', 'Block', 'Report'];

/** Where the wheel turns: the middle of the feed (left of its scrollbar). */
const FEED_POINT = { x: 72, y: 127 };
const scrollDown = (steps: number) => scrollAt(FEED_POINT.x, FEED_POINT.y, 'down', steps);

const byUser = (posts: Post[], username: string) => posts.filter((p) => readsAs(p.username, username, { allow: ['exact', 'glyph'] }));

/** The open ⋯ menu's item for `label`, when it is drawn whole inside the feed. */
function menuItem(ctx: RuleContext, label: string, username: string) {
  const want = label === 'Mute' || label === 'Block' ? `${label} ${username}` : label;
  return ctx.elements.find((e) =>
    e.type === 'text' && (readsAs(e.text, want) || norm(e.text) === label) &&
    e.box.top >= FEED_TOP && e.box.bottom <= FEED_BOTTOM
  );
}

/** Was the last click on a ⋯ icon (its menu is open)? */
function menuOpened(ctx: RuleContext): boolean {
  const clicks = ctx.history.filter((h) => h.name === 'click_element');
  return clicks.at(-1)?.element?.subtype === 'menu';
}

export const socialMediaRule = defineRule({
  name: 'social-media',
  tasks: ['social-media'],
  parse: (goal) => {
    const m = /^For the user (@\S+), click on the "(.+)" button\.$/.exec(goal.trim());
    if (!m) return null;
    const label = m[2]!;
    if (!POST_ICONS.includes(label) && !MENU_ITEMS.includes(label)) return null;
    return { username: m[1]!, label };
  },
  decide: ({ username, label }, ctx) => {
    const posts = readPosts(ctx.elements);
    const mine = byUser(posts, username);
    const onPost = POST_ICONS.includes(label);
    if (!onPost) {
      const item = menuItem(ctx, label, username);
      if (item && menuOpened(ctx)) return act(`The menu of ${username}'s post is open; I click "${norm(item.text)}" (element_${item.id}).`, click(item));
      if (menuOpened(ctx)) return act(`The menu is open but "${label}" is below the feed's edge; I scroll down.`, scrollDown(2));
    }
    const post = mine.find((p) => p.complete);
    const subtype = onPost ? ICON_OF[label]! : 'menu';
    const target = post?.icons[subtype];
    if (post && target) {
      const what = subtype === 'menu' ? `its ⋯ menu to find "${label}"` : `its ${label} icon`;
      return act(`${username}'s post (element_${post.user.id}) is in view; I click ${what} (element_${target.id}).`, click(target));
    }
    const from = mine[0] ? mine[0].user.box.top - 12 : unseenFrom(posts, ctx.elements);
    return act(`No whole post by ${username} is in view; I scroll the feed down.`, scrollDown(scrollSteps(from)));
  },
});

type FeedGoal = { label: string; username: string; count: number | 'all' };

/**
 * The posts toggled so far: the Notes list them in click order, and the history counts the
 * icon clicks that ran (a batch cut by the screen change runs only its first toggle).
 */
function toggledSoFar(ctx: RuleContext, subtype: string): string[] {
  const listed = readNotes(ctx.lastResponse).toggled?.split('|').filter(Boolean) ?? [];
  const ran = ctx.history.filter((h) => h.name === 'click_element' && h.element?.type === 'icon' && h.element.subtype === subtype).length;
  return listed.slice(0, ran);
}

/** social-media-all and -some: toggle the icon on the user's posts (all, or `count`), then Submit. */
function toggleThenSubmit(g: FeedGoal, ctx: RuleContext): RuleResult {
  const subtype = ICON_OF[g.label]!;
  const done = toggledSoFar(ctx, subtype);
  const posts = readPosts(ctx.elements);
  const submit = buttonLabelled(ctx.elements, 'Submit');
  const left = g.count === 'all' ? Infinity : g.count - done.length;
  const pending = byUser(posts, g.username).filter((p) => p.complete && !done.includes(p.key) && p.icons[subtype]).slice(0, Math.max(0, left));
  const after = done.length + pending.length;
  const enough = g.count !== 'all' && after >= g.count;
  const keep = writeNotes({ toggled: [...done, ...pending.map((p) => p.key)].join('|') });
  // After the toggles (each ends a batch under the paper's stop), what comes next.
  const onward = submit && centre(submit).y < FEED_BOTTOM ? click(submit) : scrollDown(enough ? 20 : scrollSteps(unseenFrom(posts, ctx.elements)));
  if (pending.length) {
    const which = pending.map((p) => `element_${p.icons[subtype]!.id}`).join(', ');
    return act(`${pending.length} post(s) by ${g.username} in view still need ${g.label}: I click ${which}. ${keep}`, ...pending.map((p) =>
      click(p.icons[subtype]!)
    ), ...(submit && centre(submit).y < FEED_BOTTOM && !enough && g.count !== 'all' ? [] : [onward]));
  }
  if (submit && centre(submit).y < FEED_BOTTOM) {
    if (!enough && g.count !== 'all') return fail(`only ${done.length} of ${g.count} posts by ${g.username} were found in the feed`);
    return act(`${g.count === 'all' ? 'The end of the feed is reached' : `${done.length} post(s) toggled`}; I click Submit (element_${submit.id}). ${keep}`,
      click(submit));
  }
  return act(
    `${
      enough
        ? `${done.length} post(s) toggled; I scroll to the Submit button at the end of the feed`
        : `No post by ${g.username} left to toggle in view; I scroll on`
    }. ${keep}`,
    onward,
  );
}

export const socialMediaAllRule = defineRule({
  name: 'social-media-all',
  tasks: ['social-media-all'],
  parse: (goal): FeedGoal | null => {
    const m = /^Click the "(Reply|Retweet|Like|Share)" button on all posts by (@\S+) and then click Submit\.$/.exec(goal.trim());
    return m ? { label: m[1]!, username: m[2]!, count: 'all' } : null;
  },
  decide: toggleThenSubmit,
});

export const socialMediaSomeRule = defineRule({
  name: 'social-media-some',
  tasks: ['social-media-some'],
  parse: (goal): FeedGoal | null => {
    const m = /^Click the "(Reply|Retweet|Like|Share)" button on (\d+) posts? by (@\S+) and then click Submit\.$/.exec(goal.trim());
    return m ? { label: m[1]!, username: m[3]!, count: Number(m[2]) } : null;
  },
  decide: toggleThenSubmit,
});
