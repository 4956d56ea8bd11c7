import { afterEach, describe, expect, it } from 'vitest';
import type { OpenBillsAnswer, Payment } from '../../../common/schemas/payments';
import type { LedgerEntry } from '../../../common/schemas/ledger';
import { makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../books/book-checks';

const ctx = useTestContext();

const openBills = (query: string) => ctx().api({ method: 'GET', url: `/api/payments/open-bills?${query}` });
const billsOf = async (partyId: number, direction: 'received' | 'paid') => {
  const res = await openBills(`partyId=${partyId}&direction=${direction}`);
  expect(res.statusCode, res.body).toBe(200);
  return ctx().json<OpenBillsAnswer>(res).bills;
};
const answerOf = async (partyId: number, direction: 'received' | 'paid') => {
  const res = await openBills(`partyId=${partyId}&direction=${direction}`);
  expect(res.statusCode, res.body).toBe(200);
  return ctx().json<OpenBillsAnswer>(res);
};
async function opening(partyId: number, amount: string, date: string): Promise<LedgerEntry> {
  const res = await ctx().api({
    method: 'POST',
    url: '/api/ledger/opening-balances',
    payload: { partyId, amount, date },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ctx().json<LedgerEntry>(res);
}
async function pay(payload: Record<string, unknown>): Promise<Payment> {
  const res = await ctx().api({ method: 'POST', url: '/api/payments', payload });
  expect(res.statusCode, res.body).toBe(201);
  return ctx().json<Payment>(res);
}

afterEach(async () => {
  // Every test that posts leaves the books balanced.
  expect(await bucketMismatches(ctx().db)).toEqual([]);
  expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  expect(await overpaidBills(ctx().db)).toEqual([]);
  expect(await paymentMismatches(ctx().db)).toEqual([]);
});

describe('GET /api/payments/open-bills', () => {
  it("answers a trader's open bills oldest first, the opening balance before the sales of its day", async () => {
    const trader = await makeTrader(ctx().db);
    // Made out of date order, so that the answer's order is the server's, not the ids'.
    const later = await makeSale(ctx().db, {
      partyId: trader.id,
      quantity: '2',
      rate: '3100.25',
      saleDate: '2025-04-03',
    }); // 2 × 3,100.25 = 6,200.50, nothing paid
    const partly = await makeSale(ctx().db, {
      partyId: trader.id,
      quantity: '5',
      rate: '2500',
      saleDate: '2025-04-02',
      paymentStatus: 'partial',
      amountReceived: '2500.50',
    }); // 5 × 2,500 = 12,500.00, 2,500.50 received
    await makeSale(ctx().db, {
      partyId: trader.id,
      quantity: '4',
      rate: '2000',
      saleDate: '2025-04-01',
      paymentStatus: 'paid',
    }); // 8,000.00, paid in full: not open
    const entry = await opening(trader.id, '4000', '2025-04-02');

    expect(await billsOf(trader.id, 'received')).toEqual([
      {
        kind: 'opening',
        id: entry.id,
        date: '2025-04-02',
        amount: '4000.00',
        paidAmount: '0.00',
        outstanding: '4000.00',
      },
      {
        kind: 'sale',
        id: partly.id,
        date: '2025-04-02',
        amount: '12500.00',
        paidAmount: '2500.50',
        outstanding: '9999.50', // 12,500.00 − 2,500.50
      },
      {
        kind: 'sale',
        id: later.id,
        date: '2025-04-03',
        amount: '6200.50',
        paidAmount: '0.00',
        outstanding: '6200.50',
      },
    ]);
    // A trader has nothing that money paid settles.
    expect(await billsOf(trader.id, 'paid')).toEqual([]);

    // Settlement without allocations takes the bills in the same order: ₹5,000 pays the opening balance's
    // ₹4,000 and ₹1,000 of the sale of the same day.
    const payment = await pay({
      partyId: trader.id,
      direction: 'received',
      amount: '5000',
      paymentDate: '2025-04-10',
      mode: 'cash',
    });
    expect(payment.allocations).toEqual([
      { openingBalanceId: entry.id, amount: '4000.00' },
      { saleId: partly.id, amount: '1000.00' },
    ]);
    expect(await billsOf(trader.id, 'received')).toEqual([
      {
        kind: 'sale',
        id: partly.id,
        date: '2025-04-02',
        amount: '12500.00',
        paidAmount: '3500.50', // 2,500.50 + 1,000.00
        outstanding: '8999.50', // 12,500.00 − 3,500.50
      },
      {
        kind: 'sale',
        id: later.id,
        date: '2025-04-03',
        amount: '6200.50',
        paidAmount: '0.00',
        outstanding: '6200.50',
      },
    ]);
  });

  it("answers a farmer's purchases for money paid and a debit opening balance for money received", async () => {
    const farmer = await makeFarmer(ctx().db);
    const first = await makePurchase(ctx().db, {
      partyId: farmer.id,
      purchaseDate: '2025-04-01',
      amountPaid: '5000',
    }); // 10 × 2,000 = 20,000.00, 5,000.00 paid
    const second = await makePurchase(ctx().db, {
      partyId: farmer.id,
      quantity: '3',
      rate: '1800.40',
      purchaseDate: '2025-04-05',
    }); // 3 × 1,800.40 = 5,401.20
    // An advance the farmer had from us before the books moved in: he owes it, money received settles it.
    const advance = await opening(farmer.id, '1500', '2025-03-31');

    expect(await billsOf(farmer.id, 'paid')).toEqual([
      {
        kind: 'purchase',
        id: first.id,
        date: '2025-04-01',
        amount: '20000.00',
        paidAmount: '5000.00',
        outstanding: '15000.00',
      },
      {
        kind: 'purchase',
        id: second.id,
        date: '2025-04-05',
        amount: '5401.20',
        paidAmount: '0.00',
        outstanding: '5401.20',
      },
    ]);
    expect(await billsOf(farmer.id, 'received')).toEqual([
      {
        kind: 'opening',
        id: advance.id,
        date: '2025-03-31',
        amount: '1500.00',
        paidAmount: '0.00',
        outstanding: '1500.00',
      },
    ]);

    // Paying the second purchase in full leaves only the first.
    await pay({
      partyId: farmer.id,
      direction: 'paid',
      amount: '5401.20',
      paymentDate: '2025-04-06',
      mode: 'cash',
      allocations: [{ purchaseId: second.id, amount: '5401.20' }],
    });
    expect((await billsOf(farmer.id, 'paid')).map((b) => [b.kind, b.id, b.outstanding])).toEqual([
      ['purchase', first.id, '15000.00'],
    ]);
  });

  it("answers the party's money on account of the direction beside its bills, oldest payment first", async () => {
    const farmer = await makeFarmer(ctx().db);
    await makePurchase(ctx().db, { partyId: farmer.id }); // 20,000.00
    // 25,000.00 paid: 20,000.00 settles the purchase, 5,000.00 stays on account.
    const first = await pay({
      partyId: farmer.id,
      direction: 'paid',
      amount: '25000',
      paymentDate: '2025-04-02',
      mode: 'cash',
    });
    const second = await pay({
      partyId: farmer.id,
      direction: 'paid',
      amount: '1250.75',
      paymentDate: '2025-03-30',
      mode: 'cash',
      reference: 'Advance at sowing',
      allocations: [],
    });
    // Money the farmer gave us is the other direction: not his money on account for a payment made.
    await pay({
      partyId: farmer.id,
      direction: 'received',
      amount: '300',
      paymentDate: '2025-04-03',
      mode: 'cash',
      allocations: [],
    });
    expect(await answerOf(farmer.id, 'paid')).toEqual({
      bills: [],
      unallocated: '6250.75',
      advances: [
        {
          id: second.id,
          paymentDate: '2025-03-30',
          mode: 'cash',
          reference: 'Advance at sowing',
          amount: '1250.75',
          unallocated: '1250.75',
        },
        {
          id: first.id,
          paymentDate: '2025-04-02',
          mode: 'cash',
          reference: null,
          amount: '25000.00',
          unallocated: '5000.00',
        },
      ],
    });
    expect((await answerOf(farmer.id, 'received')).unallocated).toBe('300.00');
    // A cancelled payment's money is not on account.
    const cancel = await ctx().api({
      method: 'POST',
      url: `/api/payments/${second.id}/cancel`,
      payload: { reason: 'Entered twice' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await answerOf(farmer.id, 'paid')).unallocated).toBe('5000.00');
  });

  it('answers [] for a party with no bills', async () => {
    const farmer = await makeFarmer(ctx().db);
    expect(await billsOf(farmer.id, 'paid')).toEqual([]);
  });

  it('refuses a missing or bad partyId or direction with 400', async () => {
    const trader = await makeTrader(ctx().db);
    for (const query of [
      `direction=received`,
      `partyId=${trader.id}`,
      `partyId=${trader.id}&direction=both`,
      `partyId=abc&direction=received`,
      `partyId=0&direction=paid`,
      '',
    ]) {
      const res = await openBills(query);
      expect(res.statusCode, query).toBe(400);
      expect(ctx().json<{ message: string }>(res).message, query).toEqual(expect.any(String));
    }
  });

  it('answers 404 for a party that does not exist', async () => {
    const res = await openBills('partyId=999999&direction=received');
    expect(res.statusCode).toBe(404);
    expect(ctx().json<{ message: string }>(res).message).toBe('Party not found');
  });

  it('answers 401 without a token', async () => {
    const trader = await makeTrader(ctx().db);
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/payments/open-bills?partyId=${trader.id}&direction=received`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
