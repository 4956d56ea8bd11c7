import { eq, ne, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessToday } from '../../../common/business-day';
import type {
  CropDistributionItem,
  DashboardMetrics,
  OutstandingSummary,
  RecentTransaction,
  SalesTrendPoint,
} from '../../../common/schemas/dashboard';
import type { Db } from '../../db/client';
import { inventory, ledgerEntries } from '../../db/schema/books';
import { cancellations } from '../../db/schema/corrections';
import { crops, parties } from '../../db/schema/masters';
import { dailyTotals } from '../../db/schema/daily-totals';
import { expenses, purchases, sales } from '../../db/schema/transactions';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { comparisonWindows, mondayOf } from './dashboard.service';

// These tests write sales, purchases and ledger entries as bare rows, without their stock and ledger
// postings, so the books do not balance here by design.
const ctx = useTestContext({ checkBooks: false });

// Every test starts from empty books and only the shared crop (the per-day totals too: deleting rows is not a
// cancellation, so their triggers do not take them back).
async function clearBooks(db: Db) {
  await db.delete(dailyTotals);
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
}): Promise<number> {
  const [row] = await ctx()
    .db.insert(purchases)
    .values({
      partyId: farmerId,
      cropId,
      quantity: '1.000',
      rate: values.totalAmount,
      totalAmount: values.totalAmount,
      netPayable: values.totalAmount,
      expenseAmount: values.expenseAmount ?? '0.00',
      finalAmount: values.finalAmount,
      purchaseDate: values.date,
    })
    .returning({ id: purchases.id });
  return row!.id;
}

async function insertSale(values: {
  totalAmount: string;
  costAmount?: string;
  date: string;
}): Promise<number> {
  const [row] = await ctx()
    .db.insert(sales)
    .values({
      partyId: traderId,
      cropId,
      quantity: '1.000',
      rate: values.totalAmount,
      totalAmount: values.totalAmount,
      billAmount: values.totalAmount,
      costAmount: values.costAmount ?? '0.00',
      saleDate: values.date,
    })
    .returning({ id: sales.id });
  return row!.id;
}

async function insertExpense(amount: string, date = '2026-01-15'): Promise<number> {
  const [row] = await ctx()
    .db.insert(expenses)
    .values({ type: 'other', description: 'test', amount, expenseDate: date })
    .returning({ id: expenses.id });
  return row!.id;
}

