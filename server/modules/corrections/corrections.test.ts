import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { businessToday } from '../../../common/business-day';
import type { Expense } from '../../../common/schemas/expenses';
import type { LedgerEntry } from '../../../common/schemas/ledger';
import type { Payment } from '../../../common/schemas/payments';
import type { Purchase, PurchasePage } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
  unreversedCancellations,
} from '../books/book-checks';
import { createUser } from '../users/users.service';

// Cancel and correct (docs/corrections.md), with figures worked out by hand.

const ctx = useTestContext();

afterEach(async () => {
  const db = ctx().db;
  expect(await bucketMismatches(db)).toEqual([]);
  expect(await partyBalanceMismatches(db)).toEqual([]);
  expect(await overpaidBills(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  expect(await unreversedCancellations(db)).toEqual([]);
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx().api({ method: 'POST', url, payload: payload as object, headers });
const get = async <T>(url: string) => {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

async function bucket(cropId: number, grade: string | null = null) {
  const rows = await queryRows<{ stock: string; value: string }>(
    ctx().db,
    sql`select current_stock::text as stock, total_value::text as value from inventory
        where crop_id = ${cropId} and quality_grade is not distinct from ${grade}`,
  );
  return rows[0];
}

async function partyBalance(partyId: number) {
  const rows = await queryRows<{ balance: string }>(
    ctx().db,
    sql`select balance::text as balance from parties where id = ${partyId}`,
  );
  return rows[0]!.balance;
}

async function auditRows(entity: string, entityId: number) {
  return queryRows<{ action: string; summary: string; before: unknown; after: unknown }>(
    ctx().db,
    sql`select action, summary, before, after from audit_events
        where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
}

describe('POST /api/purchases/:id/cancel', () => {
  it('takes a purchase with nothing sold since out of its bucket exactly and reverses the farmer’s entry', async () => {
    const crop = await makeCrop(ctx().db);
    const farmer = await makeFarmer(ctx().db);
    // Earlier stock: 10 q for ₹20,000.00.
    await makePurchase(ctx().db, { cropId: crop.id, partyId: farmer.id });
    const before = await bucket(crop.id);
    expect(before).toEqual({ stock: '10.000', value: '20000.00' });
    // 7.5 q at ₹2,133.33 = ₹15,999.98 + ₹350.00 labour = ₹16,349.98 landed.
    const purchase = await makePurchase(ctx().db, {
      cropId: crop.id,
      partyId: farmer.id,
      quantity: '7.5',
      rate: '2133.33',
      expenses: [{ type: 'labor', amount: '350' }],
    });
    expect(await bucket(crop.id)).toEqual({ stock: '17.500', value: '36349.98' });
    expect(await partyBalance(farmer.id)).toBe('-35999.98');

    const res = await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong farmer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Purchase>()).toMatchObject({
      id: purchase.id,
      status: 'cancelled',
      cancelReason: 'Wrong farmer',
      cancelledBy: ctx().userId,
      amendedBy: null,
      amends: null,
    });
    expect(res.json<Purchase>().cancelledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await bucket(crop.id)).toEqual(before);
    expect(await partyBalance(farmer.id)).toBe('-20000.00');

    const ledger = await get<LedgerEntry[]>(`/api/ledger?partyId=${farmer.id}`);
    const original = ledger.find((e) => e.description.startsWith(`Purchase #${purchase.id}`))!;
    const reversal = ledger.find((e) => e.reversalOf === original.id)!;
    expect(original.reversedBy).toBe(reversal.id);
    expect(reversal).toMatchObject({ debit: '15999.98', credit: '0.00', transactionDate: '2025-04-01' });
    expect(reversal.description).toBe(`Cancelled: ${original.description}`);

    // Gone from the list and the dashboard, there under status=cancelled and all.
    const active = await get<Purchase[]>('/api/purchases');
    expect(active.map((p) => p.id)).not.toContain(purchase.id);
    const cancelled = await get<Purchase[]>('/api/purchases?status=cancelled');
    expect(cancelled.map((p) => p.id)).toEqual([purchase.id]);
    const all = await get<Purchase[]>('/api/purchases?status=all');
    expect(all.map((p) => p.id)).toContain(purchase.id);
    const metrics = await get<{ totalPurchases: string }>('/api/dashboard/metrics');
    expect(metrics.totalPurchases).toBe(active.reduce((s, p) => s + Number(p.finalAmount), 0).toFixed(2));

    const audit = await auditRows('purchase', purchase.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'cancel']);
    expect(audit[1]).toMatchObject({
      summary: `Purchase #${purchase.id} cancelled: Wrong farmer`,
      before: { status: 'active', id: purchase.id },
      after: { status: 'cancelled', id: purchase.id },
    });
  });

  it('puts the purchase expense rows back into "Cash in hand"', async () => {
    const [cash] = await get<Array<{ id: number; name: string; balance: string }>>('/api/accounts');
    const start = cash!.balance;
    const purchase = await makePurchase(ctx().db, {
      purchaseDate: '2025-05-01',
      expenses: [{ type: 'transportation', amount: '1200.50' }],
    });
    const after = (await get<Array<{ id: number; balance: string }>>('/api/accounts')).find(
      (a) => a.id === cash!.id,
    )!;
    expect(Number(after.balance)).toBeCloseTo(Number(start) - 1200.5, 2);
    expect((await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Duplicate' })).statusCode).toBe(
      200,
    );
    const back = (await get<Array<{ id: number; balance: string }>>('/api/accounts')).find(
      (a) => a.id === cash!.id,
    )!;
    expect(back.balance).toBe(start);
    const book = await get<{
      days: Array<{ lines: Array<{ description: string; moneyIn: string; moneyOut: string }> }>;
    }>(`/api/accounts/${cash!.id}/book?startDate=2025-05-01&endDate=2025-05-01`);
    const lines = book.days.flatMap((d) => d.lines);
    expect(lines.map((l) => [l.description, l.moneyIn, l.moneyOut])).toEqual([
      [`Transportation for Purchase #${purchase.id}`, '0.00', '1200.50'],
      [`Cancelled: Transportation for Purchase #${purchase.id}`, '1200.50', '0.00'],
    ]);
  });

  it('is refused while a sale took stock from its lot after it, naming the sale, and changes nothing', async () => {
    const crop = await makeCrop(ctx().db);
    const purchase = await makePurchase(ctx().db, { cropId: crop.id, quantity: '10' });
    const sale = await makeSale(ctx().db, { cropId: crop.id, quantity: '2' });
    const bucketBefore = await bucket(crop.id);
    const res = await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Typo' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `Sale #${sale.id} took stock from this lot after it: cancel or correct it first`,
    );
    expect(await bucket(crop.id)).toEqual(bucketBefore);
    expect(await auditRows('purchase', purchase.id)).toHaveLength(1);
    expect((await get<Purchase>(`/api/purchases/${purchase.id}`)).status).toBe('active');

    // Once that sale is cancelled, the purchase can go: the bucket is empty again.
    expect((await post(`/api/sales/${sale.id}/cancel`, { reason: 'Typo' })).statusCode).toBe(200);
    expect((await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Typo' })).statusCode).toBe(200);
    expect(await bucket(crop.id)).toEqual({ stock: '0.000', value: '0.00' });
  });

  it('cancels the cash paid with it, and a second cancel is a 409', async () => {
    const farmer = await makeFarmer(ctx().db);
    const purchase = await makePurchase(ctx().db, { partyId: farmer.id, amountPaid: '5000' });
    expect(await partyBalance(farmer.id)).toBe('-15000.00');
    const [payment] = await get<Payment[]>(`/api/payments?partyId=${farmer.id}`);
    expect(payment).toMatchObject({ withPurchaseId: purchase.id, status: 'active' });
    expect((await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong crop' })).statusCode).toBe(
      200,
    );
    expect(await partyBalance(farmer.id)).toBe('0.00');
    expect(await get<Payment>(`/api/payments/${payment!.id}`)).toMatchObject({
      status: 'cancelled',
      cancelReason: `Cancelled with Purchase #${purchase.id}`,
    });
    const again = await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(`Purchase #${purchase.id} is already cancelled`);
  });

  it('answers 404 for an unknown purchase and 400 without a reason or with one over 500 characters', async () => {
    expect((await post('/api/purchases/999999/cancel', { reason: 'x' })).statusCode).toBe(404);
    expect((await post('/api/purchases/abc/cancel', { reason: 'x' })).statusCode).toBe(400);
    const purchase = await makePurchase(ctx().db);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
      const res = await post(`/api/purchases/${purchase.id}/cancel`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await get<Purchase>(`/api/purchases/${purchase.id}`)).status).toBe('active');
    expect((await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'x'.repeat(500) })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/sales/:id/cancel', () => {
  it('returns the quantity at its recorded cost, cancels the money received with it and releases what others settled', async () => {
    const crop = await makeCrop(ctx().db);
    const trader = await makeTrader(ctx().db);
    // 10 q for ₹20,000.00 and 5 q for ₹11,000.00: 15 q, ₹31,000.00, average ₹2,066.67 a quintal.
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '5', rate: '2200' });
    // 4 q cost 4 × 2,066.67 = ₹8,266.68; bucket 11 q, ₹22,733.32.
    const sale = await makeSale(ctx().db, {
      cropId: crop.id,
      partyId: trader.id,
      quantity: '4',
      rate: '2500',
      paymentStatus: 'partial',
      amountReceived: '3000',
    });
    expect(sale.costAmount).toBe('8266.68');
    expect(await bucket(crop.id)).toEqual({ stock: '11.000', value: '22733.32' });
    // Another payment settles ₹2,000.00 of it.
    const other = await post('/api/payments', {
      partyId: trader.id,
      direction: 'received',
      amount: '2000',
      paymentDate: '2025-04-03',
      mode: 'cash',
      allocations: [{ saleId: sale.id, amount: '2000' }],
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(await partyBalance(trader.id)).toBe('5000.00');

    const res = await post(`/api/sales/${sale.id}/cancel`, { reason: 'Sold twice' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bucket(crop.id)).toEqual({ stock: '15.000', value: '31000.00' });
    // The sale and the ₹3,000.00 received with it are gone; the other ₹2,000.00 is now an advance.
    expect(await partyBalance(trader.id)).toBe('-2000.00');
    expect(await get<Payment>(`/api/payments/${other.json<Payment>().id}`)).toMatchObject({
      status: 'active',
      allocations: [],
      unallocated: '2000.00',
      allocationStatus: 'unallocated',
    });
    const payments = await get<Payment[]>(`/api/payments?partyId=${trader.id}&status=cancelled`);
    expect(payments.map((p) => [p.amount, p.withSaleId])).toEqual([['3000.00', sale.id]]);
    const open = await get<{ bills: unknown[] }>(
      `/api/payments/open-bills?partyId=${trader.id}&direction=received`,
    );
    expect(open.bills).toEqual([]);
    // A payment cannot settle a cancelled sale.
    const settle = await post('/api/payments', {
      partyId: trader.id,
      direction: 'received',
      amount: '10',
      paymentDate: '2025-04-04',
      mode: 'cash',
      allocations: [{ saleId: sale.id, amount: '10' }],
    });
    expect(settle.statusCode).toBe(400);
  });
});

describe('POST /api/purchases/:id/amend', () => {
  it('corrects a rate: the ledger shows the entry, its reversal and the new entry with the right running balances', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const old = await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2245',
    });
    const res = await post(`/api/purchases/${old.id}/amend`, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2425',
      purchaseDate: '2025-04-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const fixed = res.json<Purchase>();
    expect(fixed).toMatchObject({
      amends: old.id,
      status: 'active',
      totalAmount: '24250.00',
      rate: '2425.00',
    });
    expect(await get<Purchase>(`/api/purchases/${old.id}`)).toMatchObject({
      status: 'cancelled',
      amendedBy: fixed.id,
      cancelReason: `Amended as #${fixed.id}`,
    });
    const ledger = await get<LedgerEntry[]>(`/api/ledger?partyId=${farmer.id}`);
    expect(ledger.map((e) => [e.credit, e.debit, e.balance])).toEqual([
      ['22450.00', '0.00', '-22450.00'],
      ['0.00', '22450.00', '0.00'],
      ['24250.00', '0.00', '-24250.00'],
    ]);
    expect(await bucket(crop.id)).toEqual({ stock: '10.000', value: '24250.00' });
    const audit = await auditRows('purchase', old.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'amend']);
    expect(audit[1]).toMatchObject({ before: { rate: '2245.00' }, after: { rate: '2425.00', id: fixed.id } });
    // The old one cannot be amended again.
    const again = await post(`/api/purchases/${old.id}/amend`, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1',
      rate: '1',
      purchaseDate: '2025-04-01',
    });
    expect(again.statusCode).toBe(409);
  });

  it('validates the new record like a create and changes nothing when it is refused', async () => {
    const old = await makePurchase(ctx().db);
    const bad = await post(`/api/purchases/${old.id}/amend`, {
      partyId: old.partyId,
      cropId: old.cropId,
      quantity: '-1',
      rate: '10',
      purchaseDate: '2025-04-01',
    });
    expect(bad.statusCode).toBe(400);
    const trader = await makeTrader(ctx().db);
    const wrongParty = await post(`/api/purchases/${old.id}/amend`, {
      partyId: trader.id,
      cropId: old.cropId,
      quantity: '1',
      rate: '10',
      purchaseDate: '2025-04-01',
    });
    expect(wrongParty.statusCode).toBe(400);
    expect((await get<Purchase>(`/api/purchases/${old.id}`)).status).toBe('active');
  });
});

describe('POST /api/sales/:id/amend', () => {
  it('checks the new quantity against the stock as if the old sale had never been made', async () => {
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    const trader = await makeTrader(ctx().db);
    const sale = await makeSale(ctx().db, { cropId: crop.id, partyId: trader.id, quantity: '8' });
    const body = {
      partyId: trader.id,
      cropId: crop.id,
      rate: '2500',
      saleDate: '2025-04-02',
      paymentStatus: 'pending',
    };
    const over = await post(`/api/sales/${sale.id}/amend`, { ...body, quantity: '10.5' });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toMatch(/Not enough stock .*: 10\.000/);
    expect(await bucket(crop.id)).toEqual({ stock: '2.000', value: '4000.00' });
    const ok = await post(`/api/sales/${sale.id}/amend`, { ...body, quantity: '10' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<Sale>()).toMatchObject({ amends: sale.id, costAmount: '20000.00' });
    expect(await bucket(crop.id)).toEqual({ stock: '0.000', value: '0.00' });
    expect(await partyBalance(trader.id)).toBe('25000.00');
  });
});

describe('payments and expenses', () => {
  it('cancelling a payment opens the bills it settled again and puts its account back', async () => {
    const trader = await makeTrader(ctx().db);
    const sale = await makeSale(ctx().db, { partyId: trader.id }); // 5 q × 2,500 = 12,500.00
    const res = await post('/api/payments', {
      partyId: trader.id,
      direction: 'received',
      amount: '12500',
      paymentDate: '2025-04-05',
      mode: 'cash',
    });
    const payment = res.json<Payment>();
    expect((await get<Sale>(`/api/sales/${sale.id}`)).paymentStatus).toBe('paid');
    const cancel = await post(`/api/payments/${payment.id}/cancel`, { reason: 'Cheque bounced' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<Payment>()).toMatchObject({ status: 'cancelled', cancelReason: 'Cheque bounced' });
    expect(await get<Sale>(`/api/sales/${sale.id}`)).toMatchObject({
      paymentStatus: 'pending',
      outstanding: '12500.00',
    });
    expect(await partyBalance(trader.id)).toBe('12500.00');
  });

  it('amending a payment records the new one and cancels the old', async () => {
    const trader = await makeTrader(ctx().db);
    await makeSale(ctx().db, { partyId: trader.id });
    const body = {
      partyId: trader.id,
      direction: 'received',
      amount: '1000',
      paymentDate: '2025-04-05',
      mode: 'cash',
    };
    const first = (await post('/api/payments', body)).json<Payment>();
    const res = await post(`/api/payments/${first.id}/amend`, { ...body, amount: '1100' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Payment>()).toMatchObject({ amount: '1100.00', amends: first.id, status: 'active' });
    expect(await partyBalance(trader.id)).toBe('11400.00');
  });

  it('a cancelled expense leaves every total and its account line is reversed', async () => {
    const create = await post('/api/expenses', {
      type: 'labor',
      description: 'Hamali for unloading',
      amount: '450.25',
      expenseDate: '2025-06-01',
    });
    const expense = create.json<Expense>();
    const profitWith = (await get<{ totalProfit: string }>('/api/dashboard/metrics')).totalProfit;
    const res = await post(`/api/expenses/${expense.id}/cancel`, { reason: 'Not ours' });
    expect(res.statusCode, res.body).toBe(200);
    const profitWithout = (await get<{ totalProfit: string }>('/api/dashboard/metrics')).totalProfit;
    expect((Number(profitWithout) - Number(profitWith)).toFixed(2)).toBe('450.25');
    expect((await get<Expense[]>('/api/expenses')).map((e) => e.id)).not.toContain(expense.id);
    expect((await get<Expense[]>('/api/expenses?status=cancelled')).map((e) => e.id)).toEqual([expense.id]);
    const amend = await post(`/api/expenses/${expense.id}/amend`, {
      type: 'labor',
      description: 'x',
      amount: '1',
      expenseDate: '2025-06-01',
    });
    expect(amend.statusCode).toBe(409);
    expect((await post('/api/expenses/999999/cancel', { reason: 'x' })).statusCode).toBe(404);
    expect((await get<Expense>(`/api/expenses/${expense.id}`)).status).toBe('cancelled');
  });
});

describe('who may correct', () => {
  async function staffApi() {
    const email = `clerk-${Math.random().toString(36).slice(2)}@test.local`;
    await createUser(ctx().db, { email, username: 'Clerk', password: 'clerk password 1', role: 'staff' });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'clerk password 1' },
    });
    const token = login.json<{ token: string }>().token;
    return (url: string, payload: unknown) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${token}` },
      });
  }

  it('lets staff correct what was recorded today and dated today, and only an admin anything earlier', async () => {
    const asStaff = await staffApi();
    const today = businessToday(ctx().app.config.BUSINESS_TIMEZONE);
    const todays = await makePurchase(ctx().db, { purchaseDate: today });
    expect((await asStaff(`/api/purchases/${todays.id}/cancel`, { reason: 'Typo' })).statusCode).toBe(200);

    const backDated = await makePurchase(ctx().db, { purchaseDate: '2025-04-01' });
    const refused = await asStaff(`/api/purchases/${backDated.id}/cancel`, { reason: 'Typo' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only an admin can correct entries from an earlier day',
    );

    const recordedYesterday = await makePurchase(ctx().db, { purchaseDate: today });
    await ctx().db.execute(
      sql`update purchases set created_at = now() - interval '1 day' where id = ${recordedYesterday.id}`,
    );
    expect(
      (await asStaff(`/api/purchases/${recordedYesterday.id}/cancel`, { reason: 'Typo' })).statusCode,
    ).toBe(403);
    expect(
      (
        await asStaff(`/api/purchases/${recordedYesterday.id}/amend`, {
          partyId: recordedYesterday.partyId,
          cropId: recordedYesterday.cropId,
          quantity: '1',
          rate: '1',
          purchaseDate: today,
        })
      ).statusCode,
    ).toBe(403);
    expect((await get<Purchase>(`/api/purchases/${recordedYesterday.id}`)).status).toBe('active');
    // The admin may.
    expect((await post(`/api/purchases/${backDated.id}/cancel`, { reason: 'Typo' })).statusCode).toBe(200);
    expect((await post(`/api/purchases/${recordedYesterday.id}/cancel`, { reason: 'Typo' })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/purchases pages', () => {
  it('pages newest first with every row once, a total, the filters, and a 400 for a bad cursor', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const made: Purchase[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await makePurchase(ctx().db, {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: '1',
          purchaseDate: `2025-07-0${1 + (i % 3)}`,
          qualityGrade: i % 2 === 0 ? 'A' : undefined,
        }),
      );
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: PurchasePage = await get<PurchasePage>(
        `/api/purchases?partyId=${farmer.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.total).toBe(7);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    const expected = [...made]
      .sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate) || b.id - a.id)
      .map((p) => p.id);
    expect(seen).toEqual(expected);
    const graded = await get<PurchasePage>(`/api/purchases?cropId=${crop.id}&qualityGrade=A&limit=10`);
    expect(graded.total).toBe(4);
    expect(
      (await ctx().api({ method: 'GET', url: '/api/purchases?limit=3&cursor=nonsense' })).statusCode,
    ).toBe(400);
    expect((await ctx().api({ method: 'GET', url: '/api/purchases?limit=0' })).statusCode).toBe(400);
    expect((await ctx().api({ method: 'GET', url: '/api/purchases?status=gone' })).statusCode).toBe(400);
  });
});

