import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../common/schemas/audit';
import type { OpenBillsAnswer, Payment } from '../../../common/schemas/payments';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { queryRows } from '../../db/client';
import { createUser } from '../users/users.service';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// POST /api/payments/:id/allocations (docs/money.md#advances). The test context checks after each test that
// the books balance: bills never over-settled, payments never over-allocated, bill_paid and bill_daily equal
// to the allocations (server/modules/books/book-checks.ts).
const ctx = useTestContext();

const apply = (id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx().api({
    method: 'POST',
    url: `/api/payments/${id}/allocations`,
    payload: payload as object,
    headers,
  });
async function applied(id: number, payload: unknown = {}): Promise<Payment> {
  const res = await apply(id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return ctx().json<Payment>(res);
}
async function pay(payload: Record<string, unknown>): Promise<Payment> {
  const res = await ctx().api({ method: 'POST', url: '/api/payments', payload });
  expect(res.statusCode, res.body).toBe(201);
  return ctx().json<Payment>(res);
}
async function get<T>(url: string): Promise<T> {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return ctx().json<T>(res);
}
const purchase = (id: number) => get<Purchase>(`/api/purchases/${id}`);
const bill = (p: { paidAmount: string; outstanding: string; paymentStatus: string }) => [
  p.paidAmount,
  p.outstanding,
  p.paymentStatus,
];
const balanceOf = async (partyId: number) =>
  (await queryRows<{ balance: string }>(ctx().db, sql`select balance from parties where id = ${partyId}`))[0]!
    .balance;
/** What a refused request must leave as it was. */
const written = async () =>
  (
    await queryRows<{ allocations: number; audit: number; entries: number }>(
      ctx().db,
      sql`select (select count(*)::int from payment_allocations) as allocations,
                 (select count(*)::int from audit_events) as audit,
                 (select count(*)::int from ledger_entries) as entries`,
    )
  )[0]!;

/**
 * A farmer paid ₹25,000.00 in advance on 2025-03-28, before three purchases: 20,000.00 (04-01), 7,250.00
 * (04-03) and 4,500.00 (04-05); we also owed him ₹3,000.00 from the paper books (opening, 03-31).
 */
async function farmerWithAdvance() {
  const farmer = await makeFarmer(ctx().db);
  const crop = await makeCrop(ctx().db);
  const advance = await pay({
    partyId: farmer.id,
    direction: 'paid',
    amount: '25000',
    paymentDate: '2025-03-28',
    mode: 'cash',
    allocations: [],
  });
  const opening = await ctx().api({
    method: 'POST',
    url: '/api/ledger/opening-balances',
    payload: { partyId: farmer.id, amount: '-3000', date: '2025-03-31' },
  });
  expect(opening.statusCode, opening.body).toBe(201);
  const p1 = await makePurchase(ctx().db, {
    partyId: farmer.id,
    cropId: crop.id,
    purchaseDate: '2025-04-01',
  });
  const p2 = await makePurchase(ctx().db, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '4',
    rate: '1812.50',
    purchaseDate: '2025-04-03',
  });
  const p3 = await makePurchase(ctx().db, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '3',
    rate: '1500',
    purchaseDate: '2025-04-05',
  });
  return { farmer, advance, openingId: opening.json<{ id: number }>().id, p1, p2, p3 };
}

