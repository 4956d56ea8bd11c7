import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { bigMoney } from './columns';

/**
 * What each bill (a sale, a purchase or an opening balance) has been paid: Σ of its live allocations
 * (docs/money.md#bills-carry-what-is-paid, docs/decisions/0011-lists-and-writes-at-scale.md). Kept by
 * triggers in the very transaction that allocates a payment or cancels a payment or a bill (migration 0008),
 * so the bill lists and their summaries read one row per bill instead of re-adding its allocations on every
 * read. `npm run daily-totals` checks it against the allocations and rebuilds it. A bill nothing was ever
 * allocated to has no row (paid 0).
 */
export const billPaid = pgTable(
  'bill_paid',
  {
    /** 'sale', 'purchase' or 'opening' (a party's opening balance, a ledger entry). */
    kind: text('kind', { enum: ['sale', 'purchase', 'opening'] }).notNull(),
    /** The sale's, purchase's or opening ledger entry's id. */
    billId: integer('bill_id').notNull(),
    paid: bigMoney('paid').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.billId], name: 'bill_paid_pk' }),
    check('bill_paid_kind_ck', sql`${t.kind} in ('sale', 'purchase', 'opening')`),
  ],
);

/**
 * Per-day figures of the live sales and of the live purchases (docs/decisions/0011-lists-and-writes-at-scale.md):
 * what the Sales and Purchase cards sum when the list is filtered by dates alone (or not at all), instead of
 * every bill of a decade. A bill adds to its day when recorded, moves between the status counts and paid
 * amounts as bill_paid moves, and leaves its day when cancelled, each by a trigger in that transaction
 * (migration 0010); `npm run daily-totals` checks them against the books and rebuilds them. Slots as in
 * daily_totals.
 */
export const billDaily = pgTable(
  'bill_daily',
  {
    /** 'sale' or 'purchase'. */
    kind: text('kind', { enum: ['sale', 'purchase'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    bills: integer('bills').notNull().default(0),
    /**
     * Σ quantity in quintals (the crop's unit cannot change once it has records), exact: a kg lot's quantity
     * has 3 decimals of a kg, 5 of a quintal (migration 0022).
     */
    quintals: numeric('quintals', { precision: 20, scale: 5 }).notNull().default('0'),
    /** Σ total_amount. */
    amount: bigMoney('amount').notNull().default('0'),
    /**
     * Σ bill amounts: a sale's bill_amount, a purchase's net_payable (docs/money.md#bills-carry-what-is-paid);
     * outstanding is this less paid.
     */
    billAmount: bigMoney('bill_amount').notNull().default('0'),
    /** Σ expense_amount and Σ final_amount of purchases (0 for sales). */
    expenseAmount: bigMoney('expense_amount').notNull().default('0'),
    finalAmount: bigMoney('final_amount').notNull().default('0'),
    /** Σ what the bills are paid (bill_paid). */
    paid: bigMoney('paid').notNull().default('0'),
    /** How many bills are of each derived payment status (server/modules/payments/bill-paid.ts). */
    pending: integer('pending').notNull().default(0),
    partial: integer('partial').notNull().default(0),
    settled: integer('settled').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day, t.slot], name: 'bill_daily_pk' }),
    check('bill_daily_kind_ck', sql`${t.kind} in ('sale', 'purchase')`),
  ],
);
