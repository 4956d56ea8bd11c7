import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, businessToday } from '../../../common/business-day';
import { add, compare, divide, multiply, subtract } from '../../../common/decimal';
import type { Statement } from '../../../common/schemas/ledger';
import type { Payment } from '../../../common/schemas/payments';
import type { OutstandingPage, OutstandingRow } from '../../../common/schemas/reports';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { overpaidBills, partyBalanceMismatches, paymentMismatches } from '../books/book-checks';

// Outstanding and ageing (docs/money.md): figures worked out by hand in the comments.

const ctx = useTestContext();

afterEach(async () => {
  expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  expect(await overpaidBills(ctx().db)).toEqual([]);
  expect(await paymentMismatches(ctx().db)).toEqual([]);
});

type Api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => Promise<unknown>;

const api: Api = async (method, url, payload) => {
  const res = await ctx().api({ method, url, payload });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json();
};

async function report(side: 'receivable' | 'payable', asOf?: string): Promise<OutstandingRow[]> {
  return (await api(
    'GET',
    `/api/reports/outstanding?side=${side}${asOf ? `&asOf=${asOf}` : ''}`,
  )) as OutstandingRow[];
}

async function rowOf(side: 'receivable' | 'payable', partyId: number, asOf?: string) {
  return (await report(side, asOf)).find((r) => r.partyId === partyId);
}

async function balanceAt(partyId: number, endDate?: string): Promise<Statement> {
  return (await api(
    'GET',
    `/api/ledger/statement?partyId=${partyId}${endDate ? `&endDate=${endDate}` : ''}`,
  )) as Statement;
}

/** A crop with 1,000 quintals bought from a farmer of its own long ago, so sales have stock. */
async function stockedCrop(): Promise<number> {
  const crop = await makeCrop(ctx().db);
  await makePurchase(ctx().db, { cropId: crop.id, quantity: '1000', rate: '1', purchaseDate: '2024-01-01' });
  return crop.id;
}

const sale = (
  partyId: number,
  cropId: number,
  quantity: string,
  rate: string,
  saleDate: string,
  extra = {},
) => api('POST', '/api/sales', { partyId, cropId, quantity, rate, saleDate, ...extra }) as Promise<Sale>;

const received = (partyId: number, amount: string, paymentDate: string, extra = {}) =>
  api('POST', '/api/payments', {
    partyId,
    direction: 'received',
    amount,
    paymentDate,
    mode: 'cash',
    ...extra,
  }) as Promise<Payment>;

const AS_OF = '2025-06-30';

