import type { ExpenseExportQuery } from '../../../common/schemas/expenses';
import type { ListExport } from '../../lib/list-export';
import { exportLabels, labelOf } from '../../lib/export-labels';
import { expenseExportSql } from './expenses.queries';

type Row = Record<'date' | 'type' | 'description' | 'amount' | 'purchaseId' | 'saleId', string | null>;

/**
 * expenses_report_{today}.csv (or .xlsx) of every expense the list's filters match (docs/screens.md#exports); a missing
 * link is an empty cell.
 */
export function expenseExport(query: ExpenseExportQuery, today: string): ListExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    name: `expenses_report_${today}`,
    sheet: 'Expenses',
    columns: [
      { header: 'Date', kind: 'date' },
      { header: 'Type', kind: 'text' },
      { header: 'Description', kind: 'text' },
      { header: 'Amount', kind: 'money' },
      { header: 'Purchase ID', kind: 'number' },
      { header: 'Sale ID', kind: 'number' },
    ],
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
