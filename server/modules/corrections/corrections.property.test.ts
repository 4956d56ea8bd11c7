import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/business-day';
import { compare, divide, subtract, sumAt } from '../../../common/decimal';
import type { Expense } from '../../../common/schemas/expenses';
import type { Payment } from '../../../common/schemas/payments';
import type { Purchase, PurchaseAmended } from '../../../common/schemas/purchases';
import type { Sale, SaleAmended } from '../../../common/schemas/sales';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
  unreversedCancellations,
} from '../books/book-checks';

// After any sequence of creates, cancels and amends (docs/corrections.md), every figure equals the same figure
// computed from the active records only, the caches equal the sums of the append-only rows, and every
// cancelled record's entries and movements net to zero with their reversals.

const ctx = useTestContext();

const paise = (n: number) => divide(n, 100, 2);
const quantityArb = fc.integer({ min: 10, max: 20_000 }).map((n) => divide(n, 1000, 3));
const rateArb = fc.integer({ min: 100, max: 300_000 }).map(paise);
const dateArb = fc.integer({ min: 0, max: 20 }).map((d) => addDays('2025-03-01', d));
const pick = fc.nat(1_000);

const opArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      crop: fc.nat(1),
      quantity: quantityArb,
      rate: rateArb,
      date: dateArb,
      paid: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      crop: fc.nat(1),
      quantity: quantityArb,
      rate: rateArb,
      date: dateArb,
      paymentStatus: fc.constantFrom('pending', 'paid'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expense' as const),
      amount: fc.integer({ min: 1, max: 500_000 }).map(paise),
      date: dateArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      received: fc.boolean(),
      amount: fc.integer({ min: 1, max: 2_000_000 }).map(paise),
      date: dateArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      list: fc.constantFrom('purchases', 'sales', 'expenses', 'payments'),
      which: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('amend' as const),
      list: fc.constantFrom('purchases', 'sales'),
      which: pick,
      rate: rateArb,
      quantity: quantityArb,
      /** Keep the quantity: for a purchase, a price correction (docs/corrections.md#correct). */
      priceOnly: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('apply' as const), which: pick }),
  },
);

type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

