import type { Statement } from '@common/schemas/ledger';
import type { TFunction } from 'i18next';
import { downloadCsv } from '@/lib/csv';
import type { DateRange } from '@/lib/date-range';
import { balanceSide, unsigned } from './balance-side';

/**
 * statement_party_{id}_{from}_to_{to}.csv: the opening balance, every entry with its running balance, the
 * closing balance (docs/screens.md#party-statement). Amounts stay plain decimals and the balance is written
 * unsigned with its side (Dr/Cr), as on screen and on paper.
 */
export function exportStatement(statement: Statement, range: DateRange, t: TFunction): void {
  const header = [
    t('statement.csv.date'),
    t('statement.csv.type'),
    t('statement.csv.description'),
    t('statement.csv.debit'),
    t('statement.csv.credit'),
    t('statement.csv.balance'),
    t('statement.csv.side'),
  ];
  const side = (balance: string) => {
    const s = balanceSide(balance);
    return s ? t(`statement.side.${s}`) : '';
  };
  const rows = [
    [
      range.startDate,
      t('statement.entries.openingRow'),
      '',
      '',
      '',
      unsigned(statement.openingBalance),
      side(statement.openingBalance),
    ],
    ...statement.entries.map((e) => [
      e.transactionDate,
      t(`statement.transactionTypes.${e.transactionType}`),
      e.description,
      e.debit,
      e.credit,
      unsigned(e.balance),
      side(e.balance),
    ]),
    [
      range.endDate,
      t('statement.entries.closingRow'),
      '',
      statement.totalDebit,
      statement.totalCredit,
      unsigned(statement.closingBalance),
      side(statement.closingBalance),
    ],
  ];
  downloadCsv(
    `statement_party_${statement.party.id}_${range.startDate}_to_${range.endDate}.csv`,
    header,
    rows,
  );
}
