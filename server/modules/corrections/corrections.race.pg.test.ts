// Cancel and amend racing other writers (docs/corrections.md). Needs a second connection holding a lock, so
// PostgreSQL only: vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set; PGlite runs one
// transaction at a time. Each race is made deterministic once (afterRacingChange: the competing write holds
// its locks on a second connection until the request under test waits for them) and then run as a burst of
// truly concurrent requests, whose every outcome must leave the books reconciled.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Payment } from '../../../common/schemas/payments';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { afterRacingChange } from '../../test/lock-wait';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
  unreversedCancellations,
} from '../books/book-checks';

const ctx = useTestContext();

afterEach(async () => {
  const db = ctx().db;
  expect(await bucketMismatches(db)).toEqual([]);
  expect(await partyBalanceMismatches(db)).toEqual([]);
  expect(await overpaidBills(db)).toEqual([]);
  expect(await paymentMismatches(db)).toEqual([]);
  expect(await unreversedCancellations(db)).toEqual([]);
});

type Statement = readonly [text: string, values: unknown[]];
type Bill = { id: number; partyId: number; cropId: number; qualityGrade: string | null };

const ROUNDS = 6;
const pool = () => ctx().database.pool!;
const post = (url: string, payload: object) => ctx().api({ method: 'POST', url, payload });
const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(ctx().db, query);
  return row!;
}

/** The cancellation rows of a record, and how many of its ledger entries and stock movements are reversals. */
async function correctionCounts(entity: 'purchase' | 'sale' | 'payment', id: number) {
  const ledgerOf =
    entity === 'payment'
      ? sql`id = (select ledger_entry_id from payments where id = ${id})
          or reversal_of = (select ledger_entry_id from payments where id = ${id})`
      : sql`source_type = ${entity} and source_id = ${id}
          and not exists (select 1 from payments p where p.ledger_entry_id in (ledger_entries.id, ledger_entries.reversal_of))`;
  return one<{ cancellations: number; entries: number; entryReversals: number; movementReversals: number }>(
    sql`select
      (select count(*)::int from cancellations where entity = ${entity} and entity_id = ${id}) as cancellations,
      (select count(*)::int from ledger_entries where (${ledgerOf}) and reversal_of is null) as entries,
      (select count(*)::int from ledger_entries where (${ledgerOf}) and reversal_of is not null) as "entryReversals",
      (select count(*)::int from stock_movements
        where ${entity} <> 'payment' and source_type = ${entity} and source_id = ${id} and reversal_of is not null)
        as "movementReversals"`,
  );
}

async function bucket(cropId: number) {
  return one<{ stock: string; value: string }>(
    sql`select current_stock::text as stock, total_value::text as value from inventory
        where crop_id = ${cropId} and quality_grade is null`,
  );
}

// The competing writes, as the services would make them, in SQL on the second connection. Each takes its
// locks in the services' order (party, then record, then bucket or bills) so it cannot deadlock with them.

const reverseLedgerSql = (which: string) => `with r as (
    insert into ledger_entries (party_id, transaction_type, transaction_date, description, debit, credit,
      source_type, source_id, reversal_of)
    select le.party_id, le.transaction_type, le.transaction_date, 'Cancelled: ' || le.description, le.credit,
      le.debit, le.source_type, le.source_id, le.id
    from ledger_entries le
    where ${which} and le.reversal_of is null
    returning party_id, debit - credit as delta)
  update parties set balance = balance + s.delta
  from (select party_id, sum(delta) as delta from r group by party_id) s where parties.id = s.party_id`;

