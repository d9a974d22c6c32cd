/**
 * Checking perception against expected element lists, element by element: the strict form
 * of the metrics in score.ts, used by the stored-screenshot tests. Each labelled element is
 * either found (IoU >= 0.5) with every edge within `edgeTolerance` CSS px, the right type
 * and subtype, the exact text and the same states — or it yields one mismatch per failed
 * property, as a stable string (`"<label index>:<kind>"`) so a fixture can list the known
 * ones. Predictions matching no label are counted as extras.
 *
 * @example
 *   const { mismatches, extras } = checkAgainstExpected(predicted, labels)
 *   // mismatches: ['3:text', '7:missed'], extras: 1
 */
import { STATE_KEYS, type Element } from './element.js';
import { matchElements } from './score.js';

export type MismatchKind = 'missed' | 'box' | 'type' | 'text' | 'state';

export interface ExpectationCheck {
  mismatches: string[];
  extras: number;
  /** Human-readable lines explaining each mismatch, for test failure messages. */
  details: string[];
}

export function checkAgainstExpected(pred: Element[], gold: Element[], edgeTolerance = 2): ExpectationCheck {
  const pairs = matchElements(pred, gold);
  const byGold = new Map(pairs.map(([p, g]) => [g, pred[p]!]));
  const mismatches: string[] = [];
  const details: string[] = [];
  const miss = (gi: number, kind: MismatchKind, why: string) => {
    mismatches.push(`${gi}:${kind}`);
    details.push(`label ${gi} (${gold[gi]!.type} "${gold[gi]!.text ?? ''}"): ${why}`);
  };
  gold.forEach((g, gi) => {
    const p = byGold.get(gi);
    if (!p) return miss(gi, 'missed', 'no prediction with IoU >= 0.5');
    const edge = Math.max(...(['left', 'top', 'right', 'bottom'] as const).map((k) => Math.abs(p.box[k] - g.box[k])));
    if (edge > edgeTolerance) miss(gi, 'box', `an edge is ${edge.toFixed(2)} px off`);
    if (p.type !== g.type || (g.subtype !== undefined && p.subtype !== g.subtype)) {
      miss(gi, 'type', `read as ${p.type}${p.subtype ? `/${p.subtype}` : ''}`);
    }
    if (g.text !== undefined && g.text !== '' && (p.text ?? '') !== g.text) miss(gi, 'text', `read as "${p.text ?? ''}"`);
    const wrong = STATE_KEYS.filter((k) => g[k] !== undefined && (p[k] ?? false) !== g[k]);
    if (wrong.length) miss(gi, 'state', `${wrong.join(', ')} wrong`);
  });
  return { mismatches, extras: pred.length - pairs.length, details };
}
