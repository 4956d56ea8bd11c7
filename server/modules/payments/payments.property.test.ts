import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/business-day';
import { add, compare, divide, multiply, subtract, sumAt } from '../../../common/decimal';
import type { Payment } from '../../../common/schemas/payments';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { queryRows } from '../../db/client';
import { ledgerEntries } from '../../db/schema/books';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../books/book-checks';

// Random purchases, sales and payments (allocations left out, empty, or picked at random among the
// party's open bills) go through the API. Afterwards every bill has 0 ≤ paidAmount ≤ its amount and the
// status that goes with it, every payment's allocations + unallocated = its amount, and each party's
// balance is Σ debit − Σ credit of its entries (docs/money.md).

const ctx = useTestContext();

const paise = (n: number) => divide(n, 100, 2);
const dateArb = fc.integer({ min: 0, max: 30 }).map((d) => addDays('2025-06-01', d));
const pick = fc.integer({ min: 0, max: 1 });
const share = fc.integer({ min: 0, max: 100 }); // a percentage of what could be paid or allocated

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    party: pick,
    quantity: fc.integer({ min: 1, max: 50 }),
    rate: fc.integer({ min: 1, max: 300_000 }).map(paise),
    date: dateArb,
    paid: fc.option(share, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('sale' as const),
    party: pick,
    quantity: fc.integer({ min: 1, max: 10 }),
    rate: fc.integer({ min: 1, max: 300_000 }).map(paise),
    date: dateArb,
    status: fc.constantFrom('pending', 'paid', 'partial'),
    received: fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('payment' as const),
    direction: fc.constantFrom('received', 'paid'),
    party: pick,
    amount: fc.integer({ min: 1, max: 5_000_000 }).map(paise),
    date: dateArb,
    allocation: fc.constantFrom('oldest-first', 'none', 'picked'),
    picks: fc.array(share, { maxLength: 3 }),
  }),
);

/** percent % of amount, rounded half-up to paise. */
const pct = (amount: string, percent: number) => multiply(amount, divide(percent, 100, 2), 2);

