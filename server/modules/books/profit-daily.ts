import { sql } from 'drizzle-orm';
import { keptFigures } from './kept-figures';

// The per-day figures the profit and loss statement reads (docs/money.md#profit-and-loss): by crop and day
// (crop_daily) and by expense type and day (expense_daily), kept by triggers in the posting transactions
// (migration 0024); here, checked against the books and rebuilt from them (server/modules/books/kept-figures.ts).

/** Each live sale's figures with its charges, and each cost-of-goods adjustment, by day and crop. */
const cropDaysFromBooks = sql`
  select day, crop_id, sum(q) as quantity_sold, sum(s) as sales, sum(sc) as sales_cost,
    sum(ca) as cost_adjustments, sum(ce) as charges_earned, sum(cb) as charges_borne from (
    select s.sale_date as day, s.crop_id, s.quantity as q, s.total_amount as s, s.cost_amount as sc, 0 as ca,
      coalesce(ch.earned, 0) as ce, coalesce(ch.borne, 0) as cb
    from sales s
    left join (
      select lot_id, sum(amount) filter (where kind = 'retained') as earned,
        sum(amount) filter (where kind = 'paid_out' and born_by = 'us') as borne
      from lot_charges where lot_kind = 'sale' group by lot_id
    ) ch on ch.lot_id = s.id
    where not exists (select 1 from cancellations c where c.entity = 'sale' and c.entity_id = s.id)
    union all
    -- Cost adjustments and their reversals (both dated the adjustment's day) net by themselves.
    select a.adjustment_date, p.crop_id, 0, 0, 0, a.amount, 0, 0
    from cost_adjustments a join purchases p on p.id = a.purchase_id
  ) as live group by day, crop_id`;

export interface CropDailyMismatch {
  day: string;
  cropId: number;
  /** quantity/sales/cost/adjustments/earned/borne. */
  kept: string;
  books: string;
}

/**
 * cropDailyMismatches: the days and crops whose kept figures differ from the books; empty when they agree.
 * rebuildCropDaily: rewrites them from the books in the caller's transaction, the table locked first.
 */
export const { mismatches: cropDailyMismatches, rebuild: rebuildCropDaily } = keptFigures<CropDailyMismatch>({
  table: 'crop_daily',
  keys: [
    { name: 'day', date: true },
    { name: 'cropId', column: 'crop_id' },
  ],
  figures: ['quantity_sold', 'sales', 'sales_cost', 'cost_adjustments', 'charges_earned', 'charges_borne'],
  slotted: false,
  fromBooks: cropDaysFromBooks,
});

const expenseDaysFromBooks = sql`
  select expense_date as day, type, sum(amount) as amount from expenses
  where not exists (select 1 from cancellations c where c.entity = 'expense' and c.entity_id = expenses.id)
  group by expense_date, type`;

export interface ExpenseDailyMismatch {
  day: string;
  type: string;
  kept: string;
  books: string;
}

/** As cropDailyMismatches and rebuildCropDaily, for the expenses by type and day. */
export const { mismatches: expenseDailyMismatches, rebuild: rebuildExpenseDaily } =
  keptFigures<ExpenseDailyMismatch>({
    table: 'expense_daily',
    keys: [{ name: 'day', date: true }, { name: 'type' }],
    figures: ['amount'],
    slotted: false,
    fromBooks: expenseDaysFromBooks,
  });
