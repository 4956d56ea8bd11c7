import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { keptFigures } from './kept-figures';

// The per-day totals the dashboard reads (docs/decisions/0011-lists-and-writes-at-scale.md): kept by triggers
// in the posting transactions (migration 0007); here, checked against the books and rebuilt from them
// (server/modules/books/kept-figures.ts), with ledger_daily and audit_count.

/** Each live record's contribution to its day, straight from the transaction tables. */
const fromBooks = sql`
  select day, sum(s) as sales, sum(sc) as sales_cost, sum(p) as purchases, sum(e) as expenses,
    sum(ca) as cost_adjustments, sum(cp) as charge_profit, sum(sa) as stock_adjustments from (
    select sale_date as day, total_amount as s, cost_amount as sc, 0 as p, 0 as e, 0 as ca, charge_profit as cp,
      0 as sa
    from sales
    where not exists (select 1 from cancellations c where c.entity = 'sale' and c.entity_id = sales.id)
    union all
    select purchase_date, 0, 0, final_amount, 0, 0, 0, 0 from purchases
    where not exists (select 1 from cancellations c where c.entity = 'purchase' and c.entity_id = purchases.id)
    union all
    select expense_date, 0, 0, 0, amount, 0, 0, 0 from expenses
    where not exists (select 1 from cancellations c where c.entity = 'expense' and c.entity_id = expenses.id)
    union all
    -- Cost adjustments and their reversals (both dated the adjustment's day) net by themselves.
    select adjustment_date, 0, 0, 0, 0, amount, 0, 0 from cost_adjustments
    union all
    select adjustment_date, 0, 0, 0, 0, 0, 0, value from stock_adjustments
    where not exists (select 1 from cancellations c where c.entity = 'stock_adjustment'
      and c.entity_id = stock_adjustments.id)
  ) as live group by day`;

export interface DailyTotalMismatch {
  day: string;
  kept: string;
  books: string;
}

/**
 * dailyTotalMismatches: the days whose kept totals differ from the books (sales, cost of sales,
 * purchases, expenses, cost adjustments, the sales' charge profit, the stock adjustments' value, shown as
 * `sales/cost/purchases/expenses/adjustments/charges/stock`); empty when they agree. A day with nothing
 * live may keep rows of zeros. rebuildDailyTotals: rewrites them from the books, in the caller's transaction,
 * the table locked first so that no posting adds to a day between the delete and the insert (postings wait,
 * then add to the new rows).
 */
export const { mismatches: dailyTotalMismatches, rebuild: rebuildDailyTotals } =
  keptFigures<DailyTotalMismatch>({
    table: 'daily_totals',
    keys: [{ name: 'day', date: true }],
    figures: [
      'sales',
      'sales_cost',
      'purchases',
      'expenses',
      'cost_adjustments',
      'charge_profit',
      'stock_adjustments',
    ],
    slotted: true,
    fromBooks,
  });

/** The ledger's entries per day, straight from the ledger. */
const ledgerFromBooks = sql`
  select transaction_date as day, count(*)::int as entries, sum(debit) as debit, sum(credit) as credit
  from ledger_entries group by transaction_date`;

/**
 * ledgerDailyMismatches: the days whose kept ledger totals (ledger_daily) differ from the ledger, as
 * `entries/debit/credit`; empty when they agree. rebuildLedgerDaily: rewrites them from the ledger, in the
 * caller's transaction, locked as rebuildDailyTotals is.
 */
export const { mismatches: ledgerDailyMismatches, rebuild: rebuildLedgerDaily } =
  keptFigures<DailyTotalMismatch>({
    table: 'ledger_daily',
    keys: [{ name: 'day', date: true }],
    figures: ['entries', 'debit', 'credit'],
    slotted: true,
    fromBooks: ledgerFromBooks,
  });

/** The trail's count, as one row (none while the trail is empty, as the rebuild then writes no row). */
const auditCount = keptFigures<{ kept: string; books: string }>({
  table: 'audit_count',
  keys: [],
  figures: ['events'],
  slotted: true,
  fromBooks: sql`select count(*) as events from audit_events having count(*) > 0`,
});

/** The kept count of audit events and the trail's own count, when they differ; empty when they agree. */
export async function auditCountMismatches(db: DbOrTx): Promise<Array<{ kept: number; events: number }>> {
  const rows = await auditCount.mismatches(db);
  return rows.map((row) => ({ kept: Number(row.kept), events: Number(row.books) }));
}

/**
 * Rewrites audit_count from the trail, in the caller's transaction, locked as rebuildDailyTotals is; tells
 * the count it now keeps.
 */
export async function rebuildAuditCount(tx: Tx): Promise<number> {
  await auditCount.rebuild(tx);
  const [row] = await queryRows<{ events: number }>(
    tx,
    sql`select coalesce(sum(events), 0)::int as events from audit_count`,
  );
  return row?.events ?? 0;
}