describe('POST /api/payments/:id/allocations', () => {
  it('applies an advance to the oldest open bills first, the opening balance before the purchases', async () => {
    const { farmer, advance, openingId, p1, p2, p3 } = await farmerWithAdvance();
    // We owe 3,000 + 20,000 + 7,250 + 4,500 = 34,750.00 and paid 25,000.00 ahead: -9,750.00.
    expect(await balanceOf(farmer.id)).toBe('-9750.00');
    const before = await get<OpenBillsAnswer>(`/api/payments/open-bills?partyId=${farmer.id}&direction=paid`);
    expect(before.unallocated).toBe('25000.00');
    expect(before.advances).toEqual([
      {
        id: advance.id,
        paymentDate: '2025-03-28',
        mode: 'cash',
        reference: null,
        amount: '25000.00',
        unallocated: '25000.00',
      },
    ]);

    const payment = await applied(advance.id);

    // 3,000.00 settles the opening balance, 20,000.00 the first purchase, and the 2,000.00 left the second.
    expect(payment).toMatchObject({
      id: advance.id,
      amount: '25000.00',
      allocations: [
        { openingBalanceId: openingId, amount: '3000.00' },
        { purchaseId: p1.id, amount: '20000.00' },
        { purchaseId: p2.id, amount: '2000.00' },
      ],
      unallocated: '0.00',
      allocationStatus: 'allocated',
      status: 'active',
    });
    expect(bill(await purchase(p1.id))).toEqual(['20000.00', '0.00', 'paid']);
    expect(bill(await purchase(p2.id))).toEqual(['2000.00', '5250.00', 'partial']);
    expect(bill(await purchase(p3.id))).toEqual(['0.00', '4500.00', 'pending']);
    // Only what the money settles moved; the farmer's balance and the ledger did not.
    expect(await balanceOf(farmer.id)).toBe('-9750.00');
    const after = await get<OpenBillsAnswer>(`/api/payments/open-bills?partyId=${farmer.id}&direction=paid`);
    expect(after.unallocated).toBe('0.00');
    expect(after.advances).toEqual([]);
    expect(after.bills.map((b) => [b.id, b.outstanding])).toEqual([
      [p2.id, '5250.00'],
      [p3.id, '4500.00'],
    ]);
    // The Purchase cards (bill_daily) follow: 20,000 + 2,000 of 31,750.00 paid.
    const summary = await get<{ paidAmount: string; outstanding: string }>(
      '/api/purchases/summary?startDate=2025-04-01&endDate=2025-04-05',
    );
    expect([summary.paidAmount, summary.outstanding]).toEqual(['22000.00', '9750.00']);
  });

  it('applies to the bills named, and what is left later, in a second call, to the oldest', async () => {
    const { advance, openingId, p1, p2, p3 } = await farmerWithAdvance();

    const first = await applied(advance.id, {
      allocations: [
        { purchaseId: p3.id, amount: '4500' },
        { purchaseId: p2.id, amount: '7250.00' },
      ],
    });
    expect(first).toMatchObject({
      allocations: [
        { purchaseId: p3.id, amount: '4500.00' },
        { purchaseId: p2.id, amount: '7250.00' },
      ],
      unallocated: '13250.00',
      allocationStatus: 'partial',
    });
    expect(bill(await purchase(p3.id))).toEqual(['4500.00', '0.00', 'paid']);

    // 25,000 − 11,750 = 13,250.00 left: the opening balance (3,000.00) and 10,250.00 of the first purchase.
    const second = await applied(advance.id);
    expect(second.allocations).toEqual([
      { purchaseId: p3.id, amount: '4500.00' },
      { purchaseId: p2.id, amount: '7250.00' },
      { openingBalanceId: openingId, amount: '3000.00' },
      { purchaseId: p1.id, amount: '10250.00' },
    ]);
    expect(second.unallocated).toBe('0.00');
    expect(bill(await purchase(p1.id))).toEqual(['10250.00', '9750.00', 'partial']);
  });

  it('adds to a bill the payment already settles in part, shown as one allocation', async () => {
    const { advance, p1 } = await farmerWithAdvance();
    await applied(advance.id, { allocations: [{ purchaseId: p1.id, amount: '5000' }] });
    const again = await applied(advance.id, { allocations: [{ purchaseId: p1.id, amount: '3000.50' }] });
    expect(again.allocations).toEqual([{ purchaseId: p1.id, amount: '8000.50' }]);
    expect(again.unallocated).toBe('16999.50');
    expect(bill(await purchase(p1.id))).toEqual(['8000.50', '11999.50', 'partial']);
  });

  it("applies a trader's money received on account to a sale", async () => {
    const trader = await makeTrader(ctx().db);
    const sale = await makeSale(ctx().db, { partyId: trader.id }); // 5 × 2,500 = 12,500.00
    const money = await pay({
      partyId: trader.id,
      direction: 'received',
      amount: '15000',
      paymentDate: '2025-04-04',
      mode: 'cash',
      allocations: [],
    });
    const payment = await applied(money.id, { allocations: [{ saleId: sale.id, amount: '12500' }] });
    expect(payment).toMatchObject({
      allocations: [{ saleId: sale.id, amount: '12500.00' }],
      unallocated: '2500.00',
    });
    expect(bill(await get<Sale>(`/api/sales/${sale.id}`))).toEqual(['12500.00', '0.00', 'paid']);
    // 12,500.00 sold − 15,000.00 received: the trader has 2,500.00 with us.
    expect(await balanceOf(trader.id)).toBe('-2500.00');
  });

  it('applies money released by a cancelled purchase to another bill', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const wrong = await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id }); // 20,000.00
    const money = await pay({
      partyId: farmer.id,
      direction: 'paid',
      amount: '20000',
      paymentDate: '2025-04-02',
      mode: 'cash',
    });
    expect(money.allocations).toEqual([{ purchaseId: wrong.id, amount: '20000.00' }]);
    const cancel = await ctx().api({
      method: 'POST',
      url: `/api/purchases/${wrong.id}/cancel`,
      payload: { reason: 'Entered for the wrong farmer' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const right = await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '8',
      purchaseDate: '2025-04-03',
    }); // 8 × 2,000 = 16,000.00

    const payment = await applied(money.id);
    expect(payment.allocations).toEqual([{ purchaseId: right.id, amount: '16000.00' }]);
    expect(payment.unallocated).toBe('4000.00');
  });

  it('writes one audit row naming what was applied, with the payment before and after', async () => {
    const { farmer, advance, p1 } = await farmerWithAdvance();
    await applied(advance.id, { allocations: [{ purchaseId: p1.id, amount: '20000' }] });
    const events = await get<AuditEvent[]>(`/api/audit?entity=payment&entityId=${advance.id}`);
    expect(events[0]).toMatchObject({
      action: 'update',
      entity: 'payment',
      entityId: String(advance.id),
      summary: `Payment #${advance.id} of ₹25,000.00 paid to ${farmer.name}: ₹20,000.00 on account applied to Purchase #${p1.id}`,
      before: { unallocated: '25000.00', allocations: [] },
      after: { unallocated: '5000.00', allocations: [{ purchaseId: p1.id, amount: '20000.00' }] },
    });
  });

  it('answers a retry with the same Idempotency-Key with the first answer, applying once', async () => {
    const { advance, p1 } = await farmerWithAdvance();
    const body = { allocations: [{ purchaseId: p1.id, amount: '1000' }] };
    const first = await apply(advance.id, body, { 'idempotency-key': 'apply-advance-1' });
    const again = await apply(advance.id, body, { 'idempotency-key': 'apply-advance-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(bill(await purchase(p1.id))).toEqual(['1000.00', '19000.00', 'partial']);
  });

  it('lets a staff user apply an advance of an earlier day, as staff record payments', async () => {
    const { advance } = await farmerWithAdvance();
    const email = `clerk-${Math.random().toString(36).slice(2)}@test.local`;
    await createUser(ctx().db, { email, username: 'Clerk', password: 'clerk password 1', role: 'staff' });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'clerk password 1' },
    });
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/payments/${advance.id}/allocations`,
      payload: {},
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Payment>().unallocated).toBe('0.00');
  });

  it('answers 401 without a token and writes nothing', async () => {
    const { advance } = await farmerWithAdvance();
    const mark = await written();
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/payments/${advance.id}/allocations`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(await written()).toEqual(mark);
  });

  it('answers 404 for a payment that does not exist, 400 for a path id that is not a number', async () => {
    for (const id of ['999999', '0', '99999999999']) {
      const res = await apply(id, {});
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ message: 'Payment not found', key: 'payments.notFound' });
    }
    for (const id of ['abc', '1.5', '-3']) expect((await apply(id, {})).statusCode, id).toBe(400);
  });

  it('answers 400, writing nothing, for a bill named twice, an empty list, bad amounts and bad ids', async () => {
    const { advance, p1 } = await farmerWithAdvance();
    const mark = await written();
    for (const [id, body] of [
      [
        advance.id,
        {
          allocations: [
            { purchaseId: p1.id, amount: '100' },
            { purchaseId: p1.id, amount: '200' },
          ],
        },
      ],
      [advance.id, { allocations: [] }],
      [advance.id, { allocations: [{ purchaseId: p1.id, amount: '0' }] }],
      [advance.id, { allocations: [{ purchaseId: p1.id, amount: '-5' }] }],
      [advance.id, { allocations: [{ purchaseId: p1.id, amount: '10.005' }] }],
      [advance.id, { allocations: [{ purchaseId: p1.id }] }],
      [advance.id, { allocations: [{ purchaseId: p1.id, saleId: 1, amount: '10' }] }],
      [advance.id, { allocations: 'oldest' }],
    ] as const) {
      const res = await apply(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect(await written()).toEqual(mark);
  });

  it('answers 400 for a bill of the wrong kind, of another party, or that does not exist', async () => {
    const { farmer, advance, openingId } = await farmerWithAdvance();
    const otherFarmers = await makePurchase(ctx().db);
    // Money the farmer gave us settles what he owes; the opening balance is what we owe him.
    const received = await pay({
      partyId: farmer.id,
      direction: 'received',
      amount: '500',
      paymentDate: '2025-04-06',
      mode: 'cash',
      allocations: [],
    });
    const mark = await written();
    const wrongKind = await apply(received.id, {
      allocations: [{ openingBalanceId: openingId, amount: '100' }],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<{ message: string }>().message).toBe(
      `A payment received settles sales or an opening balance the party owes; Opening balance #${openingId} is not one`,
    );
    const cases = [
      [
        { purchaseId: otherFarmers.id, amount: '100' },
        `Purchase #${otherFarmers.id} is a bill of another party`,
      ],
      [{ purchaseId: 999999, amount: '100' }, 'Purchase #999999 not found (or cancelled)'],
    ] as const;
    for (const [allocation, message] of cases) {
      const res = await apply(advance.id, { allocations: [allocation] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await written()).toEqual(mark);
  });

  it('answers 409 naming the outstanding when an allocation is more than the bill has open', async () => {
    const { advance, p2 } = await farmerWithAdvance();
    const mark = await written();
    const res = await apply(advance.id, { allocations: [{ purchaseId: p2.id, amount: '7250.01' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `Purchase #${p2.id} has 7250.00 outstanding; 7250.01 cannot be allocated to it`,
    );
    expect(await written()).toEqual(mark);
  });

  it('answers 409 naming the unallocated money when the allocations add up to more', async () => {
    const { advance, p1, p2, p3 } = await farmerWithAdvance();
    await applied(advance.id, { allocations: [{ purchaseId: p3.id, amount: '4500' }] });
    const mark = await written();
    // 20,000.00 + 1,000.01 = 21,000.01 > 25,000 − 4,500 = 20,500.00 left.
    const res = await apply(advance.id, {
      allocations: [
        { purchaseId: p1.id, amount: '20000' },
        { purchaseId: p2.id, amount: '500.01' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: `The allocations add up to 20500.01, more than the 20500.00 unallocated on payment #${advance.id}`,
      key: 'payments.overUnallocated',
    });
    expect(await written()).toEqual(mark);
  });

  it('answers 409 when nothing is left to apply, or the party has no open bill for it', async () => {
    const { farmer, advance, p3 } = await farmerWithAdvance();
    await applied(advance.id); // uses all 25,000.00
    const used = await apply(advance.id, {});
    expect(used.statusCode).toBe(409);
    expect(used.json<{ message: string }>().message).toBe(
      `Payment #${advance.id} has nothing unallocated to apply`,
    );
    const over = await apply(advance.id, { allocations: [{ purchaseId: p3.id, amount: '1' }] });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(
      `The allocations add up to 1.00, more than the 0.00 unallocated on payment #${advance.id}`,
    );

    const lonely = await pay({
      partyId: farmer.id,
      direction: 'received',
      amount: '700',
      paymentDate: '2025-04-06',
      mode: 'cash',
      allocations: [],
    });
    const none = await apply(lonely.id, {});
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(
      `Payment #${lonely.id} has 700.00 unallocated, but its party has no open bill it can settle`,
    );
  });

  it('answers 409 for a cancelled payment and writes nothing', async () => {
    const { advance, p1 } = await farmerWithAdvance();
    const cancel = await ctx().api({
      method: 'POST',
      url: `/api/payments/${advance.id}/cancel`,
      payload: { reason: 'Counted twice' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mark = await written();
    for (const body of [{}, { allocations: [{ purchaseId: p1.id, amount: '100' }] }]) {
      const res = await apply(advance.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: `Payment #${advance.id} is cancelled; its money cannot be applied to bills`,
        code: 'ALREADY_CANCELLED',
      });
    }
    expect(await written()).toEqual(mark);
  });
});
