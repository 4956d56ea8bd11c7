import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventory, ledgerEntries, stockMovements } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';
import { sales } from '../../db/schema/transactions';
import { makeCrop, makeExporter, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../books/book-checks';

const ctx = useTestContext();

const post = (payload: unknown) =>
  ctx().api({ method: 'POST', url: '/api/sales', payload: payload as object });

async function balanceOf(partyId: number) {
  const [row] = await ctx()
    .db.select({ balance: parties.balance })
    .from(parties)
    .where(eq(parties.id, partyId));
  return row?.balance;
}

async function bucketOf(cropId: number) {
  const rows = await ctx().db.select().from(inventory).where(eq(inventory.cropId, cropId));
  return rows;
}

async function inventoryItem(id: number) {
  const res = await ctx().api({ method: 'GET', url: '/api/inventory' });
  return (
    res.json() as Array<{ id: number; currentStock: string; totalValue: string; averageCost: string }>
  ).find((i) => i.id === id);
}

/** A crop with `quantity` in its ungraded bucket. */
async function stockedCrop(quantity = '20', name?: string) {
  const crop = await makeCrop(ctx().db, name ? { name } : {});
  await makePurchase(ctx().db, { cropId: crop.id, quantity, rate: '1000' });
  return crop;
}

describe('POST /api/sales', () => {
  it('takes stock at average cost, down to exactly zero value when the bucket empties (hand-computed)', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db, { name: 'Wheat' });
    // 10 q @ 2150 + 150 transport + 50 labor → total 21500.00, final 21700.00, average 2170.00.
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2150',
      expenses: [
        { type: 'transportation', amount: '150' },
        { type: 'labor', amount: '50' },
      ],
    });
    const [bucket] = await bucketOf(crop.id);
    expect(await inventoryItem(bucket!.id)).toMatchObject({
      currentStock: '10.000',
      totalValue: '21700.00',
      averageCost: '2170.00',
    });
    // + 5 q @ 2300 → 15.000 q worth 33200.00, average 33200 ÷ 15 = 2213.333… → 2213.33.
    await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id, quantity: '5', rate: '2300' });
    expect(await inventoryItem(bucket!.id)).toMatchObject({
      currentStock: '15.000',
      totalValue: '33200.00',
      averageCost: '2213.33',
    });

    // Sell 4 q @ 2500: total 10000.00, cost 4 × 2213.33 = 8853.32.
    const first = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '4',
      rate: '2500',
      saleDate: '2025-04-05',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '4.000',
      rate: '2500.00',
      totalAmount: '10000.00',
      costAmount: '8853.32',
      qualityGrade: null,
      paymentStatus: 'pending',
      saleDate: '2025-04-05',
      createdBy: ctx().userId,
    });
    // 11.000 q worth 33200.00 − 8853.32 = 24346.68; average 2213.334… → 2213.33.
    expect(await inventoryItem(bucket!.id)).toMatchObject({
      currentStock: '11.000',
      totalValue: '24346.68',
      averageCost: '2213.33',
    });

    // Sell the remaining 11 q: 11 × 2213.33 = 24346.63, but the last sale takes the whole 24346.68.
    const last = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: 11,
      rate: 2400,
      saleDate: '2025-04-06',
    });
    expect(last.statusCode).toBe(201);
    expect(last.json()).toMatchObject({ totalAmount: '26400.00', costAmount: '24346.68' });
    expect(await inventoryItem(bucket!.id)).toMatchObject({
      currentStock: '0.000',
      totalValue: '0.00',
      averageCost: '0.00',
    });

    const moves = await ctx()
      .db.select()
      .from(stockMovements)
      .where(eq(stockMovements.inventoryId, bucket!.id))
      .orderBy(stockMovements.id);
    expect(
      moves.slice(2).map((m) => [m.sourceType, m.sourceId, m.movementDate, m.quantityOut, m.valueOut]),
    ).toEqual([
      ['sale', first.json().id, '2025-04-05', '4.000', '8853.32'],
      ['sale', last.json().id, '2025-04-06', '11.000', '24346.68'],
    ]);
    expect(await balanceOf(trader.id)).toBe('36400.00');
    expect(await bucketMismatches(ctx().db)).toEqual([]);
  });

  it("debits the customer's ledger with the total amount", async () => {
    const crop = await stockedCrop('20', 'Mustard');
    const exporter = await makeExporter(ctx().db);
    const res = await post({
      partyId: exporter.id,
      cropId: crop.id,
      quantity: '2.5',
      rate: '5400.50',
      saleDate: '2025-04-07',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const entries = await ctx().db.select().from(ledgerEntries).where(eq(ledgerEntries.partyId, exporter.id));
    expect(entries).toEqual([
      expect.objectContaining({
        transactionType: 'sale',
        transactionDate: '2025-04-07',
        description: `Sale #${id}: 2.500 Quintals Mustard @ ₹5,400.50`,
        debit: '13501.25',
        credit: '0.00',
        sourceType: 'sale',
        sourceId: id,
      }),
    ]);
    expect(await balanceOf(exporter.id)).toBe('13501.25');
  });

  it('posts a payment entry with credit = total on the same date for a paid sale', async () => {
    const crop = await stockedCrop();
    const trader = await makeTrader(ctx().db);
    const res = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '3',
      rate: '1999.99',
      paymentStatus: 'paid',
      saleDate: '2025-04-08',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().paymentStatus).toBe('paid');
    const id = res.json().id as number;
    const ledger = await ctx().api({ method: 'GET', url: `/api/ledger?partyId=${trader.id}` });
    expect(ledger.json()).toEqual([
      expect.objectContaining({
        transactionType: 'sale',
        debit: '5999.97',
        credit: '0.00',
        balance: '5999.97',
      }),
      expect.objectContaining({
        transactionType: 'payment',
        transactionDate: '2025-04-08',
        description: `Payment received for Sale #${id}`,
        debit: '0.00',
        credit: '5999.97',
        balance: '0.00',
      }),
    ]);
    expect(await balanceOf(trader.id)).toBe('0.00');
  });

  it('posts no payment for a pending or partial sale; status defaults to pending', async () => {
    const crop = await stockedCrop();
    const trader = await makeTrader(ctx().db);
    const base = { partyId: trader.id, cropId: crop.id, quantity: '1', rate: '100', saleDate: '2025-04-09' };
    expect((await post({ ...base, paymentStatus: '' })).json().paymentStatus).toBe('pending');
    expect((await post(base)).json().paymentStatus).toBe('pending');
    expect((await post({ ...base, paymentStatus: 'partial' })).json().paymentStatus).toBe('partial');
    const entries = await ctx().db.select().from(ledgerEntries).where(eq(ledgerEntries.partyId, trader.id));
    expect(entries.map((e) => e.transactionType)).toEqual(['sale', 'sale', 'sale']);
    expect(await balanceOf(trader.id)).toBe('300.00');
  });

  it('takes stock only from the bucket of its grade', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Chana' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '5', rate: '100', qualityGrade: 'A' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '7', rate: '100' });
    const trader = await makeTrader(ctx().db);

    const graded = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '6',
      rate: '1',
      qualityGrade: 'A',
      saleDate: '2025-04-10',
    });
    expect(graded.statusCode).toBe(409);
    expect(graded.json().message).toBe('Not enough stock of Chana (Grade A): 5.000 Quintals available');

    const ungraded = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '6',
      rate: '1',
      saleDate: '2025-04-10',
    });
    expect(ungraded.statusCode).toBe(201);
    const buckets = await bucketOf(crop.id);
    expect(buckets.map((b) => [b.qualityGrade, b.currentStock]).sort()).toEqual(
      [
        ['A', '5.000'],
        [null, '1.000'],
      ].sort(),
    );
  });

  it('answers 409 naming what is available when selling more than the bucket holds, and writes nothing', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Wheat Lokwan', unit: 'kg' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '12.5', rate: '30', qualityGrade: 'B' });
    const trader = await makeTrader(ctx().db);

    const res = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '12.501',
      rate: '40',
      qualityGrade: 'B',
      saleDate: '2025-04-11',
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Not enough stock of Wheat Lokwan (Grade B): 12.500 kg available',
      errors: [
        { path: 'quantity', message: 'Not enough stock of Wheat Lokwan (Grade B): 12.500 kg available' },
      ],
    });
    expect(await ctx().db.select().from(sales).where(eq(sales.partyId, trader.id))).toEqual([]);
    expect(await ctx().db.select().from(ledgerEntries).where(eq(ledgerEntries.partyId, trader.id))).toEqual(
      [],
    );
    expect((await bucketOf(crop.id))[0]?.currentStock).toBe('12.500');
  });

  it('answers 409 with 0 available when the bucket does not exist or is empty', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Jowar' });
    const trader = await makeTrader(ctx().db);
    const none = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '1',
      rate: '1',
      saleDate: '2025-04-12',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Not enough stock of Jowar: 0.000 Quintals available');

    await makePurchase(ctx().db, { cropId: crop.id, quantity: '1', rate: '10' });
    expect(
      (await post({ partyId: trader.id, cropId: crop.id, quantity: '1', rate: '1', saleDate: '2025-04-12' }))
        .statusCode,
    ).toBe(201);
    const empty = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '0.001',
      rate: '10',
      saleDate: '2025-04-12',
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Not enough stock of Jowar: 0.000 Quintals available');
  });

  it('caps the cost at the bucket value when the rounded average would take more than is left', async () => {
    // 3 q worth 0.03 + 0.02 expenses = 0.05: average 0.01666… → 0.02. Selling 2.9 q at that average
    // would cost 0.058 → 0.06, more than the bucket's 0.05, so it costs 0.05.
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, {
      cropId: crop.id,
      quantity: '3',
      rate: '0.01',
      expenses: [{ type: 'labor', amount: '0.02' }],
    });
    const trader = await makeTrader(ctx().db);
    const most = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '2.9',
      rate: '1',
      saleDate: '2025-04-13',
    });
    expect(most.statusCode).toBe(201);
    expect(most.json().costAmount).toBe('0.05');
    const [bucket] = await bucketOf(crop.id);
    expect(bucket).toMatchObject({ currentStock: '0.100', totalValue: '0.00' });

    const rest = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '0.1',
      rate: '1',
      saleDate: '2025-04-13',
    });
    expect(rest.json().costAmount).toBe('0.00');
    expect((await bucketOf(crop.id))[0]).toMatchObject({ currentStock: '0.000', totalValue: '0.00' });
  });

  it('rounds the average cost once, half-up, even for large quotients', async () => {
    // 0.101 q worth 110,000,000,000.85: average 1,089,108,910,899.50495… → …899.50. PostgreSQL's own
    // quotient scale here is 4 (…899.5050), so rounding that again would give …899.51.
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, {
      cropId: crop.id,
      quantity: '0.101',
      rate: '100',
      expenses: [
        ...Array.from({ length: 10 }, () => ({ type: 'testing' as const, amount: '9999999999.99' })),
        { type: 'labor', amount: '9999999990.85' },
      ],
    });
    const [bucket] = await bucketOf(crop.id);
    expect(await inventoryItem(bucket!.id)).toMatchObject({
      totalValue: '110000000000.85',
      averageCost: '1089108910899.50',
    });
    const trader = await makeTrader(ctx().db);
    const res = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '0.001',
      rate: '10',
      saleDate: '2025-04-14',
    });
    // 0.001 × 1089108910899.50 = 1089108910.8995 → 1089108910.90.
    expect(res.json().costAmount).toBe('1089108910.90');
  });

  it('refuses a sale whose quantity × rate rounds to ₹0.00, posting nothing', async () => {
    const crop = await stockedCrop('10');
    const trader = await makeTrader(ctx().db);
    const res = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '0.001',
      rate: '1',
      saleDate: '2025-04-14',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'rate', message: expect.stringContaining('₹0.00'), key: 'ledger.zeroAmount' },
    ]);
    expect(await ctx().db.select().from(ledgerEntries).where(eq(ledgerEntries.partyId, trader.id))).toEqual(
      [],
    );
  });

  it('answers 400 with a field error for an unknown party or crop', async () => {
    const crop = await stockedCrop();
    const trader = await makeTrader(ctx().db);
    const base = { partyId: trader.id, cropId: crop.id, quantity: '1', rate: '1', saleDate: '2025-04-15' };
    const party = await post({ ...base, partyId: 2_147_483_647 });
    expect(party.statusCode).toBe(400);
    expect(party.json().errors).toEqual([
      { path: 'partyId', message: expect.any(String), key: 'sales.partyNotFound' },
    ]);
    const unknownCrop = await post({ ...base, cropId: 2_147_483_647 });
    expect(unknownCrop.statusCode).toBe(400);
    expect(unknownCrop.json().errors).toEqual([
      { path: 'cropId', message: expect.any(String), key: 'sales.cropNotFound' },
    ]);
  });

  it('answers 400 when the party is a farmer', async () => {
    const crop = await stockedCrop();
    const farmer = await makeFarmer(ctx().db);
    const res = await post({
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1',
      rate: '1',
      saleDate: '2025-04-15',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The party must be a trader or an exporter',
      errors: [{ path: 'partyId', message: 'The party must be a trader or an exporter' }],
    });
  });

  it('answers 400 with field paths for invalid input, never 500', async () => {
    const crop = await stockedCrop();
    const trader = await makeTrader(ctx().db);
    const body = { partyId: trader.id, cropId: crop.id, quantity: '1', rate: '1', saleDate: '2025-04-15' };
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['partyId', 'cropId', 'quantity', 'rate', 'saleDate']),
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ quantity: 1e20 }, 'quantity'],
      [{ quantity: '1.0001' }, 'quantity'],
      [{ quantity: -1 }, 'quantity'],
      [{ quantity: '' }, 'quantity'],
      [{ quantity: true }, 'quantity'],
      [{ quantity: { n: 1 } }, 'quantity'],
      [{ rate: 'NaN' }, 'rate'],
      [{ rate: 'Infinity' }, 'rate'],
      [{ rate: '0.001' }, 'rate'],
      [{ paymentStatus: 'overdue' }, 'paymentStatus'],
      [{ paymentStatus: ['paid'] }, 'paymentStatus'],
      [{ qualityGrade: 'a' }, 'qualityGrade'],
      [{ saleDate: '' }, 'saleDate'],
      [{ saleDate: 20250415 }, 'saleDate'],
      [{ partyId: '1; drop table sales' }, 'partyId'],
      [{ cropId: 0 }, 'cropId'],
    ];
    for (const [patch, path] of cases) {
      const res = await post({ ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        JSON.stringify(patch),
      ).toContain(path);
    }
    const notJson = await ctx().api({
      method: 'POST',
      url: '/api/sales',
      headers: { 'content-type': 'application/json' },
      payload: '{"partyId": ',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('writes nothing at all when a step of the sale fails', async () => {
    // A customer balance one sale away from overflowing its column: the ledger step fails after the
    // sale row and the stock movement were written.
    const crop = await stockedCrop('20');
    const trader = await makeTrader(ctx().db, { balance: '999999999999999999.99' });
    const [before] = await bucketOf(crop.id);

    const res = await post({
      partyId: trader.id,
      cropId: crop.id,
      quantity: '10',
      rate: '9999999.99',
      saleDate: '2025-04-16',
    });

    expect(res.statusCode).toBe(400);
    expect(await ctx().db.select().from(sales).where(eq(sales.partyId, trader.id))).toEqual([]);
    const [after] = await bucketOf(crop.id);
    expect(after).toEqual(before);
    expect(
      await ctx().db.select().from(stockMovements).where(eq(stockMovements.inventoryId, before!.id)),
    ).toHaveLength(1);
    expect(await ctx().db.select().from(ledgerEntries).where(eq(ledgerEntries.partyId, trader.id))).toEqual(
      [],
    );
    await ctx().db.update(parties).set({ balance: '0' }).where(eq(parties.id, trader.id));
  });

  it('answers 401 without a sign-in', async () => {
    expect((await ctx().app.inject({ method: 'POST', url: '/api/sales', payload: {} })).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/sales' })).statusCode).toBe(401);
  });

  it('leaves the books balanced', async () => {
    expect(await bucketMismatches(ctx().db)).toEqual([]);
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  });
});

describe('GET /api/sales', () => {
  it('lists newest first (date, then id), filtered by an inclusive date range', async () => {
    const crop = await stockedCrop('100');
    const trader = await makeTrader(ctx().db);
    const base = { partyId: trader.id, cropId: crop.id, quantity: '1' };
    const a = await makeSale(ctx().db, { ...base, saleDate: '2032-06-01' });
    const b = await makeSale(ctx().db, { ...base, saleDate: '2032-06-03' });
    const c = await makeSale(ctx().db, { ...base, saleDate: '2032-06-01', paymentStatus: 'paid' });
    const d = await makeSale(ctx().db, { ...base, saleDate: '2032-06-05' });

    const all = await ctx().api({ method: 'GET', url: '/api/sales?startDate=2032-01-01' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((s: { id: number }) => s.id)).toEqual([d.id, b.id, c.id, a.id]);
    expect(all.json()[2]).toEqual(c);

    const range = await ctx().api({
      method: 'GET',
      url: '/api/sales?startDate=2032-06-01&endDate=2032-06-03',
    });
    expect(range.json().map((s: { id: number }) => s.id)).toEqual([b.id, c.id, a.id]);
  });

  it('gives every row its paidAmount, outstanding and the paymentStatus derived from the allocations', async () => {
    const crop = await stockedCrop('100');
    const trader = await makeTrader(ctx().db);
    const sell = (saleDate: string, body: Record<string, unknown>) =>
      post({ partyId: trader.id, cropId: crop.id, quantity: '4', rate: '2500', saleDate, ...body });
    // Each bill is 4 × 2,500 = 10,000.00.
    const pending = (await sell('2029-07-01', {})).json();
    const partial = (
      await sell('2029-07-02', { paymentStatus: 'partial', amountReceived: '2500.50' })
    ).json();
    const recordedPartial = (await sell('2029-07-03', { paymentStatus: 'partial' })).json();
    const paid = (await sell('2029-07-04', { paymentStatus: 'paid' })).json();
    // 4,000.00 received against the pending sale, then 7,499.50 that settles the partial one in full.
    for (const [saleId, amount] of [
      [pending.id, '4000'],
      [partial.id, '7499.50'],
    ] as const) {
      const res = await ctx().api({
        method: 'POST',
        url: '/api/payments',
        payload: {
          partyId: trader.id,
          direction: 'received',
          amount,
          paymentDate: '2029-07-05',
          mode: 'cash',
          allocations: [{ saleId, amount }],
        },
      });
      expect(res.statusCode).toBe(201);
    }

    const res = await ctx().api({ method: 'GET', url: '/api/sales?startDate=2029-07-01&endDate=2029-07-31' });

    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((s: Record<string, string>) => [s.id, s.paidAmount, s.outstanding, s.paymentStatus]),
    ).toEqual([
      [paid.id, '10000.00', '0.00', 'paid'],
      [recordedPartial.id, '0.00', '10000.00', 'partial'],
      [partial.id, '10000.00', '0.00', 'paid'],
      [pending.id, '4000.00', '6000.00', 'partial'],
    ]);
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
    expect(await overpaidBills(ctx().db)).toEqual([]);
    expect(await paymentMismatches(ctx().db)).toEqual([]);
  });

  it('answers 400 for a range that ends before it starts', async () => {
    const res = await ctx().api({ method: 'GET', url: '/api/sales?startDate=2025-05-02&endDate=2025-05-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'endDate' })]);
  });
});
