/**
 * click-button, unicode-test: `Click on the "{label}" button.` Click a button whose text
 * is exactly the label (case and accents matter: "Ok" is not "ok").
 * Limit: a matching button entirely below the frame (about 1 % of click-button) is not seen.
 *
 * unicode-test's six labels are known (its instruction says so), and perception reads the
 * CJK and kana ones least well: with no exact match, a button counts as the label its
 * reading is nearest to, when that is one label only ("取定" is as near 确定 as 取消: neither),
 * or, failing that, when it is the only button written in the label's script, or, with none
 * in that script, the only one written in Han or kana that reads as no other label (ヘルプ has
 * read as "取定"; 确定 as "取定" beside 取消 read right).
 *
 * Why these labels read so badly here: Debian's Chromium on a machine with no CJK font (the
 * setup installs fonts-liberation only) draws every Han and kana character as the same empty
 * box, so 确定 and 取消 look alike and only their count of boxes shows.
 */
import type { Element, ElementList } from '../../../../perception/element.js';
import { unicodeTestLabels } from '../../kit/answer-sets.js';
import { meaningOf, SEARCH } from '../../kit/reading.js';
import { act, click, defineRule, fail } from '../../rule.js';
import { findText, inArea, only } from '../../kit/elements.js';
import { norm } from '../../kit/text.js';

/** The writing system of a label's first character: what a reader tells apart at a glance. */
const scriptOf = (s: string): 'han' | 'kana' | 'heart' | 'latin' =>
  /\p{Script=Han}/u.test(s[0] ?? '') ? 'han' : /\p{Script=Katakana}/u.test(s[0] ?? '') ? 'kana' : s[0] === '♥' ? 'heart' : 'latin';
const hasScript = (reading: string, script: string) => [...reading].some((c) => scriptOf(c) === script);

function buttonFor(elements: ElementList, label: string): Element | undefined {
  const hit = findText(elements, label, { types: ['button'] })[0];
  const labels = unicodeTestLabels();
  if (hit || !labels.includes(label)) return hit;
  const buttons = elements.filter((e) => e.type === 'button' && inArea(e));
  // The known label a reading is nearest to, when that is one label only (the `guess` rung).
  const nearest = buttons.find((e) => meaningOf(e.text, labels, { allow: [...SEARCH, 'guess'] })?.item === label);
  if (nearest) return nearest;
  // The only button written in the label's script (Han, kana) is the one, however its characters read.
  const script = scriptOf(label);
  const same = script === 'latin' ? [] : buttons.filter((e) => hasScript(norm(e.text), script));
  const alone = only(same);
  if (alone || (script !== 'han' && script !== 'kana')) return alone;
  // Han and kana are told apart no better than their count of characters: of the buttons in
  // the label's script (or, with none, in either), the only one that reads as no other label.
  const others = labels.filter((l) => l !== label);
  const eastAsian = same.length ? same : buttons.filter((e) => hasScript(norm(e.text), 'han') || hasScript(norm(e.text), 'kana'));
  return only(eastAsian.filter((e) => !others.includes(norm(e.text))));
}

export const clickButtonRule = defineRule({
  name: 'click-button',
  tasks: ['click-button', 'unicode-test'],
  parse: (goal) => {
    const m = /^Click on the "(.+)" button\.$/.exec(goal);
    return m ? { label: m[1]! } : null;
  },
  decide: ({ label }, { elements }) => {
    const hit = buttonFor(elements, label);
    return hit ? act(`The button "${label}" is element_${hit.id}.`, click(hit)) : fail(`no button labelled "${label}" is visible`);
  },
});
