// Needs a second connection holding a lock, so PostgreSQL only: vitest.config.ts includes *.pg.test.ts
// when TEST_DATABASE_URL is set; PGlite runs one transaction at a time.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Payment } from '../../../common/schemas/payments';
import { queryRows } from '../../db/client';
import { makeSale, makeTrader } from '../../test/factories';
import { afterRacingChange } from '../../test/lock-wait';
import { useTestContext } from '../../test/test-app';
import { overpaidBills, partyBalanceMismatches, paymentMismatches } from '../books/book-checks';

const ctx = useTestContext();

afterEach(async () => {
  expect(await overpaidBills(ctx().db)).toEqual([]);
  expect(await paymentMismatches(ctx().db)).toEqual([]);
  expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
});

const paid = async (saleId: number) =>
  (
    await queryRows<{ paid: string }>(
      ctx().db,
      sql`select coalesce(sum(amount), 0)::numeric(20, 2)::text as paid from payment_allocations where sale_id = ${saleId}`,
    )
  )[0]!.paid;

/** What a payment settling the whole sale writes, held open on a second connection. */
function competingPayment(sale: {
  id: number;
  partyId: number;
  totalAmount: string;
}): Array<readonly [string, unknown[]]> {
  return [
    ['select id from parties where id = $1 for no key update', [sale.partyId]],
    ['select id from sales where id = $1 for update', [sale.id]],
    [
      `with entry as (
         insert into ledger_entries (party_id, transaction_type, transaction_date, description, credit, source_type, source_id)
         values ($1, 'payment', '2025-04-06', 'Racing payment', $2, 'payment', currval(pg_get_serial_sequence('payments', 'id')) + 1)
         returning id),
       pay as (
         insert into payments (party_id, direction, amount, payment_date, mode, account_id, ledger_entry_id)
         select $1, 'received', $2, '2025-04-06', 'cash', (select id from accounts where name = 'Cash in hand'), id from entry
         returning id)
       insert into payment_allocations (payment_id, sale_id, amount) select id, $3, $2 from pay`,
      [sale.partyId, sale.totalAmount, sale.id],
    ],
    ['update parties set balance = balance - $2::numeric where id = $1', [sale.partyId, sale.totalAmount]],
  ];
}

describe('two payments racing for one bill', () => {
  it('makes the payment that waited see the other one: its allocation is a 409, the bill never over-settled', async () => {
    const trader = await makeTrader(ctx().db);
    const sale = await makeSale(ctx().db, { partyId: trader.id }); // 12,500.00
    await ctx().api({ method: 'GET', url: '/api/accounts' }); // "Cash in hand" exists
    await ctx().db.execute(sql`select nextval(pg_get_serial_sequence('payments', 'id'))`);

    const res = await afterRacingChange(ctx().database.pool!, competingPayment(sale), () =>
      ctx().api({
        method: 'POST',
        url: '/api/payments',
        payload: {
          partyId: trader.id,
          direction: 'received',
          amount: '12500',
          paymentDate: '2025-04-06',
          mode: 'cash',
          allocations: [{ saleId: sale.id, amount: '12500' }],
        },
      }),
    );

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Sale #${sale.id} has 0.00 outstanding; 12500.00 cannot be allocated to it`,
    );
    expect(await paid(sale.id)).toBe('12500.00');
  });

  it('makes an oldest-first payment that waited leave the settled bill alone', async () => {
    const trader = await makeTrader(ctx().db);
    const sale = await makeSale(ctx().db, { partyId: trader.id });
    await ctx().db.execute(sql`select nextval(pg_get_serial_sequence('payments', 'id'))`);

    const res = await afterRacingChange(ctx().database.pool!, competingPayment(sale), () =>
      ctx().api({
        method: 'POST',
        url: '/api/payments',
        payload: {
          partyId: trader.id,
          direction: 'received',
          amount: '5000',
          paymentDate: '2025-04-06',
          mode: 'cash',
        },
      }),
    );

    expect(res.statusCode).toBe(201);
    expect(ctx().json<Payment>(res)).toMatchObject({ allocations: [], unallocated: '5000.00' });
    expect(await paid(sale.id)).toBe('12500.00');
  });

  it('lets only as many concurrent payments through as the bill has room for', async () => {
    const trader = await makeTrader(ctx().db);
    const sale = await makeSale(ctx().db, { partyId: trader.id }); // 12,500.00: room for two of 5,000.00

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx().api({
          method: 'POST',
          url: '/api/payments',
          payload: {
            partyId: trader.id,
            direction: 'received',
            amount: '5000',
            paymentDate: '2025-04-06',
            mode: 'cash',
            allocations: [{ saleId: sale.id, amount: '5000' }],
          },
        }),
      ),
    );

    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await paid(sale.id)).toBe('10000.00');
  });
});
