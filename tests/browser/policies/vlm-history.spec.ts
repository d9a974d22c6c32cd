/**
 * vlm-history end to end, offline (see policy-episodes.ts): one model call per step.
 */
import { expect } from '../fixtures.js';
import { policyEpisodes } from './policy-episodes.js';

policyEpisodes('vlm-history', { check: (rec) => expect(rec.llmCalls).toBe(rec.steps.length) });
