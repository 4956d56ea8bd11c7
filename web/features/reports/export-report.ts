import { expenseTypes } from '@common/schemas/choices';
import type { ProfitAndLoss } from '@common/schemas/reports';
import type { TFunction } from 'i18next';
import { downloadCsv, type CsvCell } from '@/lib/csv';
import type { DateRange } from '@/lib/date-range';
import type { ReportType } from './report-filters';

/** docs/screens.md#exports: {type}_report_{from}_to_{to}.csv, named after the chosen report type. */
export function reportExportFilename(type: ReportType, range: DateRange): string {
  return `${type}_report_${range.startDate}_to_${range.endDate}.csv`;
}

/**
 * The profit and loss statement as CSV, named as every report's (profit_loss_report_{from}_to_{to}.csv): its
 * lines (label and amount, what is taken off as a negative amount), then by crop: crop, quantity sold and
 * unit, sales, cost of goods, gross profit.
 */
export function exportProfitAndLoss(
  statement: ProfitAndLoss,
  unitOf: (cropId: number) => 'quintal' | 'kg' | 'ton',
  t: TFunction,
): void {
  const negative = (amount: string) => (/^-?0+(\.0+)?$/.test(amount) ? amount : `-${amount}`);
  const blank = ['', '', '', ''];
  const lines: CsvCell[][] = [
    [t('reports.profitLoss.sales'), statement.sales, ...blank],
    [t('reports.profitLoss.costOfGoods'), negative(statement.costOfGoods), ...blank],
    [t('reports.profitLoss.grossProfit'), statement.grossProfit, ...blank],
    [t('reports.profitLoss.chargesEarned'), statement.chargesEarned, ...blank],
    [t('reports.profitLoss.chargesBorne'), negative(statement.chargesBorne), ...blank],
    [t('reports.profitLoss.stockAdjustments'), statement.stockAdjustments, ...blank],
    ...expenseTypes.map((type): CsvCell[] => [
      `${t('reports.profitLoss.expenses')}: ${t(`reports.profitLoss.expenseTypes.${type}`)}`,
      negative(statement.expenses[type]),
      ...blank,
    ]),
    [t('reports.profitLoss.totalExpenses'), negative(statement.expenses.total), ...blank],
    [t('reports.profitLoss.netProfit'), statement.netProfit, ...blank],
    [],
    [
      t('reports.profitLoss.csv.crop'),
      t('reports.profitLoss.quantitySold'),
      t('reports.profitLoss.csv.unit'),
      t('reports.profitLoss.cropSales'),
      t('reports.profitLoss.cropCost'),
      t('reports.profitLoss.cropGross'),
    ],
    ...statement.byCrop.map((c): CsvCell[] => [
      c.cropName,
      c.quantitySold,
      t(`common.units.${unitOf(c.cropId)}`),
      c.sales,
      c.costOfGoods,
      c.grossProfit,
    ]),
  ];
  downloadCsv(
    reportExportFilename('profit_loss', statement),
    [t('reports.profitLoss.csv.line'), t('reports.profitLoss.csv.amount'), '', '', '', ''],
    lines,
  );
}
