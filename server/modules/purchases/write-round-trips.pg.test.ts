import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// The round trips of a write (docs/decisions/0011-lists-and-writes-at-scale.md, the write path): every statement the app
// sends to PostgreSQL for one POST, counted at the driver, so that a change that adds one shows here.

const ctx = useTestContext();

let sent: string[] = [];
const counted = new WeakSet<pg.PoolClient>();
beforeAll(() => {
  const pool = ctx().database.pool;
  if (!pool) throw new Error('a PostgreSQL pool is expected');
  // Each pooled connection's query is wrapped once, when first checked out: every statement, BEGIN and
  // COMMIT included, passes through it.
  pool.on('acquire', (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      sent.push(typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?'));
      return query(...args);
    };
  });
});

async function roundTrips(url: string, payload: object): Promise<string[]> {
  sent = [];
  const res = await ctx().api({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return [...sent];
}

describe('the write path', () => {
  it("records a purchase in 9 round trips and a sale in 10, with the schedule's charges or without", async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id, quantity: '100' });
    // Warm: the session was touched.
    await roundTrips('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1',
      rate: '2000',
      purchaseDate: '2025-04-02',
    });

    const purchase = await roundTrips('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '2',
      rate: '2100',
      purchaseDate: '2025-04-02',
    });
    const sale = await roundTrips('/api/sales', {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '1.5',
      rate: '2500',
      paymentStatus: 'pending',
      saleDate: '2025-04-03',
    });
    // The session check, BEGIN, the party and crop (locked) with the charge schedule, the purchase, the bucket
    // with its movement, the ledger entry with the balance, the document number given and written, the audit
    // row, COMMIT. A sale adds the bucket's lock.
    expect(purchase.length, purchase.join('\n')).toBe(9);
    expect(sale.length, sale.join('\n')).toBe(10);

    // With two charges on each side of the schedule, applied because the bodies leave charges out: the
    // schedule is read with the party and crop, and the lot's charges written by the lot's own insert.
    for (const [appliesTo, name] of [
      ['purchase', 'Hamali'],
      ['purchase', 'Commission'],
      ['sale', 'Loading'],
      ['sale', 'Bardana'],
    ] as const) {
      await ctx().send('/api/charges', {
        name,
        appliesTo,
        basis: 'per_bag',
        rate: '10',
        bornBy: 'party',
        kind: 'paid_out',
      });
    }
    const charged = await roundTrips('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '2',
      rate: '2100',
      bags: 4,
      purchaseDate: '2025-04-02',
    });
    const chargedSale = await roundTrips('/api/sales', {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '0.5',
      rate: '2500',
      bags: 1,
      paymentStatus: 'pending',
      saleDate: '2025-04-03',
    });
    for (const statements of [charged, chargedSale]) {
      const lot = statements.filter((text) => text.includes('insert into "lot_charges"'));
      expect(lot).toHaveLength(1);
      expect(lot[0]).toMatch(/^with "lot_id" as .* insert into "(purchases|sales)"/s);
    }
    expect(charged.length, charged.join('\n')).toBe(9);
    expect(chargedSale.length, chargedSale.join('\n')).toBe(10);
  });
});
