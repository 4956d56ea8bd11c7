import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  auditCountMismatches,
  dailyTotalMismatches,
  ledgerDailyMismatches,
  rebuildAuditCount,
  rebuildDailyTotals,
  rebuildLedgerDaily,
} from './daily-totals';

// The per-day totals the dashboard reads (docs/decisions/0011-lists-and-writes-at-scale.md): moved by the
// posting transactions of records, cancels and amendments, checked against the books, and rebuilt.

const ctx = useTestContext();

const post = async (url: string, payload: object) => {
  const res = await ctx().api({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number }>();
};

async function day(d: string) {
  const [row] = await queryRows<{ sales: string; cost: string; purchases: string; expenses: string }>(
    ctx().db,
    sql`select coalesce(sum(sales), 0)::numeric(20, 2)::text as sales,
          coalesce(sum(sales_cost), 0)::numeric(20, 2)::text as cost,
          coalesce(sum(purchases), 0)::numeric(20, 2)::text as purchases,
          coalesce(sum(expenses), 0)::numeric(20, 2)::text as expenses
        from daily_totals where day = ${d}::date`,
  );
  return row;
}

describe('the per-day totals', () => {
  it('move with every record, cancel and amendment in its transaction, and agree with the books', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    // 10 q at ₹2,000 with ₹500 of labour: ₹20,500.00 landed; 4 q sold at ₹2,500 cost 4 × ₹2,050.
    const purchase = await post('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2025-08-01',
      expenses: [{ type: 'labor', amount: '500' }],
    });
    const sale = await post('/api/sales', {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '4',
      rate: '2500',
      saleDate: '2025-08-02',
      paymentStatus: 'pending',
    });
    const expense = await post('/api/expenses', {
      type: 'transport',
      description: 'Tempo to the mandi',
      amount: '750.50',
      expenseDate: '2025-08-02',
    });
    expect(await day('2025-08-01')).toEqual({
      sales: '0.00',
      cost: '0.00',
      purchases: '20500.00',
      expenses: '0.00',
    });
    expect(await day('2025-08-02')).toEqual({
      sales: '10000.00',
      cost: '8200.00',
      purchases: '0.00',
      expenses: '750.50',
    });

    // A cancelled sale and expense leave their day; an amended purchase moves to its new date and amount.
    await post(`/api/sales/${sale.id}/cancel`, { reason: 'Wrong trader' });
    await post(`/api/expenses/${expense.id}/cancel`, { reason: 'Entered twice' });
    await post(`/api/purchases/${purchase.id}/amend`, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2100',
      purchaseDate: '2025-08-03',
      expenses: [{ type: 'labor', amount: '500' }],
    });
    expect(await day('2025-08-01')).toEqual({
      sales: '0.00',
      cost: '0.00',
      purchases: '0.00',
      expenses: '0.00',
    });
    expect(await day('2025-08-02')).toEqual({
      sales: '0.00',
      cost: '0.00',
      purchases: '0.00',
      expenses: '0.00',
    });
    expect(await day('2025-08-03')).toEqual({
      sales: '0.00',
      cost: '0.00',
      purchases: '21500.00',
      expenses: '0.00',
    });
    expect(await dailyTotalMismatches(ctx().db)).toEqual([]);
  });

  it('tells a day that drifted from the books, and the rebuild puts it right', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    await post('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '3',
      rate: '1999.99',
      purchaseDate: '2025-09-10',
    });
    await ctx().db.execute(sql`update daily_totals set purchases = purchases + 1 where day = '2025-09-10'`);
    expect(await dailyTotalMismatches(ctx().db)).toEqual([
      {
        day: '2025-09-10',
        kept: expect.stringContaining('/6000.97/') as string,
        books: expect.stringContaining('/5999.97/') as string,
      },
    ]);
    await ctx().db.transaction((tx) => rebuildDailyTotals(tx));
    expect(await dailyTotalMismatches(ctx().db)).toEqual([]);
    expect((await day('2025-09-10'))?.purchases).toBe('5999.97');
  });
});

describe("the ledger's per-day totals", () => {
  const ledgerDay = async (d: string) =>
    (await ctx().api({ method: 'GET', url: `/api/ledger/summary?startDate=${d}&endDate=${d}` })).json<{
      entries: number;
      debit: string;
      credit: string;
    }>();

  it('count and sum every entry of a day, reversals included, as the ledger pages and summary read them', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const purchase = await post('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '2',
      rate: '1500.25',
      purchaseDate: '2025-10-04',
    });
    await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong farmer' });
    // The purchase's credit and its reversal's debit, both dated the purchase's day.
    const [entries] = await queryRows<{ n: number; debit: string; credit: string }>(
      ctx().db,
      sql`select count(*)::int as n, sum(debit)::numeric(20, 2)::text as debit,
            sum(credit)::numeric(20, 2)::text as credit
          from ledger_entries where transaction_date = '2025-10-04'`,
    );
    expect(entries).toEqual({ n: 2, debit: '3000.50', credit: '3000.50' });
    expect(await ledgerDay('2025-10-04')).toMatchObject({ entries: 2, debit: '3000.50', credit: '3000.50' });
    const page = (
      await ctx().api({ method: 'GET', url: '/api/ledger?limit=1&startDate=2025-10-04&endDate=2025-10-04' })
    ).json<{ total: number; items: unknown[] }>();
    expect(page).toMatchObject({ total: 2 });
    expect(page.items).toHaveLength(1);
    // A party's own entries are counted from the ledger itself, and agree.
    const partyPage = (
      await ctx().api({ method: 'GET', url: `/api/ledger?limit=5&partyId=${farmer.id}` })
    ).json<{ total: number }>();
    expect(partyPage.total).toBe(2);
    expect(await ledgerDailyMismatches(ctx().db)).toEqual([]);
  });

  it('tells a day that drifted from the ledger, and the rebuild puts it right', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    await post('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1',
      rate: '999.99',
      purchaseDate: '2025-10-12',
    });
    await ctx().db.execute(sql`update ledger_daily set entries = entries + 1 where day = '2025-10-12'`);
    expect(await ledgerDailyMismatches(ctx().db)).toEqual([
      { day: '2025-10-12', kept: '2/0.00/999.99', books: '1/0.00/999.99' },
    ]);
    await ctx().db.transaction((tx) => rebuildLedgerDaily(tx));
    expect(await ledgerDailyMismatches(ctx().db)).toEqual([]);
    expect(await ledgerDay('2025-10-12')).toMatchObject({ entries: 1, credit: '999.99' });
  });
});

describe("the audit trail's kept count", () => {
  it("is the unfiltered trail's total, and a drifted count is told and rebuilt", async () => {
    await makeCrop(ctx().db);
    await post('/api/crops', { name: `Audited ${Date.now()}`, unit: 'quintal' });
    const [events] = await queryRows<{ n: number }>(
      ctx().db,
      sql`select count(*)::int as n from audit_events`,
    );
    const page = (await ctx().api({ method: 'GET', url: '/api/audit?limit=1' })).json<{ total: number }>();
    expect(page.total).toBe(events!.n);
    expect(await auditCountMismatches(ctx().db)).toEqual([]);

    await ctx().db.execute(
      sql`update audit_count set events = events + 3 where slot = (select min(slot) from audit_count)`,
    );
    expect(await auditCountMismatches(ctx().db)).toEqual([{ kept: events!.n + 3, events: events!.n }]);
    await ctx().db.transaction((tx) => rebuildAuditCount(tx));
    expect(await auditCountMismatches(ctx().db)).toEqual([]);
  });
});
