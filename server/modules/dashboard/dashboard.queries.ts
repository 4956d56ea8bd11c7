import { sql, type SQL } from 'drizzle-orm';
import { QUINTALS_PER_UNIT } from '../../../common/schemas/crops';
import { LOW_STOCK_THRESHOLD_QUINTALS } from '../../../common/schemas/inventory';
import type {
  CropDistributionItem,
  DashboardMetrics,
  SalesTrendPoint,
} from '../../../common/schemas/dashboard';
import { queryRows, type DbOrTx } from '../../db/client';
import { isLive } from '../corrections/correction-sql';

// Every figure is summed in SQL numeric and sent as text, so no rupee ever passes through a float. Cancelled
// records count for nothing (docs/corrections.md#cancel); stock figures come from the buckets, which their
// reversing movements have already put back.

const liveSale = isLive('sale', sql`sales.id`);
const livePurchase = isLive('purchase', sql`purchases.id`);
const liveExpense = isLive('expense', sql`expenses.id`);

/** A bucket's stock converted to quintals (docs/screens.md#quintals: kg ÷ 100, ton × 10). */
function stockInQuintals(stock: SQL, unit: SQL): SQL {
  const whens = Object.entries(QUINTALS_PER_UNIT).map(
    ([u, factor]) => sql`when ${u} then ${stock} * ${factor}::numeric`,
  );
  return sql`(case ${unit} ${sql.join(whens, sql` `)} end)`;
}

const bucketQuintals = stockInQuintals(sql`i.current_stock`, sql`c.unit`);

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
      round((select coalesce(sum(total_amount), 0) from sales where ${liveSale}), 2)::text as total_sales,
      round((select coalesce(sum(final_amount), 0) from purchases where ${livePurchase}), 2)::text as total_purchases,
      round((select coalesce(sum(total_value), 0) from inventory), 2)::text as total_inventory_value,
      round(
        (select coalesce(sum(total_amount), 0) - coalesce(sum(cost_amount), 0) from sales where ${liveSale})
          - (select coalesce(sum(amount), 0) from expenses where ${liveExpense}),
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
    s as (
      select sale_date as day, sum(total_amount) as amount from sales
      where sale_date between ${from}::date and ${to}::date and ${liveSale}
      group by sale_date
    ),
    p as (
      select purchase_date as day, sum(final_amount) as amount from purchases
      where purchase_date between ${from}::date and ${to}::date and ${livePurchase}
      group by purchase_date
    )
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
