/**
 * dpot end to end, offline (see policy-episodes.ts): one model call per step; elements are
 * named by idx with its caption too (the paper's click picks an element of the caption).
 */
import { expect } from '../fixtures.js';
import { policyEpisodes } from './policy-episodes.js';

policyEpisodes('dpot', { idsWithoutList: true, check: (rec) => expect(rec.llmCalls).toBe(rec.steps.length) });
