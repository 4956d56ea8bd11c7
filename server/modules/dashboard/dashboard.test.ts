import { ne } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessToday } from '../../../common/business-day';
import type {
  CropDistributionItem,
  DashboardMetrics,
  SalesTrendPoint,
} from '../../../common/schemas/dashboard';
import type { Db } from '../../db/client';
import { inventory } from '../../db/schema/books';
import { crops } from '../../db/schema/masters';
import { expenses, purchases, sales } from '../../db/schema/transactions';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

// Every test starts from empty books and only the shared crop.
async function clearBooks(db: Db) {
  await db.delete(expenses);
  await db.delete(sales);
  await db.delete(purchases);
  await db.delete(inventory);
  await db.delete(crops).where(ne(crops.id, cropId));
}

let farmerId: number;
let traderId: number;
let cropId: number;

beforeAll(async () => {
  farmerId = (await makeFarmer(ctx().db)).id;
  traderId = (await makeTrader(ctx().db)).id;
  cropId = (await makeCrop(ctx().db)).id;
});
beforeEach(() => clearBooks(ctx().db));

async function insertPurchase(values: {
  totalAmount: string;
  expenseAmount?: string;
  finalAmount: string;
  date: string;
}) {
  await ctx()
    .db.insert(purchases)
    .values({
      partyId: farmerId,
      cropId,
      quantity: '1.000',
      rate: values.totalAmount,
      totalAmount: values.totalAmount,
      expenseAmount: values.expenseAmount ?? '0.00',
      finalAmount: values.finalAmount,
      purchaseDate: values.date,
    });
}

async function insertSale(values: { totalAmount: string; costAmount?: string; date: string }) {
  await ctx()
    .db.insert(sales)
    .values({
      partyId: traderId,
      cropId,
      quantity: '1.000',
      rate: values.totalAmount,
      totalAmount: values.totalAmount,
      costAmount: values.costAmount ?? '0.00',
      saleDate: values.date,
    });
}

async function insertExpense(amount: string, date = '2026-01-15') {
  await ctx().db.insert(expenses).values({ type: 'other', description: 'test', amount, expenseDate: date });
}

async function insertBucket(values: {
  cropId: number;
  grade?: 'A' | 'B' | 'C';
  stock: string;
  value: string;
}) {
  await ctx()
    .db.insert(inventory)
    .values({
      cropId: values.cropId,
      qualityGrade: values.grade ?? null,
      currentStock: values.stock,
      totalValue: values.value,
    });
}