describe('payments: property', () => {
  it('keeps every bill between 0 and its amount, every payment whole and every balance equal to its entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 6, maxLength: 14 }), async (ops) => {
        const { db } = ctx();
        const farmers = [(await makeFarmer(db)).id, (await makeFarmer(db)).id];
        const traders = [(await makeTrader(db)).id, (await makeTrader(db)).id];
        const crop = await makeCrop(db);
        const api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
          ctx().api({ method, url, payload });
        // Stock enough for every sale.
        await api('POST', '/api/purchases', {
          partyId: farmers[0],
          cropId: crop.id,
          quantity: '1000',
          rate: '1',
          purchaseDate: '2025-05-01',
        });
        const sales = async () =>
          ctx()
            .json<Sale[]>(await api('GET', '/api/sales'))
            .filter((s) => traders.includes(s.partyId));
        const purchases = async () =>
          ctx()
            .json<Purchase[]>(await api('GET', '/api/purchases'))
            .filter((p) => farmers.includes(p.partyId));

        for (const op of ops) {
          if (op.kind === 'purchase') {
            const bill = sumAt(Array<string>(op.quantity).fill(op.rate), 2);
            const res = await api('POST', '/api/purchases', {
              partyId: farmers[op.party],
              cropId: crop.id,
              quantity: String(op.quantity),
              rate: op.rate,
              purchaseDate: op.date,
              ...(op.paid === undefined ? {} : { amountPaid: pct(bill, op.paid) }),
            });
            expect(res.statusCode, res.body).toBe(201);
          } else if (op.kind === 'sale') {
            const total = sumAt(Array<string>(op.quantity).fill(op.rate), 2);
            const received =
              op.status === 'partial' && op.received !== undefined ? pct(total, op.received) : undefined;
            const usable =
              received !== undefined && compare(received, '0') > 0 && compare(received, total) < 0;
            const res = await api('POST', '/api/sales', {
              partyId: traders[op.party],
              cropId: crop.id,
              quantity: String(op.quantity),
              rate: op.rate,
              saleDate: op.date,
              paymentStatus: op.status,
              ...(usable ? { amountReceived: received } : {}),
            });
            expect(res.statusCode, res.body).toBe(201);
          } else {
            const partyId = (op.direction === 'received' ? traders : farmers)[op.party]!;
            let allocations: Array<Record<string, unknown>> | undefined;
            if (op.allocation === 'none') allocations = [];
            if (op.allocation === 'picked') {
              const open =
                op.direction === 'received'
                  ? (await sales())
                      .filter((s) => s.partyId === partyId && compare(s.outstanding, '0') > 0)
                      .map((s) => ({ key: { saleId: s.id }, outstanding: s.outstanding }))
                  : (await purchases())
                      .filter((p) => p.partyId === partyId && compare(p.outstanding, '0') > 0)
                      .map((p) => ({ key: { purchaseId: p.id }, outstanding: p.outstanding }));
              let left = op.amount;
              allocations = [];
              op.picks.forEach((percent, i) => {
                const bill = open[i];
                if (!bill) return;
                let amount = pct(bill.outstanding, percent);
                if (compare(amount, left) > 0) amount = left;
                if (compare(amount, '0') <= 0) return;
                allocations!.push({ ...bill.key, amount });
                left = subtract(left, amount);
              });
            }
            const res = await api('POST', '/api/payments', {
              partyId,
              direction: op.direction,
              amount: op.amount,
              paymentDate: op.date,
              mode: 'cash',
              ...(allocations === undefined ? {} : { allocations }),
            });
            expect(res.statusCode, res.body).toBe(201);
          }
        }

        for (const bill of [...(await sales()), ...(await purchases())]) {
          expect(compare(bill.paidAmount, '0')).toBeGreaterThanOrEqual(0);
          expect(compare(bill.paidAmount, bill.totalAmount)).toBeLessThanOrEqual(0);
          expect(add(bill.paidAmount, bill.outstanding)).toBe(bill.totalAmount);
          const recordedPartial = 'costAmount' in bill && (await recordedStatus(bill.id)) === 'partial';
          const expected =
            compare(bill.outstanding, '0') === 0
              ? 'paid'
              : compare(bill.paidAmount, '0') > 0 || recordedPartial
                ? 'partial'
                : 'pending';
          expect(bill.paymentStatus).toBe(expected);
        }
        const payments = ctx().json<Payment[]>(await api('GET', '/api/payments'));
        for (const p of payments.filter((x) => [...farmers, ...traders].includes(x.partyId))) {
          const allocated = p.allocations.length === 0 ? '0.00' : add(...p.allocations.map((a) => a.amount));
          expect(add(allocated, p.unallocated)).toBe(p.amount);
          expect(compare(p.unallocated, '0')).toBeGreaterThanOrEqual(0);
        }
        const entries = await db
          .select({
            partyId: ledgerEntries.partyId,
            debit: ledgerEntries.debit,
            credit: ledgerEntries.credit,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.partyId, [...farmers, ...traders]));
        for (const partyId of [...farmers, ...traders]) {
          const mine = entries.filter((e) => e.partyId === partyId);
          const balance = subtract(
            sumAt(
              mine.map((e) => e.debit),
              2,
            ),
            sumAt(
              mine.map((e) => e.credit),
              2,
            ),
          );
          const [row] = await queryRows<{ balance: string }>(
            db,
            sql`select balance from parties where id = ${partyId}`,
          );
          expect(row!.balance).toBe(balance);
        }
        expect(await partyBalanceMismatches(db)).toEqual([]);
        expect(await bucketMismatches(db)).toEqual([]);
        expect(await overpaidBills(db)).toEqual([]);
        expect(await paymentMismatches(db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});

async function recordedStatus(saleId: number): Promise<string> {
  const [row] = await queryRows<{ s: string }>(
    ctx().db,
    sql`select payment_status as s from sales where id = ${saleId}`,
  );
  return row!.s;
}
