/**
 * Settings shared by the seed-paper strategies (zod first): whether the perceived element
 * list is added to the screenshot (the seed papers differ on that: both are offered), how
 * the screenshot is sent, and how much history a strategy keeps (each default is its paper's).
 *
 * @example
 *   StrategySettingsSchema.parse({ elements: true })   // { elements: true, image: { detail: 'high', maxSide: 420 }, actionWindow: 8 }
 */
import { z } from 'zod';
import { renderElementList } from '../../agent/element-text.js';
import type { ElementList } from '../../perception/element.js';
import { elementsInImage, type ImageFrame } from './image-frame.js';
import { fillPrompt } from './prompt-files.js';
import { DEFAULT_IMAGE_OPTIONS } from './vision.js';

export const StrategySettingsSchema = z.object({
  /** Add the perceived element list to the prompt and accept element-id actions. */
  elements: z.boolean().default(false),
  image: z.object({
    detail: z.enum(['low', 'high', 'auto']).default(DEFAULT_IMAGE_OPTIONS.detail),
    maxSide: z.number().int().min(64).max(2048).default(DEFAULT_IMAGE_OPTIONS.maxSide),
  }).default(DEFAULT_IMAGE_OPTIONS),
  /**
   * vlm-history: how many screenshots the prompt holds, the current one included. Unset (the
   * default): every screenshot of the episode, as the paper's vision-language sentence holds them.
   */
  screenshots: z.number().int().min(1).max(100).optional(),
  /** autoui: how many previous actions the chain holds, the latest ones (the paper caps it at 8). */
  actionWindow: z.number().int().min(1).max(100).default(8),
});
export type StrategySettings = z.infer<typeof StrategySettingsSchema>;

/**
 * The policy-specific screen section: the element list when switched on, else nothing (the
 * image is the screen). Positions are written in the pixels of the image sent beside it.
 */
export function screenSection(policy: string, settings: StrategySettings, elements: ElementList, frame: ImageFrame): string {
  if (!settings.elements) return '';
  return fillPrompt(policy, 'elements', { elements: renderElementList(elementsInImage(elements, frame)), width: frame.width, height: frame.height });
}

/**
 * The policy name a strategy is recorded under: its own name, with "+elements" when the
 * element list is switched on, so that a sweep or a leaderboard never merges the two.
 */
export function strategyName(base: string, settings: Pick<StrategySettings, 'elements'>): string {
  return settings.elements ? `${base}+elements` : base;
}
