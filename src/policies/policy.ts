/**
 * The Policy contract, as the policies import it. It is defined in src/agent/policy.ts,
 * beside the step loop that drives it, so that agent/ never imports policies/; the
 * implementations (caap/, scripted/, ...) import it from here or from there alike.
 *
 * @example
 *   import type { Policy, PolicyDecision, PolicyInput } from '../policy.js'
 */
export type { Policy, PolicyDecision, PolicyInput, PolicyScreenshot, PolicyState, PolicyTranscript } from '../agent/policy.js';
