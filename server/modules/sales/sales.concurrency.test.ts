import { eq } from 'drizzle-orm';
import { subtract, sumAt } from '../../../common/decimal';
import { describe, expect, it } from 'vitest';
import { inventory } from '../../db/schema/books';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { bucketMismatches, partyBalanceMismatches } from '../books/book-checks';

// Runs against whichever database the suite uses: on PostgreSQL (TEST_DATABASE_URL) the requests really
// overlap and the bucket row lock is what keeps stock ≥ 0; PGlite serialises them, and must agree.

const ctx = useTestContext();

async function bucketsOf(cropId: number) {
  return ctx().db.select().from(inventory).where(eq(inventory.cropId, cropId));
}

describe('concurrent transactions on one stock bucket', () => {
  it('lets exactly as many parallel sales through as the stock covers; the rest get 409', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Soybean' });
    await makePurchase(ctx().db, {
      cropId: crop.id,
      quantity: '20',
      rate: '4321.09',
      expenses: [{ type: 'labor', amount: '0.07' }],
    });
    const traders = await Promise.all(Array.from({ length: 10 }, () => makeTrader(ctx().db)));

    const responses = await Promise.all(
      traders.map((t) =>
        ctx().api({
          method: 'POST',
          url: '/api/sales',
          payload: { partyId: t.id, cropId: crop.id, quantity: '3', rate: '5000', saleDate: '2025-05-01' },
        }),
      ),
    );

    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 409, 409, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Not enough stock of Soybean: 2.000 Quintals available');
    }
    const [bucket] = await bucketsOf(crop.id);
    const costs = responses.filter((r) => r.statusCode === 201).map((r) => r.json().costAmount as string);
    // 20 × 4321.09 + 0.07 = 86421.87 bought; what is left is that minus the six sales' costs.
    expect(bucket).toMatchObject({
      currentStock: '2.000',
      totalValue: subtract('86421.87', sumAt(costs, 2)),
    });
    expect(await bucketMismatches(ctx().db)).toEqual([]);
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  });

  it('creates one bucket when parallel purchases open it at the same time (no grade included)', async () => {
    const crop = await makeCrop(ctx().db);
    const farmer = await makeFarmer(ctx().db);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx().api({
          method: 'POST',
          url: '/api/purchases',
          payload: {
            partyId: farmer.id,
            cropId: crop.id,
            quantity: '1.5',
            rate: '100',
            qualityGrade: i % 2 === 0 ? 'A' : undefined,
            purchaseDate: '2025-05-02',
          },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const buckets = (await bucketsOf(crop.id)).map((b) => [b.qualityGrade, b.currentStock, b.totalValue]);
    expect(buckets.sort()).toEqual(
      [
        ['A', '6.000', '600.00'],
        [null, '6.000', '600.00'],
      ].sort(),
    );
    expect(await bucketMismatches(ctx().db)).toEqual([]);
  });

  it('keeps the books balanced under a parallel mix of purchases and sales', async () => {
    const crop = await makeCrop(ctx().db);
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id, quantity: '5', rate: '10' });
    const requests = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0
        ? {
            url: '/api/purchases',
            payload: {
              partyId: farmer.id,
              cropId: crop.id,
              quantity: '2',
              rate: '11.11',
              purchaseDate: '2025-05-03',
            },
          }
        : {
            url: '/api/sales',
            payload: {
              partyId: trader.id,
              cropId: crop.id,
              quantity: '3',
              rate: '20',
              paymentStatus: i % 3 === 0 ? 'paid' : 'pending',
              saleDate: '2025-05-03',
            },
          },
    );

    const responses = await Promise.all(requests.map((r) => ctx().api({ method: 'POST', ...r })));

    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const sold = responses.filter((r, i) => i % 2 === 1 && r.statusCode === 201).length;
    const [bucket] = await bucketsOf(crop.id);
    // 5 + 8 × 2 bought, 3 per successful sale.
    expect(sold).toBeGreaterThanOrEqual(2);
    expect(bucket!.currentStock).toBe(`${21 - 3 * sold}.000`);
    expect(await bucketMismatches(ctx().db)).toEqual([]);
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  });
});
