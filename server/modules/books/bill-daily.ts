import { sql, type SQL } from 'drizzle-orm';
import { keptFigures } from './kept-figures';

// The per-day figures of the live sales and purchases (bill_daily), kept by triggers in the recording,
// allocating and cancelling transactions (migration 0010, docs/decisions/0011-lists-and-writes-at-scale.md);
// here, read by the Sales and Purchase cards, checked against the books and rebuilt from them
// (server/modules/books/kept-figures.ts).

/** Each live bill's day, quintals, amounts (value and bill amount), paid (Σ its live allocations) and derived status. */
const billsFromBooks = sql`
  with paid as (
    select sale_id, purchase_id, sum(amount) as paid from live_payment_allocations
    where sale_id is not null or purchase_id is not null group by sale_id, purchase_id
  )
  select 'sale' as kind, s.sale_date as day, s.quantity * crop_quintals(s.crop_id) as quintals,
    s.total_amount as amount, s.bill_amount, 0::numeric(20, 2) as expense_amount,
    0::numeric(20, 2) as final_amount, coalesce(pd.paid, 0)::numeric(20, 2) as paid,
    bill_status(s.bill_amount, coalesce(pd.paid, 0), s.payment_status = 'partial') as status
  from sales s left join paid pd on pd.sale_id = s.id
  where not exists (select 1 from cancellations c where c.entity = 'sale' and c.entity_id = s.id)
  union all
  select 'purchase', p.purchase_date, p.quantity * crop_quintals(p.crop_id), p.total_amount, p.net_payable,
    p.expense_amount, p.final_amount, coalesce(pd.paid, 0)::numeric(20, 2),
    bill_status(p.net_payable, coalesce(pd.paid, 0), false)
  from purchases p left join paid pd on pd.purchase_id = p.id
  where not exists (select 1 from cancellations c where c.entity = 'purchase' and c.entity_id = p.id)`;

const daysFromBooks = sql`
  select kind, day, count(*)::int as bills, sum(quintals) as quintals, sum(amount) as amount,
    sum(bill_amount) as bill_amount, sum(expense_amount) as expense_amount, sum(final_amount) as final_amount, sum(paid) as paid,
    (count(*) filter (where status = 'pending'))::int as pending,
    (count(*) filter (where status = 'partial'))::int as partial,
    (count(*) filter (where status = 'paid'))::int as settled
  from (${billsFromBooks}) as bills group by kind, day`;

export interface BillDailyMismatch {
  kind: string;
  day: string;
  /** bills/quintals/amount/bill amount/expenses/final/paid/pending/partial/settled. */
  kept: string;
  books: string;
}

/**
 * billDailyMismatches: the days whose kept bill figures differ from the books; empty when they agree.
 * rebuildBillDaily: rewrites them from the books, in the caller's transaction, locked first as
 * rebuildDailyTotals is. rebuildBillPaid calls it too: rewriting what the bills are paid moves bill_daily
 * through its trigger.
 */
export const { mismatches: billDailyMismatches, rebuild: rebuildBillDaily } = keptFigures<BillDailyMismatch>({
  table: 'bill_daily',
  keys: [{ name: 'kind' }, { name: 'day', date: true }],
  figures: [
    'bills',
    'quintals',
    'amount',
    'bill_amount',
    'expense_amount',
    'final_amount',
    'paid',
    'pending',
    'partial',
    'settled',
  ],
  slotted: true,
  fromBooks: daysFromBooks,
});

/** The days of a date range (either end open) of one kind of bill, as a WHERE condition on bill_daily. */
function daysSql(kind: 'sale' | 'purchase', range: { startDate?: string; endDate?: string }): SQL {
  return sql`d.kind = ${kind}
    and (${range.startDate ?? null}::date is null or d.day >= ${range.startDate ?? null}::date)
    and (${range.endDate ?? null}::date is null or d.day <= ${range.endDate ?? null}::date)`;
}

/** The Sales cards over a date range of the live sales, from their days. */
export function saleDaysSummarySql(range: { startDate?: string; endDate?: string }): SQL {
  return sql`select coalesce(sum(d.bills), 0)::int as count,
      coalesce(sum(d.amount), 0)::numeric(20, 2)::text as "totalAmount",
      coalesce(sum(d.quintals), 0)::numeric(20, 3)::text as "quantityQuintals",
      coalesce(sum(d.pending), 0)::int as pending, coalesce(sum(d.partial), 0)::int as partial,
      coalesce(sum(d.settled), 0)::int as paid,
      coalesce(sum(d.paid), 0)::numeric(20, 2)::text as "paidAmount",
      coalesce(sum(d.bill_amount) - sum(d.paid), 0)::numeric(20, 2)::text as outstanding
    from bill_daily d where ${daysSql('sale', range)}`;
}

/** The Purchase cards over a date range of the live purchases, from their days. */
export function purchaseDaysSummarySql(range: { startDate?: string; endDate?: string }): SQL {
  return sql`select coalesce(sum(d.bills), 0)::int as count,
      coalesce(sum(d.quintals), 0)::numeric(20, 3)::text as "quantityQuintals",
      coalesce(sum(d.amount), 0)::numeric(20, 2)::text as "totalAmount",
      coalesce(sum(d.expense_amount), 0)::numeric(20, 2)::text as "expenseAmount",
      coalesce(sum(d.final_amount), 0)::numeric(20, 2)::text as "finalAmount",
      coalesce(sum(d.paid), 0)::numeric(20, 2)::text as "paidAmount",
      coalesce(sum(d.bill_amount) - sum(d.paid), 0)::numeric(20, 2)::text as outstanding
    from bill_daily d where ${daysSql('purchase', range)}`;
}

/**
 * The date range of a list's filters when they are dates alone over the live bills (or nothing at all), the
 * case the days answer; undefined when any other filter is set. `qFigures` only widens a search.
 */
export function datesOnly(f: {
  startDate?: string;
  endDate?: string;
  status?: string;
  qFigures?: boolean;
}): { startDate?: string; endDate?: string } | undefined {
  const { startDate, endDate, status, qFigures: _widensSearch, ...others } = f;
  if (status !== undefined && status !== 'active') return undefined;
  if (Object.values(others).some((value) => value !== undefined)) return undefined;
  return { startDate, endDate };
}

/** How many live bills of a date range there are: a page's `total`, from their days. */
export function billDaysCountSql(kind: 'sale' | 'purchase', range: { startDate?: string; endDate?: string }) {
  return sql`select coalesce(sum(d.bills), 0)::int as count from bill_daily d where ${daysSql(kind, range)}`;
}
