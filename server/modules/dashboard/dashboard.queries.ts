import { sql, type SQL } from 'drizzle-orm';
import { QUINTALS_PER_UNIT } from '../../../common/schemas/crops';
import { LOW_STOCK_THRESHOLD_QUINTALS } from '../../../common/schemas/inventory';
import type {
  CropDistributionItem,
  DashboardMetrics,
  MetricsComparison,
  OutstandingSummary,
  RecentTransaction,
  SalesTrendPoint,
} from '../../../common/schemas/dashboard';
import type { Language } from '../../../common/schemas/auth';
import { queryRows, type DbOrTx } from '../../db/client';
import { recordText } from '../../lib/record-text';
import { selectBalanceTotals } from '../parties/party-balances';

// Every figure is summed in SQL numeric and sent as text, so no rupee ever passes through a float. Cancelled
// records count for nothing (docs/corrections.md#cancel); stock figures come from the buckets, which their
// reversing movements have already put back. Sales, purchases, expenses and profit come from the per-day
// totals the posting transactions keep (daily_totals, docs/decisions/0011-lists-and-writes-at-scale.md), so
// they cost the same at ten years of books as at one.

/** A bucket's stock converted to quintals (docs/screens.md#quintals: kg ÷ 100, ton × 10). */
function stockInQuintals(stock: SQL, unit: SQL): SQL {
  const whens = Object.entries(QUINTALS_PER_UNIT).map(
    ([u, factor]) => sql`when ${u} then ${stock} * ${factor}::numeric`,
  );
  return sql`(case ${unit} ${sql.join(whens, sql` `)} end)`;
}

const bucketQuintals = stockInQuintals(sql`i.current_stock`, sql`c.unit`);

/**
 * Profit over daily_totals rows: sales − their cost − cost-of-goods adjustments (a purchase's price corrected
 * after its stock was sold, docs/corrections.md#correct) − expenses + the sales' charge profit (retained
 * charges earned less paid_out charges we bore, docs/posting.md#charges) + the value of stock found less that
 * of stock lost (docs/posting.md#stock-adjustments).
 */
const profitOfDays = sql`coalesce(sum(sales), 0) - coalesce(sum(sales_cost), 0) - coalesce(sum(cost_adjustments), 0)
  - coalesce(sum(expenses), 0) + coalesce(sum(charge_profit), 0) + coalesce(sum(stock_adjustments), 0)`;

/** Inclusive date windows (YYYY-MM-DD) of the month-on-month captions. */
export interface ComparisonWindows {
  currentFrom: string;
  currentTo: string;
  previousFrom: string;
  previousTo: string;
}

/** (current − previous) ÷ previous × 100 to 1 decimal, null (caption hidden) when previous is 0. */
function changePercent(current: SQL, previous: SQL): SQL {
  return sql`case when ${previous} = 0 then null else round((${current} - ${previous}) * 100 / ${previous}, 1)::text end`;
}

/**
 * The captions' figures: live sales and purchases (final amount) of this month so far and of the same days
 * of last month, and the profit margin of the totals (docs/screens.md#dashboard).
 */
