import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardMetrics } from '../../../common/schemas/dashboard';
import type { Purchase, PurchaseAmended } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { subtract } from '../../../common/decimal';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// A price corrected after the stock moved on (docs/corrections.md#correct), with figures worked out by hand.
// The test context checks after each test that the books balance: buckets = Σ movements, every cancelled
// record reversed or carried, per-day totals (cost adjustments included) = the books.

const ctx = useTestContext();

const post = (url: string, payload: unknown) =>
  ctx().api({ method: 'POST', url, payload: payload as object });
async function bucket(cropId: number) {
  const [row] = await queryRows<{ stock: string; value: string }>(
    ctx().db,
    sql`select current_stock::text as stock, total_value::text as value from inventory where crop_id = ${cropId}`,
  );
  return row;
}
async function movements(purchaseId: number) {
  return queryRows<{
    kind: string;
    quantityIn: string;
    valueIn: string;
    valueOut: string;
    reversalOf: number | null;
  }>(
    ctx().db,
    sql`select kind, quantity_in::text as "quantityIn", value_in::text as "valueIn", value_out::text as "valueOut",
          reversal_of as "reversalOf"
        from stock_movements where source_type = 'purchase' and source_id = ${purchaseId} order by id`,
  );
}
// The tests of a file share one database: profit is read as the change since the test began.
let base = '0.00';
const totalProfit = async () => (await ctx().read<DashboardMetrics>('/api/dashboard/metrics')).totalProfit;
const profit = async () => subtract(await totalProfit(), base);

/** The contract's example: 10 q at ₹100, 4 q sold (₹150 a quintal, cost ₹400.00), bucket 6 q / ₹600.00. */
async function example() {
  base = await totalProfit();
  const farmer = await makeFarmer(ctx().db);
  const trader = await makeTrader(ctx().db);
  const crop = await makeCrop(ctx().db);
  const body = {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '100',
    purchaseDate: '2025-04-01',
  };
  const lot = await ctx().send<Purchase>('/api/purchases', body);
  const sale = await ctx().send<Sale>('/api/sales', {
    partyId: trader.id,
    cropId: crop.id,
    quantity: '4',
    rate: '150',
    saleDate: '2025-04-02',
  });
  expect(sale.costAmount).toBe('400.00');
  expect(await bucket(crop.id)).toEqual({ stock: '6.000', value: '600.00' });
  // Profit: ₹600.00 sold − ₹400.00 its cost.
  expect(await profit()).toBe('200.00');
  return { farmer, crop, body, lot, sale };
}

