import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/business-day';
import { add, subtract } from '../../../common/decimal';
import type { DashboardMetrics } from '../../../common/schemas/dashboard';
import type { Expense } from '../../../common/schemas/expenses';
import type { Purchase } from '../../../common/schemas/purchases';
import type { ProfitAndLoss } from '../../../common/schemas/reports';
import type { Sale } from '../../../common/schemas/sales';
import type { Charge, ChargeInput } from '../../../common/schemas/settings';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// GET /api/reports/profit-and-loss (docs/money.md#profit-and-loss), against figures worked out by hand. The
// tests of this file share one database and run in order; after each, the test context checks the books and
// every kept figure (crop_daily and expense_daily among them) against them.

const ctx = useTestContext();

afterEach(async () => {
  for (const c of await ctx().read<Charge[]>('/api/charges')) {
    await ctx().api({ method: 'DELETE', url: `/api/charges/${c.id}` });
  }
});

const charge = (body: Partial<ChargeInput> & Pick<ChargeInput, 'name' | 'basis' | 'rate'>) =>
  ctx().send<Charge>('/api/charges', { appliesTo: 'sale', bornBy: 'party', kind: 'paid_out', ...body });
const pnl = (query: string) => ctx().read<ProfitAndLoss>(`/api/reports/profit-and-loss?${query}`);
const allTime = 'startDate=1900-01-01&endDate=2999-12-31';
const totalProfit = async () => (await ctx().read<DashboardMetrics>('/api/dashboard/metrics')).totalProfit;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function expense(type: string, amount: string, expenseDate: string) {
  return ctx().send<Expense>('/api/expenses', {
    type,
    description: `${type} ${amount}`,
    amount,
    expenseDate,
  });
}

