/**
 * Which of a strategy's own decisions were executed: the loop runs a decision's actions and
 * records them in `performed`; a decision whose actions were all refused (an unknown element,
 * a point off the frame) adds nothing. A strategy keeps its decisions in its state and moves
 * one into its history only when `performed` grew, so its history says what happened.
 *
 * @example
 *   const done = settle(state.pending, state, input.performed.length)   // the pending decision, if it ran
 */
export interface PendingState<T> {
  pending?: T;
  /** `performed.length` when the pending decision was made. */
  performedAt?: number;
}

export function settle<T>(s: PendingState<T>, performedNow: number): T | undefined {
  const ran = s.pending !== undefined && s.performedAt !== undefined && performedNow > s.performedAt ? s.pending : undefined;
  delete s.pending;
  delete s.performedAt;
  return ran;
}

export function remember<T>(s: PendingState<T>, decision: T, performedNow: number): void {
  s.pending = decision;
  s.performedAt = performedNow;
}
