/**
 * Injected faults, for testing the sweep's crash recovery: `CAAP_SWEEP_FAULTS` lists
 * `KIND@task#seed` entries (comma separated), and the sweep applies KIND right after that
 * episode's page opened. Harness code: it touches the browser, never the agent.
 *   crash-page     the renderer crashes (chrome://crash)
 *   crash-browser  the whole browser process crashes (CDP Browser.crash)
 *   hang           the episode never ends (tests the per-episode budget)
 *   stall          the episode waits until its page is closed under it, then goes on (and
 *                  fails): an episode in flight when the sweep is stopped
 *   crash-host     the process running the episode dies at once (an episode host, or the
 *                  worker when run without `caap sweep`): the episode ends without a record
 *   navigate-away  the task page leaves for another document, as a page with a bug would
 *   nan-reward     the task page ends its episode with a reward that is not a number
 *
 * @example
 *   CAAP_SWEEP_FAULTS='crash-browser@click-test#1,hang@click-button#2' caap sweep ...
 */
import type { Episode } from '../env/episode.js';
import { InvalidArgumentError } from '../errors.js';

export const FAULT_KINDS = ['crash-page', 'crash-browser', 'hang', 'stall', 'crash-host', 'navigate-away', 'nan-reward'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export function parseFaults(spec: string | undefined): Map<string, FaultKind> {
  const out = new Map<string, FaultKind>();
  for (const part of (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^([a-z-]+)@(.+#\d+)$/.exec(part);
    if (!m || !(FAULT_KINDS as readonly string[]).includes(m[1]!)) {
      throw new InvalidArgumentError(`Bad CAAP_SWEEP_FAULTS entry "${part}": expected KIND@task#seed with KIND one of ${FAULT_KINDS.join(', ')}`);
    }
    out.set(m[2]!, m[1] as FaultKind);
  }
  return out;
}

/** Applies a fault to an open episode; `hang` returns a promise that never settles. */
export async function applyFault(kind: FaultKind, ep: Episode): Promise<void> {
  if (kind === 'crash-page') {
    await ep.page.goto('chrome://crash', { timeout: 5_000 }).catch(() => undefined);
    return;
  }
  if (kind === 'crash-browser') {
    const browser = ep.page.context().browser();
    if (!browser) return;
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.crash').catch(() => undefined);
    // Wait (bounded) until the connection notices, so the episode meets a dead browser.
    const until = Date.now() + 10_000;
    while (browser.isConnected() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    return;
  }
  if (kind === 'stall') {
    await new Promise<void>((r) => {
      if (ep.page.isClosed()) r();
      else ep.page.once('close', () => r());
    });
    return;
  }
  // What a hostile page does itself, done from the harness side: the agent never sees this code.
  // At once, before the agent's first step: an agent that solved the task first would overwrite a later NaN.
  if (kind === 'navigate-away') {
    await ep.page.evaluate(() => {
      window.location.href = 'about:blank';
    }).catch(() => undefined);
    await ep.page.waitForURL('about:blank', { timeout: 5_000 }).catch(() => undefined);
    return;
  }
  if (kind === 'nan-reward') {
    await ep.page.evaluate(() => {
      const w = window as any;
      w.WOB_REWARD_GLOBAL = NaN;
      w.WOB_RAW_REWARD_GLOBAL = NaN;
      w.WOB_DONE_GLOBAL = true;
    }).catch(() => undefined);
    return;
  }
  if (kind === 'crash-host') process.kill(process.pid, 'SIGKILL');
  await new Promise<never>(() => undefined);
}
