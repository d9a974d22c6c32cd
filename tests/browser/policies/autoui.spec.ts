/**
 * autoui end to end, offline (see policy-episodes.ts): one model call per step.
 */
import { expect } from '../fixtures.js';
import { policyEpisodes } from './policy-episodes.js';

policyEpisodes('autoui', { check: (rec) => expect(rec.llmCalls).toBe(rec.steps.length) });
