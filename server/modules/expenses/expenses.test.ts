import { describe, expect, it } from 'vitest';
import { inventory, ledgerEntries, stockMovements } from '../../db/schema/books';
import { makePurchase, makeSale } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

const post = (payload: unknown) =>
  ctx().api({ method: 'POST', url: '/api/expenses', payload: payload as object });
const body = {
  type: 'transport',
  description: 'Truck to Azadpur mandi',
  amount: '1500.50',
  expenseDate: '2025-04-01',
};

describe('POST /api/expenses', () => {
  it('stores the expense and answers 201 with it', async () => {
    const res = await post({ ...body, description: '  Truck to Azadpur mandi  ', amount: 1500.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      type: 'transport',
      description: 'Truck to Azadpur mandi',
      amount: '1500.50',
      purchaseId: null,
      saleId: null,
      accountId: expect.any(Number), // "Cash in hand" (docs/money.md)
      expenseDate: '2025-04-01',
      status: 'active',
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      amends: null,
      amendedBy: null,
      createdAt: expect.any(String),
      createdBy: ctx().userId,
    });
  });

  it('links a purchase or a sale for reference only: no stock or ledger change', async () => {
    const purchase = await makePurchase(ctx().db);
    const sale = await makeSale(ctx().db);
    const snapshot = async () => ({
      buckets: await ctx().db.select().from(inventory).orderBy(inventory.id),
      moves: (await ctx().db.select().from(stockMovements)).length,
      entries: (await ctx().db.select().from(ledgerEntries)).length,
    });
    const before = await snapshot();

    const linked = await post({ ...body, type: 'storage', purchaseId: String(purchase.id), saleId: sale.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ purchaseId: purchase.id, saleId: sale.id });
    expect(await snapshot()).toEqual(before);
  });

  it("treats 'none', '' and null links as absent", async () => {
    for (const link of ['none', '', null]) {
      const res = await post({ ...body, purchaseId: link, saleId: link });
      expect(res.statusCode, String(link)).toBe(201);
      expect(res.json()).toMatchObject({ purchaseId: null, saleId: null });
    }
  });

  it('answers 400 with a field error for a purchase or sale that does not exist', async () => {
    const purchase = await post({ ...body, purchaseId: 2_000_000_000 });
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().errors).toEqual([
      { path: 'purchaseId', message: expect.any(String), key: 'expenses.purchaseNotFound' },
    ]);
    const sale = await post({ ...body, saleId: 2_000_000_000 });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().errors).toEqual([
      { path: 'saleId', message: expect.any(String), key: 'expenses.saleNotFound' },
    ]);
  });

  it('answers 400 with field paths for invalid input, never 500', async () => {
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['type', 'description', 'amount', 'expenseDate']),
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'transportation' }, 'type'],
      [{ type: 'bribe' }, 'type'],
      [{ description: '   ' }, 'description'],
      [{ description: 'x'.repeat(1001) }, 'description'],
      [{ description: 42 }, 'description'],
      [{ amount: 0 }, 'amount'],
      [{ amount: '-10' }, 'amount'],
      [{ amount: '10.001' }, 'amount'],
      [{ amount: 1e20 }, 'amount'],
      [{ amount: 'lots' }, 'amount'],
      [{ amount: [1] }, 'amount'],
      [{ purchaseId: 'abc' }, 'purchaseId'],
      [{ saleId: 99_999_999_999 }, 'saleId'],
      [{ saleId: 1.5 }, 'saleId'],
      [{ expenseDate: '01/04/2025' }, 'expenseDate'],
    ];
    for (const [patch, path] of cases) {
      const res = await post({ ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        JSON.stringify(patch),
      ).toContain(path);
    }
    const array = await ctx().api({
      method: 'POST',
      url: '/api/expenses',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(array.statusCode).toBe(400);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await ctx().app.inject({ method: 'POST', url: '/api/expenses', payload: body })).statusCode).toBe(
      401,
    );
    expect((await ctx().app.inject({ method: 'GET', url: '/api/expenses' })).statusCode).toBe(401);
  });
});

describe('GET /api/expenses', () => {
  it('lists newest first (date, then id), optionally within an inclusive date range', async () => {
    const ids: number[] = [];
    for (const d of ['2033-01-02', '2033-01-05', '2033-01-02', '2033-01-09']) {
      ids.push((await post({ ...body, expenseDate: d })).json().id);
    }
    const [a, b, c, d] = ids;
    const all = await ctx().api({ method: 'GET', url: '/api/expenses' });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((e: { id: number }) => e.id)
        .slice(0, 4),
    ).toEqual([d, b, c, a]);

    const range = await ctx().api({
      method: 'GET',
      url: '/api/expenses?startDate=2033-01-02&endDate=2033-01-05',
    });
    expect(range.json().map((e: { id: number }) => e.id)).toEqual([b, c, a]);

    const reversed = await ctx().api({
      method: 'GET',
      url: '/api/expenses?startDate=2033-01-05&endDate=2033-01-02',
    });
    expect(reversed.statusCode).toBe(400);
  });
});