async function get<T>(url: string): Promise<T> {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** Four crops in three units with buckets on both sides of the 50-quintal line. */
async function arrangeStock() {
  const db = ctx().db;
  const wheat = await makeCrop(db, { name: 'Wheat', unit: 'quintal' });
  const rice = await makeCrop(db, { name: 'Rice', unit: 'kg' });
  const cotton = await makeCrop(db, { name: 'Cotton', unit: 'ton' });
  const maize = await makeCrop(db, { name: 'Maize', unit: 'quintal' });
  await insertBucket({ cropId: wheat.id, grade: 'A', stock: '120.000', value: '264000.00' }); // 120 q: in stock
  await insertBucket({ cropId: wheat.id, grade: 'B', stock: '49.999', value: '99998.00' }); // 49.999 q: low
  await insertBucket({ cropId: wheat.id, stock: '50.000', value: '100000.00' }); // exactly 50 q: not low
  await insertBucket({ cropId: rice.id, stock: '4999.000', value: '12500.50' }); // 49.99 q: low
  await insertBucket({ cropId: rice.id, grade: 'A', stock: '5000.000', value: '13000.00' }); // 50 q: not low
  await insertBucket({ cropId: cotton.id, grade: 'A', stock: '4.900', value: '294000.00' }); // 49 q: low
  await insertBucket({ cropId: cotton.id, grade: 'B', stock: '5.000', value: '300000.00' }); // 50 q: not low
  await insertBucket({ cropId: maize.id, grade: 'A', stock: '0.000', value: '0.00' }); // empty: not low
  return { wheat, rice, cotton, maize };
}

describe('GET /api/dashboard/metrics', () => {
  it('answers zeros for empty books', async () => {
    expect(await get<DashboardMetrics>('/api/dashboard/metrics')).toEqual({
      totalSales: '0.00',
      totalPurchases: '0.00',
      totalInventoryValue: '0.00',
      totalProfit: '0.00',
      lowStockItems: 0,
    });
  });

  it('sums sales, purchases (final amount), stock value and profit, and counts low-stock buckets in quintals', async () => {
    await arrangeStock();
    await insertPurchase({
      totalAmount: '10000.00',
      expenseAmount: '250.75',
      finalAmount: '10250.75',
      date: '2026-01-02',
    });
    await insertPurchase({ totalAmount: '5000.00', finalAmount: '5000.00', date: '2025-06-30' });
    await insertSale({ totalAmount: '12000.50', costAmount: '9000.25', date: '2026-01-03' });
    await insertSale({ totalAmount: '3000.00', costAmount: '3500.00', date: '2024-12-31' }); // sold at a loss
    await insertExpense('500.10');
    await insertExpense('99.90');

    expect(await get<DashboardMetrics>('/api/dashboard/metrics')).toEqual({
      totalSales: '15000.50', // 12000.50 + 3000.00
      totalPurchases: '15250.75', // 10250.75 + 5000.00 (landed cost, expenses included)
      // 264000 + 99998 + 100000 + 12500.50 + 13000 + 294000 + 300000 + 0
      totalInventoryValue: '1083498.50',
      totalProfit: '1900.25', // 15000.50 − (9000.25 + 3500.00) − (500.10 + 99.90)
      lowStockItems: 3, // wheat B 49.999 q, rice 4,999 kg = 49.99 q, cotton A 4.9 t = 49 q
    });
  });

  it('reports a loss as a negative profit', async () => {
    await insertSale({ totalAmount: '1000.00', costAmount: '1200.00', date: '2026-01-03' });
    await insertExpense('0.01');
    const metrics = await get<DashboardMetrics>('/api/dashboard/metrics');
    expect(metrics.totalProfit).toBe('-200.01');
    expect(metrics.totalSales).toBe('1000.00');
  });

  it('sums large amounts exactly, without float rounding', async () => {
    for (let i = 0; i < 3; i++) {
      await insertSale({ totalAmount: '9999999999.99', costAmount: '0.01', date: '2026-01-03' });
    }
    await insertExpense('0.10');
    await insertExpense('0.20');
    const metrics = await get<DashboardMetrics>('/api/dashboard/metrics');
    expect(metrics.totalSales).toBe('29999999999.97');
    expect(metrics.totalProfit).toBe('29999999999.64'); // 29999999999.97 − 0.03 − 0.30
  });

  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/dashboard/metrics' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('GET /api/dashboard/sales-trend', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const zero = (date: string): SalesTrendPoint => ({ date, sales: '0.00', purchases: '0.00' });

  it('gives the last 7 days through today, oldest first, zero-filled; 6 days ago is in, 7 is not', async () => {
    const today = businessToday('Asia/Kolkata');
    await insertSale({ totalAmount: '1000.00', date: today });
    await insertSale({ totalAmount: '250.50', date: today });
    await insertSale({ totalAmount: '700.00', date: addDays(today, -6) });
    await insertSale({ totalAmount: '999.99', date: addDays(today, -7) });
    await insertPurchase({
      totalAmount: '1900.00',
      expenseAmount: '100.25',
      finalAmount: '2000.25',
      date: addDays(today, -3),
    });
    await insertPurchase({ totalAmount: '500.00', finalAmount: '500.00', date: addDays(today, -6) });
    await insertPurchase({ totalAmount: '123.00', finalAmount: '123.00', date: addDays(today, 1) }); // tomorrow: out

    const expected = [-6, -5, -4, -3, -2, -1, 0].map((d) => zero(addDays(today, d)));
    expected[0] = { date: addDays(today, -6), sales: '700.00', purchases: '500.00' };
    expected[3] = { date: addDays(today, -3), sales: '0.00', purchases: '2000.25' };
    expected[6] = { date: today, sales: '1250.50', purchases: '0.00' };

    expect(await get<SalesTrendPoint[]>('/api/dashboard/sales-trend?period=7days')).toEqual(expected);
  });

  it('answers 400 on period when it is left out: there is no default', async () => {
    for (const url of ['/api/dashboard/sales-trend', '/api/dashboard/sales-trend?other=1']) {
      const res = await ctx().api({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'period' })]);
    }
  });

  it('gives 30 points for 30days (29 days ago is in, 30 is not)', async () => {
    const today = businessToday('Asia/Kolkata');
    await insertSale({ totalAmount: '999.99', date: addDays(today, -7) });
    await insertSale({ totalAmount: '10.00', date: addDays(today, -29) });
    await insertSale({ totalAmount: '20.00', date: addDays(today, -30) });

    const points = await get<SalesTrendPoint[]>('/api/dashboard/sales-trend?period=30days');
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ date: addDays(today, -29), sales: '10.00', purchases: '0.00' });
    expect(points[22]).toEqual({ date: addDays(today, -7), sales: '999.99', purchases: '0.00' });
    expect(points[29]).toEqual(zero(today));
    expect(points.filter((p) => p.sales !== '0.00')).toHaveLength(2);
  });

  it('gives 90 points for 3months (89 days ago is in, 90 is not)', async () => {
    const today = businessToday('Asia/Kolkata');
    await insertPurchase({ totalAmount: '40.00', finalAmount: '45.50', date: addDays(today, -89) });
    await insertPurchase({ totalAmount: '60.00', finalAmount: '60.00', date: addDays(today, -90) });

    const points = await get<SalesTrendPoint[]>('/api/dashboard/sales-trend?period=3months');
    expect(points).toHaveLength(90);
    expect(points[0]).toEqual({ date: addDays(today, -89), sales: '0.00', purchases: '45.50' });
    expect(points[89]).toEqual(zero(today));
    // Consecutive calendar days, no gaps or repeats.
    points.forEach((p, i) => expect(p.date).toBe(addDays(today, i - 89)));
    expect(points.filter((p) => p.purchases !== '0.00')).toHaveLength(1);
  });

  it("ends on today in India, not on the server's UTC day", async () => {
    // 20:00 UTC on 10 March is 01:30 on 11 March in Asia/Kolkata.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T20:00:00Z'));
    await insertSale({ totalAmount: '300.00', date: '2026-03-11' });
    await insertSale({ totalAmount: '100.00', date: '2026-03-04' });

    const points = await get<SalesTrendPoint[]>('/api/dashboard/sales-trend?period=7days');
    expect(points.map((p) => p.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(points[6]).toEqual({ date: '2026-03-11', sales: '300.00', purchases: '0.00' });
    expect(points.every((p, i) => i === 6 || p.sales === '0.00')).toBe(true);
  });

  it('answers 400 for an unknown period', async () => {
    for (const period of ['1year', '7', '', '7DAYS', '7days%27--']) {
      const res = await ctx().api({ method: 'GET', url: `/api/dashboard/sales-trend?period=${period}` });
      expect(res.statusCode, period).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'period' })]);
    }
    const twice = await ctx().api({
      method: 'GET',
      url: '/api/dashboard/sales-trend?period=7days&period=30days',
    });
    expect(twice.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/dashboard/sales-trend?period=7days' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/crop-distribution', () => {
  it('answers an empty list when nothing is in stock', async () => {
    expect(await get<CropDistributionItem[]>('/api/dashboard/crop-distribution')).toEqual([]);
  });

  it('sums each crop across its grades in quintals, leaves out empty crops, largest first', async () => {
    await arrangeStock();
    expect(await get<CropDistributionItem[]>('/api/dashboard/crop-distribution')).toEqual([
      { name: 'Wheat', value: '219.999' }, // 120 + 49.999 + 50 quintals
      { name: 'Rice', value: '99.990' }, // (4,999 + 5,000) kg ÷ 100
      { name: 'Cotton', value: '99.000' }, // (4.9 + 5) t × 10
      // Maize has 0 stock: left out.
    ]);
  });

  it('converts small kg quantities to quintals', async () => {
    const dal = await makeCrop(ctx().db, { name: 'Toor Dal', unit: 'kg' });
    await insertBucket({ cropId: dal.id, grade: 'A', stock: '12.500', value: '1000.00' });
    await insertBucket({ cropId: dal.id, grade: 'C', stock: '37.500', value: '3000.00' });
    expect(await get<CropDistributionItem[]>('/api/dashboard/crop-distribution')).toEqual([
      { name: 'Toor Dal', value: '0.500' }, // 50 kg
    ]);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/dashboard/crop-distribution' });
    expect(res.statusCode).toBe(401);
  });
});
