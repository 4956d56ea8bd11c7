import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/business-day';
import { compare, divide, isZero, multiply, subtract } from '../../../common/decimal';
import type { InventoryItem } from '../../../common/schemas/inventory';
import type { StockAdjustment } from '../../../common/schemas/stock-adjustments';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { bucketMismatches, unreversedCancellations } from '../books/book-checks';
import { dailyTotalMismatches } from '../books/daily-totals';

// Rules of the books for stock adjustments (docs/posting.md#stock-adjustments), among purchases, sales and
// cancels: each bucket's value is the sum of its movements' values and never below zero; an adjustment moves the
// dashboard's totalProfit by exactly its value, and its cancel by exactly that back; a decrease is priced as a
// sale's cost (quantity × the average cost half-up, the whole value when it empties the bucket).

const ctx = useTestContext();

const paise = (n: number) => divide(n, 100, 2);
const quantityArb = fc.integer({ min: 1, max: 15_000 }).map((n) => divide(n, 1000, 3));
const rateArb = fc.integer({ min: 1, max: 300_000 }).map(paise);
const dateArb = fc.integer({ min: 0, max: 10 }).map((d) => addDays('2025-06-01', d));

const opArb = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      crop: fc.nat(1),
      quantity: quantityArb,
      rate: rateArb,
      date: dateArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      crop: fc.nat(1),
      quantity: quantityArb,
      rate: rateArb,
      date: dateArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      crop: fc.nat(1),
      decrease: fc.boolean(),
      quantity: quantityArb,
      rate: fc.option(rateArb, { nil: undefined }),
      date: dateArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      list: fc.constantFrom(
        'inventory/adjustments',
        'inventory/adjustments',
        'inventory/adjustments',
        'sales',
        'purchases',
      ),
      which: fc.nat(1_000),
    }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

describe('stock adjustments among purchases, sales and cancels', () => {
  it('keep each bucket the sum of its movements, never below zero, and move profit by exactly their value', async () => {
    const crops = [(await makeCrop(ctx().db)).id, (await makeCrop(ctx().db)).id];
    const farmer = (await makeFarmer(ctx().db)).id;
    const trader = (await makeTrader(ctx().db)).id;
    const post = (url: string, payload: object) => ctx().api({ method: 'POST', url, payload });
    const get = async <T>(url: string) => (await ctx().api({ method: 'GET', url })).json<T>();
    const profit = async () => (await get<{ totalProfit: string }>('/api/dashboard/metrics')).totalProfit;
    const bucketOf = async (cropId: number) =>
      (await get<InventoryItem[]>('/api/inventory')).find(
        (i) => i.cropId === cropId && i.qualityGrade === null,
      );
    const done = { adjusted: 0, decreased: 0, cancelled: 0 };

    async function run(op: Op): Promise<void> {
      if (op.kind === 'purchase') {
        const res = await post('/api/purchases', {
          partyId: farmer,
          cropId: crops[op.crop],
          quantity: op.quantity,
          rate: op.rate,
          purchaseDate: op.date,
        });
        expect([201, 400], res.body).toContain(res.statusCode);
        return;
      }
      if (op.kind === 'sale') {
        const res = await post('/api/sales', {
          partyId: trader,
          cropId: crops[op.crop],
          quantity: op.quantity,
          rate: op.rate,
          saleDate: op.date,
        });
        expect([201, 400, 409], res.body).toContain(res.statusCode);
        return;
      }
      if (op.kind === 'cancel') {
        const rows = await get<Array<{ id: number; value?: string }>>(`/api/${op.list}`);
        if (rows.length === 0) return;
        const target = rows[op.which % rows.length]!;
        const before = await profit();
        const res = await post(`/api/${op.list}/${target.id}/cancel`, { reason: 'Property' });
        // Refused while later stock movements took from what it put in (409); a 5xx never.
        expect([200, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 200 && op.list === 'inventory/adjustments') {
          done.cancelled++;
          expect(subtract(before, await profit(), 2)).toBe(round2(target.value!));
        }
        return;
      }
      const cropId = crops[op.crop]!;
      const held = await bucketOf(cropId);
      const before = await profit();
      const res = await post('/api/inventory/adjustments', {
        cropId,
        quantity: op.decrease ? `-${op.quantity}` : op.quantity,
        reason: 'Property',
        date: op.date,
        ...(op.decrease || op.rate === undefined ? {} : { rate: op.rate }),
      });
      const stock = held?.currentStock ?? '0.000';
      if (op.decrease && compare(op.quantity, stock) > 0) {
        expect(res.statusCode, res.body).toBe(409);
        return;
      }
      if (!op.decrease && op.rate === undefined && isZero(stock)) {
        expect(res.statusCode, res.body).toBe(400);
        return;
      }
      if (!op.decrease && op.rate !== undefined && isZero(multiply(op.quantity, op.rate, 2))) {
        expect(res.statusCode, res.body).toBe(400);
        return;
      }
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json<StockAdjustment>();
      done.adjusted++;
      expect(subtract(await profit(), before, 2)).toBe(made.value);
      if (op.decrease) {
        done.decreased++;
        // As a sale's cost: the average cost × quantity, never more than the bucket's value, and all that
        // is left when it empties the bucket.
        const atAverage = multiply(op.quantity, held!.averageCost, 2);
        const expected =
          compare(op.quantity, stock) === 0 || compare(atAverage, held!.totalValue) > 0
            ? held!.totalValue
            : atAverage;
        expect(made.value).toBe(subtract('0', expected, 2));
      } else {
        expect(made.value).toBe(multiply(op.quantity, op.rate ?? held!.averageCost, 2));
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const op of ops) await run(op);
        const db = ctx().db;
        // Each bucket: its value is Σ value in − value out of its movements, and never below zero.
        const buckets = await queryRows<{ value: string; moved: string }>(
          db,
          sql`select i.total_value::text as value,
                coalesce(sum(m.value_in - m.value_out), 0)::numeric(20, 2)::text as moved
              from inventory i left join stock_movements m on m.inventory_id = i.id
              where i.crop_id in (${crops[0]}, ${crops[1]}) group by i.id`,
        );
        for (const b of buckets) {
          expect(b.value).toBe(b.moved);
          expect(compare(b.value, '0')).toBeGreaterThanOrEqual(0);
        }
        expect(await bucketMismatches(db)).toEqual([]);
        expect(await unreversedCancellations(db)).toEqual([]);
        expect(await dailyTotalMismatches(db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
    // Not a vacuous run: adjustments, decreases among them, and cancels of them did go through.
    expect(done.adjusted).toBeGreaterThan(0);
    expect(done.decreased).toBeGreaterThan(0);
    expect(done.cancelled).toBeGreaterThan(0);
  }, 300_000);
});

const round2 = (value: string) => subtract(value, '0', 2);
