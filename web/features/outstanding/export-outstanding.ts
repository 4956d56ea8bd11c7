import { ageBuckets } from '@common/schemas/choices';
import type { OutstandingRow, OutstandingSide } from '@common/schemas/reports';
import type { TFunction } from 'i18next';
import type { PartyType } from '@common/schemas/parties';
import { downloadCsv } from '@/lib/csv';

/**
 * outstanding_{side}_as_of_{date}.csv: every row of the report (not only the page on screen), amounts as
 * plain decimals, dates YYYY-MM-DD (docs/screens.md#exports).
 */
export function exportOutstanding(
  rows: readonly OutstandingRow[],
  side: OutstandingSide,
  asOf: string,
  t: TFunction,
): void {
  const header = [
    t('outstanding.csv.party'),
    t('outstanding.csv.type'),
    ...ageBuckets.map((b) => t('outstanding.cards.bucket', { bucket: t(`outstanding.buckets.${b}`) })),
    t('outstanding.csv.outstanding'),
    t('outstanding.csv.advance'),
    t('outstanding.csv.net'),
    t('outstanding.csv.oldest'),
  ];
  const body = rows.map((r) => [
    r.partyName,
    t(`common.partyTypes.${r.partyType as PartyType}`),
    ...ageBuckets.map((b) => r.buckets[b]),
    r.outstanding,
    r.unallocated,
    r.net,
    r.oldestBillDate ?? '',
  ]);
  downloadCsv(`outstanding_${side}_as_of_${asOf}.csv`, header, body);
}