/** A clerk at the other counter cancelling a sale or a purchase (no payment recorded with it). */
function otherCounterCancels(kind: 'sale' | 'purchase', bill: Bill): Statement[] {
  const table = kind === 'sale' ? 'sales' : 'purchases';
  return [
    ['select id from parties where id = $1 for no key update', [bill.partyId]],
    [`select id from ${table} where id = $1 for update`, [bill.id]],
    [
      'select id from inventory where crop_id = $1 and quality_grade is not distinct from $2 for update',
      [bill.cropId, bill.qualityGrade],
    ],
    [
      reverseLedgerSql(`le.source_type = $1 and le.source_id = $2
        and not exists (select 1 from payments p where p.ledger_entry_id = le.id)`),
      [kind, bill.id],
    ],
    [
      `with r as (
         insert into stock_movements (inventory_id, movement_date, source_type, source_id, quantity_in,
           quantity_out, value_in, value_out, reversal_of)
         select m.inventory_id, m.movement_date, m.source_type, m.source_id, m.quantity_out, m.quantity_in,
           m.value_out, m.value_in, m.id
         from stock_movements m where m.source_type = $1 and m.source_id = $2 and m.reversal_of is null
         returning inventory_id, quantity_in - quantity_out as q, value_in - value_out as v)
       update inventory set current_stock = current_stock + s.q, total_value = total_value + s.v
       from (select inventory_id, sum(q) as q, sum(v) as v from r group by inventory_id) s
       where inventory.id = s.inventory_id`,
      [kind, bill.id],
    ],
    [
      `insert into cancellations (entity, entity_id, reason) values ($1, $2, 'Cancelled at the other counter')`,
      [kind, bill.id],
    ],
  ];
}

/** A clerk at the other counter cancelling a payment. */
function otherCounterCancelsPayment(payment: { id: number; partyId: number }): Statement[] {
  return [
    ['select id from parties where id = $1 for no key update', [payment.partyId]],
    ['select id from payments where id = $1 for update', [payment.id]],
    [reverseLedgerSql('le.id = (select ledger_entry_id from payments where id = $1)'), [payment.id]],
    [
      `insert into cancellations (entity, entity_id, reason) values ('payment', $1, 'Cancelled at the other counter')`,
      [payment.id],
    ],
  ];
}

/** A sale of `quantity` (at ₹2,500.00, costing `cost`) from a bucket, with id `saleId` taken beforehand. */
function otherCounterSells(
  sale: { saleId: number; partyId: number; cropId: number; inventoryId: number },
  quantity: string,
  cost: string,
): Statement[] {
  const total = (Number(quantity) * 2500).toFixed(2);
  return [
    ['select id from parties where id = $1 for no key update', [sale.partyId]],
    ['select id from inventory where id = $1 for update', [sale.inventoryId]],
    [
      `insert into sales (id, party_id, crop_id, quantity, rate, total_amount, bill_amount, cost_amount, sale_date)
       values ($1, $2, $3, $4, 2500, $5, $5, $6, '2025-04-03')`,
      [sale.saleId, sale.partyId, sale.cropId, quantity, total, cost],
    ],
    [
      `insert into stock_movements (inventory_id, movement_date, source_type, source_id, quantity_out, value_out)
       values ($1, '2025-04-03', 'sale', $2, $3, $4)`,
      [sale.inventoryId, sale.saleId, quantity, cost],
    ],
    [
      'update inventory set current_stock = current_stock - $2::numeric, total_value = total_value - $3::numeric where id = $1',
      [sale.inventoryId, quantity, cost],
    ],
    [
      `insert into ledger_entries (party_id, transaction_type, transaction_date, description, debit, source_type, source_id)
       values ($1, 'sale', '2025-04-03', 'Sale at the other counter', $2, 'sale', $3)`,
      [sale.partyId, total, sale.saleId],
    ],
    ['update parties set balance = balance + $2::numeric where id = $1', [sale.partyId, total]],
  ];
}

