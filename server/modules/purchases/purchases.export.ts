import type { PurchaseExportQuery } from '../../../common/schemas/purchases';
import type { CsvExport } from '../../lib/csv-export';
import { exportLabels } from '../../lib/export-labels';
import { purchaseExportSql } from './purchases.queries';

type Row = Record<
  | 'date'
  | 'farmer'
  | 'crop'
  | 'quantity'
  | 'rate'
  | 'totalAmount'
  | 'expenseAmount'
  | 'finalAmount'
  | 'qualityGrade',
  string | null
>;

/** purchases_report_{today}.csv of every purchase the list's filters match (docs/screens.md#exports). */
export function purchaseExport(query: PurchaseExportQuery, today: string): CsvExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    filename: `purchases_report_${today}.csv`,
    header: [
      'Date',
      'Farmer',
      'Crop',
      'Quantity',
      'Rate',
      'Total Amount',
      'Expenses',
      'Final Amount',
      'Quality Grade',
    ],
    query: purchaseExportSql(filter),
    toCells: (r) => [
      r.date,
      r.farmer,
      r.crop,
      r.quantity,
      r.rate,
      r.totalAmount,
      r.expenseAmount,
      r.finalAmount,
      r.qualityGrade ?? exportLabels.notApplicable,
    ],
  };
}
