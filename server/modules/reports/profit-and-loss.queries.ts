import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

// The statement's figures from the kept per-day tables (crop_daily, expense_daily: migration 0021,
// server/modules/books/profit-daily.ts), so that a decade costs one row per crop and day, not every sale.

export interface CropFiguresRow {
  cropId: number;
  cropName: string;
  quantitySold: string;
  sales: string;
  salesCost: string;
  costAdjustments: string;
  chargesEarned: string;
  chargesBorne: string;
}

/** Each crop's sums over the window's days (inclusive), every crop with a kept row in it. */
export function selectCropFigures(db: DbOrTx, startDate: string, endDate: string): Promise<CropFiguresRow[]> {
  return queryRows<CropFiguresRow>(
    db,
    sql`with c as (
          select crop_id, sum(quantity_sold) as q, sum(sales) as s, sum(sales_cost) as sc,
            sum(cost_adjustments) as ca, sum(charges_earned) as ce, sum(charges_borne) as cb
          from crop_daily where day between ${startDate}::date and ${endDate}::date
          group by crop_id
        )
        select c.crop_id as "cropId", cr.name as "cropName",
          c.q::numeric(20, 3)::text as "quantitySold", c.s::numeric(20, 2)::text as sales,
          c.sc::numeric(20, 2)::text as "salesCost", c.ca::numeric(20, 2)::text as "costAdjustments",
          c.ce::numeric(20, 2)::text as "chargesEarned", c.cb::numeric(20, 2)::text as "chargesBorne"
        from c join crops cr on cr.id = c.crop_id
        order by c.s desc, cr.name, c.crop_id`,
  );
}

/** Σ expenses of each type over the window's days. */
export function selectExpenseFigures(
  db: DbOrTx,
  startDate: string,
  endDate: string,
): Promise<Array<{ type: string; amount: string }>> {
  return queryRows(
    db,
    sql`select type, sum(amount)::numeric(20, 2)::text as amount from expense_daily
        where day between ${startDate}::date and ${endDate}::date group by type`,
  );
}

/**
 * Σ the value of the live stock adjustments over the window's days (found +, lost −): daily_totals keeps it
 * (migration 0019), the same figure the dashboard's profit adds.
 */
export async function selectStockAdjustments(
  db: DbOrTx,
  startDate: string,
  endDate: string,
): Promise<string> {
  const [row] = await queryRows<{ amount: string }>(
    db,
    sql`select coalesce(sum(stock_adjustments), 0)::numeric(20, 2)::text as amount from daily_totals
        where day between ${startDate}::date and ${endDate}::date`,
  );
  return row?.amount ?? '0.00';
}
