import { describe, expect, it } from 'vitest';
import type { TradeReportPage, TradeReportRow, TradeReportSummary } from '../../../common/schemas/reports';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// GET /api/reports/trades and /api/reports/summary (docs/screens.md#reports), against hand-computed figures.

const ctx = useTestContext();

const get = async <T>(url: string) => {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const MAY = 'startDate=2025-05-01&endDate=2025-05-31';

describe('the Reports sales and purchase views', () => {
  it('pages the sales of the range, with names, and sums them in one summary', async () => {
    const wheat = await makeCrop(ctx().db, { name: 'Lokwan Wheat', unit: 'quintal' });
    const jeera = await makeCrop(ctx().db, { name: 'Unjha Jeera', unit: 'kg' });
    const farmer = await makeFarmer(ctx().db, { name: 'Harbhajan Singh' });
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '50',
      rate: '2100',
      purchaseDate: '2025-05-02',
    });
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: jeera.id,
      quantity: '900',
      rate: '210',
      purchaseDate: '2025-05-02',
    });
    const ravi = await makeTrader(ctx().db, { name: 'Ravi Traders Azadpur' });
    const sales = [];
    for (let i = 0; i < 5; i++) {
      sales.push(
        await makeSale(ctx().db, {
          partyId: ravi.id,
          cropId: wheat.id,
          quantity: '3',
          rate: '2450',
          saleDate: `2025-05-1${i}`,
        }),
      );
    }
    // 750 kg of jeera = 7.5 q at ₹245.50 a kg: ₹1,84,125.00.
    await makeSale(ctx().db, {
      partyId: ravi.id,
      cropId: jeera.id,
      quantity: '750',
      rate: '245.50',
      saleDate: '2025-05-20',
      paymentStatus: 'paid',
    });
    // Outside the range: left out.
    await makeSale(ctx().db, {
      partyId: ravi.id,
      cropId: wheat.id,
      quantity: '1',
      rate: '2450',
      saleDate: '2025-06-01',
    });

    const first = await get<TradeReportPage>(`/api/reports/trades?type=sales&${MAY}&limit=4`);
    expect(first.total).toBe(6);
    expect(first.items[0]).toMatchObject({
      date: '2025-05-20',
      partyName: 'Ravi Traders Azadpur',
      partyType: 'trader',
      cropName: 'Unjha Jeera',
      unit: 'kg',
      quantity: '750.000',
      rate: '245.50',
      amount: '184125.00',
      paymentStatus: 'paid',
    });
    const second = await get<TradeReportPage>(
      `/api/reports/trades?type=sales&${MAY}&limit=4&cursor=${first.nextCursor}`,
    );
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((r) => r.id);
    expect(new Set(ids).size).toBe(6);

    // 5 × 3 q × ₹2,450 = ₹36,750 + ₹1,84,125 = ₹2,20,875.00 over 15 + 7.5 = 22.5 q: ₹9,816.67 a quintal.
    const summary = await get<TradeReportSummary>(`/api/reports/summary?type=sales&${MAY}`);
    expect(summary).toEqual({
      count: 6,
      totalAmount: '220875.00',
      totalQuantity: '22.500',
      avgRate: '9816.67',
    });
    const all = await get<TradeReportRow[]>(`/api/reports/trades?type=sales&${MAY}`);
    expect(all.reduce((s, r) => s + Number(r.amount), 0).toFixed(2)).toBe(summary.totalAmount);

    // Search matches a crop name, or an amount, quantity or rate as text, together with the crop filter.
    expect((await get<TradeReportSummary>(`/api/reports/summary?type=sales&${MAY}&q=jeera`)).count).toBe(1);
    expect((await get<TradeReportSummary>(`/api/reports/summary?type=sales&${MAY}&q=245.5`)).count).toBe(1);
    expect((await get<TradeReportSummary>(`/api/reports/summary?type=sales&${MAY}&q=7350.00`)).count).toBe(5);
    const wheatOnly = await get<TradeReportSummary>(
      `/api/reports/summary?type=sales&${MAY}&cropId=${wheat.id}&q=ravi`,
    );
    expect(wheatOnly).toEqual({
      count: 5,
      totalAmount: '36750.00',
      totalQuantity: '15.000',
      avgRate: '2450.00',
    });
  });

  it('every type but sales is the purchase view: amounts without expenses, grade and moisture', async () => {
    const maize = await makeCrop(ctx().db, { name: 'Makka Pili', unit: 'ton' });
    const farmer = await makeFarmer(ctx().db, { name: 'Ramesh Yadav Bhind' });
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: maize.id,
      quantity: '2.5',
      rate: '21000',
      qualityGrade: 'B',
      moistureContent: '13.5',
      purchaseDate: '2025-07-03',
      expenses: [{ type: 'transportation', amount: '1500' }],
    });
    const range = 'startDate=2025-07-01&endDate=2025-07-31';
    for (const type of ['purchase', 'inventory', 'ledger', 'profit_loss']) {
      const page = await get<TradeReportPage>(`/api/reports/trades?type=${type}&${range}&limit=10`);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        partyName: 'Ramesh Yadav Bhind',
        partyType: 'farmer',
        unit: 'ton',
        amount: '52500.00',
        paymentStatus: null,
        qualityGrade: 'B',
        moistureContent: '13.5',
      });
      // 2.5 t = 25 q: ₹52,500 ÷ 25 = ₹2,100.00 a quintal.
      expect(await get<TradeReportSummary>(`/api/reports/summary?type=${type}&${range}`)).toEqual({
        count: 1,
        totalAmount: '52500.00',
        totalQuantity: '25.000',
        avgRate: '2100.00',
      });
    }
    expect(
      await get<TradeReportSummary>(
        '/api/reports/summary?type=purchase&startDate=2030-01-01&endDate=2030-01-31',
      ),
    ).toEqual({
      count: 0,
      totalAmount: '0.00',
      totalQuantity: '0.000',
      avgRate: '0.00',
    });
  });

  it('refuses a request without a range, with dates out of order, a bad type or a bad cursor', async () => {
    for (const url of [
      '/api/reports/summary?type=sales',
      '/api/reports/summary?type=sales&startDate=2025-05-31&endDate=2025-05-01',
      '/api/reports/summary?type=stock&startDate=2025-05-01&endDate=2025-05-31',
      `/api/reports/trades?type=sales&${MAY}&limit=0`,
      `/api/reports/trades?type=sales&${MAY}&limit=10&cursor=bm90LWEta2V5`,
    ]) {
      const res = await ctx().api({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    const unsigned = await ctx().app.inject({ method: 'GET', url: `/api/reports/summary?type=sales&${MAY}` });
    expect(unsigned.statusCode).toBe(401);
  });
});
