import { addDays, businessToday } from '../../../common/business-day';
import { isZero, subtract, sumAt } from '../../../common/decimal';
import { msg } from '../../../common/messages';
import { expenseTypes } from '../../../common/schemas/choices';
import type { ProfitAndLoss, ProfitAndLossQuery } from '../../../common/schemas/reports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { selectCropFigures, selectExpenseFigures, selectStockAdjustments } from './profit-and-loss.queries';

// The profit and loss statement (docs/money.md#profit-and-loss): over the live records dated in the window,
// from the per-day figures kept beside the books. Over all time its net profit is the dashboard's totalProfit
// (the same definition, over daily_totals).

/** The report window when a date is left out: 30 days back through today (docs/screens.md#reports). */
export const REPORT_WINDOW_DAYS = 30;

/** The window a query names: each date left out takes the report window's. */
export function profitAndLossWindow(
  query: ProfitAndLossQuery,
  timeZone: string,
): { startDate: string; endDate: string } {
  const today = businessToday(timeZone);
  const startDate = query.startDate ?? addDays(today, -REPORT_WINDOW_DAYS);
  const endDate = query.endDate ?? today;
  // Both given in the wrong order is the schema's 400; one left out may still fall on the wrong side.
  if (startDate > endDate) throw AppError.badRequest(msg('validation.onOrAfterStart'), ['endDate']);
  return { startDate, endDate };
}

const money = (values: string[]) => sumAt(values, 2);

export async function profitAndLoss(
  db: Db,
  query: ProfitAndLossQuery,
  timeZone: string,
): Promise<ProfitAndLoss> {
  const { startDate, endDate } = profitAndLossWindow(query, timeZone);
  // One snapshot, so the crops, the expenses and the stock adjustments are of the same moment.
  const [crops, expenseRows, stockAdjustments] = await db.transaction(
    async (tx) =>
      [
        await selectCropFigures(tx, startDate, endDate),
        await selectExpenseFigures(tx, startDate, endDate),
        await selectStockAdjustments(tx, startDate, endDate),
      ] as const,
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const byCrop = crops.map((c) => {
    const costOfGoods = money([c.salesCost, c.costAdjustments]);
    return {
      cropId: c.cropId,
      cropName: c.cropName,
      quantitySold: c.quantitySold,
      sales: c.sales,
      costOfGoods,
      grossProfit: subtract(c.sales, costOfGoods),
    };
  });
  const sales = money(byCrop.map((c) => c.sales));
  const costOfGoods = money(byCrop.map((c) => c.costOfGoods));
  const grossProfit = subtract(sales, costOfGoods);
  const chargesEarned = money(crops.map((c) => c.chargesEarned));
  const chargesBorne = money(crops.map((c) => c.chargesBorne));

  const byType = new Map(expenseRows.map((r) => [r.type, r.amount]));
  const [transport, storage, labor, processing, other] = expenseTypes.map((type) =>
    money([byType.get(type) ?? '0']),
  ) as [string, string, string, string, string];
  const expensesTotal = money([transport, storage, labor, processing, other]);

  return {
    startDate,
    endDate,
    sales,
    costOfGoods,
    grossProfit,
    chargesEarned,
    chargesBorne,
    stockAdjustments,
    expenses: { transport, storage, labor, processing, other, total: expensesTotal },
    netProfit: subtract(
      subtract(money([grossProfit, chargesEarned, stockAdjustments]), chargesBorne),
      expensesTotal,
    ),
    // A crop whose kept rows in the window net to nothing (a sale cancelled) is not on the statement.
    byCrop: byCrop.filter((c) => !isZero(c.quantitySold) || !isZero(c.sales) || !isZero(c.costOfGoods)),
  };
}