/** A payment settling the whole sale, as in payments.race.pg.test.ts. Its id is the sequence's next. */
function otherCounterSettles(sale: { id: number; partyId: number; totalAmount: string }): Statement[] {
  return [
    ['select id from parties where id = $1 for no key update', [sale.partyId]],
    ['select id from sales where id = $1 for update', [sale.id]],
    [
      `with entry as (
         insert into ledger_entries (party_id, transaction_type, transaction_date, description, credit, source_type, source_id)
         values ($1, 'payment', '2025-04-06', 'Payment at the other counter', $2, 'payment',
           currval(pg_get_serial_sequence('payments', 'id')) + 1)
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

const billOf = (r: Sale | Purchase): Bill => ({
  id: r.id,
  partyId: r.partyId,
  cropId: r.cropId,
  qualityGrade: r.qualityGrade ?? null,
});

async function receivedPayment(partyId: number, amount: string): Promise<Payment> {
  const res = await post('/api/payments', {
    partyId,
    direction: 'received',
    amount,
    paymentDate: '2025-04-05',
    mode: 'cash',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

describe('two clerks cancelling the same record at once', () => {
  it('makes the cancel that waited for the other clerk’s a 409, for a sale, a purchase and a payment', async () => {
    const sale = await makeSale(ctx().db);
    const saleRes = await afterRacingChange(pool(), otherCounterCancels('sale', billOf(sale)), () =>
      post(`/api/sales/${sale.id}/cancel`, { reason: 'Sold twice' }),
    );
    expect(saleRes.statusCode, saleRes.body).toBe(409);
    expect(message(saleRes)).toBe(`Sale #${sale.id} is already cancelled`);
    expect(await correctionCounts('sale', sale.id)).toEqual({
      cancellations: 1,
      entries: 1,
      entryReversals: 1,
      movementReversals: 1,
    });

    const purchase = await makePurchase(ctx().db);
    const purchaseRes = await afterRacingChange(
      pool(),
      otherCounterCancels('purchase', billOf(purchase)),
      () => post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong farmer' }),
    );
    expect(purchaseRes.statusCode, purchaseRes.body).toBe(409);
    expect(message(purchaseRes)).toBe(`Purchase #${purchase.id} is already cancelled`);
    expect(await correctionCounts('purchase', purchase.id)).toEqual({
      cancellations: 1,
      entries: 1,
      entryReversals: 1,
      movementReversals: 1,
    });
    expect(await bucket(purchase.cropId)).toEqual({ stock: '0.000', value: '0.00' });

    const trader = await makeTrader(ctx().db);
    const payment = await receivedPayment(trader.id, '700');
    const paymentRes = await afterRacingChange(pool(), otherCounterCancelsPayment(payment), () =>
      post(`/api/payments/${payment.id}/cancel`, { reason: 'Cheque bounced' }),
    );
    expect(paymentRes.statusCode, paymentRes.body).toBe(409);
    expect(message(paymentRes)).toBe(`Payment #${payment.id} is already cancelled`);
    expect(await correctionCounts('payment', payment.id)).toMatchObject({
      cancellations: 1,
      entries: 1,
      entryReversals: 1,
    });
    expect(
      await one<{ balance: string }>(sql`select balance::text from parties where id = ${trader.id}`),
    ).toEqual({ balance: '0.00' });
  });

  it.each(['sale', 'purchase', 'payment'] as const)(
    'lets exactly one of two concurrent cancels of a %s through, round after round',
    async (entity) => {
      for (let round = 0; round < ROUNDS; round++) {
        let id: number;
        if (entity === 'sale') id = (await makeSale(ctx().db)).id;
        else if (entity === 'purchase') id = (await makePurchase(ctx().db)).id;
        else id = (await receivedPayment((await makeTrader(ctx().db)).id, '450')).id;
        const url = `/api/${entity === 'sale' ? 'sales' : entity === 'purchase' ? 'purchases' : 'payments'}/${id}/cancel`;

        const answers = await Promise.all([
          post(url, { reason: 'Clerk one' }),
          post(url, { reason: 'Clerk two' }),
        ]);

        expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
          200, 409,
        ]);
        const refused = answers.find((r) => r.statusCode === 409)!;
        const label = entity[0]!.toUpperCase() + entity.slice(1);
        expect(message(refused)).toBe(`${label} #${id} is already cancelled`);
        expect(await correctionCounts(entity, id)).toEqual({
          cancellations: 1,
          entries: 1,
          entryReversals: 1,
          movementReversals: entity === 'payment' ? 0 : 1,
        });
      }
    },
  );
});