describe('a price corrected after the stock moved on', () => {
  it('the contract’s example: rate ₹100 → ₹110 makes the bill ₹1,100.00, the bucket 6 q / ₹660.00 and ₹40.00 more cost', async () => {
    const { crop, body, lot, sale } = await example();
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${lot.id}/amend`, {
      ...body,
      rate: '110',
    });
    expect(fixed).toMatchObject({
      amends: lot.id,
      totalAmount: '1100.00',
      finalAmount: '1100.00',
      correction: { priceCorrection: { revaluation: '60.00', costAdjustment: '40.00' } },
    });
    // d = 100.00, q = 10, b = 6: the bucket moves by 100 × 6 ÷ 10 = 60.00, ₹110 a quintal as it should be.
    expect(await bucket(crop.id)).toEqual({ stock: '6.000', value: '660.00' });
    // One revaluation movement of the new purchase, quantity 0; the lot's own movement stays where it was.
    expect(await movements(fixed.id)).toEqual([
      { kind: 'revaluation', quantityIn: '0.000', valueIn: '60.00', valueOut: '0.00', reversalOf: null },
    ]);
    expect(await movements(lot.id)).toEqual([
      { kind: 'stock', quantityIn: '10.000', valueIn: '1000.00', valueOut: '0.00', reversalOf: null },
    ]);
    // The sale keeps its cost; profit carries the ₹40.00: 600 − 400 − 40.
    expect((await ctx().read<Sale>(`/api/sales/${sale.id}`)).costAmount).toBe('400.00');
    expect(await profit()).toBe('160.00');
    // The adjustment is dated the day of the amendment.
    const [adjustment] = await queryRows<{ day: string; amount: string }>(
      ctx().db,
      sql`select to_char(adjustment_date, 'YYYY-MM-DD') as day, amount::text from cost_adjustments
          where purchase_id = ${fixed.id}`,
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(adjustment).toEqual({ day: today, amount: '40.00' });
  });

  it('corrected down (₹100 → ₹95.55): the bucket ₹573.30, ₹17.80 less cost, rounded half-up to the paisa', async () => {
    const { crop, body, lot } = await example();
    // d = 955.50 − 1000 = −44.50; × 6 ÷ 10 = −26.70; the rest −17.80.
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${lot.id}/amend`, {
      ...body,
      rate: '95.55',
    });
    expect(fixed.correction.priceCorrection).toEqual({ revaluation: '-26.70', costAdjustment: '-17.80' });
    expect(await bucket(crop.id)).toEqual({ stock: '6.000', value: '573.30' });
    expect(await profit()).toBe('217.80');
  });

  it('rounds d × min(b, q) ÷ q half-up: 3 q left of 7, d = ₹1.00 moves the bucket ₹0.43', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '7',
      rate: '10',
      purchaseDate: '2025-04-01',
    };
    const lot = await ctx().send<Purchase>('/api/purchases', body);
    await ctx().send<Sale>('/api/sales', {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '4',
      rate: '20',
      saleDate: '2025-04-02',
    });
    // 1.00 × 3 ÷ 7 = 0.428… → 0.43; the rest 0.57.
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${lot.id}/amend`, {
      ...body,
      expenses: [{ type: 'labor', amount: '1' }],
    });
    expect(fixed.correction.priceCorrection).toEqual({ revaluation: '0.43', costAdjustment: '0.57' });
  });

  it('refused (409) when the bucket’s value would go below zero, and nothing is written', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    const at = (rate: string) => ({
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate,
      purchaseDate: '2025-04-01',
    });
    await ctx().send<Purchase>('/api/purchases', at('1'));
    const dear = await ctx().send<Purchase>('/api/purchases', at('100'));
    // 20 q / ₹1,010.00; 10 q sold at ₹50.50 = ₹505.00: bucket 10 q / ₹505.00.
    await ctx().send<Sale>('/api/sales', {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '10',
      rate: '60',
      saleDate: '2025-04-02',
    });
    expect(await bucket(crop.id)).toEqual({ stock: '10.000', value: '505.00' });
    // ₹100 → ₹1: d = −990.00, all 10 q of the lot "left": 505 − 990 < 0.
    const res = await post(`/api/purchases/${dear.id}/amend`, at('1'));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ key: 'corrections.valueBelowZero', params: { value: '-485.00' } });
    expect(await bucket(crop.id)).toEqual({ stock: '10.000', value: '505.00' });
    expect((await ctx().read<Purchase>(`/api/purchases/${dear.id}`)).status).toBe('active');
  });

  it('a change of quantity still needs the later sales corrected first (409 naming the sale)', async () => {
    const { body, lot, sale } = await example();
    const res = await post(`/api/purchases/${lot.id}/amend`, { ...body, quantity: '11', rate: '110' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ key: 'purchases.stockTakenBySale', params: { sale: sale.id } });
  });

  it('corrected twice, then cancelled once its sale is: the books and the profit as if none of it had been', async () => {
    const { crop, body, lot, sale } = await example();
    const first = await ctx().send<PurchaseAmended>(`/api/purchases/${lot.id}/amend`, {
      ...body,
      rate: '110',
    });
    // d = 1,200 − 1,100 = 100.00 on 6 q left of 10: +60.00 and +40.00 again.
    const second = await ctx().send<PurchaseAmended>(`/api/purchases/${first.id}/amend`, {
      ...body,
      rate: '120',
    });
    expect(second.correction.priceCorrection).toEqual({ revaluation: '60.00', costAdjustment: '40.00' });
    expect(await bucket(crop.id)).toEqual({ stock: '6.000', value: '720.00' });
    expect(await profit()).toBe('120.00');
    // The lot cannot leave while the sale that took from it stands.
    const refused = await post(`/api/purchases/${second.id}/cancel`, { reason: 'Wrong lot' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ key: 'purchases.stockTakenBySale', params: { sale: sale.id } });
    // The sale's 4 q come back at their ₹400.00: 10 q / ₹1,120.00, the lot's ₹1,000 + 60 + 60.
    await ctx().send<Sale>(`/api/sales/${sale.id}/cancel`, { reason: 'Entered twice' }, 200);
    expect(await bucket(crop.id)).toEqual({ stock: '10.000', value: '1120.00' });
    await ctx().send<Purchase>(`/api/purchases/${second.id}/cancel`, { reason: 'Wrong lot' }, 200);
    expect(await bucket(crop.id)).toEqual({ stock: '0.000', value: '0.00' });
    // Both adjustments reversed: profit as before, nothing of the lot bought or held.
    expect(await profit()).toBe('0.00');
    const lotIds = [lot.id, first.id, second.id];
    const [sum] = await queryRows<{ amount: string; rows: number }>(
      ctx().db,
      sql`select coalesce(sum(amount), 0)::text as amount, count(*)::int as rows from cost_adjustments
          where purchase_id in (${lotIds[1]}, ${lotIds[2]})`,
    );
    expect(sum).toEqual({ amount: '0.00', rows: 4 });
  });

  it('a full amendment after a price correction takes the whole lot out, revaluations included', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '100',
      purchaseDate: '2025-04-01',
    };
    const lot = await ctx().send<Purchase>('/api/purchases', body);
    const priced = await ctx().send<PurchaseAmended>(`/api/purchases/${lot.id}/amend`, {
      ...body,
      rate: '110',
    });
    // Nothing sold: all of d moves the bucket.
    expect(priced.correction.priceCorrection).toEqual({ revaluation: '100.00', costAdjustment: '0.00' });
    const full = await ctx().send<PurchaseAmended>(`/api/purchases/${priced.id}/amend`, {
      ...body,
      quantity: '12',
      rate: '110',
    });
    expect(full.correction.priceCorrection).toBeNull();
    expect(await bucket(crop.id)).toEqual({ stock: '12.000', value: '1320.00' });
  });
});