describe('cancels and amends among creates', () => {
  it('leave every figure equal to the active records’ and the books balanced', async () => {
    const crops = [(await makeCrop(ctx().db)).id, (await makeCrop(ctx().db)).id];
    const farmer = (await makeFarmer(ctx().db)).id;
    const trader = (await makeTrader(ctx().db)).id;
    const post = (url: string, payload: object) => ctx().api({ method: 'POST', url, payload });
    const list = async <T>(url: string) => (await ctx().api({ method: 'GET', url })).json<T[]>();

    async function run(op: Op): Promise<void> {
      let res;
      switch (op.kind) {
        case 'purchase':
          res = await post('/api/purchases', {
            partyId: farmer,
            cropId: crops[op.crop],
            quantity: op.quantity,
            rate: op.rate,
            purchaseDate: op.date,
            ...(op.paid ? { amountPaid: '0.01' } : {}),
          });
          break;
        case 'sale':
          res = await post('/api/sales', {
            partyId: trader,
            cropId: crops[op.crop],
            quantity: op.quantity,
            rate: op.rate,
            saleDate: op.date,
            paymentStatus: op.paymentStatus,
          });
          break;
        case 'expense':
          res = await post('/api/expenses', {
            type: 'labor',
            description: 'Hamali',
            amount: op.amount,
            expenseDate: op.date,
          });
          break;
        case 'payment':
          res = await post('/api/payments', {
            partyId: op.received ? trader : farmer,
            direction: op.received ? 'received' : 'paid',
            amount: op.amount,
            paymentDate: op.date,
            mode: 'cash',
          });
          break;
        case 'cancel': {
          const rows = await list<{ id: number }>(`/api/${op.list}`);
          if (rows.length === 0) return;
          res = await post(`/api/${op.list}/${rows[op.which % rows.length]!.id}/cancel`, {
            reason: 'Property',
          });
          break;
        }
        case 'amend': {
          let old: Purchase | Sale;
          if (op.list === 'purchases') {
            const rows = await list<Purchase>('/api/purchases');
            if (rows.length === 0) return;
            old = rows[op.which % rows.length]!;
            res = await post(`/api/purchases/${old.id}/amend`, {
              partyId: old.partyId,
              cropId: old.cropId,
              quantity: op.priceOnly ? old.quantity : op.quantity,
              rate: op.rate,
              purchaseDate: old.purchaseDate,
            });
          } else {
            const rows = await list<Sale>('/api/sales');
            if (rows.length === 0) return;
            old = rows[op.which % rows.length]!;
            res = await post(`/api/sales/${old.id}/amend`, {
              partyId: old.partyId,
              cropId: old.cropId,
              quantity: op.priceOnly ? old.quantity : op.quantity,
              rate: op.rate,
              saleDate: old.saleDate,
              paymentStatus: 'pending',
            });
          }
          if (res.statusCode === 201) expectPaidStaysPaid(old, res.json<PurchaseAmended | SaleAmended>());
          break;
        }
        case 'apply': {
          // An advance applied (docs/money.md#payments): a payment's unallocated money to its party's open bills.
          const open = (await list<Payment>('/api/payments')).filter((p) => compare(p.unallocated, '0') > 0);
          if (open.length === 0) return;
          const payment = open[op.which % open.length]!;
          res = await post(`/api/payments/${payment.id}/allocations`, {});
          expect([200, 409], res.body).toContain(res.statusCode);
          if (res.statusCode === 200) done.apply++;
          return;
        }
      }
      // Refusals are part of the game (not enough stock, a lot sold from); a 5xx never is.
      expect([200, 201, 409], res.body).toContain(res.statusCode);
      if (res.statusCode < 300 && (op.kind === 'cancel' || op.kind === 'amend')) done[op.kind]++;
    }
    const done = { cancel: 0, amend: 0, apply: 0 };

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) await run(op);
        await expectFiguresOfActiveRecords(crops, [farmer, trader]);
      }),
      { numRuns: 25 },
    );
    // Books of many records take a while on a busy machine.
    // Not a vacuous run: corrections did go through.
    expect(done.cancel).toBeGreaterThan(0);
    expect(done.amend).toBeGreaterThan(0);
  }, 300_000);
});