describe('the profit and loss statement', () => {
  it('states each line of a window by hand: sales, cost of goods, charges earned and borne, expenses by type, net profit, by crop', async () => {
    // Sale charges: commission 2 % kept by us (the buyer pays it), loading ₹10 a bag that we pay out and bear.
    await charge({ name: 'Commission', basis: 'percent', rate: '2', kind: 'retained' });
    await charge({ name: 'Loading', basis: 'per_bag', rate: '10', bornBy: 'us' });
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const wheat = await makeCrop(ctx().db, { name: 'Sharbati Wheat', unit: 'quintal' });
    const jeera = await makeCrop(ctx().db, { name: 'Unjha Jeera', unit: 'kg' });
    // Bought before the window at ₹2,000 a quintal and ₹200 a kg: the cost of what is sold.
    await ctx().send<Purchase>('/api/purchases', {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '100',
      rate: '2000',
      purchaseDate: '2026-03-01',
    });
    await ctx().send<Purchase>('/api/purchases', {
      partyId: farmer.id,
      cropId: jeera.id,
      quantity: '1000',
      rate: '200',
      purchaseDate: '2026-03-01',
    });
    const sell = (body: Record<string, unknown>) =>
      ctx().send<Sale>('/api/sales', { partyId: trader.id, paymentStatus: 'pending', ...body });
    // 30 q × ₹2,400 = ₹72,000.00, cost ₹60,000.00; commission ₹1,440.00; loading 60 bags = ₹600.00.
    await sell({ cropId: wheat.id, quantity: '30', rate: '2400', bags: 60, saleDate: '2026-03-10' });
    // 250 kg × ₹260.50 = ₹65,125.00, cost ₹50,000.00; commission ₹1,302.50; loading 5 bags = ₹50.00.
    await sell({ cropId: jeera.id, quantity: '250', rate: '260.50', bags: 5, saleDate: '2026-03-15' });
    // 10 q × ₹2,500 = ₹25,000.00, cost ₹20,000.00, without charges.
    await sell({ cropId: wheat.id, quantity: '10', rate: '2500', charges: [], saleDate: '2026-03-20' });
    // Cancelled: counts for nothing.
    const cancelled = await sell({
      cropId: wheat.id,
      quantity: '5',
      rate: '2600',
      bags: 10,
      saleDate: '2026-03-12',
    });
    await ctx().send(`/api/sales/${cancelled.id}/cancel`, { reason: 'Entered twice' }, 200);
    // After the window: 5 q × ₹2,450 = ₹12,250.00, cost ₹10,000.00; commission ₹245.00; no bags.
    await sell({ cropId: wheat.id, quantity: '5', rate: '2450', saleDate: '2026-03-25' });

    await expense('transport', '1200.50', '2026-03-11');
    await expense('storage', '800.00', '2026-03-12');
    await expense('labor', '450.25', '2026-03-13');
    await expense('labor', '49.75', '2026-03-14');
    await expense('other', '99.50', '2026-03-16');
    const dropped = await expense('processing', '300.00', '2026-03-16');
    await ctx().send(`/api/expenses/${dropped.id}/cancel`, { reason: 'Not ours' }, 200);
    await expense('transport', '1000.00', '2026-03-25');
    // 2 q of wheat dried away in the godown on the 18th, at its average cost of ₹2,000: −₹4,000.00.
    await ctx().send('/api/inventory/adjustments', {
      cropId: wheat.id,
      quantity: '-2',
      reason: 'Dried in the godown',
      date: '2026-03-18',
    });

    expect(await pnl('startDate=2026-03-10&endDate=2026-03-20')).toEqual({
      startDate: '2026-03-10',
      endDate: '2026-03-20',
      sales: '162125.00', // 72,000 + 65,125 + 25,000
      costOfGoods: '130000.00', // 60,000 + 50,000 + 20,000
      grossProfit: '32125.00',
      chargesEarned: '2742.50', // 1,440.00 + 1,302.50
      chargesBorne: '650.00', // 600 + 50
      stockAdjustments: '-4000.00',
      expenses: {
        transport: '1200.50',
        storage: '800.00',
        labor: '500.00',
        processing: '0.00',
        other: '99.50',
        total: '2600.00',
      },
      netProfit: '27617.50', // 32,125 + 2,742.50 − 650 − 4,000 − 2,600
      byCrop: [
        {
          cropId: wheat.id,
          cropName: 'Sharbati Wheat',
          quantitySold: '40.000',
          sales: '97000.00',
          costOfGoods: '80000.00',
          grossProfit: '17000.00',
        },
        {
          cropId: jeera.id,
          cropName: 'Unjha Jeera',
          quantitySold: '250.000',
          sales: '65125.00',
          costOfGoods: '50000.00',
          grossProfit: '15125.00',
        },
      ],
    });

    // All time adds the 25th: 34,375 + 2,987.50 − 650 − 4,000 − 3,600 = 29,112.50, the dashboard's figure too.
    const all = await pnl(allTime);
    expect(all).toMatchObject({
      sales: '174375.00',
      costOfGoods: '140000.00',
      chargesEarned: '2987.50',
      chargesBorne: '650.00',
      stockAdjustments: '-4000.00',
      expenses: { total: '3600.00' },
      netProfit: '29112.50',
    });
    expect(await totalProfit()).toBe('29112.50');

    // A window with nothing in it.
    expect(await pnl('startDate=2026-01-01&endDate=2026-01-31')).toMatchObject({
      sales: '0.00',
      costOfGoods: '0.00',
      grossProfit: '0.00',
      expenses: { total: '0.00' },
      netProfit: '0.00',
      byCrop: [],
    });
  });

  it('counts a price corrected after the stock was sold as cost of goods of its crop on the day of the correction', async () => {
    const profitBefore = await totalProfit();
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const rice = await makeCrop(ctx().db, { name: 'Basmati Rice' });
    const body = {
      partyId: farmer.id,
      cropId: rice.id,
      quantity: '10',
      rate: '100',
      purchaseDate: '2026-02-01',
    };
    const lot = await ctx().send<Purchase>('/api/purchases', body);
    await ctx().send<Sale>('/api/sales', {
      partyId: trader.id,
      cropId: rice.id,
      quantity: '4',
      rate: '150',
      saleDate: '2026-02-02',
    });
    // ₹100 → ₹110 with 6 of the 10 q left: ₹40.00 more cost (corrections: 100 × 4 ÷ 10), dated today.
    await ctx().send(`/api/purchases/${lot.id}/amend`, { ...body, rate: '110' });
    const day = today();
    const statement = await pnl(`startDate=${day}&endDate=${day}`);
    expect(statement.costOfGoods).toBe('40.00');
    expect(statement.byCrop.find((c) => c.cropId === rice.id)).toEqual({
      cropId: rice.id,
      cropName: 'Basmati Rice',
      quantitySold: '0.000',
      sales: '0.00',
      costOfGoods: '40.00',
      grossProfit: '-40.00',
    });
    // The sale's day keeps its own figures: ₹600.00 sold at a cost of ₹400.00.
    expect(await pnl('startDate=2026-02-02&endDate=2026-02-02')).toMatchObject({
      sales: '600.00',
      costOfGoods: '400.00',
      netProfit: '200.00',
    });
    // Profit moved by 600 − 400 − 40 on both, and over all time they still agree to the paisa.
    expect(subtract(await totalProfit(), profitBefore)).toBe('160.00');
    expect((await pnl(allTime)).netProfit).toBe(await totalProfit());
  });

  it('defaults to the last 30 days through today', async () => {
    const day = today();
    const statement = await pnl('');
    expect([statement.startDate, statement.endDate]).toEqual([addDays(day, -30), day]);
    expect((await pnl(`endDate=${day}`)).startDate).toBe(addDays(day, -30));
  });

  it('over any window is the sum of its parts over any split of it (property)', async () => {
    // Days 2026-05-01 … 2026-05-12 with a sale and an expense on some of them.
    await charge({ name: 'Commission', basis: 'percent', rate: '1.5', kind: 'retained' });
    await charge({ name: 'Weighing', basis: 'per_quintal', rate: '3', bornBy: 'us' });
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const gram = await makeCrop(ctx().db, { name: 'Kabuli Chana' });
    const mustard = await makeCrop(ctx().db, { name: 'Sarson', unit: 'ton' });
    await ctx().send('/api/purchases', {
      partyId: farmer.id,
      cropId: gram.id,
      quantity: '200',
      rate: '5123.45',
      purchaseDate: '2026-04-30',
    });
    await ctx().send('/api/purchases', {
      partyId: farmer.id,
      cropId: mustard.id,
      quantity: '20',
      rate: '56789.10',
      purchaseDate: '2026-04-30',
    });
    const types = ['transport', 'storage', 'labor', 'processing', 'other'];
    for (let d = 1; d <= 12; d++) {
      const date = `2026-05-${String(d).padStart(2, '0')}`;
      if (d % 3 !== 0) {
        await ctx().send('/api/sales', {
          partyId: trader.id,
          cropId: d % 2 ? gram.id : mustard.id,
          quantity: d % 2 ? `${d}.125` : `0.${d}5`,
          rate: d % 2 ? '6001.15' : '61234.55',
          paymentStatus: 'pending',
          saleDate: date,
        });
      }
      if (d % 4 !== 1) await expense(types[d % 5]!, `${d * 37}.${d % 10}5`, date);
      if (d % 5 === 0) {
        await ctx().send('/api/inventory/adjustments', {
          cropId: d === 5 ? gram.id : mustard.id,
          quantity: d === 5 ? '-1.5' : '0.025',
          reason: d === 5 ? 'Bags torn' : 'Found on recount',
          date,
        });
      }
    }
    const day = (n: number) => `2026-05-${String(n).padStart(2, '0')}`;
    const window = fc
      .tuple(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
      )
      .map((xs) => [...xs].sort((a, b) => a - b) as [number, number, number])
      .filter(([a, b, c]) => b < c || a < b);
    await fc.assert(
      fc.asyncProperty(window, async ([a, b, c]) => {
        // [a, c] split at b: [a, b] and [b + 1, c] (b < c), or [a, b − 1] and [b, c].
        const cut = b < c ? b : b - 1;
        const [whole, left, right] = await Promise.all([
          pnl(`startDate=${day(a)}&endDate=${day(c)}`),
          pnl(`startDate=${day(a)}&endDate=${day(cut)}`),
          pnl(`startDate=${day(cut + 1)}&endDate=${day(c)}`),
        ]);
        for (const key of [
          'sales',
          'costOfGoods',
          'grossProfit',
          'chargesEarned',
          'chargesBorne',
          'stockAdjustments',
          'netProfit',
        ] as const) {
          expect(add(left[key], right[key]), key).toBe(whole[key]);
        }
        for (const type of [...types, 'total'] as const) {
          const k = type as keyof ProfitAndLoss['expenses'];
          expect(add(left.expenses[k], right.expenses[k]), type).toBe(whole.expenses[k]);
        }
        for (const crop of whole.byCrop) {
          const part = (s: ProfitAndLoss) => s.byCrop.find((c) => c.cropId === crop.cropId);
          const sum = (f: 'sales' | 'costOfGoods' | 'grossProfit') =>
            add(part(left)?.[f] ?? '0', part(right)?.[f] ?? '0');
          expect([sum('sales'), sum('costOfGoods'), sum('grossProfit')]).toEqual([
            crop.sales,
            crop.costOfGoods,
            crop.grossProfit,
          ]);
        }
        // And the statement adds up: net = gross + earned − borne + adjustments − expenses; by crop = whole.
        expect(
          subtract(
            subtract(add(whole.grossProfit, whole.chargesEarned, whole.stockAdjustments), whole.chargesBorne),
            whole.expenses.total,
          ),
        ).toBe(whole.netProfit);
        expect(add(...whole.byCrop.map((c) => c.sales), '0')).toBe(whole.sales);
        expect(add(...whole.byCrop.map((c) => c.costOfGoods), '0')).toBe(whole.costOfGoods);
      }),
      { numRuns: 40 },
    );
    expect((await pnl(allTime)).netProfit).toBe(await totalProfit());
  });

  it('refuses bad dates and a start after the end with a 400 and a message', async () => {
    for (const query of [
      'startDate=2026-13-01',
      'startDate=yesterday',
      'endDate=2026-02-30',
      'startDate=2026-03-20&endDate=2026-03-10',
      // The end left out is today: a start after it is after the end.
      'startDate=2999-01-01',
    ]) {
      const res = await ctx().api({ method: 'GET', url: `/api/reports/profit-and-loss?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBeTruthy();
    }
    const reversed = await ctx().api({
      method: 'GET',
      url: '/api/reports/profit-and-loss?startDate=2026-03-20&endDate=2026-03-10',
    });
    expect(reversed.json<{ message: string }>().message).toMatch(/on or after/);
    const unsigned = await ctx().app.inject({ method: 'GET', url: '/api/reports/profit-and-loss' });
    expect(unsigned.statusCode).toBe(401);
  });
});
