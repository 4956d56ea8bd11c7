import type { LedgerEntry } from '@common/schemas/ledger';
import type { Party } from '@common/schemas/parties';
import type { TFunction } from 'i18next';
import { downloadCsv } from '@/lib/csv';
import { absolute, isReceivable } from './ledger-totals';
import { businessDate } from '@/lib/format';

/** docs/screens.md#exports: ledger_report_all_parties_{date}.csv or ledger_report_party_{id}_{date}.csv. */
export function ledgerExportFilename(partyId: number | undefined, today = businessDate()): string {
  return partyId === undefined
    ? `ledger_report_all_parties_${today}.csv`
    : `ledger_report_party_${partyId}_${today}.csv`;
}

/** The entries shown, as CSV: the balance as an absolute value with its side in Balance Type. */
export function exportLedger(
  entries: readonly LedgerEntry[],
  partiesById: ReadonlyMap<number, Party>,
  partyId: number | undefined,
  t: TFunction,
): void {
  const header = [
    t('ledger.csv.date'),
    t('ledger.csv.party'),
    t('ledger.csv.partyType'),
    t('ledger.csv.transactionType'),
    t('ledger.csv.description'),
    t('ledger.csv.debit'),
    t('ledger.csv.credit'),
    t('ledger.csv.balance'),
    t('ledger.csv.balanceType'),
  ];
  const rows = entries.map((entry) => {
    const party = partiesById.get(entry.partyId);
    return [
      entry.transactionDate,
      party?.name ?? t('common.fallback.unknownParty'),
      party ? t(`common.partyTypes.${party.type}`) : '',
      t(`ledger.transactionTypes.${entry.transactionType}`),
      entry.description,
      entry.debit,
      entry.credit,
      absolute(entry.balance),
      isReceivable(entry.balance) ? t('ledger.balanceType.receivable') : t('ledger.balanceType.payable'),
    ];
  });
  downloadCsv(ledgerExportFilename(partyId), header, rows);
}
