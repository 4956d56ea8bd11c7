import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Account } from '../../../common/schemas/accounts';
import type { Payment, PaymentPage } from '../../../common/schemas/payments';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../books/book-checks';

const ctx = useTestContext();

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx().api({ method: 'POST', url: '/api/payments', payload, headers });
const pay = async (payload: Record<string, unknown>) => {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return ctx().json<Payment>(res);
};
const balanceOf = async (partyId: number) =>
  (await queryRows<{ balance: string }>(ctx().db, sql`select balance from parties where id = ${partyId}`))[0]!
    .balance;
const counts = async () =>
  (
    await queryRows<{ payments: number; allocations: number; entries: number }>(
      ctx().db,
      sql`select (select count(*)::int from payments) as payments,
                 (select count(*)::int from payment_allocations) as allocations,
                 (select count(*)::int from ledger_entries) as entries`,
    )
  )[0]!;
async function bank(name: string): Promise<Account> {
  const res = await ctx().api({ method: 'POST', url: '/api/accounts', payload: { name, kind: 'bank' } });
  return ctx().json<Account>(res);
}

afterEach(async () => {
  // Every test that posts leaves the books balanced.
  expect(await bucketMismatches(ctx().db)).toEqual([]);
  expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  expect(await overpaidBills(ctx().db)).toEqual([]);
  expect(await paymentMismatches(ctx().db)).toEqual([]);
});

