/**
 * Rules for the standard set's text, tree, feed and app tasks (issue 25), decided through
 * the prompt's text on element lists shaped like the labeller's.
 */
import { describe, expect, it } from 'vitest';
import type { PerformedAction } from '../../../src/agent/executor.js';
import type { Element } from '../../../src/perception/element.js';
import { isFail } from '../../../src/policies/scripted/rule.js';
import { readPosts, scrollSteps, unseenFrom } from '../../../src/policies/scripted/rules/apps/feed.js';
import { askedExtension, fileToDelete, lsFiles, pageAccepts, snapFileName } from '../../../src/policies/scripted/rules/apps/terminal-files.js';
import { actionsOf, decide, el, list } from './screens.js';

type Act = { name: string; args: Record<string, number | string> };
const acts = (c: ReturnType<typeof decide>) => actionsOf(c) as Act[];
const text = (t: string, box: [number, number, number, number], extra: Partial<Element> = {}) => el('text', box, { text: t, ...extra });
const clicked = (e: Omit<Element, 'id' | 'score'>): PerformedAction => ({ name: 'click_element', args: { element_id: 1 }, element: e });
const typed = (s: string): PerformedAction => ({ name: 'type_text', args: { string_to_type: s } });
const clickOf = (id: number) => ({ name: 'click_element', args: { element_id: id } });

describe('text-transform', () => {
  const goal = 'Type the text below into the text field and press Submit.';
  const field = (t?: string) => el('input_field', [12, 100, 140, 122], t ? { text: t } : {});
  // Skewed glyphs: the "g" sits higher than its neighbours, so reading-order lines would not hold them.
  const glyphs = () => [text('H', [74, 60, 97, 91]), text('6', [50, 57, 66, 94]), text('g', [63, 52, 77, 80]), text('F', [94, 57, 109, 94])];
  it('reads the characters left to right and types them into the field', () => {
    expect(acts(decide(goal, list(...glyphs(), field(), el('button', [12, 133, 107, 164], { text: 'Submit' }))))).toEqual([
      clickOf(5),
      { name: 'type_text', args: { string_to_type: '6gHF' } },
    ]);
  });
  it('submits once the field holds what was typed', () => {
    const screen = list(...glyphs(), field('6gHF'), el('button', [12, 133, 107, 164], { text: 'Submit' }));
    expect(acts(decide(goal, screen, [typed('6gHF')]))).toEqual([clickOf(6)]);
  });
});

describe('navigate-tree', () => {
  const goal = 'Navigate through the file tree. Find and click on the folder or file named "Kenda".';
  it('clicks the row that reads the name exactly', () => {
    const screen = list(text('Alan', [34, 54, 54, 65]), text('Kenda', [34, 69, 60, 80], { expanded: false }));
    expect(acts(decide(goal, screen))).toEqual([clickOf(2)]);
  });
  it('opens a closed folder (top level first) rather than click a near name', () => {
    const screen = list(text('Renda', [34, 54, 60, 65]), text('Olin', [34, 69, 52, 80], { expanded: true }),
      text('Juan', [50, 84, 70, 95], { expanded: false }), text('Vina', [34, 99, 52, 110], { expanded: false }));
    expect(acts(decide(goal, screen))).toEqual([clickOf(4)]);
  });
  it('takes the one near reading only when no closed folder is left', () => {
    const screen = list(text('Kenda.', [34, 54, 60, 65]), text('Olin', [34, 69, 52, 80], { expanded: true }));
    expect(acts(decide(goal, screen))).toEqual([clickOf(1)]);
  });
});

