/**
 * The email-inbox family (email-inbox, -delete, -forward, -forward-nl, -forward-nl-turk,
 * -important, -nl-turk, -noscroll, -reply, -star-reply): find the email by NAME and reply,
 * forward, delete (trash) or star it. The app shows one view at a time, told apart by
 * what is on screen:
 *   inbox   "Primary" + rows (sender, star and trash icons on the sender's line)
 *   email   "Reply" and "Forward" at the bottom; star and trash at the top
 *   reply   a text area and "to: NAME" (no input field)
 *   forward an input field after "to:" and the prefilled text area
 * In the inbox the row is found by its sender (scrolling the list while it is not in
 * view; the search box when the list has ended); delete/star click the row's icon.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { fieldTypedInto, fillField, holds } from '../../kit/fields.js';
import { find, PAIRWISE, readsAs } from '../../kit/reading.js';
import type { HistoryEntry } from '../../prompt-view.js';
import { act, click, defineRule, fail, scrollOver, selectAll, type, type RuleResult } from '../../rule.js';
import { centre, findText, inArea } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';
import { parseEmailGoal, type EmailGoal } from './email-goal.js';

const icons = (els: ElementList, subtype: string) => els.filter((e) => e.type === 'icon' && inArea(e) && (e.subtype ?? '') === subtype);
const textIs = (els: ElementList, t: string) => find(els.filter(inArea), (e) => e.text, t, { allow: PAIRWISE, caseSensitive: false })?.item;

interface Row {
  sender: Element;
  star?: Element;
  trash?: Element;
}

/** Inbox rows: a sender line is a text with a star or trash icon a few pixels below its centre, at the right. */
function inboxRows(els: ElementList): Row[] {
  const stars = icons(els, 'important'), trashes = icons(els, 'delete');
  const onLine = (icon: Element, t: Element) => Math.abs(centre(icon).y - centre(t).y - 5) <= 6;
  return els
    .filter((e) => e.type === 'text' && inArea(e) && e.box.left < 40)
    .map((t) => ({ sender: t, star: stars.find((i) => onLine(i, t)), trash: trashes.find((i) => onLine(i, t)) }))
    .filter((r) => r.star !== undefined || r.trash !== undefined);
}

function inInbox(g: EmailGoal, els: ElementList, history: HistoryEntry[]): RuleResult {
  const rows = inboxRows(els);
  const row = find(rows, (r) => r.sender.text, g.name)?.item;
  if (row) {
    if (g.action === 'delete' && row.trash) {
      return act(`The email by ${g.name} is in view; I click its trash icon (element_${row.trash.id}).`, click(row.trash));
    }
    if (g.action === 'important' && row.star) return act(`The email by ${g.name} is in view; I click its star icon (element_${row.star.id}).`, click(row.star));
    return act(`The email by ${g.name} is in view (element_${row.sender.id}); I open it.`, click(row.sender));
  }
  const last = history[history.length - 1];
  const bottom = [...rows].sort((a, b) => b.sender.box.top - a.sender.box.top)[0];
  const listEnded = last?.name === 'scroll' && bottom !== undefined && last.element !== undefined &&
    norm(last.element.text) === norm(bottom.sender.text) && Math.abs(last.element.y - centre(bottom.sender).y) <= 3;
  const search = icons(els, 'search')[0];
  if (bottom && !listEnded) return act(`No email by ${g.name} is in view; I scroll the inbox down.`, scrollOver(bottom.sender, 'down', 3));
  if (search) return act(`The list has ended without ${g.name}; I search for the name.`, click(search), type(g.name));
  return fail(`no email by ${g.name} is visible`);
}

function inSearch(g: EmailGoal, els: ElementList, field: Element): RuleResult {
  const hit = findText(els, g.name).find((e) => centre(e).y > centre(field).y);
  if (hit) return act(`The search result by ${g.name} is element_${hit.id}; I open it.`, click(hit));
  return act(`I type ${g.name} into the search box.`, click(field), selectAll(), type(g.name));
}

