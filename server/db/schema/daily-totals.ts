import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { bigMoney } from './columns';

/**
 * Per-day totals of the live sales, purchases, expenses and stock adjustments (docs/decisions/0011-lists-and-writes-at-scale.md):
 * what the dashboard sums instead of the whole transaction tables. Kept by triggers in the very transaction
 * that records or cancels a record (migration 0007), so they cannot drift from the books; `npm run
 * daily-totals` checks them against the books and rebuilds them. A day has up to eight rows (`slot`, from the
 * writing transaction's id) so that concurrent writes of one day do not queue on one row.
 */
export const dailyTotals = pgTable(
  'daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    /** Σ total_amount of the live sales dated that day. */
    sales: bigMoney('sales').notNull().default('0'),
    /** Σ cost_amount of those sales (what their stock cost at average cost). */
    salesCost: bigMoney('sales_cost').notNull().default('0'),
    /** Σ final_amount (with their expense rows) of the live purchases dated that day. */
    purchases: bigMoney('purchases').notNull().default('0'),
    /** Σ amount of the live expenses dated that day. */
    expenses: bigMoney('expenses').notNull().default('0'),
    /**
     * Σ cost-of-goods adjustments dated that day (cost_adjustments: a purchase's price corrected after its
     * stock was sold, docs/corrections.md#correct); they count in profit as cost.
     */
    costAdjustments: bigMoney('cost_adjustments').notNull().default('0'),
    /**
     * Σ charge_profit of the live sales dated that day: the retained charges they earned less the paid_out
     * charges we bore (docs/posting.md#charges); it counts in profit.
     */
    chargeProfit: bigMoney('charge_profit').notNull().default('0'),
    /**
     * Σ value of the live stock adjustments dated that day (docs/posting.md#stock-adjustments): stock lost
     * (negative) or found (positive); it counts in profit.
     */
    stockAdjustments: bigMoney('stock_adjustments').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot], name: 'daily_totals_pk' })],
);

/**
 * Per-day count and sums of the ledger's entries (docs/decisions/0011-lists-and-writes-at-scale.md): what the
 * Ledger's `total` and its summary read when no party is chosen, instead of every entry. The ledger is
 * append-only (a reversal is an entry of its own), so an entry adds to its day once, by a trigger in the
 * transaction that posts it (migration 0009); `npm run daily-totals` checks and rebuilds these too. Slots as
 * in daily_totals.
 */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    entries: integer('entries').notNull().default(0),
    debit: bigMoney('debit').notNull().default('0'),
    credit: bigMoney('credit').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot], name: 'ledger_daily_pk' })],
);

/**
 * How many events the audit trail holds, in eight rows (`slot`, from the writing transaction's id) that the
 * reader adds up: the unfiltered Audit trail's `total` without counting a decade of events
 * (docs/decisions/0011-lists-and-writes-at-scale.md). The trail is append-only, so a trigger after each insert
 * adds one (migration 0011); `npm run daily-totals` checks and rebuilds it.
 */
export const auditCount = pgTable('audit_count', {
  slot: smallint('slot').primaryKey(),
  events: bigint('events', { mode: 'number' }).notNull().default(0),
});

/**
 * Per day and crop, the live sales' figures that the profit and loss statement reads by crop
 * (docs/money.md#profit-and-loss): quantity sold (in the crop's unit), value, cost of goods, the
 * cost-of-goods adjustments of the crop's price corrections, and the charges the sales earned (retained) and
 * bore (paid out, borne by us). Kept by triggers in the recording and cancelling transactions (migration
 * 0024), checked and rebuilt by `npm run daily-totals`. No slots: a sale already waits on its bucket's lock, so
 * a row per crop and day adds little waiting, and a decade is one row per crop and day to add up.
 */
export const cropDaily = pgTable(
  'crop_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    cropId: integer('crop_id').notNull(),
    quantitySold: numeric('quantity_sold', { precision: 20, scale: 3 }).notNull().default('0'),
    sales: bigMoney('sales').notNull().default('0'),
    salesCost: bigMoney('sales_cost').notNull().default('0'),
    costAdjustments: bigMoney('cost_adjustments').notNull().default('0'),
    chargesEarned: bigMoney('charges_earned').notNull().default('0'),
    chargesBorne: bigMoney('charges_borne').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.cropId], name: 'crop_daily_pk' })],
);

/**
 * Per day and expense type, Σ amount of the live expenses: the statement's expenses by type
 * (docs/money.md#profit-and-loss). Kept and checked as crop_daily is (migration 0024).
 */
export const expenseDaily = pgTable(
  'expense_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    amount: bigMoney('amount').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.type], name: 'expense_daily_pk' }),
    check(
      'expense_daily_type_ck',
      sql`${t.type} in ('transport', 'storage', 'labor', 'processing', 'other')`,
    ),
  ],
);