describe('POST /api/payments', () => {
  it('pays a farmer in three parts until the purchase is settled', async () => {
    const farmer = await makeFarmer(ctx().db);
    const purchase = await makePurchase(ctx().db, { partyId: farmer.id }); // 10 q × ₹2,000 = ₹20,000.00
    const sbi = await bank('SBI Mandi Branch');
    expect(await balanceOf(farmer.id)).toBe('-20000.00');

    const first = await pay({
      partyId: farmer.id,
      direction: 'paid',
      amount: '5000',
      paymentDate: '2025-04-03',
      mode: 'cash',
    });
    const second = await pay({
      partyId: farmer.id,
      direction: 'paid',
      amount: 7500.5,
      paymentDate: '2025-04-10',
      mode: 'upi',
      accountId: sbi.id,
      reference: 'UTR 4471 0923',
    });
    const third = await pay({
      partyId: farmer.id,
      direction: 'paid',
      amount: '7499.50',
      paymentDate: '2025-04-20',
      mode: 'cheque',
      accountId: sbi.id,
      reference: '000123',
      allocations: [{ purchaseId: purchase.id, amount: '7499.50' }],
    });

    expect(first).toEqual({
      id: expect.any(Number),
      partyId: farmer.id,
      direction: 'paid',
      amount: '5000.00',
      paymentDate: '2025-04-03',
      mode: 'cash',
      accountId: expect.any(Number), // "Cash in hand"
      reference: null,
      notes: null,
      allocations: [{ purchaseId: purchase.id, amount: '5000.00' }],
      unallocated: '0.00',
      allocationStatus: 'allocated',
      withSaleId: null,
      withPurchaseId: null,
      status: 'active',
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      amends: null,
      amendedBy: null,
      createdAt: expect.any(String),
      createdBy: ctx().userId,
    });
    expect(second).toMatchObject({
      accountId: sbi.id,
      reference: 'UTR 4471 0923',
      allocations: [{ purchaseId: purchase.id, amount: '7500.50' }],
      unallocated: '0.00',
    });
    expect(third.allocations).toEqual([{ purchaseId: purchase.id, amount: '7499.50' }]);
    // −20,000.00 + 5,000.00 + 7,500.50 + 7,499.50 = 0.00
    expect(await balanceOf(farmer.id)).toBe('0.00');
    const entries = await queryRows<{ transaction_type: string; debit: string; credit: string }>(
      ctx().db,
      sql`select transaction_type, debit, credit from ledger_entries where party_id = ${farmer.id} order by id`,
    );
    expect(entries).toEqual([
      { transaction_type: 'purchase', debit: '0.00', credit: '20000.00' },
      { transaction_type: 'payment', debit: '5000.00', credit: '0.00' },
      { transaction_type: 'payment', debit: '7500.50', credit: '0.00' },
      { transaction_type: 'payment', debit: '7499.50', credit: '0.00' },
    ]);

    // Nothing is left to settle: a further allocation is a 409 naming the outstanding.
    const more = await post({
      partyId: farmer.id,
      direction: 'paid',
      amount: '1',
      paymentDate: '2025-04-21',
      mode: 'cash',
      allocations: [{ purchaseId: purchase.id, amount: '1' }],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(
      `Purchase #${purchase.id} has 0.00 outstanding; 1.00 cannot be allocated to it`,
    );
  });

  it("settles a trader's two bills oldest first by bill date and keeps the rest as an advance", async () => {
    const trader = await makeTrader(ctx().db);
    const later = await makeSale(ctx().db, { partyId: trader.id, saleDate: '2025-04-05' }); // 5 × 2,500 = 12,500.00
    const older = await makeSale(ctx().db, {
      partyId: trader.id,
      quantity: '2',
      rate: '3000.25',
      saleDate: '2025-04-02',
    }); // 2 × 3,000.25 = 6,000.50
    expect(await balanceOf(trader.id)).toBe('18500.50');

    const payment = await pay({
      partyId: trader.id,
      direction: 'received',
      amount: '20000',
      paymentDate: '2025-04-06',
      mode: 'cash',
    });

    expect(payment.allocations).toEqual([
      { saleId: older.id, amount: '6000.50' },
      { saleId: later.id, amount: '12500.00' },
    ]);
    expect(payment).toMatchObject({ unallocated: '1499.50', allocationStatus: 'partial' });
    // 18,500.50 − 20,000.00: we hold ₹1,499.50 of the trader's money.
    expect(await balanceOf(trader.id)).toBe('-1499.50');

    // The advance is not applied to a later bill by itself.
    const next = await makeSale(ctx().db, {
      partyId: trader.id,
      quantity: '1',
      rate: '1000',
      saleDate: '2025-04-07',
    });
    const another = await pay({
      partyId: trader.id,
      direction: 'received',
      amount: '400',
      paymentDate: '2025-04-08',
      mode: 'cash',
    });
    expect(another.allocations).toEqual([{ saleId: next.id, amount: '400.00' }]);
  });

  it('allocates nothing when allocations is []', async () => {
    const trader = await makeTrader(ctx().db);
    await makeSale(ctx().db, { partyId: trader.id });

    const payment = await pay({
      partyId: trader.id,
      direction: 'received',
      amount: '100',
      paymentDate: '2025-04-06',
      mode: 'cash',
      allocations: [],
    });

    expect(payment).toMatchObject({
      allocations: [],
      unallocated: '100.00',
      allocationStatus: 'unallocated',
    });
  });

  it('records a payment once for one Idempotency-Key', async () => {
    const trader = await makeTrader(ctx().db);
    const body = {
      partyId: trader.id,
      direction: 'received',
      amount: '10',
      paymentDate: '2025-04-06',
      mode: 'cash',
    };
    const before = await counts();

    const a = await post(body, { 'idempotency-key': 'pay-once-1' });
    const b = await post(body, { 'idempotency-key': 'pay-once-1' });

    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()).toEqual(a.json());
    expect((await counts()).payments).toBe(before.payments + 1);
  });

  describe('refusals write nothing', () => {
    it.each([
      ['an unknown party', () => ({ partyId: 999999 }), 400, 'partyId'],
      ['an unknown account', () => ({ accountId: 999999 }), 400, 'accountId'],
      ['bank without an account', () => ({ mode: 'bank' }), 400, 'accountId'],
      ['UPI without an account', () => ({ mode: 'upi' }), 400, 'accountId'],
      ['an amount of 0', () => ({ amount: '0' }), 400, 'amount'],
      ['an unknown direction', () => ({ direction: 'lent' }), 400, 'direction'],
      ['an unknown mode', () => ({ mode: 'hawala' }), 400, 'mode'],
      ['a reference over 100 characters', () => ({ reference: 'x'.repeat(101) }), 400, 'reference'],
      [
        'an unknown sale',
        () => ({ allocations: [{ saleId: 999999, amount: '1' }] }),
        400,
        'allocations.0.saleId',
      ],
      ['an allocation naming no bill', () => ({ allocations: [{ amount: '1' }] }), 400, 'allocations.0'],
      [
        'an allocation naming two bills',
        () => ({ allocations: [{ saleId: 1, purchaseId: 1, amount: '1' }] }),
        400,
        'allocations.0',
      ],
    ])('refuses %s', async (_label, change, status, path) => {
      const trader = await makeTrader(ctx().db);
      const before = await counts();

      const res = await post({
        partyId: trader.id,
        direction: 'received',
        amount: '100',
        paymentDate: '2025-04-06',
        mode: 'cash',
        ...change(),
      });

      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(await counts()).toEqual(before);
    });

    it('refuses a bill of another party, a bill of the wrong kind, the same bill twice and allocations over the amount', async () => {
      const trader = await makeTrader(ctx().db);
      const sale = await makeSale(ctx().db, { partyId: trader.id }); // 12,500.00
      const otherSale = await makeSale(ctx().db); // another trader's
      const purchase = await makePurchase(ctx().db);
      const base = {
        partyId: trader.id,
        direction: 'received',
        amount: '100',
        paymentDate: '2025-04-06',
        mode: 'cash',
      };
      const before = await counts();

      const other = await post({ ...base, allocations: [{ saleId: otherSale.id, amount: '10' }] });
      const wrongKind = await post({ ...base, allocations: [{ purchaseId: purchase.id, amount: '10' }] });
      const twice = await post({
        ...base,
        allocations: [
          { saleId: sale.id, amount: '10' },
          { saleId: sale.id, amount: '20' },
        ],
      });
      const over = await post({ ...base, allocations: [{ saleId: sale.id, amount: '100.01' }] });
      const overBill = await post({
        ...base,
        amount: '20000',
        allocations: [{ saleId: sale.id, amount: '12500.01' }],
      });

      expect(other.statusCode).toBe(400);
      expect(other.json().message).toBe(`Sale #${otherSale.id} is a bill of another party`);
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().errors[0].path).toBe('allocations.0.purchaseId');
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors[0]).toEqual({ path: 'allocations.1', message: 'This bill is named twice' });
      expect(over.statusCode).toBe(400);
      expect(over.json().errors[0].path).toBe('allocations');
      expect(overBill.statusCode).toBe(409);
      expect(overBill.json().message).toBe(
        `Sale #${sale.id} has 12500.00 outstanding; 12500.01 cannot be allocated to it`,
      );
      expect(await counts()).toEqual(before);
    });
  });
});

