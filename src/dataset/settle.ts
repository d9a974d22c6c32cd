/**
 * Waiting until a screen is still before it is captured and labelled, so the PNG and the
 * labels show the same state: no jQuery animation, no running CSS animation or transition,
 * with a deadline. Also restarts the caret blink of a focused field, so the caret is
 * always captured in its visible phase (Chromium blinks it every 500 ms; without this,
 * equal states would give different pictures).
 *
 * @example
 *   await settle(ep.page, { minMs: 40 })
 *   await showCaret(ep.page)
 *   const png = await ep.screen.screenshot()
 */
import type { Page } from 'playwright-core';

export interface SettleOptions {
  /** Always wait at least this long (lets event handlers and timers of ~0 ms run). */
  minMs?: number;
  /** Give up waiting for animations after this long. */
  deadlineMs?: number;
}

export async function settle(page: Page, opts: SettleOptions = {}): Promise<void> {
  const minMs = opts.minMs ?? 40;
  const deadline = Date.now() + (opts.deadlineMs ?? 2_000);
  await page.waitForTimeout(minMs);
  while (Date.now() < deadline) {
    const busy = await page.evaluate(() => {
      const jq = (window as unknown as { jQuery?: ((s: string) => { length: number }) & { timers?: unknown[] } }).jQuery;
      const jqBusy = jq ? (jq.timers?.length ?? 0) + jq(':animated').length : 0;
      const cssBusy = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length;
      return jqBusy + cssBusy;
    });
    if (busy === 0) return;
    await page.waitForTimeout(30);
  }
}

/** Puts a focused field's caret back into its visible phase: a selection change restarts the blink. */
export async function showCaret(page: Page): Promise<void> {
  await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
    let start: number | null;
    let end: number | null;
    try {
      start = el.selectionStart;
      end = el.selectionEnd;
    } catch {
      return; // input types without a selection (number, email)
    }
    if (start === null || end === null || start !== end) return;
    if (el.value === '') {
      // An empty field's caret cannot move: change the value and put it back. Script
      // changes to .value fire no input events, so the task does not notice.
      el.value = '1';
      el.value = '';
      return;
    }
    const dir = el.selectionDirection ?? undefined;
    const other = start === 0 ? 1 : 0;
    el.setSelectionRange(other, other);
    el.setSelectionRange(start, end, dir);
  });
}
