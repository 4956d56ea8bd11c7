// Stock rows as shown: crop looked up, quantity in quintals, status (docs/screens.md#inventory).
import { LOW_STOCK_THRESHOLD_QUINTALS, QUINTALS_PER_UNIT } from '@common/schemas/choices';
import { compare, isZero, multiply, sumAt } from '@common/decimal';
import type { Crop, CropUnit } from '@common/schemas/crops';
import type { InventoryItem } from '@common/schemas/inventory';

export const stockStatuses = ['inStock', 'lowStock', 'outOfStock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** A quantity in `unit` as quintals, exactly (kg ÷ 100, ton × 10). */
export function toQuintals(quantity: string, unit: CropUnit): string {
  return multiply(quantity, QUINTALS_PER_UNIT[unit], 5);
}

/** 0 is out of stock; below 50 quintals is low; anything else is in stock. */
export function stockStatus(quantity: string, unit: CropUnit): StockStatus {
  const quintals = toQuintals(quantity, unit);
  if (isZero(quintals)) return 'outOfStock';
  return compare(quintals, LOW_STOCK_THRESHOLD_QUINTALS) < 0 ? 'lowStock' : 'inStock';
}

export interface StockRow {
  item: InventoryItem;
  /** Undefined when the crop is unknown (deleted or not loaded). */
  cropName: string | undefined;
  /** The crop's unit; quintal when the crop is unknown (docs/screens.md#quintals). */
  unit: CropUnit;
  quintals: string;
  status: StockStatus;
}

const GRADE_ORDER = { none: 0, A: 1, B: 2, C: 3 } as const;

/** Rows by crop name, then grade (no grade first); unknown crops last. */
export function toStockRows(
  items: readonly InventoryItem[],
  cropsById: ReadonlyMap<number, Crop>,
): StockRow[] {
  return items
    .map((item) => {
      const crop = cropsById.get(item.cropId);
      const unit = crop?.unit ?? 'quintal';
      return {
        item,
        cropName: crop?.name,
        unit,
        quintals: toQuintals(item.currentStock, unit),
        status: stockStatus(item.currentStock, unit),
      };
    })
    .sort(
      (a, b) =>
        Number(a.cropName === undefined) - Number(b.cropName === undefined) ||
        (a.cropName ?? '').localeCompare(b.cropName ?? '', 'en-IN') ||
        GRADE_ORDER[a.item.qualityGrade ?? 'none'] - GRADE_ORDER[b.item.qualityGrade ?? 'none'],
    );
}

export interface StockTotals {
  /** Σ stock in quintals, 3 decimals. */
  totalQuintals: string;
  cropTypes: number;
  lowStock: number;
  /** Σ totalValue, 2 decimals. */
  totalValue: string;
}

export function stockTotals(rows: readonly StockRow[]): StockTotals {
  return {
    totalQuintals: sumAt(
      rows.map((r) => r.quintals),
      3,
    ),
    cropTypes: new Set(rows.map((r) => r.item.cropId)).size,
    lowStock: rows.filter((r) => r.status === 'lowStock').length,
    totalValue: sumAt(
      rows.map((r) => r.item.totalValue),
      2,
    ),
  };
}

export interface StockFilters {
  search: string;
  status: StockStatus | 'all';
  /** A crop id as text, or 'all'. */
  cropId: string;
}

export const NO_FILTERS: StockFilters = { search: '', status: 'all', cropId: 'all' };

export function filterStockRows(rows: readonly StockRow[], filters: StockFilters): StockRow[] {
  const needle = filters.search.trim().toLocaleLowerCase('en-IN');
  return rows.filter(
    (r) =>
      (needle === '' || (r.cropName ?? '').toLocaleLowerCase('en-IN').includes(needle)) &&
      (filters.status === 'all' || r.status === filters.status) &&
      (filters.cropId === 'all' || String(r.item.cropId) === filters.cropId),
  );
}
