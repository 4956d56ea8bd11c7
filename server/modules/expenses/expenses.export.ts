import type { ExpenseExportQuery } from '../../../common/schemas/expenses';
import type { CsvExport } from '../../lib/csv-export';
import { exportLabels, labelOf } from '../../lib/export-labels';
import { expenseExportSql } from './expenses.queries';

type Row = Record<'date' | 'type' | 'description' | 'amount' | 'purchaseId' | 'saleId', string | null>;

/**
 * expenses_report_{today}.csv of every expense the list's filters match (docs/screens.md#exports); a missing
 * link is an empty cell.
 */
export function expenseExport(query: ExpenseExportQuery, today: string): CsvExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    filename: `expenses_report_${today}.csv`,
    header: ['Date', 'Type', 'Description', 'Amount', 'Purchase ID', 'Sale ID'],
    query: expenseExportSql(filter),
    toCells: (r) => [
      r.date,
      labelOf(exportLabels.expenseTypes, r.type),
      r.description,
      r.amount,
      r.purchaseId,
      r.saleId,
    ],
  };
}
