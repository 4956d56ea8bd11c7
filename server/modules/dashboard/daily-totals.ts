import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';

// The per-day totals the dashboard reads (docs/decisions/0011-lists-and-writes-at-scale.md): kept by triggers
// in the posting transactions (migration 0007); here, checked against the books and rebuilt from them.

/** Each live record's contribution to its day, straight from the transaction tables. */
const fromBooks = sql`
  select day, sum(s) as sales, sum(sc) as sales_cost, sum(p) as purchases, sum(e) as expenses from (
    select sale_date as day, total_amount as s, cost_amount as sc, 0 as p, 0 as e from sales
    where not exists (select 1 from cancellations c where c.entity = 'sale' and c.entity_id = sales.id)
    union all
    select purchase_date, 0, 0, final_amount, 0 from purchases
    where not exists (select 1 from cancellations c where c.entity = 'purchase' and c.entity_id = purchases.id)
    union all
    select expense_date, 0, 0, 0, amount from expenses
    where not exists (select 1 from cancellations c where c.entity = 'expense' and c.entity_id = expenses.id)
  ) as live group by day`;

export interface DailyTotalMismatch {
  day: string;
  kept: string;
  books: string;
}

/**
 * The days whose kept totals differ from the books (sales, cost of sales, purchases, expenses, shown as
 * `sales/cost/purchases/expenses`); empty when they agree. A day with nothing live may keep rows of zeros.
 */
export async function dailyTotalMismatches(db: DbOrTx): Promise<DailyTotalMismatch[]> {
  return queryRows<DailyTotalMismatch>(
    db,
    sql`with kept as (
          select day, sum(sales) as sales, sum(sales_cost) as sales_cost, sum(purchases) as purchases,
            sum(expenses) as expenses
          from daily_totals group by day
        ), books as (${fromBooks})
        select to_char(coalesce(k.day, b.day), 'YYYY-MM-DD') as day,
          concat_ws('/', coalesce(k.sales, 0), coalesce(k.sales_cost, 0), coalesce(k.purchases, 0),
            coalesce(k.expenses, 0)) as kept,
          concat_ws('/', coalesce(b.sales, 0), coalesce(b.sales_cost, 0), coalesce(b.purchases, 0),
            coalesce(b.expenses, 0)) as books
        from kept k full join books b on b.day = k.day
        where coalesce(k.sales, 0) <> coalesce(b.sales, 0) or coalesce(k.sales_cost, 0) <> coalesce(b.sales_cost, 0)
          or coalesce(k.purchases, 0) <> coalesce(b.purchases, 0) or coalesce(k.expenses, 0) <> coalesce(b.expenses, 0)
        order by 1`,
  );
}

/**
 * Rewrites the per-day totals from the books, in the caller's transaction. The table is locked first so that
 * no posting adds to a day between the delete and the insert (postings wait, then add to the new rows).
 */
export async function rebuildDailyTotals(tx: Tx): Promise<number> {
  await tx.execute(sql`lock table daily_totals in exclusive mode`);
  await tx.execute(sql`delete from daily_totals`);
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`insert into daily_totals (day, slot, sales, sales_cost, purchases, expenses)
        select day, 0, sales, sales_cost, purchases, expenses from (${fromBooks}) as b
        returning day`,
  );
  return rows.length;
}

/** The ledger's entries per day, straight from the ledger. */
const ledgerFromBooks = sql`
  select transaction_date as day, count(*)::int as entries, sum(debit) as debit, sum(credit) as credit
  from ledger_entries group by transaction_date`;

/**
 * The days whose kept ledger totals (ledger_daily) differ from the ledger, as `entries/debit/credit`; empty
 * when they agree.
 */
export async function ledgerDailyMismatches(db: DbOrTx): Promise<DailyTotalMismatch[]> {
  return queryRows<DailyTotalMismatch>(
    db,
    sql`with kept as (
          select day, sum(entries)::int as entries, sum(debit) as debit, sum(credit) as credit
          from ledger_daily group by day
        ), books as (${ledgerFromBooks})
        select to_char(coalesce(k.day, b.day), 'YYYY-MM-DD') as day,
          concat_ws('/', coalesce(k.entries, 0), coalesce(k.debit, 0), coalesce(k.credit, 0)) as kept,
          concat_ws('/', coalesce(b.entries, 0), coalesce(b.debit, 0), coalesce(b.credit, 0)) as books
        from kept k full join books b on b.day = k.day
        where coalesce(k.entries, 0) <> coalesce(b.entries, 0) or coalesce(k.debit, 0) <> coalesce(b.debit, 0)
          or coalesce(k.credit, 0) <> coalesce(b.credit, 0)
        order by 1`,
  );
}

/** Rewrites ledger_daily from the ledger, in the caller's transaction, locked as rebuildDailyTotals is. */
export async function rebuildLedgerDaily(tx: Tx): Promise<number> {
  await tx.execute(sql`lock table ledger_daily in exclusive mode`);
  await tx.execute(sql`delete from ledger_daily`);
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`insert into ledger_daily (day, slot, entries, debit, credit)
        select day, 0, entries, debit, credit from (${ledgerFromBooks}) as b
        returning day`,
  );
  return rows.length;
}

/** The kept count of audit events and the trail's own count, when they differ; empty when they agree. */
export async function auditCountMismatches(db: DbOrTx): Promise<Array<{ kept: number; events: number }>> {
  return queryRows<{ kept: number; events: number }>(
    db,
    sql`select kept, events from (
          select (select coalesce(sum(events), 0) from audit_count)::int as kept,
            (select count(*) from audit_events)::int as events
        ) as c where kept <> events`,
  );
}

/** Rewrites audit_count from the trail, in the caller's transaction, locked as rebuildDailyTotals is. */
export async function rebuildAuditCount(tx: Tx): Promise<number> {
  await tx.execute(sql`lock table audit_count in exclusive mode`);
  await tx.execute(sql`delete from audit_count`);
  const [row] = await queryRows<{ events: number }>(
    tx,
    sql`insert into audit_count (slot, events) select 0, count(*) from audit_events having count(*) > 0
        returning events::int`,
  );
  return row?.events ?? 0;
}
