/**
 * The processes of a campaign's sweep, read from /proc (Linux only). Every process the sweep
 * starts inherits a marker variable in its environment (MARKER_ENV=<campaign id>), Chromium
 * included (Playwright hands the browser the environment of the process that launches it),
 * so the sweep's browsers can be found while they run, and any process left behind after
 * the sweep was killed can be found once it has been handed to init.
 *
 * @example
 *   const mine = markedProcesses(listProcesses(), 'chaos-1a2b')
 *   for (const p of chromiumOf(mine)) process.kill(p.pid, 'SIGKILL')
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The variable that marks the processes of one campaign. */
export const MARKER_ENV = 'CAAP_CHAOS_CAMPAIGN';

export interface ProcInfo {
  pid: number;
  ppid: number;
  /** Process group. */
  pgid: number;
  /** The kernel's short name (at most 15 characters). */
  comm: string;
  /** argv[0]. */
  exe: string;
  /** Zombie: dead, waiting for its parent to read its status. */
  zombie: boolean;
}

/** Parses /proc/PID/stat: "pid (comm) state ppid pgrp ...", where comm may hold spaces and parentheses. */
export function parseStat(text: string): Pick<ProcInfo, 'pid' | 'ppid' | 'pgid' | 'comm' | 'zombie'> | null {
  const open = text.indexOf('('), close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = text.slice(close + 2).split(' ');
  const pid = Number(text.slice(0, open).trim()), ppid = Number(rest[1]), pgid = Number(rest[2]);
  if (![pid, ppid, pgid].every(Number.isInteger)) return null;
  return { pid, ppid, pgid, comm: text.slice(open + 1, close), zombie: rest[0] === 'Z' };
}

const readOr = (file: string, fallback: string): string => {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return fallback;
  }
};

/** Every process visible in /proc right now (processes that exit while it reads are skipped). */
export function listProcesses(): ProcInfo[] {
  if (!existsSync('/proc/self/stat')) throw new Error('the fault campaign reads processes from /proc: it runs on Linux only');
  const out: ProcInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = parseStat(readOr(`/proc/${name}/stat`, ''));
    if (!stat) continue;
    out.push({ ...stat, exe: readOr(`/proc/${name}/cmdline`, '').split('\0')[0] ?? '' });
  }
  return out;
}

/** Whether a process's environment holds MARKER_ENV=id (false when it is gone or not readable). */
export function hasMarker(pid: number, id: string): boolean {
  return readOr(`/proc/${pid}/environ`, '').split('\0').includes(`${MARKER_ENV}=${id}`);
}

/** The live processes of campaign `id`. */
export function markedProcesses(procs: ProcInfo[], id: string, marked: (pid: number) => boolean = (pid) => hasMarker(pid, id)): ProcInfo[] {
  return procs.filter((p) => !p.zombie && marked(p.pid));
}

export const isChromium = (p: Pick<ProcInfo, 'comm' | 'exe'>): boolean =>
  /chrom|headless_shell/i.test(p.comm) || /(^|\/)(chromium[^/]*|chrome|google-chrome[^/]*|headless_shell)$/i.test(p.exe);

/** The Chromium processes among `procs`, each browser's main process first (the one whose parent is not Chromium). */
export function chromiumOf(procs: ProcInfo[]): ProcInfo[] {
  const chrome = procs.filter(isChromium);
  const pids = new Set(chrome.map((p) => p.pid));
  return [...chrome.filter((p) => !pids.has(p.ppid)), ...chrome.filter((p) => pids.has(p.ppid))];
}

/** How many browsers (main processes) are among `procs`. */
export const browserCount = (procs: ProcInfo[]): number => {
  const chrome = procs.filter(isChromium);
  const pids = new Set(chrome.map((p) => p.pid));
  return chrome.filter((p) => !pids.has(p.ppid)).length;
};

/** Sends SIGKILL to each pid; returns how many were still there to receive it. */
export function killEach(pids: number[]): number {
  let n = 0;
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
      n++;
    } catch { /* already gone */ }
  }
  return n;
}
