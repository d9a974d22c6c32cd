/**
 * Page-side DOM-to-type rules of the labeller (docs/labelling.md is the table of these
 * rules; keep the two in step). Evaluated inside the task page, so self-contained.
 *
 * @example
 *   const rules = domRulesKit()
 *   rules.widgetOf(document.querySelector('select'))  // { type: 'dropdown' }
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

export function domRulesKit() {
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
  ];

  const classText = (el: Element): string => {
    const cls = el.getAttribute('class') ?? '';
    const extra = ['id', 'src', 'alt', 'title', 'aria-label', 'href'].map((a) => el.getAttribute(a) ?? '').join(' ');
    return `${cls} ${extra}`.toLowerCase();
  };

  /** The icon's meaning from the words in its own classes, id, src or alt, then its parents'. */
  const iconSubtype = (el: Element): string | undefined => {
    let node: Element | null = el;
    for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
      const words = classText(node);
      for (const [re, name] of ICON_WORDS) if (re.test(words)) return name;
    }
    return undefined;
  };

  const isIconClass = (el: Element): boolean => {
    const cls = ' ' + (el.getAttribute('class') ?? '') + ' ';
    return /\sui-icon\s/.test(cls) || /[\s-]icon(\s|-)/.test(cls) || /\sicon\s/.test(cls);
  };

  const hasBackgroundImage = (style: CSSStyleDeclaration): boolean =>
    style.backgroundImage !== 'none' && style.backgroundImage.includes('url(');

  const inputType = (el: HTMLInputElement): string => (el.getAttribute('type') ?? 'text').toLowerCase();

  const TEXT_INPUTS = new Set(['text', 'password', 'email', 'number', 'search', 'tel', 'url', 'date', 'time',
    'datetime-local', 'month', 'week']);

  /** Fields, choices and buttons: elements labelled as one box. Null for everything else. */
  const widgetOf = (el: Element, style: CSSStyleDeclaration): WidgetRule | null => {
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
    if (tag === 'SELECT') return { type: 'dropdown' };
    if (tag === 'IMG') return { type: 'icon', subtype: iconSubtype(el) };
    const cls = ' ' + (el.getAttribute('class') ?? '') + ' ';
    if (/\sui-resizable-se\s/.test(cls)) return { type: 'resize_handle' };
    if (isIconClass(el) && !/ui-icon-blank|ui-button-icon-space/.test(cls)) {
      const subtype = iconSubtype(el);
      if (subtype === 'resize') return { type: 'resize_handle' };
      return { type: 'icon', subtype };
    }
    if (tag === 'BUTTON' || el.getAttribute('role') === 'button' || /\sui-button\s/.test(cls) ||
        /\sui-tabs-anchor\s/.test(cls) || /\sui-accordion-header\s/.test(cls) || /\sui-spinner-button\s/.test(cls)) {
      return { type: 'button', textFromContent: true, walkChildren: true };
    }
    const parentCls = ' ' + (el.parentElement?.getAttribute('class') ?? '') + ' ';
    if (/\sui-sortable\s/.test(parentCls) || /\sui-draggable\s/.test(cls) || el.getAttribute('draggable') === 'true') {
      return { type: 'draggable_text', textFromContent: true, walkChildren: true };
    }
    if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) {
      const svgTag = el.tagName.toLowerCase();
      if (svgTag === 'circle' || svgTag === 'ellipse') return { type: 'shape', subtype: 'circle' };
      if (svgTag === 'rect') return { type: 'shape', subtype: 'rectangle' };
      if (svgTag === 'polygon' || svgTag === 'polyline') {
        const n = ((el as SVGPolygonElement).points?.numberOfItems ?? 0);
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
  const svgIsIcon = (svg: Element): boolean => {
    const r = svg.getBoundingClientRect();
    if (r.width <= 32 && r.height <= 32) return true;
    const p = svg.parentElement;
    return !!p && isIconClass(p);
  };

  /** The text type of a text node from its ancestors: hyperlink, tabled_text or text. */
  const textTypeOf = (parent: Element): string => {
    for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
      const tag = el.tagName.toUpperCase();
      if (tag === 'A') return 'hyperlink';
      if (tag === 'TD' || tag === 'TH') return 'tabled_text';
    }
    const style = getComputedStyle(parent);
    if (style.textDecorationLine.includes('underline') && style.cursor === 'pointer') return 'hyperlink';
    return 'text';
  };

  /**
   * Highlighted from an ancestor's state: a jQuery UI active/hovered/focused item (menu
   * items, the selected tab, the open accordion section), a marked inline span (own
   * background inside text), or a hovered clickable row that paints a hover background.
   */
  const highlightedByAncestor = (start: Element): boolean => {
    for (let el: Element | null = start, depth = 0; el && el !== document.body && depth < 8; el = el.parentElement, depth++) {
      const cls = ' ' + (el.getAttribute('class') ?? '') + ' ';
      if (/\s(ui-state-active|ui-state-hover|ui-tabs-active)\s/.test(cls)) return true;
      if (/\sui-state-focus\s/.test(cls) && el.closest('.ui-menu')) return true;
      const style = getComputedStyle(el);
      const bg = style.backgroundColor;
      const painted = bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent';
      if (painted && style.display === 'inline' && depth < 3) return true;
      if (painted && style.cursor === 'pointer' && el.matches(':hover')) {
        const pbg = el.parentElement ? getComputedStyle(el.parentElement).backgroundColor : '';
        if (pbg !== bg) return true;
      }
    }
    return false;
  };

  return { widgetOf, svgIsIcon, textTypeOf, highlightedByAncestor, iconSubtype, inputType };
}
export type DomRulesKit = ReturnType<typeof domRulesKit>;
