import type { PaymentExportQuery } from '../../../common/schemas/payments';
import type { CsvExport } from '../../lib/csv-export';
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

/** payments_report_{today}.csv of every payment the list's filters match (docs/screens.md#exports). */
export function paymentExport(query: PaymentExportQuery, today: string): CsvExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    filename: `payments_report_${today}.csv`,
    header: [
      'Date',
      'Party',
      'Direction',
      'Mode',
      'Account',
      'Reference',
      'Amount',
      'Allocated',
      'Unallocated',
      'Notes',
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
