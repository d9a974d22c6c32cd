/**
 * Robustness variations of the look, applied per episode by the labeller when asked
 * (`--vary`): another installed sans-serif font, a ±10 % zoom of the task area, and a
 * slight colour shift of the whole frame. They are CSS added to the live page for that
 * episode only; the task files stay unchanged, and the labels are read after the change,
 * so they match the picture.
 *
 * @example
 *   const v = pickVariation(rng)           // { font: 'DejaVu Sans', zoom: 0.93, hue: 6, ... }
 *   await applyVariation(ep.page, v)
 */
import type { Page } from 'playwright-core';
import { z } from 'zod';
import { VARIATION_ATTR } from '../env/task-session.js';

/** Installed sans-serif fonts (fonts-dejavu, fonts-liberation); null keeps the page's own. */
export const VARIATION_FONTS = [null, 'DejaVu Sans', 'Liberation Sans Narrow', 'DejaVu Sans Condensed'] as const;

export const VariationSchema = z.object({
  font: z.string().nullable(),
  /** CSS zoom of #area, 0.9..1.1. */
  zoom: z.number().min(0.85).max(1.15),
  /** filter: hue-rotate (deg), saturate and brightness factors. */
  hue: z.number(),
  saturate: z.number(),
  brightness: z.number(),
});
export type Variation = z.infer<typeof VariationSchema>;

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Draws a variation from `rng` (a seeded stream, so builds repeat). */
export function pickVariation(rng: () => number): Variation {
  const font = VARIATION_FONTS[Math.floor(rng() * VARIATION_FONTS.length)] ?? null;
  return {
    font,
    zoom: round2(0.9 + 0.2 * rng()),
    hue: round2(-12 + 24 * rng()),
    saturate: round2(0.85 + 0.3 * rng()),
    brightness: round2(0.94 + 0.12 * rng()),
  };
}

export function variationCss(v: Variation): string {
  const rules: string[] = [];
  if (v.font) {
    rules.push(`body, body *:not(textarea):not(code):not(pre) { font-family: '${v.font}', sans-serif !important; }`);
  }
  if (v.zoom !== 1) rules.push(`#area { zoom: ${v.zoom}; }`);
  // On the root element a filter does not change positioning (no new containing block).
  rules.push(`html { filter: hue-rotate(${v.hue}deg) saturate(${v.saturate}) brightness(${v.brightness}); }`);
  return rules.join('\n');
}

/** Marks the style element of a variation, so it can be removed before the next episode. */
export { VARIATION_ATTR };

export async function applyVariation(page: Page, v: Variation): Promise<void> {
  await page.evaluate(({ css, attr }) => {
    const style = document.createElement('style');
    style.setAttribute(attr, '');
    style.textContent = css;
    document.head.appendChild(style);
  }, { css: variationCss(v), attr: VARIATION_ATTR });
}