export async function selectComparison(db: DbOrTx, w: ComparisonWindows): Promise<MetricsComparison> {
  const rows = await queryRows<{
    sales_current: string;
    sales_previous: string;
    sales_change: string | null;
    purchases_current: string;
    purchases_previous: string;
    purchases_change: string | null;
    margin: string | null;
  }>(
    db,
    sql`
    with w as (
      select
        coalesce(sum(sales) filter (where day between ${w.currentFrom}::date and ${w.currentTo}::date), 0) as sales_cur,
        coalesce(sum(sales) filter (where day between ${w.previousFrom}::date and ${w.previousTo}::date), 0) as sales_prev,
        coalesce(sum(purchases) filter (where day between ${w.currentFrom}::date and ${w.currentTo}::date), 0) as purchases_cur,
        coalesce(sum(purchases) filter (where day between ${w.previousFrom}::date and ${w.previousTo}::date), 0) as purchases_prev
      from daily_totals where day between ${w.previousFrom}::date and ${w.currentTo}::date
    ),
    s as (select sales_cur as cur, sales_prev as prev from w),
    p as (select purchases_cur as cur, purchases_prev as prev from w),
    t as (
      select coalesce(sum(sales), 0) as sales,
        ${profitOfDays} as profit
      from daily_totals
    )
    select
      round(s.cur, 2)::text as sales_current,
      round(s.prev, 2)::text as sales_previous,
      ${changePercent(sql`s.cur`, sql`s.prev`)} as sales_change,
      round(p.cur, 2)::text as purchases_current,
      round(p.prev, 2)::text as purchases_previous,
      ${changePercent(sql`p.cur`, sql`p.prev`)} as purchases_change,
      case when t.sales = 0 then null else round(t.profit * 100 / t.sales, 1)::text end as margin
    from s, p, t
  `,
  );
  const row = rows[0]!;
  return {
    ...w,
    totalSales: { current: row.sales_current, previous: row.sales_previous, changePercent: row.sales_change },
    totalPurchases: {
      current: row.purchases_current,
      previous: row.purchases_previous,
      changePercent: row.purchases_change,
    },
    profitMarginPercent: row.margin,
  };
}

export async function selectMetrics(db: DbOrTx): Promise<DashboardMetrics> {
  const rows = await queryRows<{
    total_sales: string;
    total_purchases: string;
    total_inventory_value: string;
    total_profit: string;
    low_stock_items: number;
  }>(
    db,
    sql`
    select
      round((select coalesce(sum(sales), 0) from daily_totals), 2)::text as total_sales,
      round((select coalesce(sum(purchases), 0) from daily_totals), 2)::text as total_purchases,
      round((select coalesce(sum(total_value), 0) from inventory), 2)::text as total_inventory_value,
      round(
        (select ${profitOfDays} from daily_totals),
        2
      )::text as total_profit,
      (
        select count(*)::int from inventory i join crops c on c.id = i.crop_id
        where ${bucketQuintals} > 0 and ${bucketQuintals} < ${LOW_STOCK_THRESHOLD_QUINTALS}::numeric
      ) as low_stock_items
  `,
  );
  const row = rows[0]!;
  return {
    totalSales: row.total_sales,
    totalPurchases: row.total_purchases,
    totalInventoryValue: row.total_inventory_value,
    totalProfit: row.total_profit,
    lowStockItems: Number(row.low_stock_items),
  };
}

/** One zero-filled point per day from `from` through `to` (inclusive, both YYYY-MM-DD), oldest first. */
export async function selectSalesTrend(db: DbOrTx, from: string, to: string): Promise<SalesTrendPoint[]> {
  const rows = await queryRows<{ date: string; sales: string; purchases: string }>(
    db,
    sql`
    with days as (
      select ${from}::date + g.i as day
      from generate_series(0, ${to}::date - ${from}::date) as g(i)
    ),
    d as (
      select day, sum(sales) as sales, sum(purchases) as purchases from daily_totals
      where day between ${from}::date and ${to}::date
      group by day
    ),
    s as (select day, sales as amount from d),
    p as (select day, purchases as amount from d)
    select
      to_char(days.day, 'YYYY-MM-DD') as date,
      round(coalesce(s.amount, 0), 2)::text as sales,
      round(coalesce(p.amount, 0), 2)::text as purchases
    from days
    left join s on s.day = days.day
    left join p on p.day = days.day
    order by days.day
  `,
  );
  return rows.map((r) => ({ date: r.date, sales: r.sales, purchases: r.purchases }));
}

/**
 * One zero-filled point per week of 7 days from `from` (a Monday) for `weeks` weeks, oldest first, dated by
 * the week's first day; nothing after `to` (today) counts, so the last week is the week so far.
 */