/** Cancels a record the way docs/corrections.md#cancel marks it: its row in `cancellations`. */
async function cancel(entity: 'sale' | 'purchase' | 'expense', entityId: number) {
  await ctx().db.insert(cancellations).values({ entity, entityId, reason: 'entered twice' });
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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers zeros for empty books, and no change or margin to show', async () => {
    expect(await get<DashboardMetrics>('/api/dashboard/metrics')).toEqual({
      totalSales: '0.00',
      totalPurchases: '0.00',
      totalInventoryValue: '0.00',
      totalProfit: '0.00',
      lowStockItems: 0,
      comparison: {
        ...comparisonWindows(businessToday('Asia/Kolkata')),
        totalSales: { current: '0.00', previous: '0.00', changePercent: null },
        totalPurchases: { current: '0.00', previous: '0.00', changePercent: null },
        profitMarginPercent: null,
      },
    });
  });

  it('compares this month so far with the same days of last month, leaving cancelled records out', async () => {
    // 10:00 UTC on 31 March is 15:30 on 31 March in India: this month is 1–31 March, last month's same
    // days are 1–28 February (February has no 29th to 31st in 2026).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T10:00:00Z'));
    await insertSale({ totalAmount: '1000.00', costAmount: '600.00', date: '2026-03-01' });
    await insertSale({ totalAmount: '500.50', date: '2026-03-31' });
    await insertSale({ totalAmount: '1200.00', date: '2026-02-28' });
    await insertSale({ totalAmount: '800.00', date: '2026-02-01' });
    await insertSale({ totalAmount: '999.00', date: '2026-01-31' }); // before last month: totals only
    await cancel('sale', await insertSale({ totalAmount: '5000.00', date: '2026-02-15' }));
    await cancel('sale', await insertSale({ totalAmount: '7000.00', date: '2026-03-15' }));
    await insertPurchase({ totalAmount: '300.00', finalAmount: '300.00', date: '2026-03-02' });
    await cancel(
      'purchase',
      await insertPurchase({ totalAmount: '100.00', finalAmount: '100.00', date: '2026-02-02' }),
    );
    await insertExpense('199.50', '2026-03-03');
    await cancel('expense', await insertExpense('1000.00', '2026-03-03'));

    const metrics = await get<DashboardMetrics>('/api/dashboard/metrics');
    expect(metrics).toMatchObject({
      totalSales: '4499.50', // 1000 + 500.50 + 1200 + 800 + 999; the cancelled 5000 and 7000 are out
      totalPurchases: '300.00',
      totalProfit: '3700.00', // 4499.50 − 600 − 199.50
    });
    expect(metrics.comparison).toEqual({
      currentFrom: '2026-03-01',
      currentTo: '2026-03-31',
      previousFrom: '2026-02-01',
      previousTo: '2026-02-28',
      // (1500.50 − 2000.00) ÷ 2000.00 × 100 = −24.975, to 1 decimal −25.0
      totalSales: { current: '1500.50', previous: '2000.00', changePercent: '-25.0' },
      // Last month's only purchase was cancelled: nothing to compare with, the caption is hidden.
      totalPurchases: { current: '300.00', previous: '0.00', changePercent: null },
      // 3700.00 ÷ 4499.50 × 100 = 82.231…
      profitMarginPercent: '82.2',
    });
  });

  it('counts this month to today only, and last month to the same day; a rise is positive', async () => {
    // 20:00 UTC on 14 January is 01:30 on 15 January in India: 1–15 January against 1–15 December.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-14T20:00:00Z'));
    await insertPurchase({ totalAmount: '150.00', finalAmount: '150.00', date: '2026-01-15' });
    await insertPurchase({ totalAmount: '900.00', finalAmount: '900.00', date: '2026-01-16' }); // after today
    await insertPurchase({ totalAmount: '120.00', finalAmount: '120.00', date: '2025-12-15' });
    await insertPurchase({ totalAmount: '500.00', finalAmount: '500.00', date: '2025-12-16' }); // after the same day
    await insertSale({ totalAmount: '30.00', costAmount: '45.00', date: '2025-12-01' });

    const { comparison } = await get<DashboardMetrics>('/api/dashboard/metrics');
    expect(comparison).toEqual({
      currentFrom: '2026-01-01',
      currentTo: '2026-01-15',
      previousFrom: '2025-12-01',
      previousTo: '2025-12-15',
      // (150 − 120) ÷ 120 × 100 = 25
      totalPurchases: { current: '150.00', previous: '120.00', changePercent: '25.0' },
      // No sale this month: −100 %.
      totalSales: { current: '0.00', previous: '30.00', changePercent: '-100.0' },
      // A loss: (30 − 45) ÷ 30 × 100 = −50
      profitMarginPercent: '-50.0',
    });
  });

  it('cuts last month at its last day, leap years included', () => {
    expect(comparisonWindows('2024-03-30')).toEqual({
      currentFrom: '2024-03-01',
      currentTo: '2024-03-30',
      previousFrom: '2024-02-01',
      previousTo: '2024-02-29',
    });
    expect(comparisonWindows('2026-05-31')).toMatchObject({
      previousFrom: '2026-04-01',
      previousTo: '2026-04-30',
    });
    expect(comparisonWindows('2026-03-01')).toMatchObject({
      previousFrom: '2026-02-01',
      previousTo: '2026-02-01',
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
      // 1900.25 ÷ 15000.50 × 100 = 12.667…
      comparison: expect.objectContaining({ profitMarginPercent: '12.7' }),
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

  it('gives 13 weekly points for 3months, Monday to Sunday, dated by the Monday, the current week so far last', async () => {
    // 20:00 UTC on 11 March 2026 is Thursday 12 March in India; its week began on Monday 9 March, so the 13
    // weeks run from Monday 15 December 2025.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T20:00:00Z'));
    await insertSale({ totalAmount: '11.00', date: '2025-12-14' }); // the Sunday before: out
    await insertSale({ totalAmount: '100.00', date: '2025-12-15' }); // week 1's Monday
    await insertSale({ totalAmount: '50.50', date: '2025-12-21' }); // week 1's Sunday
    await insertPurchase({ totalAmount: '60.00', finalAmount: '70.25', date: '2025-12-22' }); // week 2
    await insertSale({ totalAmount: '300.00', date: '2026-03-12' }); // today
    await insertSale({ totalAmount: '20.00', date: '2026-03-09' }); // this Monday
    await insertSale({ totalAmount: '999.00', date: '2026-03-13' }); // tomorrow: out
    await cancel('sale', await insertSale({ totalAmount: '400.00', date: '2026-03-10' }));
    await cancel(
      'purchase',
      await insertPurchase({ totalAmount: '40.00', finalAmount: '40.00', date: '2025-12-23' }),
    );

    const points = await get<SalesTrendPoint[]>('/api/dashboard/sales-trend?period=3months');
    expect(points).toHaveLength(13);
    points.forEach((p, i) => expect(p.date).toBe(addDays('2025-12-15', 7 * i)));
    expect(points[0]).toEqual({ date: '2025-12-15', sales: '150.50', purchases: '0.00' });
    expect(points[1]).toEqual({ date: '2025-12-22', sales: '0.00', purchases: '70.25' });
    expect(points[12]).toEqual({ date: '2026-03-09', sales: '320.00', purchases: '0.00' });
    expect(points.slice(2, 12).every((p) => p.sales === '0.00' && p.purchases === '0.00')).toBe(true);
  });

  it('starts the weeks on Monday whatever the weekday', () => {
    expect(mondayOf('2026-03-09')).toBe('2026-03-09'); // a Monday
    expect(mondayOf('2026-03-15')).toBe('2026-03-09'); // a Sunday
    expect(mondayOf('2026-03-01')).toBe('2026-02-23'); // a Sunday, across a month
    expect(mondayOf('2026-01-01')).toBe('2025-12-29'); // a Thursday, across a year
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

async function entry(values: {
  partyId: number;
  date: string;
  debit?: string;
  credit?: string;
  type?: 'purchase' | 'sale' | 'payment' | 'opening';
  description?: string;
  reversalOf?: number;
}): Promise<number> {
  const [row] = await ctx()
    .db.insert(ledgerEntries)
    .values({
      partyId: values.partyId,
      transactionType: values.type ?? 'sale',
      transactionDate: values.date,
      description: values.description ?? 'test entry',
      debit: values.debit ?? '0',
      credit: values.credit ?? '0',
      reversalOf: values.reversalOf ?? null,
    })
    .returning({ id: ledgerEntries.id });
  // The kept balance moves with the entry, as a posting moves it (server/modules/books/postings.ts).
  await ctx()
    .db.update(parties)
    .set({
      balance: sql`${parties.balance} + ${values.debit ?? '0'}::numeric - ${values.credit ?? '0'}::numeric`,
    })
    .where(eq(parties.id, values.partyId));
  return row!.id;
}

// The ledger is append-only (its rows cannot be deleted between tests), so these describes run in order:
// the outstanding figures are taken from an empty ledger, and recent entries are dated after all of them.
describe('GET /api/dashboard/outstanding', () => {
  it('answers zeros while the ledger is empty', async () => {
    expect(await get<OutstandingSummary>('/api/dashboard/outstanding')).toEqual({
      receivable: '0.00',
      receivableParties: 0,
      payable: '0.00',
      payableParties: 0,
      receivableFromFarmers: '0.00',
      receivableFromFarmersParties: 0,
      payableToCustomers: '0.00',
      payableToCustomersParties: 0,
    });
  });

  it('sums the positive party balances as receivable and the negative ones as payable; a reversal nets out', async () => {
    const db = ctx().db;
    const [a, b, c, d, e] = await Promise.all([
      makeTrader(db),
      makeTrader(db),
      makeFarmer(db),
      makeFarmer(db),
      makeTrader(db),
    ]);
    // a owes 10,000.50 − 2,000 = 8,000.50
    await entry({ partyId: a!.id, date: '2026-01-02', debit: '10000.50' });
    await entry({ partyId: a!.id, date: '2026-01-03', credit: '2000.00', type: 'payment' });
    // b owes 1,234.25
    await entry({ partyId: b!.id, date: '2026-01-04', debit: '1234.25' });
    // c is owed 1,73,50,00,000.75 (₹17.35 crore payable)
    await entry({ partyId: c!.id, date: '2026-01-05', credit: '173500000.75', type: 'purchase' });
    // d: a purchase of 5,000 cancelled (its reversal) and one of 300 left: owed 300
    const cancelled = await entry({
      partyId: d!.id,
      date: '2026-01-06',
      credit: '5000.00',
      type: 'purchase',
    });
    await entry({
      partyId: d!.id,
      date: '2026-01-06',
      debit: '5000.00',
      type: 'purchase',
      reversalOf: cancelled,
    });
    await entry({ partyId: d!.id, date: '2026-01-07', credit: '300.00', type: 'purchase' });
    // e is settled: 0 counts on neither side
    await entry({ partyId: e!.id, date: '2026-01-08', debit: '700.00' });
    await entry({ partyId: e!.id, date: '2026-01-09', credit: '700.00', type: 'payment' });

    expect(await get<OutstandingSummary>('/api/dashboard/outstanding')).toEqual({
      receivable: '9234.75', // 8,000.50 + 1,234.25
      receivableParties: 2,
      payable: '173500300.75', // 1,73,50,00,000.75 + 300
      payableParties: 2,
      receivableFromFarmers: '0.00',
      receivableFromFarmersParties: 0,
      payableToCustomers: '0.00',
      payableToCustomersParties: 0,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/dashboard/outstanding' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/recent-transactions', () => {
  it('gives the latest entries newest first (date, then id), without a cancelled record or its reversal', async () => {
    const db = ctx().db;
    const party = await makeTrader(db, { name: 'Recent Trader' });
    const first = await entry({ partyId: party.id, date: '2030-01-01', debit: '100.00', description: 'one' });
    const second = await entry({
      partyId: party.id,
      date: '2030-01-03',
      debit: '300.00',
      description: 'three',
    });
    // Entered later but dated earlier: older than `second`.
    const third = await entry({
      partyId: party.id,
      date: '2030-01-02',
      credit: '200.00',
      description: 'two',
      type: 'payment',
    });
    const fourth = await entry({
      partyId: party.id,
      date: '2030-01-03',
      debit: '400.00',
      description: 'four',
    });
    const gone = await entry({
      partyId: party.id,
      date: '2030-01-04',
      debit: '999.00',
      description: 'cancelled',
    });
    await entry({
      partyId: party.id,
      date: '2030-01-04',
      credit: '999.00',
      description: 'Cancelled: cancelled',
      reversalOf: gone,
    });

    const recent = await get<RecentTransaction[]>('/api/dashboard/recent-transactions?limit=4');
    expect(recent).toEqual([
      {
        id: fourth,
        partyId: party.id,
        partyName: 'Recent Trader',
        transactionType: 'sale',
        transactionDate: '2030-01-03',
        description: 'four',
        debit: '400.00',
        credit: '0.00',
      },
      {
        id: second,
        partyId: party.id,
        partyName: 'Recent Trader',
        transactionType: 'sale',
        transactionDate: '2030-01-03',
        description: 'three',
        debit: '300.00',
        credit: '0.00',
      },
      {
        id: third,
        partyId: party.id,
        partyName: 'Recent Trader',
        transactionType: 'payment',
        transactionDate: '2030-01-02',
        description: 'two',
        debit: '0.00',
        credit: '200.00',
      },
      {
        id: first,
        partyId: party.id,
        partyName: 'Recent Trader',
        transactionType: 'sale',
        transactionDate: '2030-01-01',
        description: 'one',
        debit: '100.00',
        credit: '0.00',
      },
    ]);

    // Five when no limit is given.
    expect(
      (await get<RecentTransaction[]>('/api/dashboard/recent-transactions')).map((r) => r.id).slice(0, 4),
    ).toEqual([fourth, second, third, first]);
    expect(await get<RecentTransaction[]>('/api/dashboard/recent-transactions')).toHaveLength(5);
    expect(await get<RecentTransaction[]>('/api/dashboard/recent-transactions?limit=1')).toEqual([recent[0]]);
  });

  it('answers 400 on limit outside 1 to 20 or not a whole number', async () => {
    for (const limit of ['0', '21', '-1', '2.5', 'ten', '1e9']) {
      const res = await ctx().api({
        method: 'GET',
        url: `/api/dashboard/recent-transactions?limit=${limit}`,
      });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'limit' })]);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/dashboard/recent-transactions' });
    expect(res.statusCode).toBe(401);
  });
});
