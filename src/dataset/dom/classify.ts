/**
 * Page-side DOM-to-type rules of the labeller (docs/labelling.md is the table of these
 * rules; keep the two in step). Plain functions, bundled into the labeller's page script
 * (dom/bundle.ts).
 *
 * @example
 *   import * as rules from './classify.js'
 *   rules.widgetOf(select, rules.styleOf(select))  // { type: 'dropdown' }
 */
export interface WidgetRule {
  /** The element's type; `icon` and `shape` come with a subtype. */
  type: string;
  subtype?: string;
  /** Text comes from the element's own visible text lines (buttons, draggable items). */
  textFromContent?: boolean;
  /** Children are still walked for icons and fields (never for text). */
  walkChildren?: boolean;
}

// Styles do not change during one walk: read each element's computed style once (the cache
// is emptied when a walk starts: resetStyles).
let styles = new Map<Element, CSSStyleDeclaration>();
export const resetStyles = (): void => {
  styles = new Map();
};
export const styleOf = (el: Element): CSSStyleDeclaration => {
  let s = styles.get(el);
  if (!s) {
    s = getComputedStyle(el);
    styles.set(el, s);
  }
  return s;
};
const ICON_WORDS: [RegExp, string][] = [
  [/gripsmall-diagonal|grip-diagonal/, 'resize'],
  [/(triangle|caret|carat|arrow)-1-n\b/, 'up'],
  [/(triangle|caret|carat|arrow)-1-s\b/, 'down'],
  [/(triangle|caret|carat|arrow)-1-e\b/, 'right'],
  [/(triangle|caret|carat|arrow)-1-w\b/, 'left'],
  [/arrowthick-2-n-s|arrow-2-n-s|grip-dotted|\bdrag\b|\bmove\b/, 'drag'],
  [/trash|delete|\bbin\b/, 'delete'],
  [/star|important/, 'important'],
  [/retweet/, 'retweet'],
  [/reply/, 'reply'],
  [/forward/, 'forward'],
  [/search|magnif/, 'search'],
  [/\bsend\b|-send\b|paper-?plane/, 'send'],
  [/closethick|close/, 'close'],
  [/\bback\b|-back\b|chevron-left/, 'back'],
  [/\blike\b|-like\b|heart/, 'like'],
  [/share/, 'share'],
  [/\bmenu\b|-menu\b|hamburger|\bmore\b/, 'menu'],
  [/\bplus\b|-plus\b/, 'plus'],
  [/\bminus\b|-minus\b/, 'minus'],
  // Rich-text toolbars (Quill's ql-bold, ql-italic, ql-underline buttons and its colour picker).
  [/\bbold\b|-bold\b/, 'bold'],
  [/\bitalic\b|-italic\b/, 'italic'],
  [/\bunderline\b|-underline\b/, 'underline'],
  [/color-picker|\bql-color\b/, 'color'],
];

/** jQuery UI icon names (ui-icon-NAME) in the taxonomy's words; others keep their own name. */
const UI_ICON_NAMES: Record<string, string> = {
  disk: 'save',
  trash: 'delete',
  star: 'important',
  search: 'search',
  closethick: 'close',
  close: 'close',
  zoomin: 'zoom_in',
  zoomout: 'zoom_out',
  'gripsmall-diagonal-se': 'resize',
  'grip-diagonal-se': 'resize',
  'arrowthick-2-n-s': 'drag',
  'arrow-2-n-s': 'drag',
  'arrowreturnthick-1-w': 'reply',
  'arrowreturn-1-w': 'reply',
  heart: 'like',
  plus: 'plus',
  minus: 'minus',
  plusthick: 'plus',
  minusthick: 'minus',
  home: 'home',
};
const DIRECTIONS: Record<string, string> = { n: 'up', s: 'down', e: 'right', w: 'left' };

/** Words that name an icon, from its class (minus jQuery UI's generic classes), id, src, alt or title. */
const ownWords = (el: Element): string => {
  const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => c && !c.startsWith('ui-')).join(' ');
  const extra = ['id', 'src', 'alt', 'title', 'aria-label'].map((a) => el.getAttribute(a) ?? '').join(' ');
  return `${cls} ${extra}`.toLowerCase();
};

/** The icon's meaning: its jQuery UI icon name, else the words on it or on its two parents. */
export const iconSubtype = (el: Element): string | undefined => {
  const ui = /(?:^|\s)ui-icon-([a-z0-9-]+)/.exec(el.getAttribute('class') ?? '');
  if (ui) {
    const name = ui[1]!;
    // The date picker's Prev/Next arrows are circle-triangle-w/-e (no "-1-").
    const dir = /^(?:triangle|caret|carat|arrow|arrowthick|circle-triangle|circle-arrow)-1-([nsew])$/.exec(name) ??
      /^circle-triangle-([nsew])$/.exec(name);
    if (dir) return DIRECTIONS[dir[1]!];
    return UI_ICON_NAMES[name] ?? name.replace(/-/g, '_');
  }
  // A tree's expander box: what a click does, from its node's open state (treeview classes).
  if (/(^|\s)hitarea(\s|$)/.test(el.getAttribute('class') ?? '')) {
    const node = ` ${el.closest('li')?.getAttribute('class') ?? ''} `.toLowerCase();
    if (/expandable/.test(node)) return 'plus';
    if (/collapsable/.test(node)) return 'minus';
  }
  let node: Element | null = el;
  for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
    const words = ownWords(node);
    for (const [re, name] of ICON_WORDS) if (re.test(words)) return name;
  }
  return undefined;
};

