import { compare } from '../../../common/decimal';
import type { LedgerExportQuery } from '../../../common/schemas/ledger';
import type { ListExport } from '../../lib/list-export';
import { exportLabels, labelOf } from '../../lib/export-labels';
import { ledgerExportSql } from './ledger.queries';

type Row = Record<
  'date' | 'party' | 'partyType' | 'transactionType' | 'description' | 'debit' | 'credit' | 'balance',
  string
>;

/**
 * ledger_report_all_parties_{today}.csv, or ledger_report_party_{id}_{today}.csv for one party (or .xlsx), of every entry
 * the list's filters match (docs/screens.md#exports): the running balance as an absolute amount with its side
 * in Balance Type (0 counts as receivable).
 */
export function ledgerExport(query: LedgerExportQuery, today: string): ListExport<Row> {
  const { format: _format, ...filter } = query;
  return {
    name:
      filter.partyId === undefined
        ? `ledger_report_all_parties_${today}`
        : `ledger_report_party_${filter.partyId}_${today}`,
    sheet: 'Ledger',
    columns: [
      { header: 'Date', kind: 'date' },
      { header: 'Party', kind: 'text' },
      { header: 'Party Type', kind: 'text' },
      { header: 'Transaction Type', kind: 'text' },
      { header: 'Description', kind: 'text' },
      { header: 'Debit', kind: 'money' },
      { header: 'Credit', kind: 'money' },
      { header: 'Balance', kind: 'money' },
      { header: 'Balance Type', kind: 'text' },
    ],
    query: ledgerExportSql(filter),
    toCells: (r) => {
      const receivable = compare(r.balance, '0') >= 0;
      return [
        r.date,
        r.party,
        labelOf(exportLabels.partyTypes, r.partyType),
        labelOf(exportLabels.ledgerTransactionTypes, r.transactionType),
        r.description,
        r.debit,
        r.credit,
        receivable ? r.balance : r.balance.slice(1),
        receivable ? exportLabels.balanceType.receivable : exportLabels.balanceType.payable,
      ];
    },
  };
}
