import { z } from 'zod';
import { requiredText, timestamp } from './primitives';
import { statusFilters } from './choices';
import { v } from '../messages/validation';

export { statusFilters };

// Cancel and correct (docs/corrections.md): the fields every purchase, sale, expense and payment carries,
// the cancel body and the status filter of their lists.

export const recordStatuses = ['active', 'cancelled'] as const;
export const recordStatus = z.enum(recordStatuses);
export type RecordStatus = z.infer<typeof recordStatus>;

export const correctionFields = {
  status: recordStatus,
  cancelledAt: timestamp.nullable(),
  cancelledBy: z.number().nullable(),
  cancelReason: z.string().nullable(),
  /** The record this one corrected (it was cancelled when this one was recorded). */
  amends: z.number().nullable(),
  /** The record that corrected this one. */
  amendedBy: z.number().nullable(),
};

export const statusFilter = z.preprocess(
  (v) => (v === '' || v === undefined ? 'active' : v),
  z.enum(statusFilters, { error: v('validation.recordStatus') }),
);
export type StatusFilter = z.infer<typeof statusFilter>;

/** The reason must say something: whitespace or zero-width characters alone are no reason (requiredText). */
export const cancelInput = z.object({ reason: requiredText(500) });
export type CancelInput = z.input<typeof cancelInput>;

/** The records a cancel reverses; a stock adjustment is cancelled but never amended (docs/posting.md#stock-adjustments). */
export const correctableEntities = ['purchase', 'sale', 'expense', 'payment', 'stock_adjustment'] as const;
export type CorrectableEntity = (typeof correctableEntities)[number];

/**
 * What an amendment of a purchase or a sale did beside recording the new bill (docs/corrections.md#correct):
 * the payments of the old bill that now settle the new one, and a purchase's price corrected after its stock
 * moved on. The amend endpoints answer the new record with this as `correction`.
 */
export const amendmentOutcome = z.object({
  /** Σ allocations of the old bill, from payments not made with it, that now settle the new one. */
  paymentsMoved: z.string(),
  /** What of those did not fit the new bill: unallocated on its payments now, on account (docs/money.md#payments). */
  leftOnAccount: z.string(),
  /**
   * A purchase's price corrected while its lot stays in the bucket (docs/corrections.md#correct-amend): the bucket's value moved
   * by `revaluation`, and `costAdjustment` counts in profit as cost. Null for a sale and a full amendment.
   */
  priceCorrection: z.object({ revaluation: z.string(), costAdjustment: z.string() }).nullable(),
});
export type AmendmentOutcome = z.infer<typeof amendmentOutcome>;
