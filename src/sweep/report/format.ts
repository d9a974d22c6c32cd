/** Number formats shared by the Markdown and HTML leaderboards. */
import type { PublishedCell } from './published.js';

export const pct = (x: number): string => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '—');
export const pct0 = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 100)}` : '—');
export const ci = ([lo, hi]: readonly [number, number]): string => `${pct0(lo)}–${pct0(hi)}%`;
export const secs = (ms: number): string => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : '—');
export const num = (x: number): string => (Number.isFinite(x) ? (Math.round(x * 10) / 10).toString() : '—');
/** A published cell as a percentage, "?" marking a number not checked against its paper. */
export const cell = (c: PublishedCell | undefined): string => (c ? `${pct0(c.value)}${c.uncertain ? '?' : ''}` : '—');
