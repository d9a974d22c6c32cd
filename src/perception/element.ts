/**
 * The element contract (design.md, Data contracts): what perception emits and what the
 * dataset labeller writes as ground truth. The zod schemas are the single source of
 * truth; the TypeScript types are inferred from them.
 *
 * Boxes are in task-frame CSS pixels (0..160 x 0..210), whatever the screenshot scale.
 * Ids run 1..N in reading order (top to bottom, then left to right).
 *
 * @example
 *   const el = ElementSchema.parse({ id: 1, type: 'button', text: 'Submit',
 *     box: { left: 2, top: 81, right: 97, bottom: 112 }, score: 0.99 })
 */
import { z } from 'zod';

/** The paper's Table 2 element types. */
export const ELEMENT_TYPES = [
  'text',
  'hyperlink',
  'button',
  'radio',
  'checkbox',
  'dropdown',
  'input_field',
  'text_area',
  'resize_handle',
  'scrollbar',
  'tabled_text',
  'draggable_text',
  'shape',
  'icon',
  // Added for the standard set's widgets (issue 24); models trained before know the first 14.
  'slider',
] as const;
export const ElementTypeSchema = z.enum(ELEMENT_TYPES);
export type ElementType = z.infer<typeof ElementTypeSchema>;

export const SHAPE_SUBTYPES = ['circle', 'triangle', 'rectangle'] as const;
/** A slider element is its track (by orientation) or its handle. */
export const SLIDER_SUBTYPES = ['horizontal', 'vertical', 'handle'] as const;
export const ICON_SUBTYPES = [
  'back',
  'delete',
  'important',
  'forward',
  'reply',
  'retweet',
  'like',
  'share',
  'menu',
  'search',
  'send',
] as const;
/** Subtypes are open-ended strings so tasks can add shapes and icons; these are the known ones. */
export const KNOWN_SUBTYPES: readonly string[] = [...SHAPE_SUBTYPES, ...ICON_SUBTYPES, ...SLIDER_SUBTYPES];

/**
 * The subtypes the labeller gives each type that has a closed set (figures drawn in SVG or on a
 * canvas add line, path and polygon to the shapes). Icons are named from their pictures, so an
 * icon takes any subtype that no closed set claims.
 */
const CLOSED_SUBTYPES: Partial<Record<ElementType, readonly string[]>> = {
  shape: [...SHAPE_SUBTYPES, 'line', 'path', 'polygon'],
  slider: SLIDER_SUBTYPES,
  scrollbar: ['horizontal', 'vertical'],
};
const CLAIMED_SUBTYPES = new Set(Object.values(CLOSED_SUBTYPES).flat());

/**
 * Whether an element of `type` can carry `subtype`, so that a reader never reports, say, an icon
 * whose subtype is a figure's ('path'): that mix is a misreading, not a new kind of element.
 *
 *   subtypeFitsType('icon', 'zoom_in')  // true
 *   subtypeFitsType('icon', 'path')     // false
 */
export function subtypeFitsType(type: ElementType, subtype: string): boolean {
  const closed = CLOSED_SUBTYPES[type];
  if (closed) return closed.includes(subtype);
  return type === 'icon' && !CLAIMED_SUBTYPES.has(subtype);
}

/** The tri-state flags an element may carry (absent where they do not apply to its type). */
export const STATE_KEYS = ['checked', 'focused', 'highlighted'] as const;

export const BoxSchema = z
  .object({ left: z.number(), top: z.number(), right: z.number(), bottom: z.number() })
  .refine((b) => b.right >= b.left && b.bottom >= b.top, { message: 'box must have right >= left and bottom >= top' });
export type Box = z.infer<typeof BoxSchema>;

export const PointSchema = z.object({ x: z.number(), y: z.number() });
export type Point = z.infer<typeof PointSchema>;

/**
 * A colour as perception reports it: the measured sRGB as '#RRGGBB' and the nearest name of
 * the palette in palette.ts. On shapes and boxes it is the fill; on text, the ink.
 */
export const ColourSchema = z.object({ hex: z.string().regex(/^#[0-9A-F]{6}$/), name: z.string() });
export type Colour = z.infer<typeof ColourSchema>;

export const TextStyleSchema = z.object({ bold: z.boolean().optional(), italic: z.boolean().optional(), underline: z.boolean().optional() });
export type TextStyle = z.infer<typeof TextStyleSchema>;

export const ElementSchema = z.object({
  id: z.number().int().positive(),
  type: ElementTypeSchema,
  subtype: z.string().optional(),
  text: z.string().optional(),
  checked: z.boolean().optional(),
  focused: z.boolean().optional(),
  highlighted: z.boolean().optional(),
  box: BoxSchema,
  /** Detector confidence; 1 for ground-truth labels. */
  score: z.number().min(0).max(1),
  // The fields below serve the standard set's colour, figure and widget tasks (issue 24);
  // each is absent where it does not apply.
  /** Fill of a shape or box, ink of coloured text. */
  color: ColourSchema.optional(),
  /**
   * Figure geometry in task-frame CSS px: a dot's centre; a line's two ends; a polygon's
   * vertices in drawing order; a sector's centre then the two ends of its arc.
   */
  points: z.array(PointSchema).optional(),
  /** A pie sector's angles in degrees, clockwise from 12 o'clock, start < end. */
  sector: z.object({ start: z.number(), end: z.number() }).optional(),
  /** A slider's value where the page shows one. */
  value: z.number().optional(),
  /** A tree node: open (true) or closed (false). */
  expanded: z.boolean().optional(),
  /** Text style where it is the point of the task (text-editor). */
  style: TextStyleSchema.optional(),
  /**
   * The understander's n best readings of `text` with their probabilities, best first, where it
   * was unsure (ctc.ts); absent when it was sure and on ground-truth labels. Rendered into the
   * element lines with our extra fields (caap-plus's element-extras), not the paper's Table 2,
   * so the scripted policy's reading ladder and a model that is told of them can weigh the doubt.
   */
  readings: z.array(z.object({ text: z.string(), p: z.number().min(0).max(1) })).optional(),
});
export type Element = z.infer<typeof ElementSchema>;

export const ElementListSchema = z.array(ElementSchema);
export type ElementList = z.infer<typeof ElementListSchema>;

/**
 * Reading order: top to bottom, then left to right. Boxes are grouped into lines (centre
 * within 4 px of the line's first box, scanning by centre y) and each line sorts by x.
 */
export function readingOrder<T extends { box: Box }>(items: T[]): T[] {
  const cy = (b: Box) => (b.top + b.bottom) / 2;
  const byY = [...items].sort((a, b) => cy(a.box) - cy(b.box) || a.box.left - b.box.left);
  const out: T[] = [];
  let line: T[] = [];
  for (const item of byY) {
    if (line.length && cy(item.box) - cy(line[0]!.box) > 4) {
      out.push(...line.sort((a, b) => a.box.left - b.box.left));
      line = [];
    }
    line.push(item);
  }
  out.push(...line.sort((a, b) => a.box.left - b.box.left));
  return out;
}

/** Assigns ids 1..N in reading order. */
export function numberElements<T extends { box: Box }>(items: T[]): (T & { id: number })[] {
  return readingOrder(items).map((e, i) => ({ ...e, id: i + 1 }));
}
