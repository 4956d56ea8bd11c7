import type { TradeReportRow } from '@common/schemas/reports';
import type { TFunction } from 'i18next';
import { downloadCsv, type CsvCell } from '@/lib/csv';
import type { DateRange } from '@/lib/date-range';
import type { ReportType, ReportView } from './report-filters';

/** docs/screens.md#exports: {type}_report_{from}_to_{to}.csv, named after the chosen report type. */
export function reportExportFilename(type: ReportType, range: DateRange): string {
  return `${type}_report_${range.startDate}_to_${range.endDate}.csv`;
}

/** Every row of the report; sales add Payment Status, purchases Quality Grade and Moisture Content. */
export function exportReport(
  type: ReportType,
  view: ReportView,
  range: DateRange,
  rows: readonly TradeReportRow[],
  t: TFunction,
): void {
  const header = [
    t('reports.csv.date'),
    t('reports.csv.party'),
    t('reports.csv.partyType'),
    t('reports.csv.crop'),
    t('reports.csv.quantity'),
    t('reports.csv.rate'),
    t('reports.csv.totalAmount'),
    ...(view === 'sales'
      ? [t('reports.csv.paymentStatus')]
      : [t('reports.csv.qualityGrade'), t('reports.csv.moistureContent')]),
  ];
  const lines = rows.map((row): CsvCell[] => [
    row.date,
    row.partyName,
    t(`common.partyTypes.${row.partyType}`),
    row.cropName,
    row.quantity,
    row.rate,
    row.amount,
    ...(view === 'sales'
      ? [row.paymentStatus ? t(`common.paymentStatus.${row.paymentStatus}`) : '']
      : [row.qualityGrade ?? '', row.moistureContent ?? '']),
  ]);
  downloadCsv(reportExportFilename(type, range), header, lines);
}
