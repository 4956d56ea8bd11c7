import { describe, expect, it } from 'vitest';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

interface Entry {
  id: number;
  partyId: number;
  transactionType: string;
  transactionDate: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
}

async function ledger(qs = ''): Promise<Entry[]> {
  const res = await ctx().api({ method: 'GET', url: `/api/ledger${qs}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/ledger', () => {
  it("gives each entry the party's running balance in (date, id) order, back-dated entries included", async () => {
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '100', rate: '10' });
    const trader = await makeTrader(ctx().db);
    const sale = (quantity: string, rate: string, saleDate: string, paymentStatus = 'pending') =>
      makeSale(ctx().db, { partyId: trader.id, cropId: crop.id, quantity, rate, saleDate, paymentStatus });

    const s1 = await sale('10', '100', '2025-04-10'); // +1000.00
    const s2 = await sale('5', '100', '2025-04-12', 'paid'); // +500.00, −500.00
    const s3 = await sale('2', '100', '2025-04-05'); // back-dated: +200.00
    const s4 = await sale('0.333', '3.33', '2025-04-12'); // 1.10889 → +1.11

    const entries = await ledger(`?partyId=${trader.id}`);
    expect(entries.map((e) => [e.transactionDate, e.transactionType, e.debit, e.credit, e.balance])).toEqual([
      ['2025-04-05', 'sale', '200.00', '0.00', '200.00'],
      ['2025-04-10', 'sale', '1000.00', '0.00', '1200.00'],
      ['2025-04-12', 'sale', '500.00', '0.00', '1700.00'],
      ['2025-04-12', 'payment', '0.00', '500.00', '1200.00'],
      ['2025-04-12', 'sale', '1.11', '0.00', '1201.11'],
    ]);
    expect(entries.map((e) => e.description)).toEqual([
      expect.stringContaining(`Sale #${s3.id}:`),
      expect.stringContaining(`Sale #${s1.id}:`),
      expect.stringContaining(`Sale #${s2.id}:`),
      `Payment received for Sale #${s2.id}`,
      expect.stringContaining(`Sale #${s4.id}:`),
    ]);
  });

  it('keeps running balances per party when all parties are listed, ordered by date then id', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1',
      rate: '500',
      purchaseDate: '2024-01-03',
    });
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1',
      rate: '250',
      purchaseDate: '2024-01-01',
    });
    const trader = await makeTrader(ctx().db);
    await makeSale(ctx().db, {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '1',
      rate: '900',
      saleDate: '2024-01-02',
    });

    const all = await ledger();
    const mine = all.filter((e) => e.partyId === farmer.id || e.partyId === trader.id);
    expect(mine.map((e) => [e.transactionDate, e.partyId, e.balance])).toEqual([
      ['2024-01-01', farmer.id, '-250.00'],
      ['2024-01-02', trader.id, '900.00'],
      ['2024-01-03', farmer.id, '-750.00'],
    ]);
    const keys = all.map((e) => `${e.transactionDate}#${String(e.id).padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('answers an empty list for a party with no entries or an id that matches no party', async () => {
    const farmer = await makeFarmer(ctx().db);
    expect(await ledger(`?partyId=${farmer.id}`)).toEqual([]);
    expect(await ledger('?partyId=2000000000')).toEqual([]);
    expect((await ledger('?partyId=')).length).toBeGreaterThan(0);
  });

  it('answers 400 for a malformed partyId', async () => {
    for (const qs of ['abc', '-1', '1.5', '99999999999']) {
      const res = await ctx().api({ method: 'GET', url: `/api/ledger?partyId=${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'partyId' })]);
    }
  });

  it('answers 401 without a sign-in', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/ledger' })).statusCode).toBe(401);
  });
});
