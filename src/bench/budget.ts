/**
 * A latency budget per perception stage, as the bench enforces it: `stage=ms` holds the
 * stage's p50 to `ms`, `stage:p90=ms` its p90. The bench checks the pipeline under test (the
 * candidate when there is one) at every scale it measured and fails when any stage is over.
 *
 * @example
 *   const budget = parseBudget('total=25,measure=2,detector:p90=30')
 *   overBudget(budget, { totalP50: 31.2, measureP50: 1.1, detectorP90: 12 }, 'scale2')
 *   // ['scale2 total p50 31.2 ms > 25 ms']
 */
import { InvalidArgumentError } from '../errors.js';
import { BENCH_STAGES, type SideRow } from './perception.js';

export interface StageBudget {
  stage: string;
  percentile: 50 | 90;
  ms: number;
}

const ITEM = /^([a-z]+)(?::p(50|90))?=(\d+(?:\.\d+)?)$/;

export function parseBudget(spec: string): StageBudget[] {
  const items = spec.split(',').map((s) => s.trim()).filter(Boolean);
  if (!items.length) throw new InvalidArgumentError('--budget needs at least one stage=ms item, e.g. total=25,measure=2');
  return items.map((item) => {
    const m = ITEM.exec(item);
    if (!m) throw new InvalidArgumentError(`--budget item "${item}" is not stage=ms or stage:p90=ms (e.g. total=25, detector:p90=30)`);
    const stage = m[1]!;
    if (!(BENCH_STAGES as readonly string[]).includes(stage)) {
      throw new InvalidArgumentError(`--budget names no stage "${stage}": the stages are ${BENCH_STAGES.join(', ')}`);
    }
    return { stage, percentile: Number(m[2] ?? 50) as 50 | 90, ms: Number(m[3]) };
  });
}

/** The budget items a row is over, as sentences; empty when it holds. A stage the row lacks is over (it was not measured). */
export function overBudget(budget: StageBudget[], row: SideRow, where: string): string[] {
  return budget.flatMap(({ stage, percentile, ms }) => {
    const v = row[`${stage}P${percentile}`];
    if (v === undefined) return [`${where} ${stage} p${percentile} was not measured (budget ${ms} ms)`];
    return v > ms ? [`${where} ${stage} p${percentile} ${v} ms > ${ms} ms`] : [];
  });
}
