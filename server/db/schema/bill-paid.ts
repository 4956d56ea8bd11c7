import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
