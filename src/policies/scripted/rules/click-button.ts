/**
 * click-button, unicode-test: `Click on the "{label}" button.` Click a button whose text
 * is exactly the label (case and accents matter: "Ok" is not "ok").
 * Limit: a matching button entirely below the frame (about 1 % of click-button) is not seen.
 *
 * unicode-test's six labels are known (its instruction says so), and perception reads the
 * CJK and kana ones least well: with no exact match, a button counts as the label its
 * reading is nearest to, when that is one label only ("取定" is as near 确定 as 取消: neither),
 * or, failing that, when it is the only button written in the label's script.
 */
import type { Element, ElementList } from '../../../perception/element.js';
import { unicodeTestLabels } from '../answer-sets.js';
import { meaningOf, SEARCH } from '../reading.js';
import { act, click, defineRule, fail } from '../rule.js';
import { findText, inArea, norm, only } from '../view.js';

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
  return only(same);
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