describe('search-engine', () => {
  const goal = 'Use the textbox to enter "Renda" and press "Search", then find and click the 5th search result.';
  const bar = (t?: string) => [el('input_field', [4, 54, 92, 75], t ? { text: t } : {}), el('button', [95, 54, 153, 75], { text: 'Search' })];
  const results = (pager: string) => [
    el('hyperlink', [4, 77, 27, 88], { text: 'Juan' }),
    text('https://a.org', [4, 88, 60, 99]),
    el('hyperlink', [4, 110, 47, 121], { text: 'Renda' }),
    text('https://b.org', [4, 121, 60, 132]),
    el('hyperlink', [4, 143, 26, 154], { text: 'Alan' }),
    text('https://c.org', [4, 154, 60, 165]),
    el('hyperlink', [44, 191, 90, 208], { text: pager }),
  ];
  const searched = [clicked({ type: 'input_field', box: { left: 4, top: 54, right: 92, bottom: 75 } }), typed('Renda'),
    clicked({ type: 'button', text: 'Search', box: { left: 95, top: 54, right: 153, bottom: 75 } })];
  it('types the name and presses Search', () => {
    expect(acts(decide(goal, list(...bar())))).toEqual([clickOf(1), { name: 'type_text', args: { string_to_type: 'Renda' } }, clickOf(2)]);
  });
  it('goes to page 2 through the pager read as one link', () => {
    const [go] = acts(decide(goal, list(...bar('Renda'), ...results('1 2 3 >')), searched));
    expect(go!.name).toBe('click_new_point');
    // "2" is the second of "1 2 3 >" (x 44-90): between 56 and 65.
    expect(Number(go!.args.x)).toBeGreaterThan(55);
    expect(Number(go!.args.x)).toBeLessThan(66);
  });
  it('clicks the second title by place on page 2 (both arrows shown)', () => {
    expect(acts(decide(goal, list(...bar('Renda'), ...results('< 1 2 3 >')), searched))).toEqual([clickOf(5)]);
  });
  const seventh = 'Use the textbox to enter "Renda" and press "Search", then find and click the 7th search result.';
  it('clicks a page number at its place in the pager row, not where a misread text would put it', () => {
    // Page 1 read as "1 2 3 " (">" lost): "3" is the third item, at x 68.7-77.
    const page1 = list(...bar('Renda'), ...results('1 2 3 ').slice(0, 6), el('hyperlink', [42, 191, 91, 207], { text: '1 2 3 ' }));
    const [go] = acts(decide(seventh, page1, searched, 'Notes: page=1'));
    expect(go!.name).toBe('click_new_point');
    expect(Number(go!.args.x)).toBeGreaterThan(68.7);
    expect(Number(go!.args.x)).toBeLessThan(77);
  });
  it("knows page 3 by its Notes when the pager's arrow is not read: the titles changed since the click", () => {
    // Page 3 as perception read it (seed 0): "< 1 2" as " 1 2 ", and the current "3" as plain text.
    const page3 = list(...bar('Renda'), ...results(' 1 2 ').slice(0, 6), el('hyperlink', [38, 192, 83, 208], { text: ' 1 2 ' }), text('3', [82, 192, 89, 205]));
    expect(acts(decide(seventh, page3, searched, 'I click "3" in the pager. Notes: page=3; was=1; first=Livia'))).toEqual([clickOf(3)]);
    // The first title is the one before the click: it did not land, page 1 is still shown, so "3" again.
    const again = acts(decide(seventh, page3, searched, 'I click "3" in the pager. Notes: page=3; was=1; first=Juan'));
    expect(again[0]!.name).toBe('click_new_point');
    expect(isFail(decide(seventh, page3, searched).result)).toBe(true);
  });
});

/** One post of the -all/-some feed with its top border at y `t`. */
function post(t: number, name: string, user: string, body: string): Element[] {
  return [text(name, [7, t + 3, 38, t + 14]), text(user, [41, t + 3, 71, t + 13], { color: { name: 'grey', hex: '#555555' } }),
    text(body, [7, t + 17, 110, t + 28]), el('icon', [18, t + 44, 32, t + 58], { subtype: 'reply' }),
    el('icon', [50, t + 42, 66, t + 58], { subtype: 'retweet' }), el('icon', [84, t + 44, 98, t + 58], { subtype: 'like' }),
    el('icon', [115, t + 44, 129, t + 58], { subtype: 'share' })];
}

describe('the feed', () => {
  it('groups icons under their username and marks a post cut by the feed edge', () => {
    const posts = readPosts(
      list(...post(52, 'Merritt', '@tellus', 'Pulvinar varius.'), ...post(114, 'Karia', '@lacus', 'Non, donec.'), ...post(176, 'Ann', '@tellus', 'Purus.')),
    );
    expect(posts.map((p) => [p.username, p.complete])).toEqual([['@tellus', true], ['@lacus', true], ['@tellus', false]]);
    expect(posts[0]!.key).toBe('Merritt @tellus Pulvinar varius');
    // The cut post's header (y 179) comes up to the top: 3 wheel steps of 40 px.
    expect(scrollSteps(unseenFrom(posts, list()))).toBe(3);
  });
});

