import type { Expense } from '@common/schemas/expenses';
import type { TFunction } from 'i18next';
import { downloadCsv } from '@/lib/csv';
import { businessDate } from '@/lib/format';

/**
 * expenses_report_{today}.csv of the rows on screen (docs/screens.md#exports). Dates stay YYYY-MM-DD and
 * amounts plain decimals, so a spreadsheet reads them as dates and numbers; a missing link is an empty cell.
 */
export function exportExpenses(rows: readonly Expense[], t: TFunction): void {
  const header = [
    t('expenses.csv.date'),
    t('expenses.csv.type'),
    t('expenses.csv.description'),
    t('expenses.csv.amount'),
    t('expenses.csv.purchaseId'),
    t('expenses.csv.saleId'),
  ];
  const body = rows.map((e) => [
    e.expenseDate,
    t(`expenses.types.${e.type}`),
    e.description,
    e.amount,
    e.purchaseId,
    e.saleId,
  ]);
  downloadCsv(`expenses_report_${businessDate()}.csv`, header, body);
}