export async function selectWeeklyTrend(
  db: DbOrTx,
  from: string,
  weeks: number,
  to: string,
): Promise<SalesTrendPoint[]> {
  // The bucket is whole days since `from` divided by 7 (integer division of dates' difference), so no
  // time zone or date_trunc week convention is involved.
  const rows = await queryRows<{ date: string; sales: string; purchases: string }>(
    db,
    sql`
    with weeks as (
      select g.i as wk, ${from}::date + 7 * g.i as start
      from generate_series(0, ${weeks}::int - 1) as g(i)
    ),
    d as (
      select (day - ${from}::date) / 7 as wk, sum(sales) as sales, sum(purchases) as purchases from daily_totals
      where day between ${from}::date and ${to}::date
      group by 1
    ),
    s as (select wk, sales as amount from d),
    p as (select wk, purchases as amount from d)
    select
      to_char(weeks.start, 'YYYY-MM-DD') as date,
      round(coalesce(s.amount, 0), 2)::text as sales,
      round(coalesce(p.amount, 0), 2)::text as purchases
    from weeks
    left join s on s.wk = weeks.wk
    left join p on p.wk = weeks.wk
    order by weeks.wk
  `,
  );
  return rows.map((r) => ({ date: r.date, sales: r.sales, purchases: r.purchases }));
}

/**
 * Receivable and payable as the Ledger's cards and Outstanding's `balances` count them: the kept party balances
 * (each Σ debit − Σ credit of its ledger entries, a cancelled record's entries netted out by their reversals),
 * Σ of the positive ones and of |negative ones| (docs/money.md#receivable-and-payable). One row per party read,
 * not every ledger entry.
 */
export async function selectOutstandingSummary(db: DbOrTx): Promise<OutstandingSummary> {
  const { net: _net, ...totals } = await selectBalanceTotals(db);
  return totals;
}

/**
 * The latest `limit` ledger entries, newest first (transaction date, then id). Entries of a cancelled record
 * and their reversals are left out: together they count for nothing (docs/corrections.md#cancel).
 */
export async function selectRecentTransactions(
  db: DbOrTx,
  limit: number,
  language: Language = 'en',
): Promise<RecentTransaction[]> {
  const rows = await queryRows<{
    id: number;
    party_id: number;
    party_name: string;
    transaction_type: RecentTransaction['transactionType'];
    transaction_date: string;
    description: string;
    description_message: unknown;
    debit: string;
    credit: string;
  }>(
    db,
    sql`
    select e.id, e.party_id, p.name as party_name, e.transaction_type,
      to_char(e.transaction_date, 'YYYY-MM-DD') as transaction_date, e.description, e.description_message,
      e.debit::text as debit, e.credit::text as credit
    from ledger_entries e join parties p on p.id = e.party_id
    where e.reversal_of is null
      and not exists (select 1 from ledger_entries r where r.reversal_of = e.id)
    order by e.transaction_date desc, e.id desc
    limit ${limit}
  `,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    partyId: Number(r.party_id),
    partyName: r.party_name,
    transactionType: r.transaction_type,
    transactionDate: r.transaction_date,
    // In the reader's language (docs/messages.md#records).
    description: recordText(r.description_message, r.description, language),
    debit: r.debit,
    credit: r.credit,
  }));
}

/** Stock in quintals per crop (all its grade buckets), crops with stock only, largest first. */
export async function selectCropDistribution(db: DbOrTx): Promise<CropDistributionItem[]> {
  const rows = await queryRows<{ name: string; value: string }>(
    db,
    sql`
    select c.name, round(sum(${bucketQuintals}), 3)::text as value
    from inventory i join crops c on c.id = i.crop_id
    group by c.id, c.name
    having sum(${bucketQuintals}) > 0
    order by sum(${bucketQuintals}) desc, c.name, c.id
  `,
  );
  return rows.map((r) => ({ name: r.name, value: r.value }));
}