describe('social-media', () => {
  it("clicks the like icon of the named user's post", () => {
    const screen = list(...post(52, 'Rosetta', '@mauris', 'Porta.'), ...post(114, 'Cohen', '@leo', 'Sed tempus.'));
    expect(acts(decide('For the user @leo, click on the "Like" button.', screen))).toEqual([clickOf(13)]);
  });
  it("opens the post's menu, then clicks the item that names the user", () => {
    const feed = post(52, 'Cohen', '@leo', 'Sed tempus.').map((e) => (e.subtype === 'share' ? { ...e, subtype: 'menu' } : e));
    const goal = 'For the user @leo, click on the "Block" button.';
    expect(acts(decide(goal, list(...feed)))).toEqual([clickOf(7)]);
    const open = list(...feed, text('Block @leo', [60, 182, 120, 193]));
    expect(acts(decide(goal, open, [clicked({ type: 'icon', subtype: 'menu', box: { left: 115, top: 96, right: 129, bottom: 110 } })]))).toEqual([clickOf(8)]);
  });
  it('scrolls when the user has no post in view', () => {
    const [wheel] = acts(decide('For the user @leo, click on the "Reply" button.', list(...post(52, 'Rosetta', '@mauris', 'Porta.'))));
    expect(wheel).toMatchObject({ name: 'scroll', args: { direction: 'down' } });
  });
});

describe('social-media-all and -some', () => {
  const feed = () =>
    list(...post(52, 'Merritt', '@tellus', 'Pulvinar.'), ...post(114, 'Karia', '@lacus', 'Donec.'), el('button', [44, 180, 101, 201], { text: 'Submit' }));
  it('toggles every post of the user in view, noting them, then Submit', () => {
    const c = decide('Click the "Share" button on all posts by @tellus and then click Submit.', feed());
    expect(acts(c)).toEqual([clickOf(7), clickOf(15)]);
    expect(!isFail(c.result) && c.result.why).toContain('Notes: toggled=Merritt @tellus Pulvinar');
  });
  it('does not toggle a post again once the notes and the history say it ran', () => {
    const last = 'I click element_7. Notes: toggled=Merritt @tellus Pulvinar';
    const ran = [clicked({ type: 'icon', subtype: 'share', box: { left: 115, top: 96, right: 129, bottom: 110 } })];
    expect(acts(decide('Click the "Share" button on all posts by @tellus and then click Submit.', feed(), ran, last))).toEqual([clickOf(15)]);
    // A note whose click did not run (the batch was cut) does not count.
    expect(acts(decide('Click the "Share" button on all posts by @tellus and then click Submit.', feed(), [], last))).toEqual([clickOf(7), clickOf(15)]);
  });
  it('-some stops at the count and heads for Submit', () => {
    const last = 'Notes: toggled=Merritt @tellus Pulvinar';
    const ran = [clicked({ type: 'icon', subtype: 'share', box: { left: 115, top: 96, right: 129, bottom: 110 } })];
    expect(acts(decide('Click the "Share" button on 1 post by @tellus and then click Submit.', feed(), ran, last))).toEqual([clickOf(15)]);
  });
});

