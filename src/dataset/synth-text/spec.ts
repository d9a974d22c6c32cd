/**
 * A synthetic text screen as data: the query bar's sentence and the widgets of the task area,
 * each with its texts and look. `layout.ts` draws one from a seeded stream; `render-page.ts`
 * builds it in the page. The labels never come from here: the DOM labeller reads the page.
 *
 * @example
 *   const screen = SynthScreenSchema.parse(drawScreen(rng, words))
 *   screen.widgets[0]   // { kind: 'button', texts: ['Submit'], style: {...}, ... }
 */
import { z } from 'zod';

export const WIDGET_KINDS = [
  'text',
  'button',
  'flight-button',
  'input',
  'textarea',
  'terminal',
  'calendar',
  'link',
  'table',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const TextStyleSchema = z.object({
  /** A CSS font-family list; null keeps the element's own (the page's Arial, a field's or a text area's default). */
  family: z.string().nullable(),
  /** Font size in CSS px; null keeps the element's own. */
  sizePx: z.number().positive().nullable(),
  bold: z.boolean(),
  italic: z.boolean(),
  /** CSS colours; null keeps the element's own. */
  color: z.string().nullable(),
  background: z.string().nullable(),
});
export type TextStyle = z.infer<typeof TextStyleSchema>;

export const WidgetSchema = z.object({
  kind: z.enum(WIDGET_KINDS),
  /**
   * text, link: one block per entry (long ones wrap); button: its label; input: its value
   * (empty: the placeholder is texts[1]); textarea: its value; terminal: its lines; table:
   * the cells row by row; calendar: unused (the month is `month`).
   */
  texts: z.array(z.string()),
  style: TextStyleSchema,
  widthPx: z.number().positive().nullable(),
  heightPx: z.number().positive().nullable(),
  /** Space above and left of the widget. */
  marginTopPx: z.number().nonnegative(),
  marginLeftPx: z.number().nonnegative(),
  align: z.enum(['left', 'center', 'right']),
  /** table: cells per row. */
  columns: z.number().int().positive().optional(),
  /** textarea: how far its content is scrolled, as a share of what can scroll. */
  scroll: z.number().min(0).max(1).optional(),
  /** input: a password field (drawn as dots, labelled as dots). */
  password: z.boolean().optional(),
  /** calendar: the month shown (year, 0-based month), and whether its day table shows or only its title bar. */
  month: z.object({ year: z.number().int(), month: z.number().int().min(0).max(11), days: z.boolean() }).optional(),
});
export type Widget = z.infer<typeof WidgetSchema>;

export const SynthScreenSchema = z.object({
  /** The query bar: plain text, with one bold run (as the task pages mark their targets) or none. */
  query: z.object({ before: z.string(), bold: z.string(), after: z.string() }),
  /** The task area's background. */
  areaBackground: z.string(),
  widgets: z.array(WidgetSchema).min(1),
});
export type SynthScreen = z.infer<typeof SynthScreenSchema>;
