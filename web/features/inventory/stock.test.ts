import type { Crop } from '@common/schemas/crops';
import type { InventoryItem } from '@common/schemas/inventory';
import { describe, expect, it } from 'vitest';
import { filterStockRows, NO_FILTERS, stockStatus, stockTotals, toQuintals, toStockRows } from './stock';

const crop = (id: number, name: string, unit: Crop['unit']): Crop => ({
  id,
  name,
  unit,
  basePrice: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
});

let nextId = 1;
const item = (
  cropId: number,
  currentStock: string,
  totalValue: string,
  qualityGrade: InventoryItem['qualityGrade'] = null,
): InventoryItem => ({
  id: nextId++,
  cropId,
  qualityGrade,
  currentStock,
  averageCost: '0.00',
  totalValue,
  lastUpdated: '2026-01-01T00:00:00.000Z',
});

describe('stock in quintals and its status', () => {
  it('converts kg and tons exactly', () => {
    expect(toQuintals('4999.000', 'kg')).toBe('49.99000');
    expect(toQuintals('4.900', 'ton')).toBe('49.00000');
    expect(toQuintals('0.001', 'kg')).toBe('0.00001');
  });

  it('is out at 0, low above 0 and below 50 quintals, in stock from 50', () => {
    expect(stockStatus('0.000', 'quintal')).toBe('outOfStock');
    expect(stockStatus('0.001', 'kg')).toBe('lowStock');
    expect(stockStatus('49.999', 'quintal')).toBe('lowStock');
    expect(stockStatus('50.000', 'quintal')).toBe('inStock');
    expect(stockStatus('4999.999', 'kg')).toBe('lowStock');
    expect(stockStatus('5000', 'kg')).toBe('inStock');
    expect(stockStatus('4.999', 'ton')).toBe('lowStock');
    expect(stockStatus('5', 'ton')).toBe('inStock');
  });
});

describe('rows, totals and filters', () => {
  const crops = new Map([
    [1, crop(1, 'Wheat', 'quintal')],
    [2, crop(2, 'Rice', 'kg')],
    [3, crop(3, 'Cotton', 'ton')],
  ]);
  const rows = toStockRows(
    [
      item(1, '120.000', '264000.00', 'B'),
      item(1, '10.500', '20000.50'),
      item(2, '2500.000', '7500.25', 'A'),
      item(3, '12.000', '720000.00', 'A'),
      item(3, '0.000', '0.00', 'B'),
      item(99, '5.000', '100.00'),
    ],
    crops,
  );

  it('sorts by crop name then grade, unknown crops last, in quintals', () => {
    expect(rows.map((r) => [r.cropName, r.item.qualityGrade, r.status])).toEqual([
      ['Cotton', 'A', 'inStock'],
      ['Cotton', 'B', 'outOfStock'],
      ['Rice', 'A', 'lowStock'],
      ['Wheat', null, 'lowStock'],
      ['Wheat', 'B', 'inStock'],
      [undefined, null, 'lowStock'],
    ]);
    expect(rows[5]!.unit).toBe('quintal');
  });

  it('totals stock in quintals, distinct crops, low-stock items and value', () => {
    expect(stockTotals(rows)).toEqual({
      totalQuintals: '280.500', // 5 + 120 + 0 + 25 + 10.5 + 120
      cropTypes: 4,
      lowStock: 3,
      totalValue: '1011600.75',
    });
    expect(stockTotals([])).toEqual({
      totalQuintals: '0.000',
      cropTypes: 0,
      lowStock: 0,
      totalValue: '0.00',
    });
  });

  it('filters by crop name, status and crop together', () => {
    expect(filterStockRows(rows, NO_FILTERS)).toHaveLength(6);
    expect(
      filterStockRows(rows, { ...NO_FILTERS, search: '  whe ' }).map((r) => r.item.qualityGrade),
    ).toEqual([null, 'B']);
    expect(filterStockRows(rows, { ...NO_FILTERS, status: 'outOfStock' }).map((r) => r.cropName)).toEqual([
      'Cotton',
    ]);
    expect(filterStockRows(rows, { ...NO_FILTERS, status: 'lowStock', cropId: '1' })).toHaveLength(1);
    expect(filterStockRows(rows, { ...NO_FILTERS, search: 'rice', status: 'inStock' })).toEqual([]);
  });
});
