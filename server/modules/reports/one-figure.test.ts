import { describe, expect, it } from 'vitest';
import { add, subtract } from '../../../common/decimal';
import type { OutstandingSummary } from '../../../common/schemas/dashboard';
import type { LedgerSummary, PartyBalanceTotals } from '../../../common/schemas/ledger';
import type { Party } from '../../../common/schemas/parties';
import type { OutstandingPage, OutstandingRow } from '../../../common/schemas/reports';
import { makeCrop, makeExporter, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// One figure everywhere (docs/money.md#receivable-and-payable, ADR 0008): the Dashboard's card, the Ledger's
// cards and Outstanding read side by side on one book with advances, overpaid farmers, opening balances on
// both sides, a party on both sides, partial bills and a cancelled sale. This file's database holds only this
// book, so the business-wide totals are the hand-computed ones below.

const ctx = useTestContext();

async function get<T>(url: string): Promise<T> {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

async function post<T>(url: string, payload: Record<string, unknown>, status = 201): Promise<T> {
  const res = await ctx().api({ method: 'POST', url, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json<T>();
}

const pay = (partyId: number, direction: 'paid' | 'received', amount: string, paymentDate: string) =>
  post('/api/payments', { partyId, direction, amount, paymentDate, mode: 'cash' });
const opening = (partyId: number, amount: string) =>
  post('/api/ledger/opening-balances', { partyId, amount, date: '2025-01-01' });

const sum = (values: string[]) => values.reduce((s, v) => add(s, v), '0.00');

function balancesOf(summary: LedgerSummary): PartyBalanceTotals {
  const { entries: _e, debit: _d, credit: _c, net: _n, ...balances } = summary;
  return balances;
}

describe('receivable and payable, one figure on the Dashboard, the Ledger and Outstanding', () => {
  it('agree to the paisa on a book with advances, overpaid farmers, opening balances and partial bills', async () => {
    const db = ctx().db;
    const crop = await makeCrop(db);
    // F0 sold us 1,000 q × ₹10 = 10,000.00, unpaid: we owe 10,000.00.
    const f0 = await makeFarmer(db);
    await makePurchase(db, {
      partyId: f0.id,
      cropId: crop.id,
      quantity: '1000',
      rate: '10',
      purchaseDate: '2025-01-01',
    });
    // F1, overpaid: a bill of 10 × 2,000 = 20,000.00 paid 25,000.00: 5,000.00 on account, owes us 5,000.00.
    const f1 = await makeFarmer(db);
    await makePurchase(db, {
      partyId: f1.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2025-02-01',
    });
    await pay(f1.id, 'paid', '25000.00', '2025-02-05');
    // F2, paid ahead 3,000.00 with no bill: owes us 3,000.00.
    const f2 = await makeFarmer(db);
    await pay(f2.id, 'paid', '3000.00', '2025-03-01');
    // F3: opening balance we owe 8,000.00, a bill of 5 × 2,200 = 11,000.00, 4,000.00 paid (oldest first: to
    // the opening balance): we owe 15,000.00.
    const f3 = await makeFarmer(db);
    await opening(f3.id, '-8000.00');
    await makePurchase(db, {
      partyId: f3.id,
      cropId: crop.id,
      quantity: '5',
      rate: '2200',
      purchaseDate: '2025-04-01',
    });
    await pay(f3.id, 'paid', '4000.00', '2025-04-10');
    // F4 owed us 2,500.00 on paper.
    const f4 = await makeFarmer(db);
    await opening(f4.id, '2500.00');
    // T1: a bill of 10 × 2,345.67 = 23,456.70, 10,000.00 received with it: owes 13,456.70.
    const t1 = await makeTrader(db);
    await post('/api/sales', {
      partyId: t1.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2345.67',
      saleDate: '2025-05-01',
      paymentStatus: 'partial',
      amountReceived: '10000.00',
    });
    // T2 paid us 7,000.50 ahead: we owe it 7,000.50.
    const t2 = await makeTrader(db);
    await pay(t2.id, 'received', '7000.50', '2025-05-05');
    // E3, on both sides: we owed it 1,500.00 on paper, it owes a bill of 4 × 2,500 = 10,000.00: owes 8,500.00.
    const e3 = await makeExporter(db);
    await opening(e3.id, '-1500.00');
    await post('/api/sales', {
      partyId: e3.id,
      cropId: crop.id,
      quantity: '4',
      rate: '2500',
      saleDate: '2025-06-01',
    });
    // T4 overpaid a bill of 2 × 1,000 = 2,000.00 by 600.00: we owe it 600.00.
    const t4 = await makeTrader(db);
    await post('/api/sales', {
      partyId: t4.id,
      cropId: crop.id,
      quantity: '2',
      rate: '1000',
      saleDate: '2025-06-10',
    });
    await pay(t4.id, 'received', '2600.00', '2025-06-12');
    // T5: a sale of 500.00 cancelled counts for nothing.
    const t5 = await makeTrader(db);
    const cancelled = await post<{ id: number }>('/api/sales', {
      partyId: t5.id,
      cropId: crop.id,
      quantity: '1',
      rate: '500',
      saleDate: '2025-06-15',
    });
    await post(`/api/sales/${cancelled.id}/cancel`, { reason: 'entered twice' }, 200);

    // By hand: owed to us 5,000 + 3,000 + 2,500 + 13,456.70 + 8,500 = 32,456.70 by five parties, of which
    // farmers 5,000 + 3,000 + 2,500 = 10,500.00 (three); we owe 10,000 + 15,000 + 7,000.50 + 600 = 32,600.50
    // to four, of which traders and exporters 7,000.50 + 600 = 7,600.50 (two).
    const expected: PartyBalanceTotals = {
      receivable: '32456.70',
      receivableParties: 5,
      payable: '32600.50',
      payableParties: 4,
      receivableFromFarmers: '10500.00',
      receivableFromFarmersParties: 3,
      payableToCustomers: '7600.50',
      payableToCustomersParties: 2,
    };

    const dashboard = await get<OutstandingSummary>('/api/dashboard/outstanding');
    const ledger = await get<LedgerSummary>('/api/ledger/summary');
    const receivables = await get<OutstandingPage>('/api/reports/outstanding?side=receivable&limit=2');
    const payables = await get<OutstandingPage>('/api/reports/outstanding?side=payable&limit=2');

    // 1. The same receivable and payable, and the same parties, on all three screens.
    expect(dashboard).toEqual(expected);
    expect(balancesOf(ledger)).toEqual(expected);
    expect(receivables.balances).toEqual(expected);
    expect(payables.balances).toEqual(expected);
    expect(ledger.net).toBe('-143.80'); // 32,456.70 − 32,600.50

    // 2. Outstanding's bills, by hand. Receivable: F4 2,500 + T1 13,456.70 + E3 10,000 open = 25,956.70;
    // on account T2 7,000.50 + T4 600 = 7,600.50; net 18,356.20. Payable: F0 10,000 + F3 15,000 + E3 1,500
    // open = 26,500.00; on account F1 5,000 + F2 3,000 = 8,000.00; net 18,500.00.
    expect(receivables.summary).toMatchObject({
      parties: 5,
      outstanding: '25956.70',
      unallocated: '7600.50',
      net: '18356.20',
    });
    expect(payables.summary).toMatchObject({
      parties: 5,
      outstanding: '26500.00',
      unallocated: '8000.00',
      net: '18500.00',
    });

    // 3. They meet: receivable − payable = Outstanding's receivable net − its payable net (ADR 0008).
    expect(subtract(dashboard.receivable, dashboard.payable)).toBe(
      subtract(receivables.summary.net, payables.summary.net),
    );

    // 4. Party by party: its receivable net − its payable net = its balance, which is on exactly one side.
    const rows = async (side: string) =>
      new Map(
        (await get<OutstandingRow[]>(`/api/reports/outstanding?side=${side}`)).map((r) => [r.partyId, r.net]),
      );
    const [rNet, pNet] = [await rows('receivable'), await rows('payable')];
    const parties = await get<Party[]>('/api/parties');
    for (const party of parties) {
      expect(subtract(rNet.get(party.id) ?? '0', pNet.get(party.id) ?? '0'), party.name).toBe(party.balance);
    }
    const positive = parties.filter((p) => Number(p.balance) > 0).map((p) => p.balance);
    expect(sum(positive)).toBe(expected.receivable);

    // 5. With a party chosen, the Ledger's cards are that party's alone.
    expect(await get<LedgerSummary>(`/api/ledger/summary?partyId=${e3.id}`)).toEqual({
      entries: 2, // the opening balance and the sale
      debit: '10000.00',
      credit: '1500.00',
      net: '8500.00',
      receivable: '8500.00',
      receivableParties: 1,
      payable: '0.00',
      payableParties: 0,
      receivableFromFarmers: '0.00',
      receivableFromFarmersParties: 0,
      payableToCustomers: '0.00',
      payableToCustomersParties: 0,
    });
    expect(await get<LedgerSummary>(`/api/ledger/summary?partyId=${f1.id}`)).toMatchObject({
      entries: 2, // the purchase and the payment
      debit: '25000.00',
      credit: '20000.00',
      net: '5000.00',
      receivable: '5000.00',
      receivableParties: 1,
      receivableFromFarmers: '5000.00',
      receivableFromFarmersParties: 1,
      payable: '0.00',
    });
    expect(await get<LedgerSummary>(`/api/ledger/summary?partyId=${t2.id}`)).toMatchObject({
      net: '-7000.50',
      receivable: '0.00',
      payable: '7000.50',
      payableParties: 1,
      payableToCustomers: '7000.50',
      payableToCustomersParties: 1,
    });
    // The party's date range narrows its entries, not its balance.
    expect(
      await get<LedgerSummary>(`/api/ledger/summary?partyId=${f3.id}&startDate=2025-04-01`),
    ).toMatchObject({
      entries: 2,
      debit: '4000.00',
      credit: '11000.00',
      net: '-15000.00',
      payable: '15000.00',
    });

    // 6. As of a past day, Outstanding's balances are the balances of that day: on 2025-03-31 F0 −10,000,
    // F1 +5,000, F2 +3,000, F3 −8,000, F4 +2,500, E3 −1,500.
    const march = await get<OutstandingPage>(
      '/api/reports/outstanding?side=payable&asOf=2025-03-31&limit=10',
    );
    expect(march.balances).toEqual({
      receivable: '10500.00',
      receivableParties: 3,
      payable: '19500.00',
      payableParties: 3,
      receivableFromFarmers: '10500.00',
      receivableFromFarmersParties: 3,
      payableToCustomers: '1500.00',
      payableToCustomersParties: 1,
    });
    const marchReceivable = await get<OutstandingPage>(
      '/api/reports/outstanding?side=receivable&asOf=2025-03-31&limit=10',
    );
    expect(subtract(march.balances.receivable, march.balances.payable)).toBe(
      subtract(marchReceivable.summary.net, march.summary.net),
    );
  });
});

describe('GET /api/ledger/summary?partyId=', () => {
  it('answers 400 for an id that is not one, 404 for an unknown party and 401 without a token', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await ctx().api({ method: 'GET', url: `/api/ledger/summary?partyId=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const unknown = await ctx().api({ method: 'GET', url: '/api/ledger/summary?partyId=987654' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Party not found');
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/api/ledger/summary?partyId=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
