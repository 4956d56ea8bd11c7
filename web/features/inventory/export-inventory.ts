import type { TFunction } from 'i18next';
import { downloadCsv } from '@/lib/csv';
import type { StockRow } from './stock';
import { businessDate } from '@/lib/format';

/** docs/screens.md#exports: inventory_report_{date}.csv, the date being today in the business time zone. */
export function inventoryExportFilename(today = businessDate()): string {
  return `inventory_report_${today}.csv`;
}

/** The rows shown, as CSV: amounts and quantities as plain decimals, dates as YYYY-MM-DD (India). */
export function exportInventory(rows: readonly StockRow[], t: TFunction): void {
  const header = [
    t('inventory.csv.cropName'),
    t('inventory.csv.qualityGrade'),
    t('inventory.csv.currentStock'),
    t('inventory.csv.unit'),
    t('inventory.csv.averageCost'),
    t('inventory.csv.totalValue'),
    t('inventory.csv.stockStatus'),
    t('inventory.csv.lastUpdated'),
  ];
  const lines = rows.map((r) => [
    r.cropName ?? t('common.fallback.unknownCrop'),
    // Empty, not '-': the CSV writer would escape a lone '-' as a formula ("'-").
    r.item.qualityGrade ?? '',
    r.item.currentStock,
    t(`common.units.${r.unit}`),
    r.item.averageCost,
    r.item.totalValue,
    t(`inventory.status.${r.status}`),
    businessDate(new Date(r.item.lastUpdated)),
  ]);
  downloadCsv(inventoryExportFilename(), header, lines);
}
