import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventory, ledgerEntries, stockMovements } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';
import { purchaseExpenses, purchases } from '../../db/schema/transactions';
import { makeCrop, makeExporter, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../books/book-checks';

const ctx = useTestContext();

const post = (payload: unknown) =>
  ctx().api({ method: 'POST', url: '/api/purchases', payload: payload as object });

async function balanceOf(partyId: number) {
  const [row] = await ctx()
    .db.select({ balance: parties.balance })
    .from(parties)
    .where(eq(parties.id, partyId));
  return row?.balance;
}

async function validBody() {
  const farmer = await makeFarmer(ctx().db);
  const crop = await makeCrop(ctx().db);
  return { partyId: farmer.id, cropId: crop.id, quantity: '10', rate: '2150', purchaseDate: '2025-04-01' };
}

describe('POST /api/purchases', () => {
  it('stores the purchase with server-computed amounts and its expense rows, ignoring client amounts', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db, { name: 'Wheat Sharbati' });
    const res = await post({
      partyId: farmer.id,
      cropId: String(crop.id),
      quantity: 10,
      rate: '2150',
      qualityGrade: 'A',
      moistureContent: 12.5,
      purchaseDate: '2025-04-01T10:30:00.000Z',
      totalAmount: '1',
      expenseAmount: '1',
      finalAmount: '1',
      expenses: [
        { type: 'transportation', amount: '150' },
        { type: 'labor', amount: 50 },
      ],
    });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10.000',
      rate: '2150.00',
      totalAmount: '21500.00',
      expenseAmount: '200.00',
      finalAmount: '21700.00',
      qualityGrade: 'A',
      moistureContent: '12.5',
      purchaseDate: '2025-04-01',
      createdBy: ctx().userId,
    });
    expect(body.expenses).toEqual([
      { id: expect.any(Number), type: 'transportation', amount: '150.00' },
      { id: expect.any(Number), type: 'labor', amount: '50.00' },
    ]);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('grows the (crop, grade) bucket by the quantity and the landed cost, with a movement', async () => {
    const crop = await makeCrop(ctx().db);
    const first = await post({
      ...(await validBody()),
      cropId: crop.id,
      expenses: [
        { type: 'transportation', amount: '150' },
        { type: 'labor', amount: '50' },
      ],
    });
    expect(first.statusCode).toBe(201);
    const second = await post({ ...(await validBody()), cropId: crop.id, quantity: '5', rate: '2300' });
    expect(second.statusCode).toBe(201);

    const buckets = await ctx().db.select().from(inventory).where(eq(inventory.cropId, crop.id));
    expect(buckets).toHaveLength(1);
    expect(buckets[0]).toMatchObject({ qualityGrade: null, currentStock: '15.000', totalValue: '33200.00' });
    const moves = await ctx()
      .db.select()
      .from(stockMovements)
      .where(eq(stockMovements.inventoryId, buckets[0]!.id))
      .orderBy(stockMovements.id);
    expect(
      moves.map((m) => [
        m.sourceType,
        m.sourceId,
        m.movementDate,
        m.quantityIn,
        m.valueIn,
        m.quantityOut,
        m.valueOut,
      ]),
    ).toEqual([
      ['purchase', first.json().id, '2025-04-01', '10.000', '21700.00', '0.000', '0.00'],
      ['purchase', second.json().id, '2025-04-01', '5.000', '11500.00', '0.000', '0.00'],
    ]);

    const list = await ctx().api({ method: 'GET', url: '/api/inventory' });
    const item = list.json().find((i: { id: number }) => i.id === buckets[0]!.id);
    expect(item).toMatchObject({ currentStock: '15.000', totalValue: '33200.00', averageCost: '2213.33' });
  });

  it('keeps graded and ungraded stock of one crop in separate buckets', async () => {
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '1', qualityGrade: 'A' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '2', qualityGrade: 'B' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '3' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '4', qualityGrade: '' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '5', qualityGrade: 'A' });

    const rows = await ctx()
      .db.select({ grade: inventory.qualityGrade, stock: inventory.currentStock })
      .from(inventory)
      .where(eq(inventory.cropId, crop.id))
      .orderBy(sql`${inventory.qualityGrade} nulls last`);
    expect(rows).toEqual([
      { grade: 'A', stock: '6.000' },
      { grade: 'B', stock: '2.000' },
      { grade: null, stock: '7.000' },
    ]);
  });

  it("credits the farmer's ledger with the total amount (not the expenses) and lowers the balance", async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db, { name: 'Wheat' });
    const res = await post({
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2150',
      purchaseDate: '2025-04-01',
      expenses: [{ type: 'storage', amount: '99.99' }],
    });
    const id = res.json().id as number;

    const entries = await ctx().db.select().from(ledgerEntries).where(eq(ledgerEntries.partyId, farmer.id));
    expect(entries).toEqual([
      expect.objectContaining({
        transactionType: 'purchase',
        transactionDate: '2025-04-01',
        description: `Purchase #${id}: 10.000 Quintals Wheat @ ₹2,150.00`,
        debit: '0.00',
        credit: '21500.00',
        sourceType: 'purchase',
        sourceId: id,
        createdBy: ctx().userId,
      }),
    ]);
    expect(await balanceOf(farmer.id)).toBe('-21500.00');
  });

  it('names the grade, the unit and Indian digit grouping in the ledger description', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Basmati', unit: 'ton' });
    const res = await post({
      ...(await validBody()),
      cropId: crop.id,
      quantity: '2.5',
      rate: '1234567.5',
      qualityGrade: 'B',
    });
    const [entry] = await ctx()
      .db.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceId, res.json().id));
    expect(entry?.description).toBe(
      `Purchase #${res.json().id}: 2.500 Tons Basmati (Grade B) @ ₹12,34,567.50`,
    );
  });

  it('rounds quantity × rate half-up to paise', async () => {
    // 0.005 × 1.00 = 0.005 → 0.01; 1.235 × 3.33 = 4.11255 → 4.11; 0.125 × 0.02 = 0.0025 → 0.00 would be 0,
    // so use 0.125 × 0.04 = 0.005 → 0.01.
    const cases = [
      { quantity: '0.005', rate: '1', total: '0.01' },
      { quantity: '1.235', rate: '3.33', total: '4.11' },
      { quantity: '0.125', rate: '0.04', total: '0.01' },
      { quantity: '2.675', rate: '1', total: '2.68' },
    ];
    for (const c of cases) {
      const res = await post({ ...(await validBody()), quantity: c.quantity, rate: c.rate });
      expect(res.statusCode).toBe(201);
      expect(res.json().totalAmount).toBe(c.total);
    }
  });

  it('stores large amounts exactly', async () => {
    const res = await post({
      ...(await validBody()),
      quantity: '99999.999',
      rate: '9999999.99',
      expenses: Array.from({ length: 20 }, () => ({ type: 'testing', amount: '499.99' })),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      totalAmount: '999999989000.00',
      expenseAmount: '9999.80',
      finalAmount: '999999998999.80',
    });
  });

  it('stores the largest allowed quantity × rate exactly, keeping the books balanced', async () => {
    // The request bounds keep every product inside the numeric(18,2) amount columns.
    const res = await post({ ...(await validBody()), quantity: '9999999.999', rate: '9999999.99' });
    expect(res.statusCode).toBe(201);
    expect(res.json().totalAmount).toBe('99999999890000.00');
    expect(await bucketMismatches(ctx().db)).toEqual([]);
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  });

  it('answers 400 with a field error for an unknown party or crop', async () => {
    const body = await validBody();
    const party = await post({ ...body, partyId: 2_000_000_000 });
    expect(party.statusCode).toBe(400);
    expect(party.json().errors).toEqual([
      { path: 'partyId', message: expect.any(String), key: 'purchases.partyNotFound' },
    ]);

    const crop = await post({ ...body, cropId: 2_000_000_000 });
    expect(crop.statusCode).toBe(400);
    expect(crop.json().errors).toEqual([
      { path: 'cropId', message: expect.any(String), key: 'purchases.cropNotFound' },
    ]);
  });

  it('refuses a purchase whose quantity × rate rounds to ₹0.00, posting nothing', async () => {
    const body = await validBody();
    const res = await post({ ...body, quantity: '0.001', rate: '1', expenses: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'rate', message: expect.stringContaining('₹0.00'), key: 'ledger.zeroAmount' },
    ]);
    expect(await ctx().db.select().from(purchases).where(eq(purchases.partyId, body.partyId))).toEqual([]);
  });

  it('answers 400 when the party is not a farmer', async () => {
    for (const party of [await makeTrader(ctx().db), await makeExporter(ctx().db)]) {
      const res = await post({ ...(await validBody()), partyId: party.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The party must be a farmer',
        errors: [{ path: 'partyId', message: 'The party must be a farmer' }],
      });
    }
  });

  it('answers 400 with field paths for missing and invalid fields', async () => {
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['partyId', 'cropId', 'quantity', 'rate', 'purchaseDate']));

    const body = await validBody();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: '-5' }, 'quantity'],
      [{ quantity: '10.1234' }, 'quantity'],
      [{ quantity: 1e20 }, 'quantity'],
      [{ quantity: '1e3' }, 'quantity'],
      [{ quantity: 'ten' }, 'quantity'],
      [{ quantity: [10] }, 'quantity'],
      [{ quantity: '10000000' }, 'quantity'],
      [{ rate: '21.505' }, 'rate'],
      [{ rate: 0 }, 'rate'],
      [{ rate: 1e300 }, 'rate'],
      [{ qualityGrade: 'D' }, 'qualityGrade'],
      [{ moistureContent: 100.1 }, 'moistureContent'],
      [{ moistureContent: '12.25' }, 'moistureContent'],
      [{ moistureContent: -1 }, 'moistureContent'],
      [{ purchaseDate: '2025-02-30' }, 'purchaseDate'],
      [{ purchaseDate: 'yesterday' }, 'purchaseDate'],
      [{ purchaseDate: '2025-01-15Tgarbage' }, 'purchaseDate'],
      [{ purchaseDate: '2025-01-15T25:00:00Z' }, 'purchaseDate'],
      [{ purchaseDate: '2025-01-15T' }, 'purchaseDate'],
      [{ partyId: 'abc' }, 'partyId'],
      [{ partyId: 99_999_999_999 }, 'partyId'],
      [{ partyId: -1 }, 'partyId'],
      [{ cropId: 1.5 }, 'cropId'],
      [{ expenses: 'none' }, 'expenses'],
      [{ expenses: [{ type: 'bribe', amount: '10' }] }, 'expenses.0.type'],
      [{ expenses: [{ type: 'labor', amount: '0' }] }, 'expenses.0.amount'],
      [{ expenses: [{ type: 'labor', amount: '1.001' }] }, 'expenses.0.amount'],
      [{ expenses: [{ type: 'labor' }] }, 'expenses.0.amount'],
      [{ expenses: Array.from({ length: 21 }, () => ({ type: 'labor', amount: '1' })) }, 'expenses'],
    ];
    for (const [patch, path] of cases) {
      const res = await post({ ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        JSON.stringify(patch),
      ).toContain(path);
    }
  });

  it('answers 400, never 500, for hostile bodies', async () => {
    for (const payload of [[], 'purchase', 42, null, { partyId: { $gt: 0 } }]) {
      const res = await ctx().api({
        method: 'POST',
        url: '/api/purchases',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('writes nothing at all when a step of the purchase fails', async () => {
    // Arrange a bucket one purchase away from overflowing numeric(14,3), so the stock update fails
    // after the purchase, its expense rows and nothing else have been written.
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    await ctx()
      .db.insert(inventory)
      .values({ cropId: crop.id, currentStock: '99999999999.000', totalValue: '0' });

    const res = await post({
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '9999999',
      rate: '1',
      purchaseDate: '2025-04-01',
      expenses: [{ type: 'labor', amount: '10' }],
    });

    expect(res.statusCode).toBe(400);
    expect(await ctx().db.select().from(purchases).where(eq(purchases.partyId, farmer.id))).toEqual([]);
    const orphanExpenses = await ctx()
      .db.select({ id: purchaseExpenses.id })
      .from(purchaseExpenses)
      .leftJoin(purchases, eq(purchases.id, purchaseExpenses.purchaseId))
      .where(isNull(purchases.id));
    expect(orphanExpenses).toEqual([]);
    expect(await ctx().db.select().from(ledgerEntries).where(eq(ledgerEntries.partyId, farmer.id))).toEqual(
      [],
    );
    expect(await balanceOf(farmer.id)).toBe('0.00');
    const [bucket] = await ctx().db.select().from(inventory).where(eq(inventory.cropId, crop.id));
    expect(bucket?.currentStock).toBe('99999999999.000');
    expect(
      await ctx().db.select().from(stockMovements).where(eq(stockMovements.inventoryId, bucket!.id)),
    ).toEqual([]);
    await ctx().db.delete(inventory).where(eq(inventory.id, bucket!.id));
  });

  it('answers 400 for an amountPaid below 0, with more than 2 decimals or not a number, recording nothing', async () => {
    const body = await validBody();
    for (const amountPaid of ['-1', '100.001', 'abc']) {
      const res = await post({ ...body, amountPaid });
      expect(res.statusCode, amountPaid).toBe(400);
      expect(res.json().message, amountPaid).toEqual(expect.any(String));
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        amountPaid,
      ).toEqual(['amountPaid']);
    }
    const rows = await ctx().db.select().from(purchases).where(eq(purchases.partyId, body.partyId));
    expect(rows).toEqual([]);
  });

  it('answers 401 without a sign-in', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/purchases', payload: await validBody() });
    expect(res.statusCode).toBe(401);
    const list = await ctx().app.inject({ method: 'GET', url: '/api/purchases' });
    expect(list.statusCode).toBe(401);
  });

  it('leaves the books balanced', async () => {
    expect(await bucketMismatches(ctx().db)).toEqual([]);
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  });
});

describe('GET /api/purchases', () => {
  it('lists newest first (date, then id) with each purchase’s expense rows', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const base = { partyId: farmer.id, cropId: crop.id };
    const a = await makePurchase(ctx().db, { ...base, purchaseDate: '2030-01-02' });
    const b = await makePurchase(ctx().db, {
      ...base,
      purchaseDate: '2030-01-03',
      expenses: [
        { type: 'labor', amount: '1' },
        { type: 'testing', amount: '2' },
      ],
    });
    const c = await makePurchase(ctx().db, {
      ...base,
      purchaseDate: '2030-01-02',
      expenses: [{ type: 'storage', amount: '3' }],
    });

    const res = await ctx().api({
      method: 'GET',
      url: '/api/purchases?startDate=2030-01-01&endDate=2030-12-31',
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; expenses: Array<{ type: string; amount: string }> }>;
    expect(list.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    expect(list[0]!.expenses.map((e) => [e.type, e.amount])).toEqual([
      ['labor', '1.00'],
      ['testing', '2.00'],
    ]);
    expect(list[1]!.expenses.map((e) => [e.type, e.amount])).toEqual([['storage', '3.00']]);
    expect(list[2]!.expenses).toEqual([]);
    expect(list[0]).toEqual(b);
  });

  it('gives every row its paidAmount, outstanding and the paymentStatus derived from the allocations', async () => {
    const body = await validBody(); // 10 × 2,150 = 21,500.00 a bill
    const buy = async (purchaseDate: string, extra: Record<string, unknown>) =>
      (await post({ ...body, purchaseDate, ...extra })).json();
    const unpaid = await buy('2029-02-01', {});
    const part = await buy('2029-02-02', { amountPaid: '1500.25' });
    const whole = await buy('2029-02-03', { amountPaid: '21500.00' });
    // A later payment of 20,000.00 to the farmer, allocated to the one paid in part: 19,999.75 settles it.
    const pay = await ctx().api({
      method: 'POST',
      url: '/api/payments',
      payload: {
        partyId: body.partyId,
        direction: 'paid',
        amount: '20000',
        paymentDate: '2029-02-04',
        mode: 'cash',
        allocations: [{ purchaseId: part.id, amount: '19999.75' }],
      },
    });
    expect(pay.json()).toMatchObject({ unallocated: '0.25' });

    const res = await ctx().api({
      method: 'GET',
      url: '/api/purchases?startDate=2029-02-01&endDate=2029-02-28',
    });

    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((p: Record<string, string>) => [p.id, p.paidAmount, p.outstanding, p.paymentStatus]),
    ).toEqual([
      [whole.id, '21500.00', '0.00', 'paid'],
      [part.id, '21500.00', '0.00', 'paid'],
      [unpaid.id, '0.00', '21500.00', 'pending'],
    ]);
    // The farmer is owed 3 × 21,500.00 − 1,500.25 − 21,500.00 − 20,000.00 = 21,499.75.
    expect(await balanceOf(body.partyId)).toBe('-21499.75');
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
    expect(await overpaidBills(ctx().db)).toEqual([]);
    expect(await paymentMismatches(ctx().db)).toEqual([]);
  });

  it('filters by an inclusive date range', async () => {
    const crop = await makeCrop(ctx().db);
    const ids: Record<string, number> = {};
    for (const d of ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04']) {
      ids[d] = (await makePurchase(ctx().db, { cropId: crop.id, purchaseDate: d })).id;
    }
    const get = async (qs: string) =>
      (await ctx().api({ method: 'GET', url: `/api/purchases?${qs}` }))
        .json()
        .map((p: { id: number }) => p.id);

    expect(await get('startDate=2031-03-02&endDate=2031-03-03')).toEqual([
      ids['2031-03-03'],
      ids['2031-03-02'],
    ]);
    expect(await get('startDate=2031-03-04')).toEqual([ids['2031-03-04']]);
    expect(await get('startDate=2031-03-01&endDate=2031-03-01')).toEqual([ids['2031-03-01']]);
    expect(await get('startDate=2031-03-01&endDate=')).toEqual(expect.arrayContaining(Object.values(ids)));
  });

  it('answers 400 for a range that ends before it starts or a malformed date', async () => {
    const reversed = await ctx().api({
      method: 'GET',
      url: '/api/purchases?startDate=2025-05-02&endDate=2025-05-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([expect.objectContaining({ path: 'endDate' })]);

    for (const qs of [
      'startDate=notadate',
      'endDate=2025-13-01',
      'startDate=2025-01-01&startDate=2025-01-02',
    ]) {
      const res = await ctx().api({ method: 'GET', url: `/api/purchases?${qs}` });
      expect(res.statusCode, qs).toBe(400);
    }
  });
});
