/**
 * autoui end to end, offline (see policy-episodes.ts): one model call per step. Auto-UI's
 * actions (taps, swipes, typing, Enter, Back) have no hover, so click-menu cannot be done.
 */
import { expect } from '../fixtures.js';
import { policyEpisodes } from './policy-episodes.js';

policyEpisodes('autoui', {
  cannot: { 'click-menu': /Auto-UI has no action for a hover/ },
  check: (rec) => expect(rec.llmCalls).toBe(rec.steps.length),
});
