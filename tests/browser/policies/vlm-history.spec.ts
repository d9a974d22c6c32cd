/**
 * vlm-history end to end, offline (see policy-episodes.ts): one model call per step. The
 * VLM assistant's action set (tap, swipe, type, press enter/back/home) has no hover and no
 * wheel, so click-menu and scroll-text cannot be done.
 */
import { expect } from '../fixtures.js';
import { policyEpisodes } from './policy-episodes.js';

policyEpisodes('vlm-history', {
  cannot: { 'click-menu': /no action for a hover/, 'scroll-text': /no action for a wheel turn/ },
  check: (rec) => expect(rec.llmCalls).toBe(rec.steps.length),
});
