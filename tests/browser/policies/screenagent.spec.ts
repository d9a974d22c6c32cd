/**
 * ScreenAgent end to end, offline (see policy-episodes.ts). Its reflecting phase asks the
 * model after every subtask, so an episode makes at least two calls per step.
 */
import { expect } from '../fixtures.js';
import { policyEpisodes } from './policy-episodes.js';

policyEpisodes('screenagent', { check: (rec) => expect(rec.llmCalls).toBeGreaterThanOrEqual(2 * rec.steps.length) });
