/**
 * Settings shared by the seed-paper strategies (zod first): whether the perceived element
 * list is added to the screenshot (the seed papers differ on that: both are offered), how
 * the screenshot is sent, and how much history a strategy keeps.
 *
 * @example
 *   StrategySettingsSchema.parse({ elements: true })   // { elements: true, image: { detail: 'high', maxSide: 420 }, screenshots: 3 }
 */
import { z } from 'zod';
import { renderElementList } from '../../agent/element-text.js';
import type { ElementList } from '../../perception/element.js';
import { fillPrompt } from './prompt-files.js';
import { DEFAULT_IMAGE_OPTIONS } from './vision.js';

export const StrategySettingsSchema = z.object({
  /** Add the perceived element list to the prompt and accept element-id actions. */
  elements: z.boolean().default(false),
  image: z.object({
    detail: z.enum(['low', 'high', 'auto']).default(DEFAULT_IMAGE_OPTIONS.detail),
    maxSide: z.number().int().min(64).max(2048).default(DEFAULT_IMAGE_OPTIONS.maxSide),
  }).default(DEFAULT_IMAGE_OPTIONS),
  /** vlm-history: how many screenshots the prompt holds, the current one included. */
  screenshots: z.number().int().min(1).max(8).default(3),
});
export type StrategySettings = z.infer<typeof StrategySettingsSchema>;

/** The policy-specific screen section: the element list when switched on, else nothing (the image is the screen). */
export function screenSection(policy: string, settings: StrategySettings, elements: ElementList): string {
  return settings.elements ? fillPrompt(policy, 'elements', { elements: renderElementList(elements) }) : '';
}

/**
 * The policy name a strategy is recorded under: its own name, with "+elements" when the
 * element list is switched on, so that a sweep or a leaderboard never merges the two.
 */
export function strategyName(base: string, settings: Pick<StrategySettings, 'elements'>): string {
  return settings.elements ? `${base}+elements` : base;
}
