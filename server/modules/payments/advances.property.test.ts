import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/business-day';
import { add, compare, divide, multiply, subtract, sumAt } from '../../../common/decimal';
import type { OpenBillsAnswer, Payment } from '../../../common/schemas/payments';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { booksMismatches } from '../books/book-checks';

// Random purchases, sales, payments (many of them advances), payments cancelled and advances applied
// (oldest first or to bills picked at random) through the API (docs/money.md#advances). Afterwards every bill
// has 0 ≤ paidAmount ≤ its amount, every payment Σ allocations + unallocated = its amount with unallocated ≥ 0,
// the money on account that open-bills answers is Σ unallocated of the party's live payments of that
// direction, and every reconciliation of the books holds (bill_paid and bill_daily included).

const ctx = useTestContext();

const paise = (n: number) => divide(n, 100, 2);
const dateArb = fc.integer({ min: 0, max: 30 }).map((d) => addDays('2025-06-01', d));
const pick = fc.integer({ min: 0, max: 1 });
const share = fc.integer({ min: 0, max: 100 });
/** percent % of amount, rounded half-up to paise. */
const pct = (amount: string, percent: number) => multiply(amount, divide(percent, 100, 2), 2);

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    party: pick,
    quantity: fc.integer({ min: 1, max: 20 }),
    rate: fc.integer({ min: 1, max: 300_000 }).map(paise),
    date: dateArb,
  }),
  fc.record({
    kind: fc.constant('sale' as const),
    party: pick,
    quantity: fc.integer({ min: 1, max: 10 }),
    rate: fc.integer({ min: 1, max: 300_000 }).map(paise),
    date: dateArb,
  }),
  fc.record({
    kind: fc.constant('payment' as const),
    direction: fc.constantFrom('received', 'paid'),
    party: pick,
    amount: fc.integer({ min: 1, max: 5_000_000 }).map(paise),
    date: dateArb,
    advance: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('apply' as const),
    payment: fc.nat(),
    how: fc.constantFrom('oldest-first', 'picked'),
    picks: fc.array(share, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), payment: fc.nat() }),
);

describe('advances applied: property', () => {
  it('keeps every bill within its amount and every payment whole, whatever is applied and cancelled', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 16 }), async (ops) => {
        const { db } = ctx();
        const farmers = [(await makeFarmer(db)).id, (await makeFarmer(db)).id];
        const traders = [(await makeTrader(db)).id, (await makeTrader(db)).id];
        const parties = [...farmers, ...traders];
        const crop = await makeCrop(db);
        const api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
          ctx().api({ method, url, payload });
        const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
          const res = await api(method, url, payload);
          expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
          return ctx().json<T>(res);
        };
        await ok('POST', '/api/purchases', {
          partyId: farmers[0],
          cropId: crop.id,
          quantity: '1000',
          rate: '1',
          purchaseDate: '2025-05-01',
        });
        const payments = async () =>
          (await ok<Payment[]>('GET', '/api/payments?status=all')).filter((p) => parties.includes(p.partyId));
        const openBills = (partyId: number, direction: string) =>
          ok<OpenBillsAnswer>('GET', `/api/payments/open-bills?partyId=${partyId}&direction=${direction}`);

        for (const op of ops) {
          if (op.kind === 'purchase') {
            await ok('POST', '/api/purchases', {
              partyId: farmers[op.party],
              cropId: crop.id,
              quantity: String(op.quantity),
              rate: op.rate,
              purchaseDate: op.date,
            });
          } else if (op.kind === 'sale') {
            await ok('POST', '/api/sales', {
              partyId: traders[op.party],
              cropId: crop.id,
              quantity: String(op.quantity),
              rate: op.rate,
              saleDate: op.date,
            });
          } else if (op.kind === 'payment') {
            await ok('POST', '/api/payments', {
              partyId: (op.direction === 'received' ? traders : farmers)[op.party],
              direction: op.direction,
              amount: op.amount,
              paymentDate: op.date,
              mode: 'cash',
              ...(op.advance ? { allocations: [] } : {}),
            });
          } else {
            const all = await payments();
            const payment = all[op.payment % Math.max(all.length, 1)];
            if (!payment) continue;
            if (op.kind === 'cancel') {
              const res = await api('POST', `/api/payments/${payment.id}/cancel`, { reason: 'Property' });
              expect([200, 409], res.body).toContain(res.statusCode);
              expect(res.statusCode === 409).toBe(payment.status === 'cancelled');
              continue;
            }
            const { bills } = await openBills(payment.partyId, payment.direction);
            const left = payment.unallocated;
            const url = `/api/payments/${payment.id}/allocations`;
            if (op.how === 'oldest-first') {
              const res = await api('POST', url, {});
              const nothing =
                payment.status === 'cancelled' || compare(left, '0') === 0 || bills.length === 0;
              expect(res.statusCode, res.body).toBe(nothing ? 409 : 200);
              if (res.statusCode === 200) {
                const open = sumAt(
                  bills.map((b) => b.outstanding),
                  2,
                );
                // It uses the money up, or settles every open bill.
                const used = compare(left, open) < 0 ? left : open;
                expect(ctx().json<Payment>(res).unallocated).toBe(subtract(left, used));
              }
              continue;
            }
            let room = left;
            const allocations: Array<Record<string, unknown>> = [];
            op.picks.forEach((percent, i) => {
              const bill = bills[i];
              if (!bill) return;
              let amount = pct(bill.outstanding, percent);
              if (compare(amount, room) > 0) amount = room;
              if (compare(amount, '0') <= 0) return;
              const key =
                bill.kind === 'sale'
                  ? 'saleId'
                  : bill.kind === 'purchase'
                    ? 'purchaseId'
                    : 'openingBalanceId';
              allocations.push({ [key]: bill.id, amount });
              room = subtract(room, amount);
            });
            if (allocations.length === 0) continue;
            const res = await api('POST', url, { allocations });
            expect(res.statusCode, res.body).toBe(payment.status === 'cancelled' ? 409 : 200);
            if (res.statusCode === 200) expect(ctx().json<Payment>(res).unallocated).toBe(room);
          }
        }

        const bills = [
          ...(await ok<Sale[]>('GET', '/api/sales')).filter((s) => traders.includes(s.partyId)),
          ...(await ok<Purchase[]>('GET', '/api/purchases')).filter((p) => farmers.includes(p.partyId)),
        ];
        for (const bill of bills) {
          expect(compare(bill.paidAmount, '0')).toBeGreaterThanOrEqual(0);
          expect(compare(bill.paidAmount, bill.totalAmount)).toBeLessThanOrEqual(0);
          expect(add(bill.paidAmount, bill.outstanding)).toBe(bill.totalAmount);
        }
        const all = await payments();
        for (const p of all) {
          const allocated = p.allocations.length === 0 ? '0.00' : add(...p.allocations.map((a) => a.amount));
          expect(add(allocated, p.unallocated)).toBe(p.amount);
          expect(compare(p.unallocated, '0')).toBeGreaterThanOrEqual(0);
        }
        for (const partyId of parties) {
          for (const direction of ['received', 'paid'] as const) {
            const mine = all.filter(
              (p) => p.partyId === partyId && p.direction === direction && p.status === 'active',
            );
            const expected = sumAt(['0', ...mine.map((p) => p.unallocated)], 2);
            expect((await openBills(partyId, direction)).unallocated).toBe(expected);
          }
        }
        expect(await booksMismatches(db)).toEqual({});
      }),
      { numRuns: 10 },
    );
  });
});