describe('the tables of corrections', () => {
  it('refuse UPDATE, DELETE and TRUNCATE of cancellations in the database', async () => {
    const purchase = await makePurchase(ctx().db);
    await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Typo' });
    for (const statement of [
      sql`update cancellations set reason = 'rewritten'`,
      sql`delete from cancellations`,
      sql`truncate cancellations`,
    ]) {
      const error = await ctx()
        .db.execute(statement)
        .then(
          () => undefined,
          (e: Error & { cause?: Error }) => e.cause ?? e,
        );
      expect(error?.message).toMatch(
        /^append-only books: (UPDATE|DELETE|TRUNCATE) on cancellations is refused$/,
      );
    }
    const [row] = await queryRows<{ reason: string }>(
      ctx().db,
      sql`select reason from cancellations where entity = 'purchase' and entity_id = ${purchase.id}`,
    );
    expect(row?.reason).toBe('Typo');
  });
});

describe('GET /api/purchases/summary', () => {
  it('adds up the purchases of the filters in quintals and rupees, leaving cancelled ones out', async () => {
    const farmer = await makeFarmer(ctx().db, { name: 'Suresh Yadav of Khanna' });
    const kg = await makeCrop(ctx().db, { name: 'Basmati 1121', unit: 'kg' });
    const ton = await makeCrop(ctx().db, { name: 'Yellow Maize', unit: 'ton' });
    // 2,500 kg at ₹38.50 = ₹96,250.00 + ₹1,200.00 freight; 1.5 t at ₹21,000.00 = ₹31,500.00, ₹10,000.00 paid.
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: kg.id,
      quantity: '2500',
      rate: '38.50',
      purchaseDate: '2025-08-01',
      expenses: [{ type: 'transportation', amount: '1200' }],
    });
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: ton.id,
      quantity: '1.5',
      rate: '21000',
      purchaseDate: '2025-08-02',
      amountPaid: '10000',
    });
    const third = await makePurchase(ctx().db, {
      partyId: farmer.id,
      cropId: ton.id,
      purchaseDate: '2025-08-03',
    });
    await post(`/api/purchases/${third.id}/cancel`, { reason: 'Typo' });
    expect(await get(`/api/purchases/summary?partyId=${farmer.id}`)).toEqual({
      count: 2,
      quantityQuintals: '40.000',
      totalAmount: '127750.00',
      expenseAmount: '1200.00',
      finalAmount: '128950.00',
      paidAmount: '10000.00',
      outstanding: '117750.00',
    });
    expect(await get(`/api/purchases/summary?q=khanna&cropId=${ton.id}`)).toMatchObject({ count: 1 });
    expect(await get(`/api/purchases/summary?partyId=${farmer.id}&status=all`)).toMatchObject({ count: 3 });
    const page = await get<PurchasePage>(`/api/purchases?q=suresh&limit=1`);
    expect(page.total).toBe(2);
    expect((await ctx().api({ method: 'GET', url: '/api/purchases/summary?limit=5' })).statusCode).toBe(200);
    expect((await ctx().api({ method: 'GET', url: '/api/purchases/summary?status=x' })).statusCode).toBe(400);
  });
});