describe('GET /api/payments', () => {
  it('lists newest first with filters, and pages with a keyset cursor when limit is given', async () => {
    const farmer = await makeFarmer(ctx().db, { name: 'Listing Farmer' });
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id });
    const hdfc = await bank('HDFC Listing');
    const base = { partyId: farmer.id, direction: 'paid', mode: 'cash', allocations: [] };
    const p1 = await pay({ ...base, amount: '1', paymentDate: '2025-05-01' });
    const p2 = await pay({
      ...base,
      amount: '2',
      paymentDate: '2025-05-03',
      mode: 'bank',
      accountId: hdfc.id,
    });
    const p3 = await pay({ ...base, amount: '3', paymentDate: '2025-05-02' });
    const p4 = await pay({ ...base, amount: '4', paymentDate: '2025-05-03' });
    const list = async (query: string) => {
      const res = await ctx().api({ method: 'GET', url: `/api/payments?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const all = (await list(`partyId=${farmer.id}`)) as Payment[];
    expect(all.map((p) => p.id)).toEqual([p4.id, p2.id, p3.id, p1.id]);
    expect(((await list(`accountId=${hdfc.id}`)) as Payment[]).map((p) => p.id)).toEqual([p2.id]);
    expect(
      ((await list(`partyId=${farmer.id}&startDate=2025-05-02&endDate=2025-05-02`)) as Payment[]).map(
        (p) => p.id,
      ),
    ).toEqual([p3.id]);
    expect(await list(`partyId=${farmer.id}&direction=received`)).toEqual([]);
    expect(((await list(`partyId=${farmer.id}&mode=bank`)) as Payment[]).map((p) => p.id)).toEqual([p2.id]);
    const cashPage = (await list(`partyId=${farmer.id}&mode=cash&limit=2`)) as PaymentPage;
    expect(cashPage.items.map((p) => p.id)).toEqual([p4.id, p3.id]);
    expect(cashPage.total).toBe(3);

    const page1 = (await list(`partyId=${farmer.id}&limit=3`)) as PaymentPage;
    expect(page1.items.map((p) => p.id)).toEqual([p4.id, p2.id, p3.id]);
    expect(page1.total).toBe(4);
    const page2 = (await list(
      `partyId=${farmer.id}&limit=3&cursor=${encodeURIComponent(page1.nextCursor!)}`,
    )) as PaymentPage;
    expect(page2).toEqual({ items: [expect.objectContaining({ id: p1.id })], total: 4, nextCursor: null });
    expect(await (await ctx().api({ method: 'GET', url: `/api/payments/${p2.id}` })).json()).toEqual(p2);
  });

  it.each([
    'limit=0',
    'limit=501',
    'limit=x',
    'limit=2&cursor=garbage',
    'direction=lent',
    'mode=barter',
    'startDate=2025-05-02&endDate=2025-05-01',
  ])('answers 400 to %s', async (query) => {
    const res = await ctx().api({ method: 'GET', url: `/api/payments?${query}` });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown payment and 401 without a token', async () => {
    expect((await ctx().api({ method: 'GET', url: '/api/payments/999999' })).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/payments'],
      ['GET', '/api/payments/1'],
      ['POST', '/api/payments'],
    ] as const) {
      expect(
        (await ctx().app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
    }
  });
});
