import type { PaymentExportQuery } from '../../../common/schemas/payments';
import type { ListExport } from '../../lib/list-export';
import { exportLabels, labelOf } from '../../lib/export-labels';
import { paymentExportSql } from './payments.queries';

type Row = Record<
  | 'date'
  | 'party'
  | 'direction'
  | 'mode'
  | 'account'
  | 'reference'
  | 'amount'
  | 'allocated'
  | 'unallocated'
  | 'notes',
  string | null
>;

/** payments_report_{today}.csv (or .xlsx) of every payment the list's filters match (docs/screens.md#exports). */
export function paymentExport(query: PaymentExportQuery, today: string): ListExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    name: `payments_report_${today}`,
    sheet: 'Payments',
    columns: [
      { header: 'Date', kind: 'date' },
      { header: 'Party', kind: 'text' },
      { header: 'Direction', kind: 'text' },
      { header: 'Mode', kind: 'text' },
      { header: 'Account', kind: 'text' },
      { header: 'Reference', kind: 'text' },
      { header: 'Amount', kind: 'money' },
      { header: 'Allocated', kind: 'money' },
      { header: 'Unallocated', kind: 'money' },
      { header: 'Notes', kind: 'text' },
    ],
    query: paymentExportSql(filter),
    toCells: (r) => [
      r.date,
      r.party,
      labelOf(exportLabels.paymentDirections, r.direction),
      labelOf(exportLabels.paymentModes, r.mode),
      r.account ?? exportLabels.unknownAccount,
      r.reference ?? '',
      r.amount,
      r.allocated,
      r.unallocated,
      r.notes ?? '',
    ],
  };
}
