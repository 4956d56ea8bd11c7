import { sql } from 'drizzle-orm';
import { subtract } from '../../../common/decimal';
import { afterEach, describe, expect, it } from 'vitest';
import type { Account } from '../../../common/schemas/accounts';
import type { Payment } from '../../../common/schemas/payments';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../books/book-checks';

// Sales and purchases carry what is paid of them (docs/money.md).

const ctx = useTestContext();

afterEach(async () => {
  expect(await bucketMismatches(ctx().db)).toEqual([]);
  expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  expect(await overpaidBills(ctx().db)).toEqual([]);
  expect(await paymentMismatches(ctx().db)).toEqual([]);
});

const counts = async () =>
  (
    await queryRows<{ sales: number; purchases: number; payments: number; entries: number }>(
      ctx().db,
      sql`select (select count(*)::int from sales) as sales, (select count(*)::int from purchases) as purchases,
                 (select count(*)::int from payments) as payments, (select count(*)::int from ledger_entries) as entries`,
    )
  )[0]!;

/** A trader and a crop with 100 quintals in stock. */
async function traderAndStock() {
  const trader = await makeTrader(ctx().db);
  const crop = await makeCrop(ctx().db);
  await makePurchase(ctx().db, { cropId: crop.id, quantity: '100', rate: '1000' });
  return { trader, crop };
}

async function sell(body: Record<string, unknown>) {
  const { trader, crop } = await traderAndStock();
  const res = await ctx().api({
    method: 'POST',
    url: '/api/sales',
    payload: {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '5',
      rate: '2500',
      saleDate: '2025-04-02',
      ...body,
    },
  });
  return { res, trader };
}

const saleInList = async (id: number) =>
  ctx()
    .json<Sale[]>(await ctx().api({ method: 'GET', url: '/api/sales' }))
    .find((s) => s.id === id)!;
const purchaseInList = async (id: number) =>
  ctx()
    .json<Purchase[]>(await ctx().api({ method: 'GET', url: '/api/purchases' }))
    .find((p) => p.id === id)!;
const paymentsOf = async (partyId: number) =>
  ctx().json<Payment[]>(await ctx().api({ method: 'GET', url: `/api/payments?partyId=${partyId}` }));
const cashInHand = async () =>
  ctx()
    .json<Account[]>(await ctx().api({ method: 'GET', url: '/api/accounts' }))
    .find((a) => a.name === 'Cash in hand')!;

describe('a sale recorded as paid', () => {
  it('creates its cash payment into "Cash in hand", dated the sale date, allocated to it', async () => {
    const cashBefore = (await cashInHand()).balance;
    const { res, trader } = await sell({ paymentStatus: 'paid' }); // 5 × 2,500 = 12,500.00

    expect(res.statusCode).toBe(201);
    const sale = ctx().json<Sale>(res);
    expect(sale).toMatchObject({ paymentStatus: 'paid', paidAmount: '12500.00', outstanding: '0.00' });
    const [payment] = await paymentsOf(trader.id);
    expect(payment).toMatchObject({
      direction: 'received',
      amount: '12500.00',
      paymentDate: '2025-04-02',
      mode: 'cash',
      accountId: (await cashInHand()).id,
      allocations: [{ saleId: sale.id, amount: '12500.00' }],
      unallocated: '0.00',
    });
    expect(await saleInList(sale.id)).toEqual(sale);
    // + 12,500.00 received in cash (the stock purchase paid nothing).
    expect(subtract((await cashInHand()).balance, cashBefore)).toBe('12500.00');
  });
});

