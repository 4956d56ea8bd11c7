import type { TradeReportExportQuery } from '../../../common/schemas/reports';
import type { ListExport } from '../../lib/list-export';
import { exportLabels, labelOf } from '../../lib/export-labels';
import type { SheetColumn } from '../../lib/xlsx-stream';
import { filterOf, viewOf } from './trade-report';
import { tradeReportExportSql } from './trade-report.queries';

type Row = Record<
  | 'date'
  | 'party'
  | 'partyType'
  | 'crop'
  | 'quantity'
  | 'rate'
  | 'amount'
  | 'paymentStatus'
  | 'qualityGrade'
  | 'moistureContent',
  string | null
>;

const COMMON: SheetColumn[] = [
  { header: 'Date', kind: 'date' },
  { header: 'Party', kind: 'text' },
  { header: 'Party Type', kind: 'text' },
  { header: 'Crop', kind: 'text' },
  { header: 'Quantity', kind: 'quantity' },
  { header: 'Rate', kind: 'money' },
  { header: 'Total Amount', kind: 'money' },
];

/**
 * {type}_report_{from}_to_{to}.csv (or .xlsx): every row of the Reports screen's report over its filters
 * (docs/screens.md#exports), sales with their payment status, purchases with grade and moisture.
 */
export function tradeReportExport(query: TradeReportExportQuery): ListExport<Row> {
  const view = viewOf(query.type);
  const sales = view === 'sales';
  return {
    name: `${query.type}_report_${query.startDate}_to_${query.endDate}`,
    sheet: sales ? 'Sales report' : 'Purchase report',
    columns: sales
      ? [...COMMON, { header: 'Payment Status', kind: 'text' }]
      : [
          ...COMMON,
          { header: 'Quality Grade', kind: 'text' },
          { header: 'Moisture Content', kind: 'number' },
        ],
    query: tradeReportExportSql(view, filterOf(query)),
    toCells: (r) => [
      r.date,
      r.party,
      labelOf(exportLabels.partyTypes, r.partyType),
      r.crop,
      r.quantity,
      r.rate,
      r.amount,
      ...(sales
        ? [r.paymentStatus ? labelOf(exportLabels.paymentStatus, r.paymentStatus) : '']
        : [r.qualityGrade ?? '', r.moistureContent ?? '']),
    ],
  };
}
