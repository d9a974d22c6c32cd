/** Number formats shared by the Markdown and HTML leaderboards (null and NaN print as "—"). */

type N = number | null | undefined;
const ok = (x: N): x is number => typeof x === 'number' && Number.isFinite(x);

/** 0.6326 -> "63.3%". */
export const pct = (x: N): string => (ok(x) ? `${(x * 100).toFixed(1)}%` : '—');
/** 0.6326 -> "63". */
export const pct0 = (x: N): string => (ok(x) ? `${Math.round(x * 100)}` : '—');
/** A 95 % interval as "[21–94]" (percent). */
export const ci = (c: readonly [number, number]): string => `[${pct0(c[0])}–${pct0(c[1])}]`;
/** A rate with its interval and episode count: "66.7% [21–94] n=3". */
export const rate = (x: N, c: readonly [number, number], n: number): string => (ok(x) ? `${pct(x)} ${ci(c)} n=${n}` : `— (n=${n})`);
export const num = (x: N): string => (ok(x) ? (Math.round(x * 10) / 10).toString() : '—');
export const secs = (x: N): string => (ok(x) ? x.toFixed(1) : '—');
/** US dollars with enough digits for a cent fraction. */
export const usd = (x: N): string => (ok(x) ? (x === 0 ? '$0' : x >= 1 ? `$${x.toFixed(2)}` : `$${x.toPrecision(3)}`) : '—');
/** A published value as a fraction with three decimals, as Table 8 prints it. */
export const frac = (x: N): string => (ok(x) ? x.toFixed(3) : '—');
