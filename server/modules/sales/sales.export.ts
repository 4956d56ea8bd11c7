import type { SaleExportQuery } from '../../../common/schemas/sales';
import type { ListExport } from '../../lib/list-export';
import { exportLabels, labelOf } from '../../lib/export-labels';
import { saleExportSql } from './sales.queries';

type Row = Record<
  | 'date'
  | 'party'
  | 'crop'
  | 'quantity'
  | 'rate'
  | 'totalAmount'
  | 'qualityGrade'
  | 'paymentStatus'
  | 'documentNumber',
  string | null
>;

/**
 * sales_report_{today}.csv (or .xlsx) of every sale the list's filters match (docs/screens.md#exports); the bill's number is
 * the last column (docs/documents.md).
 */
export function saleExport(query: SaleExportQuery, today: string): ListExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    name: `sales_report_${today}`,
    sheet: 'Sales',
    columns: [
      { header: 'Date', kind: 'date' },
      { header: 'Party', kind: 'text' },
      { header: 'Crop', kind: 'text' },
      { header: 'Quantity', kind: 'quantity' },
      { header: 'Rate', kind: 'money' },
      { header: 'Total Amount', kind: 'money' },
      { header: 'Quality Grade', kind: 'text' },
      { header: 'Payment Status', kind: 'text' },
      { header: 'Bill Number', kind: 'text' },
    ],
    query: saleExportSql(filter),
    toCells: (r) => [
      r.date,
      r.party,
      r.crop,
      r.quantity,
      r.rate,
      r.totalAmount,
      r.qualityGrade ?? exportLabels.notApplicable,
      labelOf(exportLabels.paymentStatus, r.paymentStatus),
      r.documentNumber ?? '',
    ],
  };
}