function inEmail(g: EmailGoal, els: ElementList, history: HistoryEntry[], reply: Element | undefined, forward: Element | undefined): RuleResult {
  const back = icons(els, 'back')[0];
  // The email the rule opened from its sender's row is that sender's, however the name reads
  // here ("Flor" as "For"); else the name must read within the typo budget ("Coleta" is Coletta).
  const opened = [...history].reverse().find((h) => h.name === 'click_element');
  const isTarget = (opened?.element?.type === 'text' && readsAs(opened.element.text, g.name)) || findText(els, g.name).some(inArea);
  if (!isTarget) {
    return back
      ? act(`This email is not by ${g.name}; I go back to the inbox.`, click(back))
      : fail('this is not the email, and there is no way back');
  }
  const top = (sub: string) => icons(els, sub).sort((a, b) => a.box.top - b.box.top)[0];
  const control = g.action === 'reply' ? reply : g.action === 'forward' ? forward : undefined;
  if (control) return act(`This is the email by ${g.name}; I click ${g.action === 'reply' ? 'Reply' : 'Forward'} (element_${control.id}).`, click(control));
  if (g.action === 'reply' || g.action === 'forward') {
    const body = els.filter((e) => e.type === 'text' && inArea(e)).sort((a, b) => b.box.top - a.box.top)[0];
    return body ?
      act(`The ${g.action === 'reply' ? 'Reply' : 'Forward'} button is below the view; I scroll the email down.`, scrollOver(body, 'down', 3))
      : fail(`no ${g.action} control is visible`);
  }
  const icon = top(g.action === 'delete' ? 'delete' : 'important');
  return icon
    ? act(`This is the email by ${g.name}; I click its ${g.action === 'delete' ? 'trash' : 'star'} icon.`, click(icon))
    : fail('the icon is not visible');
}

function compose(g: EmailGoal, els: ElementList, history: HistoryEntry[]): RuleResult {
  const send = icons(els, 'send')[0];
  if (!send) return fail('the send icon is not visible');
  const area = els.find((e) => e.type === 'text_area' && inArea(e));
  const to = els.find((e) => e.type === 'input_field' && inArea(e)) ?? fieldTypedInto(els, history);
  if (g.action === 'forward') {
    if (!to) return fail('the "to" field is not visible');
    if (!holds(to, g.dest!, history)) return act(`I type ${g.dest} into the "to" field (element_${to.id}).`, ...fillField(to, g.dest!));
    return act(`The forward goes to ${g.dest}; I send it.`, click(send));
  }
  if (!area) return fail('the reply text area is not visible');
  if (!holds(area, g.msg!, history)) return act(`I type the reply into the text area (element_${area.id}).`, ...fillField(area, g.msg!));
  return act('The reply text is in place; I send it.', click(send));
}

export const emailInboxRule = defineRule({
  name: 'email-inbox',
  tasks: ['email-inbox', 'email-inbox-delete', 'email-inbox-forward', 'email-inbox-forward-nl', 'email-inbox-forward-nl-turk', 'email-inbox-important',
    'email-inbox-nl-turk', 'email-inbox-noscroll', 'email-inbox-reply', 'email-inbox-star-reply'],
  parse: parseEmailGoal,
  decide: (g, { elements: els, history }) => {
    if (icons(els, 'send').length) return compose(g, els, history);
    const reply = textIs(els, 'Reply') ?? icons(els, 'reply')[0], forward = textIs(els, 'Forward') ?? icons(els, 'forward')[0];
    // The email view: a back arrow at the top left and no inbox header.
    if (reply || forward || (icons(els, 'back').length && !textIs(els, 'Primary') && !els.some((e) => e.type === 'input_field' && inArea(e)))) {
      return inEmail(g, els, history, reply, forward);
    }
    const searchField = els.find((e) => e.type === 'input_field' && inArea(e));
    if (searchField && !textIs(els, 'Primary')) return inSearch(g, els, searchField);
    return inInbox(g, els, history);
  },
});