describe('a sale recorded as partial', () => {
  it('with amountReceived: pays that much, then a later payment settles the rest', async () => {
    const { res, trader } = await sell({ paymentStatus: 'partial', amountReceived: '4000.75' });
    const sale = ctx().json<Sale>(res);

    expect(sale).toMatchObject({ paymentStatus: 'partial', paidAmount: '4000.75', outstanding: '8499.25' });

    await ctx().api({
      method: 'POST',
      url: '/api/payments',
      payload: {
        partyId: trader.id,
        direction: 'received',
        amount: '8499.25',
        paymentDate: '2025-04-09',
        mode: 'cash',
      },
    });
    expect(await saleInList(sale.id)).toMatchObject({
      paymentStatus: 'paid',
      paidAmount: '12500.00',
      outstanding: '0.00',
    });
  });

  it('without amountReceived: stays partial with nothing allocated', async () => {
    const { res, trader } = await sell({ paymentStatus: 'partial' });

    expect(ctx().json<Sale>(res)).toMatchObject({
      paymentStatus: 'partial',
      paidAmount: '0.00',
      outstanding: '12500.00',
    });
    expect(await paymentsOf(trader.id)).toEqual([]);
  });

  it.each([
    ['as much as the total', { paymentStatus: 'partial', amountReceived: '12500' }],
    ['more than the total', { paymentStatus: 'partial', amountReceived: '12500.01' }],
    ['0', { paymentStatus: 'partial', amountReceived: '0' }],
    ['with a paid sale', { paymentStatus: 'paid', amountReceived: '100' }],
    ['with a pending sale', { paymentStatus: 'pending', amountReceived: '100' }],
  ])('refuses an amountReceived %s (400) and records nothing', async (_label, body) => {
    const { trader, crop } = await traderAndStock();
    const before = await counts();

    const res = await ctx().api({
      method: 'POST',
      url: '/api/sales',
      payload: {
        partyId: trader.id,
        cropId: crop.id,
        quantity: '5',
        rate: '2500',
        saleDate: '2025-04-02',
        ...body,
      },
    });

    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('amountReceived');
    expect(await counts()).toEqual(before);
  });
});

describe('a pending sale', () => {
  it('turns partial, then paid, as payments are allocated to it', async () => {
    const { res, trader } = await sell({});
    const sale = ctx().json<Sale>(res);
    expect(sale).toMatchObject({ paymentStatus: 'pending', paidAmount: '0.00', outstanding: '12500.00' });
    const receive = (amount: string) =>
      ctx().api({
        method: 'POST',
        url: '/api/payments',
        payload: {
          partyId: trader.id,
          direction: 'received',
          amount,
          paymentDate: '2025-04-05',
          mode: 'cash',
        },
      });

    await receive('2500');
    expect(await saleInList(sale.id)).toMatchObject({ paymentStatus: 'partial', outstanding: '10000.00' });
    await receive('10000');
    expect(await saleInList(sale.id)).toMatchObject({ paymentStatus: 'paid', outstanding: '0.00' });
  });
});

describe('a purchase with amountPaid', () => {
  it('pays the farmer that much in cash from "Cash in hand", allocated to the purchase', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const cashBefore = (await cashInHand()).balance;
    const post = (body: Record<string, unknown>) =>
      ctx().api({
        method: 'POST',
        url: '/api/purchases',
        payload: {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: '10',
          rate: '2000',
          purchaseDate: '2025-04-01',
          ...body,
        },
      });

    const part = ctx().json<Purchase>(await post({ amountPaid: '5000' })); // bill 20,000.00
    const none = ctx().json<Purchase>(await post({ amountPaid: '0' }));
    const full = ctx().json<Purchase>(await post({ amountPaid: 20000 }));
    const absent = ctx().json<Purchase>(await post({}));

    expect(part).toMatchObject({ paymentStatus: 'partial', paidAmount: '5000.00', outstanding: '15000.00' });
    expect(none).toMatchObject({ paymentStatus: 'pending', paidAmount: '0.00', outstanding: '20000.00' });
    expect(full).toMatchObject({ paymentStatus: 'paid', paidAmount: '20000.00', outstanding: '0.00' });
    expect(absent).toMatchObject({ paymentStatus: 'pending', paidAmount: '0.00' });
    expect(await purchaseInList(part.id)).toEqual(part);
    expect(
      (await paymentsOf(farmer.id)).map((p) => [p.direction, p.amount, p.paymentDate, p.allocations]),
    ).toEqual([
      ['paid', '20000.00', '2025-04-01', [{ purchaseId: full.id, amount: '20000.00' }]],
      ['paid', '5000.00', '2025-04-01', [{ purchaseId: part.id, amount: '5000.00' }]],
    ]);
    // −5,000.00 − 20,000.00 out of "Cash in hand".
    expect(subtract(cashBefore, (await cashInHand()).balance)).toBe('25000.00');
  });

  it('refuses more than the bill (400) and records nothing', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const before = await counts();

    const res = await ctx().api({
      method: 'POST',
      url: '/api/purchases',
      payload: {
        partyId: farmer.id,
        cropId: crop.id,
        quantity: '10',
        rate: '2000',
        purchaseDate: '2025-04-01',
        amountPaid: '20000.01',
      },
    });

    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'amountPaid',
        message: 'Must be at most the bill amount 20000.00',
        key: 'purchases.amountPaidOverBill',
        params: { total: '20000.00' },
      },
    ]);
    expect(await counts()).toEqual(before);
  });
});