describe('GET /api/reports/outstanding', () => {
  it('buckets a trader’s bills aged 10, 45 and 100 days, one partly paid, to the paisa', async () => {
    const cropId = await stockedCrop();
    const trader = await makeTrader(ctx().db, { name: 'Aggarwal Traders' });
    await sale(trader.id, cropId, '2', '1000.50', '2025-06-20'); // 2,001.00, 10 days at 30 June
    const may = await sale(trader.id, cropId, '3', '1500.25', '2025-05-16'); // 4,500.75, 45 days
    await sale(trader.id, cropId, '4', '999.99', '2025-03-22'); // 3,999.96, 100 days
    await received(trader.id, '1000.30', '2025-06-05', {
      allocations: [{ saleId: may.id, amount: '1000.30' }],
    });

    const row = await rowOf('receivable', trader.id, AS_OF);

    expect(row).toEqual({
      partyId: trader.id,
      partyName: 'Aggarwal Traders',
      partyType: 'trader',
      outstanding: '9501.41', // 2,001.00 + (4,500.75 − 1,000.30) + 3,999.96
      unallocated: '0.00',
      net: '9501.41',
      buckets: { '0-30': '2001.00', '31-60': '3500.45', '61-90': '0.00', '90+': '3999.96' },
      oldestBillDate: '2025-03-22',
    });
    // Everything of the trader is a bill or a payment: net is its balance.
    expect((await balanceAt(trader.id)).party.balance).toBe('9501.41');
    // A trader is not on the payable side.
    expect(await rowOf('payable', trader.id, AS_OF)).toBeUndefined();

    // As of 20 May: the June sale and the June payment did not exist yet.
    expect(await rowOf('receivable', trader.id, '2025-05-20')).toMatchObject({
      outstanding: '8500.71', // 4,500.75 + 3,999.96
      unallocated: '0.00',
      net: '8500.71',
      buckets: { '0-30': '4500.75', '31-60': '3999.96', '61-90': '0.00', '90+': '0.00' }, // 4 and 59 days
      oldestBillDate: '2025-03-22',
    });
    expect((await balanceAt(trader.id, '2025-05-20')).closingBalance).toBe('8500.71');
    // Before the first sale there is nothing.
    expect(await rowOf('receivable', trader.id, '2025-03-21')).toBeUndefined();
  });

  it('puts a farmer’s purchases on the payable side (the bill is totalAmount, not the expense rows)', async () => {
    const farmer = await makeFarmer(ctx().db, { name: 'Ramesh Yadav' });
    const crop = await makeCrop(ctx().db);
    const june = (await api('POST', '/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2025-06-01',
      amountPaid: '5000',
      expenses: [{ type: 'transportation', amount: '300' }],
    })) as Purchase; // 20,000.00 bill, 29 days at 30 June, 5,000.00 paid
    expect(june.totalAmount).toBe('20000.00');
    await api('POST', '/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '5',
      rate: '1234.56',
      purchaseDate: '2025-04-15',
    }); // 6,172.80, 76 days

    const row = await rowOf('payable', farmer.id, AS_OF);

    expect(row).toEqual({
      partyId: farmer.id,
      partyName: 'Ramesh Yadav',
      partyType: 'farmer',
      outstanding: '21172.80', // 15,000.00 + 6,172.80
      unallocated: '0.00',
      net: '21172.80',
      buckets: { '0-30': '15000.00', '31-60': '0.00', '61-90': '6172.80', '90+': '0.00' },
      oldestBillDate: '2025-04-15',
    });
    // Payable: net is the absolute value of the (negative) balance.
    expect((await balanceAt(farmer.id)).party.balance).toBe('-21172.80');
    expect(await rowOf('receivable', farmer.id, AS_OF)).toBeUndefined();
  });

  it('counts an advance (unallocated) against the outstanding in net', async () => {
    const cropId = await stockedCrop();
    const trader = await makeTrader(ctx().db);
    await sale(trader.id, cropId, '4', '2500', '2025-06-10'); // 10,000.00
    await sale(trader.id, cropId, '1', '3000', '2025-06-25'); // 3,000.00
    await received(trader.id, '4000', '2025-06-26', { allocations: [] });

    expect(await rowOf('receivable', trader.id, AS_OF)).toMatchObject({
      outstanding: '13000.00',
      unallocated: '4000.00',
      net: '9000.00',
      buckets: { '0-30': '13000.00', '31-60': '0.00', '61-90': '0.00', '90+': '0.00' },
      oldestBillDate: '2025-06-10',
    });
    expect((await balanceAt(trader.id)).party.balance).toBe('9000.00');
  });

  it('shows a party that paid ahead of every bill with its advance, and net as its balance then', async () => {
    const cropId = await stockedCrop();
    const trader = await makeTrader(ctx().db);
    await sale(trader.id, cropId, '2', '1500', '2025-06-20'); // 3,000.00
    // Dated before the sale but recorded after it, oldest first it settles 2,500.00 of it.
    const advance = await received(trader.id, '2500', '2025-06-01');
    expect(advance.allocations).toHaveLength(1);

    // On 10 June the sale did not exist: the whole payment was an advance.
    expect(await rowOf('receivable', trader.id, '2025-06-10')).toMatchObject({
      outstanding: '0.00',
      unallocated: '2500.00',
      net: '-2500.00',
      buckets: { '0-30': '0.00', '31-60': '0.00', '61-90': '0.00', '90+': '0.00' },
      oldestBillDate: null,
    });
    expect((await balanceAt(trader.id, '2025-06-10')).closingBalance).toBe('-2500.00');
    expect(await rowOf('receivable', trader.id, AS_OF)).toMatchObject({
      outstanding: '500.00',
      unallocated: '0.00',
      net: '500.00',
    });
  });

  it('ages opening balances as bills on both sides', async () => {
    const trader = await makeTrader(ctx().db);
    const farmer = await makeFarmer(ctx().db);
    await api('POST', '/api/ledger/opening-balances', {
      partyId: trader.id,
      amount: '5000',
      date: '2025-01-31',
    });
    await api('POST', '/api/ledger/opening-balances', {
      partyId: farmer.id,
      amount: '-3000.50',
      date: '2025-05-31',
    });
    await received(trader.id, '1200', '2025-04-01'); // settles the opening balance, oldest first

    expect(await rowOf('receivable', trader.id, AS_OF)).toMatchObject({
      outstanding: '3800.00',
      unallocated: '0.00',
      net: '3800.00',
      buckets: { '0-30': '0.00', '31-60': '0.00', '61-90': '0.00', '90+': '3800.00' }, // 150 days
      oldestBillDate: '2025-01-31',
    });
    expect(await rowOf('payable', farmer.id, AS_OF)).toMatchObject({
      outstanding: '3000.50',
      net: '3000.50',
      buckets: { '0-30': '3000.50', '31-60': '0.00', '61-90': '0.00', '90+': '0.00' }, // 30 days
      oldestBillDate: '2025-05-31',
    });
    // 31 days is the second bucket.
    expect((await rowOf('payable', farmer.id, '2025-07-01'))?.buckets).toEqual({
      '0-30': '0.00',
      '31-60': '3000.50',
      '61-90': '0.00',
      '90+': '0.00',
    });
    // The opening balance as of 31 January, before the payment: all of it, 0 days old.
    expect((await rowOf('receivable', trader.id, '2025-01-31'))?.buckets['0-30']).toBe('5000.00');
  });

  it('leaves out a party whose bills are fully paid', async () => {
    const cropId = await stockedCrop();
    const trader = await makeTrader(ctx().db);
    await sale(trader.id, cropId, '2', '2000', '2025-06-01', { paymentStatus: 'paid' });
    const other = await makeTrader(ctx().db);
    await sale(other.id, cropId, '1', '100', '2025-06-01');
    await received(other.id, '100', '2025-06-02');

    const rows = await report('receivable', AS_OF);
    expect(rows.find((r) => r.partyId === trader.id)).toBeUndefined();
    expect(rows.find((r) => r.partyId === other.id)).toBeUndefined();
    expect((await balanceAt(trader.id)).party.balance).toBe('0.00');
  });

  it('sorts by outstanding, largest first, then name; asOf defaults to today in the business time zone', async () => {
    const cropId = await stockedCrop();
    const today = businessToday('Asia/Kolkata');
    const tieB = await makeTrader(ctx().db, { name: 'Zz Tie B' });
    const tieA = await makeTrader(ctx().db, { name: 'Zz Tie A' });
    const big = await makeTrader(ctx().db, { name: 'Zz Big' });
    await sale(tieB.id, cropId, '1', '1', today);
    await sale(tieA.id, cropId, '1', '1', today);
    await sale(big.id, cropId, '100', '999999', today); // 9,99,99,900.00

    const rows = await report('receivable');
    expect(rows.find((r) => r.partyId === big.id)?.buckets['0-30']).toBe('99999900.00');
    expect(rows.findIndex((r) => r.partyId === big.id)).toBe(0);
    expect(rows.find((r) => r.partyId === tieA.id)?.buckets['0-30']).toBe('1.00');
    expect(rows.findIndex((r) => r.partyId === tieA.id)).toBe(
      rows.findIndex((r) => r.partyId === tieB.id) - 1,
    );
    for (let i = 1; i < rows.length; i++) {
      const order = compare(rows[i - 1]!.outstanding, rows[i]!.outstanding);
      expect(order > 0 || (order === 0 && rows[i - 1]!.partyName <= rows[i]!.partyName)).toBe(true);
    }
    // Yesterday, today's sales did not exist.
    expect(
      (await report('receivable', addDays(today, -1))).find((r) => r.partyId === big.id),
    ).toBeUndefined();
  });

  it('pages with limit and cursor, the same rows as the plain list, with the summary of every row', async () => {
    const cropId = await stockedCrop();
    for (const [i, rate] of ['100', '250.50', '250.50', '75.25', '900'].entries()) {
      const trader = await makeTrader(ctx().db);
      await sale(trader.id, cropId, '1', rate, addDays('2025-06-01', -40 * i));
    }
    const plain = await report('receivable', AS_OF);
    expect(plain.length).toBeGreaterThanOrEqual(5);
    const seen: OutstandingRow[] = [];
    let cursor: string | null = null;
    let summary: OutstandingPage['summary'] | undefined;
    do {
      const page = (await api(
        'GET',
        `/api/reports/outstanding?side=receivable&asOf=${AS_OF}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )) as OutstandingPage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(plain.length);
      expect(page.asOf).toBe(AS_OF);
      summary = page.summary;
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(plain);
    // A cursor past the last row: an empty page that still carries the summary and the total.
    const past = Buffer.from(JSON.stringify(['-1.00', '', 1])).toString('base64url');
    const end = (await api(
      'GET',
      `/api/reports/outstanding?side=receivable&asOf=${AS_OF}&limit=2&cursor=${past}`,
    )) as OutstandingPage;
    expect(end).toMatchObject({ items: [], total: plain.length, nextCursor: null });
    expect(end.summary).toEqual(summary);
    const sum = (pick: (r: OutstandingRow) => string) => add(...plain.map(pick));
    expect(summary).toEqual({
      parties: plain.length,
      outstanding: sum((r) => r.outstanding),
      unallocated: sum((r) => r.unallocated),
      net: sum((r) => r.net),
      buckets: {
        '0-30': sum((r) => r.buckets['0-30']),
        '31-60': sum((r) => r.buckets['31-60']),
        '61-90': sum((r) => r.buckets['61-90']),
        '90+': sum((r) => r.buckets['90+']),
      },
    });
  });

  it.each([
    '',
    'side=',
    'side=both',
    'side=receivable&asOf=2025-13-01',
    'side=payable&asOf=yesterday',
    'side=payable&limit=0',
    'side=payable&limit=501',
    'side=payable&limit=10&cursor=not-a-cursor',
  ])('answers 400 with a message to ?%s', async (query) => {
    const res = await ctx().api({ method: 'GET', url: `/api/reports/outstanding?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/reports/outstanding?side=receivable' });
    expect(res.statusCode).toBe(401);
  });
});

// Random sales, purchases, opening balances and payments (oldest first, none, or part of one bill), and a
// random asOf: on every row Σ buckets = outstanding and net = outstanding − unallocated; and net is the
// party's balance as of asOf (receivable) or its absolute value (payable), 0 when it has no row.
const paise = (n: number) => divide(n, 100, 2);
const dateArb = fc.integer({ min: 0, max: 120 }).map((d) => addDays('2025-03-01', d));
const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    quantity: fc.integer({ min: 1, max: 5 }),
    rate: fc.integer({ min: 1, max: 500_000 }).map(paise),
    date: dateArb,
  }),
  fc.record({
    kind: fc.constant('purchase' as const),
    quantity: fc.integer({ min: 1, max: 5 }),
    rate: fc.integer({ min: 1, max: 500_000 }).map(paise),
    date: dateArb,
  }),
  fc.record({
    kind: fc.constant('payment' as const),
    direction: fc.constantFrom('received' as const, 'paid' as const),
    amount: fc.integer({ min: 1, max: 2_000_000 }).map(paise),
    date: dateArb,
    allocation: fc.constantFrom('oldest-first', 'none', 'half-of-one'),
  }),
);

