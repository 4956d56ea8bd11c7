import type { AccountBook } from '@common/schemas/accounts';
import type { TFunction } from 'i18next';
import { downloadCsv } from '@/lib/csv';

/**
 * The book on screen as CSV (docs/screens.md#exports): each day's opening balance, its lines with the running
 * balance, its closing balance. Dates stay YYYY-MM-DD and amounts plain decimals, so a spreadsheet reads them
 * as dates and numbers.
 */
export function exportBook(book: AccountBook, t: TFunction): void {
  const header = [
    t('cashBank.csv.date'),
    t('cashBank.csv.kind'),
    t('cashBank.csv.reference'),
    t('cashBank.csv.party'),
    t('cashBank.csv.description'),
    t('cashBank.csv.moneyIn'),
    t('cashBank.csv.moneyOut'),
    t('cashBank.csv.balance'),
  ];
  const rows = book.days.flatMap((day) => [
    [day.date, '', '', '', t('cashBank.csv.opening'), '', '', day.openingBalance],
    ...day.lines.map((line) => [
      line.date,
      t(`cashBank.lineKinds.${line.kind}`),
      `#${line.id}`,
      line.partyName ?? '',
      line.description,
      line.moneyIn,
      line.moneyOut,
      line.balance,
    ]),
    [day.date, '', '', '', t('cashBank.csv.closing'), day.moneyIn, day.moneyOut, day.closingBalance],
  ]);
  const slug =
    book.account.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';
  const dates = book.startDate === book.endDate ? book.startDate : `${book.startDate}_to_${book.endDate}`;
  downloadCsv(`book_${slug}_${dates}.csv`, header, rows);
}
