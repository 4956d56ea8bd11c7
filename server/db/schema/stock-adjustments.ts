import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, money, quantity } from './columns';
import { crops } from './masters';
import { users } from './users';

/**
 * One row per stock adjustment (docs/posting.md#stock-adjustments): stock lost (dried, torn bags) or found (a
 * recount) in a bucket, with the value it moved at. `quantity` and `value` are signed: negative for a decrease.
 * Its bucket is the (crop, grade) one. Append-only like the books; its stock movement has it as its source
 * ('stock_adjustment'), and a cancel is a `cancellations` row and reversing movements, never a change here.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id),
    qualityGrade: text('quality_grade', { enum: ['A', 'B', 'C'] }),
    /** Signed, in the crop's unit; never 0. */
    quantity: quantity('quantity').notNull(),
    /** What one unit moved at: the bucket's average cost, or the rate an increase was given. */
    unitCost: money('unit_cost').notNull(),
    /** Signed, as its stock movement moved the bucket's value; counts in profit (daily_totals.stock_adjustments). */
    value: money('value').notNull(),
    reason: text('reason').notNull(),
    adjustmentDate: date('adjustment_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check('stock_adjustments_quantity_ck', sql`${t.quantity} <> 0`),
    check('stock_adjustments_unit_cost_ck', sql`${t.unitCost} >= 0`),
    // The value goes the way the quantity goes (or is 0: stock of a bucket that holds no value).
    check('stock_adjustments_value_sign_ck', sql`${t.value} = 0 or (${t.value} > 0) = (${t.quantity} > 0)`),
    check('stock_adjustments_reason_ck', sql`length(${t.reason}) between 1 and 200`),
    check(
      'stock_adjustments_grade_ck',
      sql`${t.qualityGrade} is null or ${t.qualityGrade} in ('A', 'B', 'C')`,
    ),
    // The list's order and its date filters; with a crop, its own (docs/scale.md: an index behind each filter).
    index('stock_adjustments_date_idx').on(t.adjustmentDate, t.id),
    index('stock_adjustments_crop_idx').on(t.cropId, t.adjustmentDate, t.id),
  ],
);
