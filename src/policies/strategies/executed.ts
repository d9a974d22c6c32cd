/**
 * Which of a strategy's own decisions were executed: the loop runs a decision's actions and
 * records the ones that ran, in order, in `performed` (a batch cut short after a screen
 * change, or an action refused, runs a prefix). A strategy keeps its pending gestures in its
 * state with the number of registry actions each runs as; at the next step the gestures
 * whose actions all ran move into its history, so the history says what happened.
 *
 * @example
 *   const ran = settle(state, input.performed.length)            // the gestures of the last decision that ran
 *   remember(state, gestures.map((g) => ({ item: g, actions: actionCount(g) })), input.performed.length)
 */
// A type, not an interface: the states built on it must fit the loop's PolicyState (a record).
export type PendingState<T> = {
  pending?: { item: T; actions: number }[];
  /** `performed.length` when the pending decision was made. */
  performedAt?: number;
};

/** The pending items whose actions all ran (a prefix, oldest first); clears the pending decision. */
export function settle<T>(s: PendingState<T>, performedNow: number): T[] {
  const ran: T[] = [];
  if (s.pending && s.performedAt !== undefined) {
    let budget = performedNow - s.performedAt;
    for (const p of s.pending) {
      if (p.actions > budget) break;
      budget -= p.actions;
      if (p.actions > 0) ran.push(p.item);
    }
  }
  delete s.pending;
  delete s.performedAt;
  return ran;
}

export function remember<T>(s: PendingState<T>, items: { item: T; actions: number }[], performedNow: number): void {
  s.pending = items;
  s.performedAt = performedNow;
}