describe('terminal', () => {
  it("knows the page's test: the extension must first occur at the end", () => {
    expect(pageAccepts('bash.sh', 'sh')).toBe(false);
    expect(pageAccepts('bash', 'sh')).toBe(true);
    expect(fileToDelete(['bash.sh', 'cats.sh', 'index'], 'sh')).toBe('cats.sh');
    expect(fileToDelete(['index.rb', 'media.html', 'window'], '')).toBe('window');
    expect(fileToDelete(['a.png'], 'gif')).toBeNull();
    expect(askedExtension('Use the terminal below to delete a file ending with the extension .tar.gz')).toBe('tar.gz');
    expect(askedExtension('Use the terminal below to delete a file that has no file extension.')).toBe('');
  });
  const goal = 'Use the terminal below to delete a file ending with the extension .gpg';
  const head = () => [text('terminal', [65, 54, 93, 63]), text('Welcome!', [11, 67, 122, 76])];
  it('lists the files first', () => {
    expect(acts(decide(goal, list(...head(), text('user$█', [7, 94, 34, 103]))))).toEqual([
      clickOf(1),
      { name: 'type_text', args: { string_to_type: 'ls' } },
      { name: 'press_key', args: { key: 'Enter' } },
    ]);
  });
  it('removes the file the wrapped listing holds', () => {
    const screen = list(...head(), text('user$', [7, 94, 27, 103]), text('ls', [29, 94, 35, 103]), text('buzzer.gpg flowers.jpg', [11, 103, 120, 112]),
      text('photos.gif', [11, 112, 60, 121]), text('user$█', [7, 121, 34, 130]));
    expect(acts(decide(goal, screen))).toEqual([clickOf(1), { name: 'type_text', args: { string_to_type: 'rm buzzer.gpg' } }, { name: 'press_key',
      args: { key: 'Enter' } }]);
  });
  it("snaps misread listed names to the page's names, joining a name split at its dot", () => {
    expect(snapFileName('tndexkrb')).toBe('index.rb');
    expect(snapFileName('mediahtml')).toBe('media.html');
    expect(snapFileName('xq')).toBeNull();
    expect(lsFiles(['tndexkrb mediahtml windo'])).toEqual(['index.rb', 'media.html', 'window']);
    expect(lsFiles(['mario trace glf'])).toEqual(['mario', 'trace.gif']);
    // "nde:" has no dot but is no name of the page: the name without an extension is window.
    expect(fileToDelete(['nde:', 'rb', 'media.html', 'window'], '')).toBe('window');
  });
  it('reads the prompt with its "$" misread', () => {
    const screen = list(...head(), text('user6 ls', [7, 94, 34, 103]), text('tndexkrb buzzer.gpg', [11, 103, 120, 112]), text('user█', [7, 112, 34, 121]));
    expect(acts(decide(goal, screen))).toEqual([clickOf(1), { name: 'type_text', args: { string_to_type: 'rm buzzer.gpg' } }, { name: 'press_key',
      args: { key: 'Enter' } }]);
  });
});

describe('text-editor', () => {
  const toolbar =
    () => [el('icon', [9, 57, 27, 75], { subtype: 'color' }), el('icon', [32, 54, 60, 78], { subtype: 'bold' }),
      el('icon', [60, 54, 88, 78], { subtype: 'italic' }), el('icon', [88, 54, 116, 78], { subtype: 'underline' })];
  const editor = () =>
    list(...toolbar(), text('Elementum euismod', [18, 93, 137, 108]), text('sed sociis.', [18, 111, 79, 126]),
      el('button', [32, 160, 127, 191], { text: 'Submit' }));
  const released: PerformedAction = { name: 'drag_mouse_release', args: {} };
  it('reads the four goal forms', async () => {
    const { parseEditorGoal } = await import('../../../src/policies/scripted/rules/apps/text-editor.js');
    expect(parseEditorGoal('Using the text editor, give the text magna. the style bold and press Submit.')).toEqual({ word: 'magna.', format: 'bold' });
    expect(parseEditorGoal('Using the text editor, give everything the style italics and press Submit.')).toEqual({ word: null, format: 'italic' });
    expect(parseEditorGoal('Using the text editor, give the text sed the color yellow.')).toEqual({ word: 'sed', format: 'color', color: 'yellow' });
    expect(parseEditorGoal('Using the text editor, make everything the color blue  and press Submit.')).toEqual({ word: null, format: 'color', color: 'blue' });
  });
  it('drags across the word with its punctuation, from gap to gap', () => {
    const a = acts(decide('Using the text editor, give the text sociis. the style bold and press Submit.', editor()));
    expect(a.map((x) => x.name)).toEqual(['drag_mouse_hold_down', 'drag_mouse_move', 'drag_mouse_move', 'drag_mouse_release']);
    // "sed sociis." spans x 18-79: the gap before "sociis." is about x 39-43, and the word ends at the box's right edge.
    expect(Number(a[0]!.args.x)).toBeGreaterThan(39);
    expect(Number(a[0]!.args.x)).toBeLessThan(43);
    expect(Number(a[2]!.args.x)).toBeGreaterThan(79);
    expect(Number(a[2]!.args.x)).toBeLessThan(83);
  });
  it('selects everything with a click and Control+A, then clicks the tool, then Submit', () => {
    const goal = 'Using the text editor, give everything the style underlined and press Submit.';
    expect(acts(decide(goal, editor()))).toEqual([clickOf(5), { name: 'press_control_A', args: {} }]);
    const selected: PerformedAction = { name: 'press_control_A', args: {} };
    expect(acts(decide(goal, editor(), [selected]))).toEqual([clickOf(4)]);
    const styled = clicked({ type: 'icon', subtype: 'underline', box: { left: 88, top: 54, right: 116, bottom: 78 } });
    expect(acts(decide(goal, editor(), [selected, styled]))).toEqual([clickOf(7)]);
  });
  it('picks the swatch nearest the named colour once the palette is open', () => {
    const palette = list(...toolbar(), el('shape', [12, 83, 28, 99], { subtype: 'rectangle', color: { name: 'black', hex: '#000000' } }),
      el('shape', [72, 83, 88, 99], { subtype: 'rectangle', color: { name: 'yellow', hex: '#FFFF00' } }),
      el('shape', [72, 103, 88, 119], { subtype: 'rectangle', color: { name: 'white', hex: '#FFFFCC' } }));
    const opened = clicked({ type: 'icon', subtype: 'color', box: { left: 9, top: 57, right: 27, bottom: 75 } });
    expect(acts(decide('Using the text editor, give the text sed the color yellow.', palette, [released, opened]))).toEqual([clickOf(6)]);
  });
});

