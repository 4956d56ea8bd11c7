import { z } from 'zod';
import { statusFilter, recordStatus } from './corrections';
import {
  id,
  listQuery,
  optionalBusinessDate,
  optionalId,
  optionalQualityGrade,
  pageCursor,
  pageLimit,
  qualityGrade,
  rate,
  requiredText,
  signedQuantity,
  timestamp,
} from './primitives';

// Stock adjustments (docs/posting.md#stock-adjustments): stock lost in the godown (grain dries, bags tear) or
// found by a recount, with the value it moves at; "Adjust Stock" on the Inventory screen.

export const STOCK_ADJUSTMENT_REASON_MAX = 200;

/**
 * POST /api/inventory/adjustments. `quantity` is signed (negative for a decrease, never 0) in the crop's unit;
 * `date` left out is the business day today; `rate` is for an increase only: it enters at that rate instead
 * of the bucket's average cost, and an empty bucket needs it.
 */
export const stockAdjustmentInput = z.object({
  cropId: id,
  qualityGrade: optionalQualityGrade,
  quantity: signedQuantity,
  reason: requiredText(STOCK_ADJUSTMENT_REASON_MAX),
  date: optionalBusinessDate,
  rate: z.preprocess((v) => (v === '' || v === null ? undefined : v), rate.optional()),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentInput>;
export type StockAdjustmentData = z.output<typeof stockAdjustmentInput>;

export const stockAdjustment = z.object({
  id: z.number(),
  cropId: z.number(),
  qualityGrade: qualityGrade.nullable(),
  /** Signed, in the crop's unit: negative for stock lost. */
  quantity: z.string(),
  /** What one unit moved at: the bucket's average cost, or the rate an increase was given. */
  unitCost: z.string(),
  /** quantity × unitCost, half-up to the paisa (a decrease that empties the bucket takes all its value): signed. */
  value: z.string(),
  reason: z.string(),
  date: z.string(),
  status: recordStatus,
  cancelledAt: timestamp.nullable(),
  cancelledBy: z.number().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type StockAdjustment = z.infer<typeof stockAdjustment>;

/**
 * GET /api/inventory/adjustments: crop, dates inclusive and status (active by default, as every list); with
 * `limit`, a keyset page `{items, total, nextCursor}`, newest first (date, then id).
 */
export const stockAdjustmentListQuery = listQuery({
  cropId: optionalId,
  status: statusFilter,
  limit: pageLimit,
  cursor: pageCursor,
});
export type StockAdjustmentListQuery = z.output<typeof stockAdjustmentListQuery>;

export const stockAdjustmentPage = z.object({
  items: z.array(stockAdjustment),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type StockAdjustmentPage = z.infer<typeof stockAdjustmentPage>;
