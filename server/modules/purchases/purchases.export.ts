import type { PurchaseExportQuery } from '../../../common/schemas/purchases';
import type { ListExport } from '../../lib/list-export';
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
  | 'qualityGrade'
  | 'documentNumber',
  string | null
>;

/**
 * purchases_report_{today}.csv (or .xlsx) of every purchase the list's filters match (docs/screens.md#exports); the slip's
 * number is the last column (docs/documents.md).
 */
export function purchaseExport(query: PurchaseExportQuery, today: string): ListExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    name: `purchases_report_${today}`,
    sheet: 'Purchases',
    columns: [
      { header: 'Date', kind: 'date' },
      { header: 'Farmer', kind: 'text' },
      { header: 'Crop', kind: 'text' },
      { header: 'Quantity', kind: 'quantity' },
      { header: 'Rate', kind: 'money' },
      { header: 'Total Amount', kind: 'money' },
      { header: 'Expenses', kind: 'money' },
      { header: 'Final Amount', kind: 'money' },
      { header: 'Quality Grade', kind: 'text' },
      { header: 'Slip Number', kind: 'text' },
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
      r.documentNumber ?? '',
    ],
  };
}