describe('book-flight', () => {
  it('reads the goal and finds the list entry a city or a code names', async () => {
    const { durationIn, entryFor, parseFlightGoal, priceOf } = await import('../../../src/policies/scripted/rules/book-flight/flights.js');
    expect(parseFlightGoal('Book the cheapest one-way flight from: Anvik, AK to: MOT on 12/23/2016.'))
      .toEqual({ want: 'cheapest', from: 'Anvik, AK', to: 'MOT', date: '12/23/2016' });
    const list = ['Albany, NY (ALB)', 'Anvik, AK (ANV)', 'Minot, ND (MOT)'];
    expect(entryFor('MOT', list)).toBe('Minot, ND (MOT)');
    expect(entryFor('Anvik, AK', list)).toBe('Anvik, AK (ANV)');
    expect(entryFor('Nowhere, ZZ', list)).toBeNull();
    expect(durationIn('17h 47m')).toBe(1067);
    expect(durationIn('Duration:2h 25m')).toBe(145);
    expect(durationIn('Duration:oh 47m')).toBe(47);
    expect(durationIn('Duration:')).toBeNull();
    expect(durationIn('Sat Dec 24 2016')).toBeNull();
    expect(priceOf('Book flight for $1177')).toBe(1177);
  });
  const goal = 'Book the cheapest one-way flight from: Anvik, AK to: MOT on 12/23/2016.';
  it('types both places with a Tab after each (a click on To would pick a suggestion)', () => {
    const form = list(el('input_field', [4, 82, 130, 103], { text: 'From:' }), el('input_field', [4, 107, 130, 128], { text: 'To:' }),
      el('input_field', [12, 162, 118, 178]), el('button', [4, 185, 130, 204], { text: 'Search' }));
    expect(acts(decide(goal, form))).toEqual([clickOf(1), { name: 'type_text', args: { string_to_type: 'Anvik, AK (ANV)' } }, { name: 'press_key',
      args: { key: 'Tab' } }, { name: 'type_text', args: { string_to_type: 'Minot, ND (MOT)' } }, { name: 'press_key', args: { key: 'Tab' } }]);
  });
  // Screens of a sweep through the models (seed 102): the fields read without their
  // punctuation and cut at the field's edge, the calendar's title one digit short.
  const riverton = 'Book the shortest one-way flight from: Riverton, WY to: FNL on 11/03/2016.';
  it('takes a place field that shows its entry misread or cut as filled, and opens the calendar', () => {
    const filled = list(el('input_field', [4, 82, 131, 103], { text: 'Riverton, WYRlW' }),
      el('input_field', [4, 107, 128, 127], { text: 'Fort CollinsLovelan' }), el('input_field', [12, 162, 118, 178]),
      el('button', [3, 185, 130, 204], { text: 'Search' }));
    expect(acts(decide(riverton, filled))).toEqual([clickOf(3)]);
  });
  it('works a calendar whose title is misread instead of typing the places again', () => {
    const calendar = list(el('icon', [16, 58, 32, 74], { subtype: 'left' }), text('December 206', [48, 61, 99, 68]),
      el('icon', [116, 59, 132, 74], { subtype: 'right' }), el('input_field', [26, 162, 118, 178]));
    expect(acts(decide(riverton, calendar))).toEqual([clickOf(1)]);
  });
  it('knows the calendar is open by its weekday row when the title is unreadable', () => {
    const days = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'].map((d, i) => el('tabled_text', [19 + 17 * i, 79, 27 + 17 * i, 86], { text: d }));
    const calendar = list(el('icon', [16, 58, 32, 74], { subtype: 'left' }), text('Nvmbr 2u16', [48, 61, 99, 68]),
      el('icon', [116, 59, 132, 74], { subtype: 'right' }), ...days, el('input_field', [26, 162, 118, 178]));
    const c = decide(riverton, calendar);
    expect(acts(c).every((a) => a.name !== 'type_text')).toBe(true);
  });
  it('searches once the date field shows the date, even with a doubled separator', () => {
    const done = list(el('input_field', [4, 82, 131, 103], { text: 'Riverton, WY (RIW)' }),
      el('input_field', [4, 107, 128, 127], { text: 'Fort Collins/Lovelan' }), el('input_field', [12, 162, 118, 178], { text: '11/03//2016' }),
      el('button', [3, 185, 130, 204], { text: 'Search' }));
    expect(acts(decide(riverton, done))).toEqual([clickOf(4)]);
  });
  it('does not take a field that shows another entry, or only its placeholder, as filled', async () => {
    const { showsEntry } = await import('../../../src/policies/scripted/rules/book-flight/book-flight.js');
    const field = (t: string) => el('input_field', [4, 82, 131, 103], { text: t }) as Element;
    expect(showsEntry(field('From:'), 'Riverton, WY (RIW)')).toBe(false);
    expect(showsEntry(field('Rochester, NY (ROC)'), 'Riverton, WY (RIW)')).toBe(false);
    expect(showsEntry(field('Riverton, WYRlW'), 'Riverton, WY (RIW)')).toBe(true);
    expect(showsEntry(field('Lake Charles, LAQ L4'), 'Lake Charles, LA (LCH)')).toBe(false);
    expect(showsEntry(field('Lake Charles, LAQ L4'), 'Lake Charles, LA (LCH)', true)).toBe(true);
    expect(showsEntry(field('Rochester, NY (ROC)'), 'Riverton, WY (RIW)', true)).toBe(false);
  });
  it('takes a date field read with a digit lost as the date, never one with a digit changed', async () => {
    const { dropsOneDigit } = await import('../../../src/policies/scripted/rules/book-flight/book-flight.js');
    expect(dropsOneDigit('1/29/2016', '10/29/2016')).toBe(true);
    expect(dropsOneDigit('10/28/2016', '10/29/2016')).toBe(false);
    expect(dropsOneDigit('1/28/2016', '10/29/2016')).toBe(false);
    expect(dropsOneDigit('10/29/2016', '10/29/2016')).toBe(false);
  });
  it('reads a card whose duration runs into its label and books the shortest by its place under it', () => {
    const screen = list(el('button', [3, 54, 28, 69], { text: 'Back' }), text('Depart:', [7, 91, 40, 102]), text('Duration:17h 47m', [7, 161, 87, 172]),
      el('button', [9, 176, 138, 206], { text: 'MiMi' }));
    const c = decide(riverton, screen, [], 'Notes: cards=?:105|?:988|?:1067|?:2000; at=?:2000@60; all=read');
    expect(acts(c)).toEqual([{ name: 'scroll', args: expect.anything() }]);
    const here = decide(riverton, screen, [], 'Notes: cards=?:1067|?:1200; at=?:1200@60; all=read');
    expect(acts(here)).toEqual([clickOf(4)]);
  });
  it("says so when the cheapest flight is asked and a whole button's price is not read", () => {
    const screen = list(el('button', [3, 54, 28, 69], { text: 'Back' }), text('Duration:17h 47m', [7, 81, 87, 92]),
      el('button', [9, 96, 138, 127], { text: 'MiMi' }));
    const c = decide(goal, screen).result;
    expect(isFail(c) && c.fail).toMatch(/price .* not read \("MiMi"\)/);
  });
  it('books the cheapest card once every card is read', () => {
    const card = (top: number, dur: string,
      price: string) => [text('Duration:', [7, top, 48, top + 11]), text(dur, [48, top, 87, top + 11]),
      el('button', [12, top + 15, 138, top + 34], { text: `Book flight for ${price}` })];
    const screen = list(el('button', [3, 54, 28, 69], { text: 'Back' }), ...card(150, '14h 29m', '$65'));
    const c = decide(goal, screen, [], 'Notes: cards=220:1067|482:105|1177:988; at=1177:988@60');
    expect(acts(c)).toEqual([clickOf(4)]);
  });
});
