// A decrease racing a sale on the same bucket (docs/posting.md#stock-adjustments: the bucket locked as a sale
// locks it). Needs a second connection holding a lock, so PostgreSQL only: vitest.config.ts includes
// *.pg.test.ts when TEST_DATABASE_URL is set; PGlite runs one transaction at a time. Each race is made
// deterministic once (afterRacingChange: the competing write holds the bucket's lock on a second connection
// until the request under test waits for it) and then run as bursts of truly concurrent requests, whose every
// outcome must leave the books reconciled (useTestContext checks them after each test).
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StockAdjustment } from '../../../common/schemas/stock-adjustments';
import { queryRows } from '../../db/client';
import { makeCrop, makePurchase, makeTrader } from '../../test/factories';
import { afterRacingChange } from '../../test/lock-wait';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

const ROUNDS = 6;
const pool = () => ctx().database.pool!;
const post = (url: string, payload: object) => ctx().api({ method: 'POST', url, payload });
const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(ctx().db, query);
  return row!;
}

const bucket = (cropId: number) =>
  one<{ id: number; stock: string; value: string }>(
    sql`select id, current_stock::text as stock, total_value::text as value from inventory
        where crop_id = ${cropId} and quality_grade is null`,
  );

type Statement = readonly [text: string, values: unknown[]];

/**
 * A sale of `quantity` at ₹2,500.00 costing `cost` at the other counter, in SQL as the service writes its stock:
 * the crop shared and the bucket locked (a sale's order), the sale row, its movement, the bucket. Its ledger
 * entry is left out: the lot check passes over a sale without one, and nothing here reads the party's books.
 */
function otherCounterSells(
  sale: { saleId: number; partyId: number; cropId: number; inventoryId: number },
  quantity: string,
  cost: string,
): Statement[] {
  return [
    ['select id from crops where id = $1 for share', [sale.cropId]],
    ['select id from inventory where id = $1 for update', [sale.inventoryId]],
    [
      `insert into sales (id, party_id, crop_id, quantity, rate, total_amount, bill_amount, cost_amount, sale_date)
       values ($1, $2, $3, $4::numeric, 2500, $4::numeric * 2500, $4::numeric * 2500, $5, '2025-04-03')`,
      [sale.saleId, sale.partyId, sale.cropId, quantity, cost],
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
  ];
}

/** A decrease of `quantity` at the other counter, in SQL as the service writes it (value −cost). */
function otherCounterDecreases(
  adjustment: { id: number; cropId: number; inventoryId: number },
  quantity: string,
  cost: string,
): Statement[] {
  return [
    ['select id from crops where id = $1 for share', [adjustment.cropId]],
    ['select id from inventory where id = $1 for update', [adjustment.inventoryId]],
    [
      `insert into stock_adjustments (id, crop_id, quantity, unit_cost, value, reason, adjustment_date)
       values ($1, $2, -$3::numeric, 2000, -$4::numeric, 'Dried at the other counter', '2025-04-03')`,
      [adjustment.id, adjustment.cropId, quantity, cost],
    ],
    [
      `insert into stock_movements (inventory_id, movement_date, source_type, source_id, quantity_out, value_out)
       values ($1, '2025-04-03', 'stock_adjustment', $2, $3, $4)`,
      [adjustment.inventoryId, adjustment.id, quantity, cost],
    ],
    [
      'update inventory set current_stock = current_stock - $2::numeric, total_value = total_value - $3::numeric where id = $1',
      [adjustment.inventoryId, quantity, cost],
    ],
  ];
}

const nextId = async (table: 'sales' | 'stock_adjustments') =>
  (await one<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`)).id;

describe('a decrease and a sale on the same bucket at once', () => {
  it('makes the decrease that waited for a sale see what the sale left: 409 naming it', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Race Wheat' });
    const trader = await makeTrader(ctx().db);
    // 10 q at ₹2,000.00.
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    const { id: inventoryId } = await bucket(crop.id);
    const saleId = await nextId('sales');
    // The other counter sells 7 q (cost ₹14,000.00) while the decrease of 5 q waits for the bucket.
    const res = await afterRacingChange(
      pool(),
      otherCounterSells({ saleId, partyId: trader.id, cropId: crop.id, inventoryId }, '7', '14000'),
      () => post('/api/inventory/adjustments', { cropId: crop.id, quantity: '-5', reason: 'Dried' }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(message(res)).toBe('Not enough stock of Race Wheat: 3.000 Quintals available');
    expect(await bucket(crop.id)).toMatchObject({ stock: '3.000', value: '6000.00' });

    // Waiting for it, a decrease that fits is priced at what the bucket holds after the sale: 3 q / ₹6,000.00.
    const fits = await afterRacingChange(
      pool(),
      otherCounterSells(
        { saleId: await nextId('sales'), partyId: trader.id, cropId: crop.id, inventoryId },
        '1',
        '2000',
      ),
      () => post('/api/inventory/adjustments', { cropId: crop.id, quantity: '-2', reason: 'Dried' }),
    );
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json<StockAdjustment>()).toMatchObject({ quantity: '-2.000', value: '-4000.00' });
    expect(await bucket(crop.id)).toMatchObject({ stock: '0.000', value: '0.00' });
  });

  it('makes the sale that waited for a decrease see what the decrease left: 409 naming it', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Race Chana' });
    const trader = await makeTrader(ctx().db);
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
    const { id: inventoryId } = await bucket(crop.id);
    const adjustmentId = await nextId('stock_adjustments');
    const res = await afterRacingChange(
      pool(),
      otherCounterDecreases({ id: adjustmentId, cropId: crop.id, inventoryId }, '8', '16000'),
      () =>
        post('/api/sales', {
          partyId: trader.id,
          cropId: crop.id,
          quantity: '5',
          rate: '2500',
          saleDate: '2025-04-04',
        }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(message(res)).toBe('Not enough stock of Race Chana: 2.000 Quintals available');
    expect(await bucket(crop.id)).toMatchObject({ stock: '2.000', value: '4000.00' });
  });

  it('lets exactly one of a concurrent sale and decrease through when the bucket holds one, round after round', async () => {
    const trader = await makeTrader(ctx().db);
    let sold = 0;
    let decreased = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const crop = await makeCrop(ctx().db, { name: `Race Bajra ${round}` });
      // 10 q at ₹2,000.00; each asks for 6 q.
      await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
      const [sale, decrease] = await Promise.all([
        post('/api/sales', {
          partyId: trader.id,
          cropId: crop.id,
          quantity: '6',
          rate: '2500',
          saleDate: '2025-04-04',
        }),
        post('/api/inventory/adjustments', { cropId: crop.id, quantity: '-6', reason: 'Dried' }),
      ]);
      const codes = [sale.statusCode, decrease.statusCode].sort();
      expect(codes, `${sale.body} ${decrease.body}`).toEqual([201, 409]);
      if (sale.statusCode === 201) sold++;
      else decreased++;
      const loser = sale.statusCode === 409 ? sale : decrease;
      expect(message(loser)).toBe(`Not enough stock of Race Bajra ${round}: 4.000 Quintals available`);
      // Whichever won took 6 q at ₹2,000.00.
      expect(await bucket(crop.id)).toMatchObject({ stock: '4.000', value: '8000.00' });
    }
    expect(sold + decreased).toBe(ROUNDS);
  });
});
