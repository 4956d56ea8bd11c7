import { describe, expect, it } from 'vitest';
import type { LedgerEntry, LedgerPage, LedgerSummary } from '../../../common/schemas/ledger';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// GET /api/ledger pages and GET /api/ledger/summary (docs/api-conventions.md#lists): the running balance of
// every row is right on every page and in any date range.

const ctx = useTestContext();

const get = async <T>(url: string) => {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('GET /api/ledger with limit, and its summary', () => {
  it('carries each party’s running balance across pages and date ranges', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    // Farmer: −20,000.00 (04-01), −40,000.00 (04-03), −60,000.00 (04-05). Trader: +12,500.00 (04-02),
    // +25,000.00 (04-04).
    for (const d of ['2025-04-01', '2025-04-03', '2025-04-05']) {
      await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id, purchaseDate: d });
    }
    for (const d of ['2025-04-02', '2025-04-04']) {
      await makeSale(ctx().db, { partyId: trader.id, cropId: crop.id, saleDate: d });
    }
    const everything = await get<LedgerEntry[]>('/api/ledger');
    const mine = everything.filter((e) => e.partyId === farmer.id || e.partyId === trader.id);
    expect(mine.map((e) => e.balance)).toEqual([
      '-20000.00',
      '12500.00',
      '-40000.00',
      '25000.00',
      '-60000.00',
    ]);

    const items: LedgerEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: LedgerPage = await get<LedgerPage>(
        `/api/ledger?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(everything.length);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(items).toEqual(everything);

    // A date range starts from the balance before it.
    const range = await get<LedgerPage>(`/api/ledger?partyId=${farmer.id}&startDate=2025-04-03&limit=10`);
    expect(range.items.map((e) => e.balance)).toEqual(['-40000.00', '-60000.00']);
    expect(range.total).toBe(2);
    const unpaged = await get<LedgerEntry[]>(
      `/api/ledger?partyId=${farmer.id}&startDate=2025-04-04&endDate=2025-04-30`,
    );
    expect(unpaged.map((e) => e.balance)).toEqual(['-60000.00']);

    const summary = await get<LedgerSummary>(`/api/ledger/summary?partyId=${trader.id}`);
    expect(summary).toMatchObject({ entries: 2, debit: '25000.00', credit: '0.00' });
    const whole = await get<LedgerSummary>('/api/ledger/summary');
    const balances = await get<Array<{ balance: string }>>('/api/parties');
    const owed = balances.filter((p) => Number(p.balance) > 0);
    expect(whole.receivableParties).toBe(owed.length);
    expect(whole.receivable).toBe(owed.reduce((s, p) => s + Number(p.balance), 0).toFixed(2));
    expect(whole.entries).toBe(everything.length);

    for (const url of [
      '/api/ledger?limit=2&cursor=bad',
      '/api/ledger?startDate=2025-05-01&endDate=2025-04-01',
    ]) {
      expect((await ctx().api({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});