async function expectFiguresOfActiveRecords(crops: number[], partyIds: number[]): Promise<void> {
  const db = ctx().db;
  expect(await bucketMismatches(db)).toEqual([]);
  expect(await partyBalanceMismatches(db)).toEqual([]);
  expect(await overpaidBills(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  expect(await unreversedCancellations(db)).toEqual([]);

  const get = async <T>(url: string) => (await ctx().api({ method: 'GET', url })).json<T>();
  const purchases = await get<Purchase[]>('/api/purchases');
  const sales = await get<Sale[]>('/api/sales');
  const expenses = await get<Expense[]>('/api/expenses');
  const payments = await get<Payment[]>('/api/payments');
  expect([...purchases, ...sales, ...expenses, ...payments].every((r) => r.status === 'active')).toBe(true);

  const metrics = await get<{ totalSales: string; totalPurchases: string; totalProfit: string }>(
    '/api/dashboard/metrics',
  );
  expect(metrics.totalSales).toBe(sumAt(['0', ...sales.map((s) => s.totalAmount)], 2));
  expect(metrics.totalPurchases).toBe(sumAt(['0', ...purchases.map((p) => p.finalAmount)], 2));
  // Profit: Σ sale profit − cost-of-goods adjustments (price corrections, reversals included) − expenses.
  const [adjusted] = await queryRows<{ amount: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::numeric(20, 2)::text as amount from cost_adjustments`,
  );
  expect(metrics.totalProfit).toBe(
    subtract(
      sumAt(
        [
          '0',
          ...sales.map((s) => s.totalAmount),
          ...sales.map((s) => `-${s.costAmount}`),
          ...expenses.map((e) => `-${e.amount}`),
        ],
        2,
      ),
      adjusted!.amount,
    ),
  );
  // Every bill 0 ≤ paid ≤ amount; every payment Σ allocations + unallocated = amount.
  for (const bill of [...sales, ...purchases]) {
    expect(compare(bill.paidAmount, '0')).toBeGreaterThanOrEqual(0);
    expect(compare(bill.paidAmount, bill.totalAmount)).toBeLessThanOrEqual(0);
  }
  for (const p of payments) {
    expect(sumAt([p.unallocated, ...p.allocations.map((a) => a.amount)], 2)).toBe(p.amount);
  }
  // Each bucket's value is never below zero (and equals Σ its movements: bucketMismatches above).
  const [negative] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from inventory where total_value < 0 or current_stock < 0`,
  );
  expect(negative!.n).toBe(0);

  // Each bucket holds what the active purchases brought in less what the active sales took out.
  for (const cropId of crops) {
    const [row] = await queryRows<{ stock: string }>(
      db,
      sql`select coalesce(sum(current_stock), 0)::numeric(14, 3)::text as stock from inventory where crop_id = ${cropId}`,
    );
    const expected = sumAt(
      [
        '0',
        ...purchases.filter((p) => p.cropId === cropId).map((p) => p.quantity),
        ...sales.filter((s) => s.cropId === cropId).map((s) => `-${s.quantity}`),
      ],
      3,
    );
    expect(row!.stock).toBe(expected);
  }

  // A party's balance is its active sales less its active purchases, less money received, plus money paid.
  for (const partyId of partyIds) {
    const [row] = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text from parties where id = ${partyId}`,
    );
    const expected = sumAt(
      [
        '0',
        ...sales.filter((s) => s.partyId === partyId).map((s) => s.totalAmount),
        ...purchases.filter((p) => p.partyId === partyId).map((p) => `-${p.totalAmount}`),
        ...payments
          .filter((p) => p.partyId === partyId)
          .map((p) => (p.direction === 'received' ? `-${p.amount}` : p.amount)),
      ],
      2,
    );
    expect(row!.balance).toBe(expected);
  }

  // What bills carry as paid is what the active payments allocated to them.
  const allocated = new Map<string, string[]>();
  for (const p of payments) {
    for (const a of p.allocations) {
      const key = 'saleId' in a ? `s${a.saleId}` : 'purchaseId' in a ? `p${a.purchaseId}` : `o`;
      allocated.set(key, [...(allocated.get(key) ?? []), a.amount]);
    }
  }
  for (const s of sales) expect(s.paidAmount).toBe(sumAt(['0', ...(allocated.get(`s${s.id}`) ?? [])], 2));
  for (const p of purchases) expect(p.paidAmount).toBe(sumAt(['0', ...(allocated.get(`p${p.id}`) ?? [])], 2));
}

/**
 * What was paid stays paid (docs/corrections.md#correct): the old bill's payments that did not fit the new bill
 * are on account only when the new bill has no room left, and what moved never exceeds the new bill nor what
 * the old one had been paid. (The property's amendments pay nothing with the new bill.)
 */
function expectPaidStaysPaid(old: Purchase | Sale, amended: PurchaseAmended | SaleAmended): void {
  const c = amended.correction;
  expect(amended.paidAmount).toBe(c.paymentsMoved);
  expect(compare(c.paymentsMoved, amended.totalAmount)).toBeLessThanOrEqual(0);
  expect(compare(sumAt([c.paymentsMoved, c.leftOnAccount], 2), old.paidAmount)).toBeLessThanOrEqual(0);
  if (compare(c.leftOnAccount, '0') > 0) expect(amended.outstanding).toBe('0.00');
}