const isIconClass = (el: Element): boolean =>
  (el.getAttribute('class') ?? '').split(/\s+/).some((c) =>
    c === 'ui-icon' || c === 'icon' || ((/-icon$/.test(c) || /^icon-/.test(c)) && !c.startsWith('ui-button-'))
  );

const hasBackgroundImage = (style: CSSStyleDeclaration): boolean => style.backgroundImage !== 'none' && style.backgroundImage.includes('url(');

/** Whether a box shows itself (background or border), as opposed to a bare layout box. */
const paints = (style: CSSStyleDeclaration): boolean =>
  (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') ||
  (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none');

export const inputType = (el: HTMLInputElement): string => (el.getAttribute('type') ?? 'text').toLowerCase();

const TEXT_INPUTS = new Set(['text', 'password', 'email', 'number', 'search', 'tel', 'url', 'date', 'time', 'datetime-local', 'month', 'week']);

/** Fields, choices and buttons: elements labelled as one box. Null for everything else. */
export const widgetOf = (el: Element, style: CSSStyleDeclaration): WidgetRule | null => {
  const tag = el.tagName.toUpperCase();
  if (tag === 'INPUT') {
    const t = inputType(el as HTMLInputElement);
    if (t === 'hidden') return null;
    if (t === 'checkbox') return { type: 'checkbox' };
    if (t === 'radio') return { type: 'radio' };
    if (t === 'button' || t === 'submit' || t === 'reset' || t === 'image') return { type: 'button' };
    if (TEXT_INPUTS.has(t)) return { type: 'input_field' };
    return null; // range, color, file: not in the taxonomy
  }
  if (tag === 'TEXTAREA') return { type: 'text_area' };
  // A canvas that says what it drew (data-figure, see dom/canvas-figure.ts) is that figure.
  if (tag === 'CANVAS' && el.hasAttribute('data-figure')) return { type: 'shape', subtype: 'polygon' };
  if (tag === 'SELECT') return { type: 'dropdown' };
  const cls = ' ' + (el.getAttribute('class') ?? '') + ' ';
  // A drop-down that draws itself (the jQuery Selectric plugin of form-sequence-3): its box shows
  // the chosen option's label (the native select is hidden in a 0x0 wrapper); its list, when
  // open, is plain items, labelled as text.
  if (/\sselectric\s/.test(cls)) return { type: 'dropdown', textFromContent: true };
  if (tag === 'IMG') return { type: 'icon', subtype: iconSubtype(el) };
  if (/\sui-resizable-se\s/.test(cls)) return { type: 'resize_handle' };
  // A jQuery UI slider: the track (its orientation as subtype) and, inside it, the handle.
  if (/\sui-slider-handle\s/.test(cls)) return { type: 'slider', subtype: 'handle' };
  if (/\sui-slider\s/.test(cls)) return { type: 'slider', subtype: /\sui-slider-vertical\s/.test(cls) ? 'vertical' : 'horizontal', walkChildren: true };
  if (isIconClass(el) && !/ui-icon-blank|ui-button-icon-space/.test(cls)) {
    const subtype = iconSubtype(el);
    if (subtype === 'resize') return { type: 'resize_handle' };
    return { type: 'icon', subtype };
  }
  if (tag === 'BUTTON' || el.getAttribute('role') === 'button' || /\sui-button\s/.test(cls) ||
    /\sui-tabs-anchor\s/.test(cls) || /\sui-spinner-button\s/.test(cls) ||
    (/\sui-accordion-header\s/.test(cls) && paints(style)))
  {
    return { type: 'button', textFromContent: true, walkChildren: true };
  }
  // A text-only box with a border, a fill and a hand cursor is a home-made button.
  const ownText = (el.textContent ?? '').trim();
  if (el.children.length === 0 && style.cursor === 'pointer' && paints(style) && parseFloat(style.borderTopWidth) > 0 &&
    !el.closest('.ui-widget') &&
    ownText.length > 0 && ownText.length <= 30 && style.display !== 'inline')
  {
    return { type: 'button', textFromContent: true };
  }
  const parentCls = ' ' + (el.parentElement?.getAttribute('class') ?? '') + ' ';
  const draggable = /\sui-sortable\s/.test(parentCls) || /\sui-draggable\s/.test(cls) || el.getAttribute('draggable') === 'true';
  // A draggable dialog or panel is a container, not a draggable piece of text.
  if (draggable && !/\sui-dialog\s/.test(cls) && !el.querySelector('p, div, li, table, input, button, textarea, select')) {
    // A filled block with at most a letter or two on it is a shape you drag, not text.
    if (ownText.length <= 2 && paints(style)) {
      const round = parseFloat(style.borderTopLeftRadius) >= el.getBoundingClientRect().width / 2 - 0.5;
      return { type: 'shape', subtype: round ? 'circle' : 'rectangle', textFromContent: true, walkChildren: true };
    }
    return { type: 'draggable_text', textFromContent: true, walkChildren: true };
  }
  // A filled, roughly square box with nothing in it (a colour swatch, a block to count) is a shape.
  // (An empty item of a drawn list, Selectric's blank first option, is a row, not a shape.)
  if (el instanceof HTMLElement && el.children.length === 0 && !ownText && !el.closest('.ui-widget') && !el.closest('.selectric-items') &&
    style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent' && !hasBackgroundImage(style))
  {
    const r = el.getBoundingClientRect();
    // Roughly square: swatches and blocks are; bars and panels (an occluding strip, a header) are not shapes.
    if (r.width >= 6 && r.height >= 6 && r.width <= 80 && r.height <= 80 && Math.max(r.width, r.height) <= 2.5 * Math.min(r.width, r.height)) {
      const round = parseFloat(style.borderTopLeftRadius) >= r.width / 2 - 0.5;
      return { type: 'shape', subtype: round ? 'circle' : 'rectangle' };
    }
  }
  if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) {
    const svgTag = el.tagName.toLowerCase();
    if (svgTag === 'circle' || svgTag === 'ellipse') return { type: 'shape', subtype: 'circle' };
    if (svgTag === 'rect') return { type: 'shape', subtype: 'rectangle' };
    if (svgTag === 'polygon' || svgTag === 'polyline') {
      const n = (el as SVGPolygonElement).points?.numberOfItems ?? 0;
      return { type: 'shape', subtype: n === 3 ? 'triangle' : n === 4 ? 'rectangle' : 'polygon' };
    }
    if (svgTag === 'line') return { type: 'shape', subtype: 'line' };
    if (svgTag === 'path') return { type: 'shape', subtype: 'path' };
    if (svgTag === 'text') return { type: 'text', textFromContent: true };
    return null;
  }
  if (hasBackgroundImage(style) && !(el.textContent ?? '').trim()) {
    const r = el.getBoundingClientRect();
    if (r.width <= 40 && r.height <= 40) return { type: 'icon', subtype: iconSubtype(el) };
  }
  return null;
};

/** An inline <svg> drawn at icon size (or inside an icon holder) is an icon, not shapes. */
export const svgIsIcon = (svg: Element): boolean => {
  const r = svg.getBoundingClientRect();
  if (r.width <= 32 && r.height <= 32) return true;
  const p = svg.parentElement;
  return !!p && isIconClass(p);
};

/** The text type of a text node from its ancestors: hyperlink, tabled_text or text. */
export const textTypeOf = (parent: Element): string => {
  for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
    const tag = el.tagName.toUpperCase();
    if (tag === 'A') return 'hyperlink';
    if (tag === 'TD' || tag === 'TH') return 'tabled_text';
  }
  const style = styleOf(parent);
  if (style.textDecorationLine.includes('underline') && style.cursor === 'pointer') return 'hyperlink';
  return 'text';
};

/**
 * Highlighted from an ancestor's state: a jQuery UI active/hovered/focused item (menu
 * items, the selected tab, the open accordion section), a marked inline span (own
 * background inside text), or a hovered clickable row that paints a hover background.
 */
export const highlightedByAncestor = (start: Element): boolean => {
  // Selectric's list marks the item the keys or the pointer are on by a class (its painted list is not a lit row).
  const item = start.closest('.selectric-items li');
  if (item) return /(^|\s)highlighted(\s|$)/.test(item.getAttribute('class') ?? '');
  for (let el: Element | null = start, depth = 0; el && el !== document.body && depth < 8; el = el.parentElement, depth++) {
    const cls = ' ' + (el.getAttribute('class') ?? '') + ' ';
    if (/\s(ui-state-active|ui-tabs-active)\s/.test(cls)) return true;
    // Hover and focus looks count in menus (the lit item); elsewhere they are faint.
    if (/\s(ui-state-hover|ui-state-focus)\s/.test(cls) && el.closest('.ui-menu')) return true;
    const style = styleOf(el);
    const bg = style.backgroundColor;
    const painted = bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent';
    if (painted && style.display === 'inline' && depth < 3) return true;
    // (jQuery UI widgets show their states by classes, handled above.)
    if (painted && style.cursor === 'pointer' && el.matches(':hover') && !el.closest('.ui-widget')) {
      const pbg = el.parentElement ? styleOf(el.parentElement).backgroundColor : '';
      if (pbg !== bg) return true;
    }
  }
  return false;
};
