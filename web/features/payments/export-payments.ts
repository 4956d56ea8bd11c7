import { subtract } from '@common/decimal';
import type { TFunction } from 'i18next';
import { downloadCsv } from '@/lib/csv';
import { businessDate } from '@/lib/format';
import type { PaymentRow } from './payment-rows';

/**
 * payments_report_{today}.csv of every payment the filters match, not only the page on screen
 * (docs/screens.md#exports). Dates stay YYYY-MM-DD and amounts plain decimals, so a spreadsheet reads them
 * as dates and numbers.
 */
export function exportPayments(rows: readonly PaymentRow[], t: TFunction): void {
  const header = [
    t('payments.csv.date'),
    t('payments.csv.party'),
    t('payments.csv.direction'),
    t('payments.csv.mode'),
    t('payments.csv.account'),
    t('payments.csv.reference'),
    t('payments.csv.amount'),
    t('payments.csv.allocated'),
    t('payments.csv.unallocated'),
    t('payments.csv.notes'),
  ];
  const body = rows.map(({ payment, party, account }) => [
    payment.paymentDate,
    party?.name ?? t('common.fallback.unknownParty'),
    t(`payments.directions.${payment.direction}`),
    t(`payments.modes.${payment.mode}`),
    account?.name ?? t('payments.unknownAccount'),
    payment.reference ?? '',
    payment.amount,
    subtract(payment.amount, payment.unallocated, 2),
    payment.unallocated,
    payment.notes ?? '',
  ]);
  downloadCsv(`payments_report_${businessDate()}.csv`, header, body);
}
