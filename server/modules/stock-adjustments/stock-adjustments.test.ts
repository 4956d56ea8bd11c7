import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../../common/business-day';
import { subtract } from '../../../common/decimal';
import type { DashboardMetrics } from '../../../common/schemas/dashboard';
import type { StockAdjustment, StockAdjustmentPage } from '../../../common/schemas/stock-adjustments';
import { queryRows } from '../../db/client';
import { makeCrop, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { createUser } from '../users/users.service';

// Stock adjustments (docs/posting.md#stock-adjustments), with figures worked out by hand. The books are
// checked after every test (useTestContext): each bucket equals the sums of its movements, the kept per-day
// totals equal the books, every cancelled adjustment's movement is reversed.

const ctx = useTestContext();
const URL = '/api/inventory/adjustments';

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx().api({ method: 'POST', url, payload: payload as object, headers });
const get = async <T>(url: string) => {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const adjust = async (payload: Record<string, unknown>) => {
  const res = await post(URL, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StockAdjustment>();
};
const cancel = (id: number, reason = 'Entered twice') => post(`${URL}/${id}/cancel`, { reason });

async function bucket(cropId: number, grade: string | null = null) {
  const rows = await queryRows<{ stock: string; value: string }>(
    ctx().db,
    sql`select current_stock::text as stock, total_value::text as value from inventory
        where crop_id = ${cropId} and quality_grade is not distinct from ${grade}`,
  );
  return rows[0];
}

async function averageCost(cropId: number, grade: string | null = null) {
  const items =
    await get<Array<{ cropId: number; qualityGrade: string | null; averageCost: string }>>('/api/inventory');
  return items.find((i) => i.cropId === cropId && i.qualityGrade === grade)?.averageCost;
}

const totalProfit = async () => (await get<DashboardMetrics>('/api/dashboard/metrics')).totalProfit;

async function movements(adjustmentId: number) {
  return queryRows<{
    quantityIn: string;
    quantityOut: string;
    valueIn: string;
    valueOut: string;
    date: string;
    reversalOf: number | null;
  }>(
    ctx().db,
    sql`select quantity_in::text as "quantityIn", quantity_out::text as "quantityOut", value_in::text as "valueIn",
          value_out::text as "valueOut", to_char(movement_date, 'YYYY-MM-DD') as date, reversal_of as "reversalOf"
        from stock_movements where source_type = 'stock_adjustment' and source_id = ${adjustmentId} order by id`,
  );
}

describe('POST /api/inventory/adjustments', () => {
  it('takes a decrease out at the average cost, which stays as it was, and counts its value in profit', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Wheat' });
    // 10 q at ₹2,000.00: the bucket holds ₹20,000.00, ₹2,000.00 a quintal.
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    const profitBefore = await totalProfit();

    const made = await adjust({
      cropId: crop.id,
      quantity: '-2.5',
      reason: 'Dried in the godown',
      date: '2025-04-05',
    });

    // −2.5 q × ₹2,000.00 = −₹5,000.00.
    expect(made).toEqual({
      id: expect.any(Number),
      cropId: crop.id,
      qualityGrade: null,
      quantity: '-2.500',
      unitCost: '2000.00',
      value: '-5000.00',
      reason: 'Dried in the godown',
      date: '2025-04-05',
      status: 'active',
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      createdAt: expect.any(String),
      createdBy: ctx().userId,
    });
    expect(await bucket(crop.id)).toEqual({ stock: '7.500', value: '15000.00' });
    expect(await averageCost(crop.id)).toBe('2000.00');
    expect(await movements(made.id)).toEqual([
      {
        quantityIn: '0.000',
        quantityOut: '2.500',
        valueIn: '0.00',
        valueOut: '5000.00',
        date: '2025-04-05',
        reversalOf: null,
      },
    ]);
    // Profit: ₹5,000.00 less.
    expect(subtract(await totalProfit(), profitBefore, 2)).toBe('-5000.00');
    expect(await get<StockAdjustment>(`${URL}/${made.id}`)).toEqual(made);
  });

  it('rounds the value half-up to the paisa, for a decrease and an increase at the average cost', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Moong' });
    // 4 q at ₹100.25 = ₹401.00.
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '4', rate: '100.25' });
    // 0.1 × 100.25 = 10.025 → ₹10.03 (half-up, not to the even 10.02).
    const lost = await adjust({ cropId: crop.id, quantity: '-0.1', reason: 'Torn bag' });
    expect(lost).toMatchObject({ quantity: '-0.100', unitCost: '100.25', value: '-10.03' });
    // 3.9 q / ₹390.97: 100.2487… → ₹100.25, unchanged.
    expect(await bucket(crop.id)).toEqual({ stock: '3.900', value: '390.97' });
    expect(await averageCost(crop.id)).toBe('100.25');

    const found = await adjust({ cropId: crop.id, quantity: '0.1', reason: 'Recount found a bag' });
    expect(found).toMatchObject({ quantity: '0.100', unitCost: '100.25', value: '10.03' });
    expect(await bucket(crop.id)).toEqual({ stock: '4.000', value: '401.00' });
  });

  it('takes all the value left when a decrease empties the bucket', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Til' });
    // 3 q at ₹33.33 + ₹0.01 labour = ₹100.00 (₹33.33 a quintal): 3 × 33.33 would leave ₹0.01 behind.
    await makePurchase(ctx().db, {
      cropId: crop.id,
      quantity: '3',
      rate: '33.33',
      expenses: [{ type: 'labor', amount: '0.01' }],
    });
    const gone = await adjust({ cropId: crop.id, quantity: '-3', reason: 'Rats' });
    expect(gone).toMatchObject({ value: '-100.00', unitCost: '33.33' });
    expect(await bucket(crop.id)).toEqual({ stock: '0.000', value: '0.00' });
  });

  it('lets an increase enter at a rate, and an empty bucket only with one', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Chana' });
    const refused = await post(URL, { cropId: crop.id, qualityGrade: 'A', quantity: '2', reason: 'Found' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The stock of Adjust Chana (Grade A) is empty: give the rate it comes in at',
      errors: [{ path: 'rate' }],
    });
    const none = await post(URL, { cropId: crop.id, quantity: '2', reason: 'Found' });
    expect(none.json<{ message: string }>().message).toBe(
      'The stock of Adjust Chana is empty: give the rate it comes in at',
    );
    expect(await bucket(crop.id, 'A')).toBeUndefined();

    const profitBefore = await totalProfit();
    // 2.5 q × ₹150.00 = ₹375.00, into a bucket that did not exist.
    const found = await adjust({
      cropId: crop.id,
      qualityGrade: 'A',
      quantity: '2.5',
      rate: '150',
      reason: 'Found',
    });
    expect(found).toMatchObject({
      qualityGrade: 'A',
      quantity: '2.500',
      unitCost: '150.00',
      value: '375.00',
    });
    expect(await bucket(crop.id, 'A')).toEqual({ stock: '2.500', value: '375.00' });
    expect(subtract(await totalProfit(), profitBefore, 2)).toBe('375.00');

    // Emptied by a sale, the bucket needs a rate again.
    await makeSale(ctx().db, {
      cropId: crop.id,
      qualityGrade: 'A',
      quantity: '2.5',
      partyId: (await makeTrader(ctx().db)).id,
    });
    expect(
      (await post(URL, { cropId: crop.id, qualityGrade: 'A', quantity: '1', reason: 'Found' })).statusCode,
    ).toBe(400);
  });

  it('refuses a decrease of more than the bucket holds with 409 naming what it holds, writing nothing', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Bajra' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '7.5', rate: '2000', qualityGrade: 'B' });
    const res = await post(URL, { cropId: crop.id, qualityGrade: 'B', quantity: '-7.501', reason: 'Spoilt' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'Not enough stock of Adjust Bajra (Grade B): 7.500 Quintals available',
    );
    const empty = await post(URL, { cropId: crop.id, quantity: '-1', reason: 'Spoilt' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ message: string }>().message).toBe(
      'Not enough stock of Adjust Bajra: 0.000 Quintals available',
    );
    expect(await bucket(crop.id, 'B')).toEqual({ stock: '7.500', value: '15000.00' });
    const listed = await get<StockAdjustment[]>(`${URL}?cropId=${crop.id}`);
    expect(listed).toEqual([]);
  });

  it('answers 400 for a bad body and writes nothing', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Jowar' });
    await makePurchase(ctx().db, { cropId: crop.id });
    const base = { cropId: crop.id, quantity: '-1', reason: 'Dried' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, quantity: '0' }, 'quantity', 'Must not be 0'],
      [{ ...base, quantity: '-0.000' }, 'quantity', 'Must not be 0'],
      [{ ...base, quantity: '1.2345' }, 'quantity', 'At most 3 decimal places'],
      [{ ...base, quantity: '-10000000' }, 'quantity', 'Must be between -9999999.999 and 9999999.999'],
      [{ ...base, quantity: 'lots' }, 'quantity', 'Must be a number'],
      [{ ...base, reason: '' }, 'reason', 'Required'],
      [{ ...base, reason: '   ' }, 'reason', 'Required'],
      [{ ...base, reason: '\u200b\u200b' }, 'reason', 'Required'],
      [{ ...base, reason: 'x'.repeat(201) }, 'reason', 'At most 200 characters'],
      [{ ...base, date: '2025-02-30' }, 'date', 'Must be a date (YYYY-MM-DD)'],
      [{ ...base, qualityGrade: 'D' }, 'qualityGrade', ''],
      [{ ...base, quantity: '1', rate: '0' }, 'rate', 'Must be greater than 0'],
      [{ ...base, rate: '100' }, 'rate', 'A decrease goes out at the average cost: leave the rate out'],
      [{ ...base, cropId: 999999 }, 'cropId', 'Crop not found'],
      // 0.001 q × ₹0.01 is ₹0.00: nothing would enter for the stock.
      [{ ...base, quantity: '0.001', rate: '0.01' }, 'rate', ''],
    ];
    for (const [body, path, message] of cases) {
      const res = await post(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const errors = res.json<{ errors?: Array<{ path: string; message: string }> }>().errors ?? [];
      expect(
        errors.map((e) => e.path),
        JSON.stringify(body),
      ).toContain(path);
      if (message) expect(errors.find((e) => e.path === path)?.message, JSON.stringify(body)).toBe(message);
    }
    // 200 characters, trimmed, are a reason.
    const longest = await adjust({ ...base, reason: ` ${'y'.repeat(200)} ` });
    expect(longest.reason).toBe('y'.repeat(200));
    expect(await bucket(crop.id)).toEqual({ stock: '9.000', value: '18000.00' });
  });

  it('dates an adjustment without a date on the business day today', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Arhar' });
    await makePurchase(ctx().db, { cropId: crop.id });
    const made = await adjust({ cropId: crop.id, quantity: '-1', reason: 'Dried' });
    expect(made.date).toBe(businessToday(ctx().app.config.BUSINESS_TIMEZONE));
  });

  it('writes one audit row with the adjustment as the API returned it', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Masoor' });
    await makePurchase(ctx().db, { cropId: crop.id });
    const made = await adjust({ cropId: crop.id, quantity: '-1', reason: 'Torn bag' });
    const rows = await queryRows<{ action: string; summary: string; after: unknown }>(
      ctx().db,
      sql`select action, summary, after from audit_events
          where entity = 'stock_adjustment' and entity_id = ${String(made.id)}`,
    );
    expect(rows).toEqual([
      {
        action: 'create',
        summary: `Stock adjustment #${made.id} recorded: -1.000 quintal Adjust Masoor worth -2000.00: Torn bag`,
        after: made,
      },
    ]);
  });

  it('answers a repeated Idempotency-Key with the first answer and adjusts once', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Adjust Urad' });
    await makePurchase(ctx().db, { cropId: crop.id });
    const body = { cropId: crop.id, quantity: '-1', reason: 'Dried' };
    const first = await post(URL, body, { 'idempotency-key': 'adjust-once' });
    const again = await post(URL, body, { 'idempotency-key': 'adjust-once' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await bucket(crop.id)).toEqual({ stock: '9.000', value: '18000.00' });
  });

  it('answers 401 without a sign-in', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: URL, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/inventory/adjustments/:id/cancel', () => {
  it('puts a decrease back exactly, takes its value out of profit, and refuses a second cancel', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Cancel Wheat' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    const profitBefore = await totalProfit();
    const made = await adjust({ cropId: crop.id, quantity: '-2.5', reason: 'Dried', date: '2025-04-05' });
    // A sale after it takes stock at the average, which the decrease left as it was.
    await makeSale(ctx().db, { cropId: crop.id, quantity: '1.5', partyId: (await makeTrader(ctx().db)).id });

    const res = await cancel(made.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StockAdjustment>()).toMatchObject({
      id: made.id,
      status: 'cancelled',
      cancelReason: 'Entered twice',
      cancelledBy: ctx().userId,
      cancelledAt: expect.any(String),
    });
    // 10 − 1.5 sold = 8.5 q; ₹20,000.00 − ₹3,000.00 cost of the sale = ₹17,000.00.
    expect(await bucket(crop.id)).toEqual({ stock: '8.500', value: '17000.00' });
    const moved = await movements(made.id);
    expect(moved).toHaveLength(2);
    expect(moved[1]).toMatchObject({
      quantityIn: '2.500',
      quantityOut: '0.000',
      valueIn: '5000.00',
      valueOut: '0.00',
      date: '2025-04-05',
    });
    expect(moved[1]!.reversalOf).not.toBeNull();
    // Profit: the sale's (1.5 × ₹2,500.00 − ₹3,000.00 = ₹750.00) alone.
    expect(subtract(await totalProfit(), profitBefore, 2)).toBe('750.00');

    const twice = await cancel(made.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(
      `Stock adjustment #${made.id} is already cancelled`,
    );
  });

  it('takes an increase back out, unless a sale or a decrease took stock after it', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Cancel Chana' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    const found = await adjust({ cropId: crop.id, quantity: '2', reason: 'Recount' });
    expect(found.value).toBe('4000.00');
    const sale = await makeSale(ctx().db, {
      cropId: crop.id,
      quantity: '1',
      partyId: (await makeTrader(ctx().db)).id,
    });
    const bySale = await cancel(found.id);
    expect(bySale.statusCode).toBe(409);
    expect(bySale.json<{ message: string }>().message).toBe(
      `Sale #${sale.id} took stock from this bucket after it: cancel or correct it first`,
    );
    expect((await post(`/api/sales/${sale.id}/cancel`, { reason: 'Wrong crop' })).statusCode).toBe(200);

    const lost = await adjust({ cropId: crop.id, quantity: '-0.5', reason: 'Dried' });
    const byDecrease = await cancel(found.id);
    expect(byDecrease.statusCode).toBe(409);
    expect(byDecrease.json<{ message: string }>().message).toBe(
      `Stock adjustment #${lost.id} took stock from this bucket after it: cancel it first`,
    );
    expect((await cancel(lost.id)).statusCode).toBe(200);

    expect((await cancel(found.id)).statusCode).toBe(200);
    expect(await bucket(crop.id)).toEqual({ stock: '10.000', value: '20000.00' });
  });

  it("refuses a purchase's cancel while a decrease took stock from its bucket after it", async () => {
    const crop = await makeCrop(ctx().db, { name: 'Cancel Soya' });
    const purchase = await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    const lost = await adjust({ cropId: crop.id, quantity: '-1', reason: 'Dried' });
    const res = await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong farmer' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `Stock adjustment #${lost.id} took stock from this bucket after it: cancel it first`,
    );
    expect((await cancel(lost.id)).statusCode).toBe(200);
    expect((await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong farmer' })).statusCode).toBe(
      200,
    );
    expect(await bucket(crop.id)).toEqual({ stock: '0.000', value: '0.00' });
  });

  it('answers 404 for an unknown adjustment and 400 without a reason', async () => {
    expect((await cancel(999999)).statusCode).toBe(404);
    expect((await ctx().api({ method: 'GET', url: `${URL}/999999` })).statusCode).toBe(404);
    const crop = await makeCrop(ctx().db, { name: 'Cancel Jau' });
    await makePurchase(ctx().db, { cropId: crop.id });
    const made = await adjust({ cropId: crop.id, quantity: '-1', reason: 'Dried' });
    const blank = await post(`${URL}/${made.id}/cancel`, { reason: ' \u200b ' });
    expect(blank.statusCode).toBe(400);
    expect((await get<StockAdjustment>(`${URL}/${made.id}`)).status).toBe('active');
  });

  it("lets staff cancel today's adjustments, and only an admin an earlier day's (403)", async () => {
    const email = 'adjust-clerk@test.local';
    await createUser(ctx().db, {
      email,
      username: 'Adjust clerk',
      password: 'clerk password 1',
      role: 'staff',
    });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'clerk password 1' },
    });
    const token = login.json<{ token: string }>().token;
    const asStaff = (url: string, payload: unknown) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${token}` },
      });

    const crop = await makeCrop(ctx().db, { name: 'Cancel Rajma' });
    await makePurchase(ctx().db, { cropId: crop.id });
    // Staff may record an adjustment: it is not the admins' alone.
    const todays = await asStaff(URL, { cropId: crop.id, quantity: '-1', reason: 'Dried' });
    expect(todays.statusCode).toBe(201);
    const earlier = await adjust({ cropId: crop.id, quantity: '-1', reason: 'Dried', date: '2025-04-05' });
    const refused = await asStaff(`${URL}/${earlier.id}/cancel`, { reason: 'Typo' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only an admin can correct entries from an earlier day',
    );
    expect(
      (await asStaff(`${URL}/${todays.json<StockAdjustment>().id}/cancel`, { reason: 'Typo' })).statusCode,
    ).toBe(200);
    expect((await cancel(earlier.id)).statusCode).toBe(200);
  });
});

describe('GET /api/inventory/adjustments', () => {
  it('pages newest first with every row once, a total, the filters, and a 400 for a bad cursor', async () => {
    const crop = await makeCrop(ctx().db, { name: 'List Wheat' });
    const other = await makeCrop(ctx().db, { name: 'List Gram' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '100' });
    await makePurchase(ctx().db, { cropId: other.id, quantity: '100' });
    const made: StockAdjustment[] = [];
    for (const date of ['2025-05-01', '2025-05-03', '2025-05-02', '2025-05-03', '2025-05-04']) {
      made.push(await adjust({ cropId: crop.id, quantity: '-1', reason: `On ${date}`, date }));
    }
    await adjust({ cropId: other.id, quantity: '-1', reason: 'Other crop', date: '2025-05-03' });
    const cancelled = await adjust({
      cropId: crop.id,
      quantity: '-1',
      reason: 'Cancelled',
      date: '2025-05-03',
    });
    expect((await cancel(cancelled.id)).statusCode).toBe(200);

    // Newest first: 05-04, then 05-03 (the later id first), 05-02, 05-01.
    const order = [made[4]!, made[3]!, made[1]!, made[2]!, made[0]!].map((a) => a.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: StockAdjustmentPage = await get<StockAdjustmentPage>(
        `${URL}?cropId=${crop.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(5);
      seen.push(...page.items.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(order);

    const window = await get<StockAdjustmentPage>(
      `${URL}?cropId=${crop.id}&startDate=2025-05-02&endDate=2025-05-03&limit=10`,
    );
    expect(window.items.map((a) => a.id)).toEqual([made[3]!.id, made[1]!.id, made[2]!.id]);
    expect(window.total).toBe(3);
    const withCancelled = await get<StockAdjustment[]>(`${URL}?cropId=${crop.id}&status=cancelled`);
    expect(withCancelled.map((a) => a.id)).toEqual([cancelled.id]);

    expect((await ctx().api({ method: 'GET', url: `${URL}?limit=2&cursor=nonsense` })).statusCode).toBe(400);
    expect((await ctx().api({ method: 'GET', url: `${URL}?limit=0` })).statusCode).toBe(400);
    expect(
      (await ctx().api({ method: 'GET', url: `${URL}?startDate=2025-05-03&endDate=2025-05-01` })).statusCode,
    ).toBe(400);
  });
});