describe('a purchase cancel racing a sale from the same bucket', () => {
  it('refuses the cancel, naming the sale, when the sale committed while the cancel waited for the bucket', async () => {
    const crop = await makeCrop(ctx().db);
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const purchase = await makePurchase(ctx().db, { cropId: crop.id, partyId: farmer.id, quantity: '10' });
    const { inventoryId } = await one<{ inventoryId: number }>(
      sql`select id as "inventoryId" from inventory where crop_id = ${crop.id}`,
    );
    const { saleId } = await one<{ saleId: number }>(
      sql`select nextval(pg_get_serial_sequence('sales', 'id'))::int as "saleId"`,
    );

    // 6 of the 10 quintals at ₹2,000.00 cost ₹12,000.00.
    const res = await afterRacingChange(
      pool(),
      otherCounterSells({ saleId, partyId: trader.id, cropId: crop.id, inventoryId }, '6', '12000'),
      () => post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong crop' }),
    );

    expect(res.statusCode, res.body).toBe(409);
    expect(message(res)).toBe(
      `Sale #${saleId} took stock from this lot after it: cancel or correct it first`,
    );
    expect(await bucket(crop.id)).toEqual({ stock: '4.000', value: '8000.00' });
    expect(await correctionCounts('purchase', purchase.id)).toMatchObject({
      cancellations: 0,
      entryReversals: 0,
    });
  });

  it('refuses the sale for want of stock when the cancel committed while the sale waited for the bucket', async () => {
    const crop = await makeCrop(ctx().db);
    const trader = await makeTrader(ctx().db);
    const purchase = await makePurchase(ctx().db, { cropId: crop.id, quantity: '10' });

    const res = await afterRacingChange(pool(), otherCounterCancels('purchase', billOf(purchase)), () =>
      post('/api/sales', {
        partyId: trader.id,
        cropId: crop.id,
        quantity: '6',
        rate: '2500',
        saleDate: '2025-04-03',
        paymentStatus: 'pending',
      }),
    );

    expect(res.statusCode, res.body).toBe(409);
    expect(message(res)).toMatch(/^Not enough stock of .*: 0\.000 /);
    expect(await bucket(crop.id)).toEqual({ stock: '0.000', value: '0.00' });
    expect(
      await one<{ n: number }>(sql`select count(*)::int as n from sales where crop_id = ${crop.id}`),
    ).toEqual({ n: 0 });
  });

  it('lets one of a concurrent cancel and sale through, round after round, and stock never goes negative', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const crop = await makeCrop(ctx().db);
      const trader = await makeTrader(ctx().db);
      const purchase = await makePurchase(ctx().db, { cropId: crop.id, quantity: '10' });

      const [cancel, sale] = await Promise.all([
        post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Wrong crop' }),
        post('/api/sales', {
          partyId: trader.id,
          cropId: crop.id,
          quantity: '6',
          rate: '2500',
          saleDate: '2025-04-03',
          paymentStatus: 'pending',
        }),
      ]);

      const outcome = `${cancel.statusCode}/${sale.statusCode}`;
      seen.add(outcome);
      if (outcome === '200/409') {
        expect(message(sale)).toMatch(/^Not enough stock of .*: 0\.000 /);
        expect(await bucket(crop.id)).toEqual({ stock: '0.000', value: '0.00' });
      } else {
        expect(outcome, `${cancel.body}\n${sale.body}`).toBe('409/201');
        const saleId = sale.json<Sale>().id;
        expect(message(cancel)).toBe(
          `Sale #${saleId} took stock from this lot after it: cancel or correct it first`,
        );
        expect(await bucket(crop.id)).toEqual({ stock: '4.000', value: '8000.00' });
      }
      expect(await bucketMismatches(ctx().db)).toEqual([]);
    }
    // Which order the database picks is its business; either is right, nothing else is.
    expect([...seen].every((o) => o === '200/409' || o === '409/201')).toBe(true);
  });
});

