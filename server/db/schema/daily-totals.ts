import { bigint, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { bigMoney } from './columns';

/**
 * Per-day totals of the live sales, purchases and expenses (docs/decisions/0011-lists-and-writes-at-scale.md):
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
