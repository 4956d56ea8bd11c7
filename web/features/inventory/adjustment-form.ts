import { compare, isDecimal, isZero, multiply, subtract } from '@common/decimal';
import type { InventoryItem } from '@common/schemas/inventory';
import type { QualityGrade } from '@common/schemas/primitives';
import type { StockAdjustmentInput } from '@common/schemas/stock-adjustments';
import { NO_GRADE } from '@/lib/grade-options';

// The "Adjust Stock" form's values, the body they make, and the value it previews as the clerk types
// (docs/screens.md#inventory), worked out with common/decimal.ts as the server works it out
// (docs/posting.md#stock-adjustments), so the figure saved is the figure seen.

export type Direction = 'decrease' | 'increase';

export interface AdjustFormValues {
  cropId: string;
  /** NO_GRADE or a grade. */
  qualityGrade: string;
  direction: Direction;
  /** As typed, without a sign: the direction gives it. */
  quantity: string;
  /** An increase's rate; '' enters at the average cost. */
  rate: string;
  reason: string;
  date: string;
}

/** The request body the form's values make: the quantity signed by the direction, a rate for an increase only. */
export function toAdjustmentInput(values: AdjustFormValues): StockAdjustmentInput {
  const quantity = values.quantity.trim();
  return {
    cropId: values.cropId,
    qualityGrade: values.qualityGrade === NO_GRADE ? undefined : (values.qualityGrade as QualityGrade),
    quantity: values.direction === 'decrease' && quantity !== '' ? `-${quantity}` : quantity,
    reason: values.reason,
    date: values.date,
    rate: values.direction === 'increase' && values.rate.trim() !== '' ? values.rate.trim() : undefined,
  };
}

export type AdjustmentPreview =
  /** No quantity yet (or none that is a positive number). */
  | { kind: 'none' }
  /** A decrease of more than the bucket holds: the server will refuse it (409). */
  | { kind: 'more'; stock: string }
  /** An increase into an empty bucket without a rate: the server will refuse it (400). */
  | { kind: 'needsRate' }
  /** The signed value, and the unit cost it moves at. */
  | { kind: 'value'; value: string; unitCost: string };

/**
 * A decrease at the average cost (never more than the bucket's value, all of it when it empties the bucket),
 * negative; an increase at the rate, or the average of a bucket that holds stock.
 */
export function previewAdjustment(
  direction: Direction,
  quantity: string,
  rate: string,
  bucket: Pick<InventoryItem, 'currentStock' | 'totalValue' | 'averageCost'> | undefined,
): AdjustmentPreview {
  const q = quantity.trim();
  const r = rate.trim();
  if (!isDecimal(q) || compare(q, '0') <= 0) return { kind: 'none' };
  const stock = bucket?.currentStock ?? '0.000';
  if (direction === 'decrease') {
    if (!bucket || compare(q, stock) > 0) return { kind: 'more', stock };
    const atAverage = multiply(q, bucket.averageCost, 2);
    const cost =
      compare(q, stock) === 0 || compare(atAverage, bucket.totalValue) > 0 ? bucket.totalValue : atAverage;
    return { kind: 'value', value: subtract('0', cost, 2), unitCost: bucket.averageCost };
  }
  if (isDecimal(r) && compare(r, '0') > 0) return { kind: 'value', value: multiply(q, r, 2), unitCost: r };
  if (!bucket || isZero(stock)) return { kind: 'needsRate' };
  return { kind: 'value', value: multiply(q, bucket.averageCost, 2), unitCost: bucket.averageCost };
}