describe('an amendment racing a cancel of the same sale', () => {
  const amendBody = (sale: Sale) => ({
    partyId: sale.partyId,
    cropId: sale.cropId,
    quantity: '4',
    rate: '2600',
    saleDate: sale.saleDate,
    paymentStatus: 'pending',
  });

  it('refuses the amendment that waited for the cancel, and leaves no new sale', async () => {
    const sale = await makeSale(ctx().db); // 5 q bought and sold
    const res = await afterRacingChange(pool(), otherCounterCancels('sale', billOf(sale)), () =>
      post(`/api/sales/${sale.id}/amend`, amendBody(sale)),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(message(res)).toBe(`Sale #${sale.id} is already cancelled`);
    expect(await correctionCounts('sale', sale.id)).toEqual({
      cancellations: 1,
      entries: 1,
      entryReversals: 1,
      movementReversals: 1,
    });
    expect(await bucket(sale.cropId)).toEqual({ stock: '5.000', value: '10000.00' });
    expect(
      await one<{ n: number }>(sql`select count(*)::int as n from sales where crop_id = ${sale.cropId}`),
    ).toEqual({ n: 1 });
  });

  it('lets one of a concurrent amendment and cancel through, round after round, and reverses the sale once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sale = await makeSale(ctx().db);
      const [amend, cancel] = await Promise.all([
        post(`/api/sales/${sale.id}/amend`, amendBody(sale)),
        post(`/api/sales/${sale.id}/cancel`, { reason: 'Sold twice' }),
      ]);

      const outcome = `${amend.statusCode}/${cancel.statusCode}`;
      const cancellation = await one<{ reason: string; amendedBy: number | null }>(
        sql`select reason, amended_by as "amendedBy" from cancellations where entity = 'sale' and entity_id = ${sale.id}`,
      );
      if (outcome === '201/409') {
        const fixed = amend.json<Sale>();
        expect(fixed).toMatchObject({ amends: sale.id, quantity: '4.000', status: 'active' });
        expect(message(cancel)).toBe(
          `Sale #${sale.id} is already cancelled: it was corrected as #${fixed.id}`,
        );
        expect(cancellation).toEqual({ reason: `Amended as #${fixed.id}`, amendedBy: fixed.id });
        expect(await bucket(sale.cropId)).toEqual({ stock: '1.000', value: '2000.00' });
      } else {
        expect(outcome, `${amend.body}\n${cancel.body}`).toBe('409/200');
        expect(message(amend)).toBe(`Sale #${sale.id} is already cancelled`);
        expect(cancellation).toEqual({ reason: 'Sold twice', amendedBy: null });
        expect(await bucket(sale.cropId)).toEqual({ stock: '5.000', value: '10000.00' });
        expect(
          await one<{ n: number }>(sql`select count(*)::int as n from sales where crop_id = ${sale.cropId}`),
        ).toEqual({ n: 1 });
      }
      expect(await correctionCounts('sale', sale.id)).toEqual({
        cancellations: 1,
        entries: 1,
        entryReversals: 1,
        movementReversals: 1,
      });
    }
  });
});

