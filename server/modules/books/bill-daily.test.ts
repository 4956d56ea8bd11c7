import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PurchaseSummary } from '../../../common/schemas/purchases';
import type { SaleSummary } from '../../../common/schemas/sales';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { billDailyMismatches, rebuildBillDaily } from './bill-daily';

// The Sales and Purchase cards' per-day figures (bill_daily, docs/decisions/0011-lists-and-writes-at-scale.md):
// a summary filtered by dates alone reads them; one with any other filter reads the bills themselves. Both
// must say the same at every step: recorded, paid in part and in full, a payment cancelled, a bill cancelled
// and amended. (Every API test that posts also runs billDailyMismatches afterwards.)

const ctx = useTestContext();

const post = async (url: string, payload: object) => {
  const res = await ctx().api({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number }>();
};
const get = async <T>(url: string) => {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('the cards of a date range, from the days', () => {
  it('agree with the same cards read from the sales, through payments, cancels and an amendment', async () => {
    const trader = await makeTrader(ctx().db);
    // Kilograms: the days keep quintals (kg ÷ 100), as the rows' summary converts them.
    const crop = await makeCrop(ctx().db, { unit: 'kg' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10000', purchaseDate: '2031-02-01' });
    const range = 'startDate=2031-03-01&endDate=2031-03-31';
    const fromDays = () => get<SaleSummary>(`/api/sales/summary?${range}`);
    const fromRows = () => get<SaleSummary>(`/api/sales/summary?${range}&partyId=${trader.id}`);
    const total = async () => (await get<{ total: number }>(`/api/sales?limit=1&${range}`)).total;
    const agree = async () => {
      const days = await fromDays();
      expect(days).toEqual(await fromRows());
      expect(await total()).toBe(days.count);
      return days;
    };

    const sale = (saleDate: string, quantity: string, extra: object = {}) =>
      post('/api/sales', {
        partyId: trader.id,
        cropId: crop.id,
        quantity,
        rate: '25',
        saleDate,
        paymentStatus: 'pending',
        ...extra,
      });
    const pending = await sale('2031-03-01', '400'); // ₹10,000.00, 4 q
    const recordedPartial = await sale('2031-03-01', '200', { paymentStatus: 'partial' }); // ₹5,000.00
    const partlyPaid = await sale('2031-03-02', '100', {
      paymentStatus: 'partial',
      amountReceived: '1000.50',
    });
    expect(await agree()).toEqual({
      count: 3,
      totalAmount: '17500.00',
      quantityQuintals: '7.000',
      pending: 1,
      partial: 2,
      paid: 0,
      paidAmount: '1000.50',
      outstanding: '16499.50',
    });

    // The first sale paid in full: it moves from pending to paid on its own day.
    const payment = await post('/api/payments', {
      partyId: trader.id,
      direction: 'received',
      amount: '10000',
      paymentDate: '2031-03-05',
      mode: 'cash',
      allocations: [{ saleId: pending.id, amount: '10000' }],
    });
    expect(await agree()).toMatchObject({ pending: 0, partial: 2, paid: 1, paidAmount: '11000.50' });

    // That payment cancelled: back to pending. The part-paid sale cancelled: it leaves with what it was paid.
    await post(`/api/payments/${payment.id}/cancel`, { reason: 'Cheque bounced' });
    expect(await agree()).toMatchObject({ pending: 1, paid: 0, paidAmount: '1000.50' });
    await post(`/api/sales/${partlyPaid.id}/cancel`, { reason: 'Wrong trader' });
    expect(await agree()).toMatchObject({
      count: 2,
      totalAmount: '15000.00',
      quantityQuintals: '6.000',
      partial: 1,
      paidAmount: '0.00',
      outstanding: '15000.00',
    });

    // An amendment to another month: the old sale leaves this range, the new one counts in its own.
    await post(`/api/sales/${recordedPartial.id}/amend`, {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '200',
      rate: '30',
      saleDate: '2031-04-10',
      paymentStatus: 'partial',
    });
    expect(await agree()).toMatchObject({ count: 1, totalAmount: '10000.00', pending: 1, partial: 0 });
    expect(
      await get<SaleSummary>('/api/sales/summary?startDate=2031-04-01&endDate=2031-04-30'),
    ).toMatchObject({
      count: 1,
      totalAmount: '6000.00',
      partial: 1,
    });
    expect(await billDailyMismatches(ctx().db)).toEqual([]);
  });

  it('agree for purchases too, with their expense rows, and a day that drifted is told and rebuilt', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db, { unit: 'ton' });
    const purchase = await post('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1.5',
      rate: '20000.10',
      purchaseDate: '2032-05-06',
      expenses: [{ type: 'labor', amount: '250.25' }],
    });
    await post('/api/payments', {
      partyId: farmer.id,
      direction: 'paid',
      amount: '10000',
      paymentDate: '2032-05-07',
      mode: 'cash',
      allocations: [{ purchaseId: purchase.id, amount: '10000' }],
    });
    const range = 'startDate=2032-05-01&endDate=2032-05-31';
    const days = await get<PurchaseSummary>(`/api/purchases/summary?${range}`);
    expect(days).toEqual(await get<PurchaseSummary>(`/api/purchases/summary?${range}&partyId=${farmer.id}`));
    expect(days).toEqual({
      count: 1,
      quantityQuintals: '15.000',
      totalAmount: '30000.15',
      expenseAmount: '250.25',
      finalAmount: '30250.40',
      paidAmount: '10000.00',
      outstanding: '20000.15',
    });

    await ctx().db.execute(
      sql`update bill_daily set paid = paid + 1
        where kind = 'purchase' and day = '2032-05-06'
          and slot = (select min(slot) from bill_daily where kind = 'purchase' and day = '2032-05-06')`,
    );
    expect(await billDailyMismatches(ctx().db)).toEqual([
      {
        kind: 'purchase',
        day: '2032-05-06',
        kept: expect.stringContaining('/10001.00/') as string,
        books: expect.stringContaining('/10000.00/') as string,
      },
    ]);
    await ctx().db.transaction((tx) => rebuildBillDaily(tx));
    expect(await billDailyMismatches(ctx().db)).toEqual([]);
    expect(await get<PurchaseSummary>(`/api/purchases/summary?${range}`)).toEqual(days);
  });
});
