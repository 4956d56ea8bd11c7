import type { SaleExportQuery } from '../../../common/schemas/sales';
import type { CsvExport } from '../../lib/csv-export';
import { exportLabels, labelOf } from '../../lib/export-labels';
import { saleExportSql } from './sales.queries';

type Row = Record<
  'date' | 'party' | 'crop' | 'quantity' | 'rate' | 'totalAmount' | 'qualityGrade' | 'paymentStatus',
  string | null
>;

/** sales_report_{today}.csv of every sale the list's filters match (docs/screens.md#exports). */
export function saleExport(query: SaleExportQuery, today: string): CsvExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    filename: `sales_report_${today}.csv`,
    header: ['Date', 'Party', 'Crop', 'Quantity', 'Rate', 'Total Amount', 'Quality Grade', 'Payment Status'],
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
    ],
  };
}