describe('a payment settling a sale while the sale is cancelled', () => {
  /** Allocations to a cancelled sale made after its cancellation: none may ever exist. */
  const settledAfterCancel = (saleId: number) =>
    queryRows<{ paymentId: number }>(
      ctx().db,
      sql`select a.payment_id as "paymentId" from payment_allocations a
          join audit_events pa on pa.entity = 'payment' and pa.entity_id = a.payment_id::text and pa.action = 'create'
          join audit_events sc on sc.entity = 'sale' and sc.entity_id = ${String(saleId)} and sc.action = 'cancel'
          where a.sale_id = ${saleId} and pa.id > sc.id`,
    );

  const settle = (sale: Sale, allocate: boolean) =>
    post('/api/payments', {
      partyId: sale.partyId,
      direction: 'received',
      amount: sale.totalAmount,
      paymentDate: '2025-04-06',
      mode: 'cash',
      ...(allocate ? { allocations: [{ saleId: sale.id, amount: sale.totalAmount }] } : {}),
    });

  it('refuses to settle a sale cancelled while the payment waited, and puts nothing on it oldest-first', async () => {
    const named = await makeSale(ctx().db); // ₹12,500.00
    const res = await afterRacingChange(pool(), otherCounterCancels('sale', billOf(named)), () =>
      settle(named, true),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(message(res)).toMatch(new RegExp(`Sale #${named.id} not found \\(or cancelled\\)`));
    expect(
      await one<{ n: number }>(
        sql`select count(*)::int as n from payment_allocations where sale_id = ${named.id}`,
      ),
    ).toEqual({ n: 0 });

    const oldestFirst = await makeSale(ctx().db);
    const res2 = await afterRacingChange(pool(), otherCounterCancels('sale', billOf(oldestFirst)), () =>
      settle(oldestFirst, false),
    );
    expect(res2.statusCode, res2.body).toBe(201);
    expect(res2.json<Payment>()).toMatchObject({ allocations: [], unallocated: '12500.00' });
    expect(
      await one<{ balance: string }>(
        sql`select balance::text from parties where id = ${oldestFirst.partyId}`,
      ),
    ).toEqual({ balance: '-12500.00' });
  });

  it('releases the settlement of a payment that committed while the cancel waited', async () => {
    const sale = await makeSale(ctx().db);
    await ctx().api({ method: 'GET', url: '/api/accounts' }); // "Cash in hand" exists
    await ctx().db.execute(sql`select nextval(pg_get_serial_sequence('payments', 'id'))`);
    const res = await afterRacingChange(pool(), otherCounterSettles(sale), () =>
      post(`/api/sales/${sale.id}/cancel`, { reason: 'Sold twice' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await one<{ n: number }>(
        sql`select count(*)::int as n from live_payment_allocations where sale_id = ${sale.id}`,
      ),
    ).toEqual({ n: 0 });
    expect(
      await one<{ balance: string }>(sql`select balance::text from parties where id = ${sale.partyId}`),
    ).toEqual({ balance: '-12500.00' });
  });

  it('records in the audit trail the sale as the cancel found it once it had waited: settled in full', async () => {
    const sale = await makeSale(ctx().db);
    await ctx().api({ method: 'GET', url: '/api/accounts' }); // "Cash in hand" exists
    await ctx().db.execute(sql`select nextval(pg_get_serial_sequence('payments', 'id'))`);
    const res = await afterRacingChange(pool(), otherCounterSettles(sale), () =>
      post(`/api/sales/${sale.id}/cancel`, { reason: 'Sold twice' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // "before" is the record as the API returned it when the cancel took it (docs/corrections.md#audit-trail):
    // after the payment it waited for, so settled in full.
    const [audit] = await queryRows<{ before: { outstanding: string; paymentStatus: string } }>(
      ctx().db,
      sql`select before from audit_events where entity = 'sale' and entity_id = ${String(sale.id)} and action = 'cancel'`,
    );
    expect(audit?.before.outstanding).toBe('0.00');
  });

  it('never settles a sale after it is cancelled, with concurrent requests round after round', async () => {
    for (let round = 0; round < ROUNDS * 2; round++) {
      const allocate = round % 2 === 0;
      const sale = await makeSale(ctx().db);
      const [payment, cancel] = await Promise.all([
        settle(sale, allocate),
        post(`/api/sales/${sale.id}/cancel`, { reason: 'Sold twice' }),
      ]);

      expect(cancel.statusCode, cancel.body).toBe(200);
      if (allocate) expect([201, 400], payment.body).toContain(payment.statusCode);
      else expect(payment.statusCode, payment.body).toBe(201);
      expect(await settledAfterCancel(sale.id)).toEqual([]);
      expect(
        await one<{ n: number }>(
          sql`select count(*)::int as n from live_payment_allocations where sale_id = ${sale.id}`,
        ),
      ).toEqual({ n: 0 });
      // Whatever the order, the sale is gone and the payment (if taken) is the trader's advance.
      const expected = payment.statusCode === 201 ? `-${sale.totalAmount}` : '0.00';
      expect(
        await one<{ balance: string }>(sql`select balance::text from parties where id = ${sale.partyId}`),
      ).toEqual({ balance: expected });
    }
  });
});