describe('outstanding: property', () => {
  it('keeps Σ buckets = outstanding and net = the balance as of any date', async () => {
    const cropId = await stockedCrop();
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 3, maxLength: 10 }),
        fc.option(fc.integer({ min: -90, max: 0 }), { nil: undefined }),
        fc.integer({ min: 1, max: 900_000 }).map(paise),
        fc.integer({ min: 1, max: 900_000 }).map(paise),
        async (ops, asOfShift, traderOpening, farmerOpening) => {
          const trader = await makeTrader(ctx().db);
          const farmer = await makeFarmer(ctx().db);
          await api('POST', '/api/ledger/opening-balances', {
            partyId: trader.id,
            amount: traderOpening,
            date: '2025-02-15',
          });
          await api('POST', '/api/ledger/opening-balances', {
            partyId: farmer.id,
            amount: `-${farmerOpening}`,
            date: '2025-02-20',
          });
          const saleIds: number[] = [];
          const purchaseIds: number[] = [];
          for (const op of ops) {
            if (op.kind === 'sale') {
              saleIds.push((await sale(trader.id, cropId, String(op.quantity), op.rate, op.date)).id);
            } else if (op.kind === 'purchase') {
              const p = (await api('POST', '/api/purchases', {
                partyId: farmer.id,
                cropId,
                quantity: String(op.quantity),
                rate: op.rate,
                purchaseDate: op.date,
              })) as Purchase;
              purchaseIds.push(p.id);
            } else {
              const partyId = op.direction === 'received' ? trader.id : farmer.id;
              let allocations: Array<Record<string, unknown>> | undefined;
              if (op.allocation === 'none') allocations = [];
              if (op.allocation === 'half-of-one') {
                const bills =
                  op.direction === 'received'
                    ? ((await api('GET', '/api/sales')) as Sale[])
                        .filter((s) => saleIds.includes(s.id) && compare(s.outstanding, '0') > 0)
                        .map((s) => ({ saleId: s.id, outstanding: s.outstanding }))
                    : ((await api('GET', '/api/purchases')) as Purchase[])
                        .filter((p) => purchaseIds.includes(p.id) && compare(p.outstanding, '0') > 0)
                        .map((p) => ({ purchaseId: p.id, outstanding: p.outstanding }));
                const bill = bills[0];
                if (bill) {
                  const { outstanding, ...key } = bill;
                  let amount = multiply(outstanding, '0.5', 2);
                  if (compare(amount, op.amount) > 0) amount = op.amount;
                  allocations = compare(amount, '0') > 0 ? [{ ...key, amount }] : [];
                }
              }
              await api('POST', '/api/payments', {
                partyId,
                direction: op.direction,
                amount: op.amount,
                paymentDate: op.date,
                mode: 'cash',
                ...(allocations ? { allocations } : {}),
              });
            }
          }

          const asOf = addDays('2025-07-01', asOfShift ?? 0);
          for (const [side, partyId, sign] of [
            ['receivable', trader.id, 1],
            ['payable', farmer.id, -1],
          ] as const) {
            const row = await rowOf(side, partyId, asOf);
            const balance = (await balanceAt(partyId, asOf)).closingBalance;
            const expected = sign === 1 ? balance : subtract('0', balance, 2);
            if (!row) {
              expect(expected).toBe('0.00');
              continue;
            }
            expect(add(...Object.values(row.buckets))).toBe(row.outstanding);
            expect(subtract(row.outstanding, row.unallocated, 2)).toBe(row.net);
            expect(row.net).toBe(expected);
            expect(compare(row.unallocated, '0')).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);
});
