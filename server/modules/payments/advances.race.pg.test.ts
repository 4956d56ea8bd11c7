// Two clerks applying one advance (docs/money.md#advances): needs a second connection holding a lock, so
// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../common/schemas/payments';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase } from '../../test/factories';
import { afterRacingChange } from '../../test/lock-wait';
import { useTestContext } from '../../test/test-app';

// The test context checks after each test that the books balance: no payment allocates more than its
// amount, no bill is paid more than it asks, bill_paid and bill_daily agree with the allocations.
const ctx = useTestContext();

/** A farmer with ₹10,000.00 paid in advance and two purchases of ₹8,000.00 (4 q × ₹2,000). */
async function advanceAndTwoBills() {
  const farmer = await makeFarmer(ctx().db);
  const crop = await makeCrop(ctx().db);
  const res = await ctx().api({
    method: 'POST',
    url: '/api/payments',
    payload: {
      partyId: farmer.id,
      direction: 'paid',
      amount: '10000',
      paymentDate: '2025-03-30',
      mode: 'cash',
      allocations: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const bill = () => makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id, quantity: '4' });
  return { advance: ctx().json<Payment>(res), a: await bill(), b: await bill() };
}

const applyTo = (paymentId: number, purchaseId: number) =>
  ctx().api({
    method: 'POST',
    url: `/api/payments/${paymentId}/allocations`,
    payload: { allocations: [{ purchaseId, amount: '8000' }] },
  });

const allocatedOf = async (paymentId: number) =>
  (
    await queryRows<{ total: string }>(
      ctx().db,
      sql`select coalesce(sum(amount), 0)::numeric(20, 2)::text as total
          from live_payment_allocations where payment_id = ${paymentId}`,
    )
  )[0]!.total;

describe('two clerks applying the same advance to different bills', () => {
  it("makes the one that waited on the payment's row read what the other used: 409 naming what is left", async () => {
    const { advance, a, b } = await advanceAndTwoBills();

    // The other clerk holds the payment's row (not the party's: the payment's own lock must be enough) and
    // applies 8,000.00 of it to bill A.
    const res = await afterRacingChange(
      ctx().database.pool!,
      [
        ['select id from payments where id = $1 for update', [advance.id]],
        ['select id from purchases where id = $1 for update', [a.id]],
        [
          'insert into payment_allocations (payment_id, purchase_id, amount) values ($1, $2, 8000)',
          [advance.id, a.id],
        ],
      ],
      () => applyTo(advance.id, b.id),
    );

    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `The allocations add up to 8000.00, more than the 2000.00 unallocated on payment #${advance.id}`,
    );
    expect(await allocatedOf(advance.id)).toBe('8000.00');
  });

  it('lets exactly one of two simultaneous applications through, again and again', async () => {
    for (let round = 0; round < 5; round++) {
      const { advance, a, b } = await advanceAndTwoBills();
      const answers = await Promise.all([applyTo(advance.id, a.id), applyTo(advance.id, b.id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await allocatedOf(advance.id)).toBe('8000.00');
      const [done] = answers.filter((r) => r.statusCode === 200);
      expect(done!.json<Payment>().unallocated).toBe('2000.00');
    }
  });

  it('lets two oldest-first applications of one advance together settle no more than it holds', async () => {
    const { advance, a, b } = await advanceAndTwoBills();
    const answers = await Promise.all([
      ctx().api({ method: 'POST', url: `/api/payments/${advance.id}/allocations`, payload: {} }),
      ctx().api({ method: 'POST', url: `/api/payments/${advance.id}/allocations`, payload: {} }),
    ]);
    // The first uses all 10,000.00 (8,000.00 on A, 2,000.00 on B); the second finds nothing left.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await allocatedOf(advance.id)).toBe('10000.00');
    const paid = await queryRows<{ id: number; paid: string }>(
      ctx().db,
      sql`select bill_id as id, paid::text from bill_paid where kind = 'purchase' and bill_id in (${a.id}, ${b.id})
          order by bill_id`,
    );
    expect(paid.map((r) => r.paid)).toEqual(['8000.00', '2000.00']);
  });
});
