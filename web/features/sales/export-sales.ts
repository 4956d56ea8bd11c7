import type { TFunction } from 'i18next';
import { downloadCsv } from '@/lib/csv';
import type { SaleRow } from './sale-rows';
import { businessDate } from '@/lib/format';

/**
 * sales_report_{today}.csv of the rows on screen (docs/screens.md#exports). Dates stay YYYY-MM-DD and amounts
 * plain decimals, so a spreadsheet reads them as dates and numbers.
 */
export function exportSales(rows: readonly SaleRow[], t: TFunction): void {
  const header = [
    t('sales.csv.date'),
    t('sales.csv.party'),
    t('sales.csv.crop'),
    t('sales.csv.quantity'),
    t('sales.csv.rate'),
    t('sales.csv.totalAmount'),
    t('sales.csv.qualityGrade'),
    t('sales.csv.paymentStatus'),
  ];
  const body = rows.map(({ sale, party, crop }) => [
    sale.saleDate,
    party?.name ?? t('common.fallback.unknownParty'),
    crop?.name ?? t('common.fallback.unknownCrop'),
    sale.quantity,
    sale.rate,
    sale.totalAmount,
    sale.qualityGrade ?? t('common.fallback.notApplicable'),
    t(`common.paymentStatus.${sale.paymentStatus}`),
  ]);
  downloadCsv(`sales_report_${businessDate()}.csv`, header, body);
}
