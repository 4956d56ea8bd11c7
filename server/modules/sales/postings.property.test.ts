import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../common/business-day';
import { add, compare, divide, isZero, multiply, subtract, sumAt } from '../../../common/decimal';
import { chargeLines, purchaseFigures, saleFigures } from '../../../common/lot-charges';
import type { Charge } from '../../../common/schemas/settings';
import { parties } from '../../db/schema/masters';
import { purchases, sales } from '../../db/schema/transactions';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { bucketMismatches, partyBalanceMismatches } from '../books/book-checks';

// Model-based: random purchases, sales (some overselling) and expenses go through the API while a
// model of the books is kept with common/decimal.ts. Afterwards the database must agree with the model
// and with itself (caches = sums of the append-only rows). Each lot takes some of a charge schedule of every
// basis, bearer and kind, and may count bags (docs/posting.md#charges): the farmer is credited the net
// payable, the buyer debited the bill amount, the bucket grows by the landed cost and "Cash in hand" pays
// every paid_out charge.

const ctx = useTestContext();

/** The schedule: four charges a side, one of each basis. */
const schedule: Record<'purchase' | 'sale', Charge[]> = { purchase: [], sale: [] };
beforeAll(async () => {
  const terms = [
    { basis: 'percent', rate: '2.50', bornBy: 'party', kind: 'retained' },
    { basis: 'per_bag', rate: '12.00', bornBy: 'party', kind: 'paid_out' },
    { basis: 'per_quintal', rate: '3.00', bornBy: 'us', kind: 'paid_out' },
    { basis: 'fixed', rate: '40.00', bornBy: 'party', kind: 'paid_out' },
  ] as const;
  for (const appliesTo of ['purchase', 'sale'] as const) {
    for (const [i, t] of terms.entries()) {
      schedule[appliesTo].push(
        await ctx().send<Charge>('/api/charges', { ...t, name: `${appliesTo} charge ${i}`, appliesTo }),
      );
    }
  }
});
const chargesArb = fc.subarray([0, 1, 2, 3]);
const bagsArb = fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined });

const grades = [null, 'A'] as const;
const thousandths = (n: number) => divide(n, 1000, 3);
const paise = (n: number) => divide(n, 100, 2);

const quantityArb = (max: number) => fc.integer({ min: 1, max }).map(thousandths);
const rateArb = fc.integer({ min: 1, max: 500_000 }).map(paise);
const dateArb = fc.integer({ min: 0, max: 60 }).map((d) => addDays('2025-01-01', d));
const pick = fc.integer({ min: 0, max: 1 });

const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    party: pick,
    crop: pick,
    grade: fc.constantFrom(...grades),
    quantity: quantityArb(30_000),
    rate: rateArb,
    date: dateArb,
    bags: bagsArb,
    charges: chargesArb,
    expenses: fc.array(
      fc.record({
        type: fc.constantFrom('transportation', 'labor', 'storage', 'testing'),
        amount: fc.integer({ min: 1, max: 100_000 }).map(paise),
      }),
      { maxLength: 2 },
    ),
  }),
  fc.record({
    kind: fc.constant('sale' as const),
    party: pick,
    crop: pick,
    grade: fc.constantFrom(...grades),
    quantity: quantityArb(40_000),
    rate: rateArb,
    date: dateArb,
    bags: bagsArb,
    charges: chargesArb,
    paymentStatus: fc.constantFrom('pending', 'paid', 'partial'),
  }),
  fc.record({
    kind: fc.constant('expense' as const),
    type: fc.constantFrom('transport', 'storage', 'labor', 'processing', 'other'),
    amount: fc.integer({ min: 1, max: 1_000_000 }).map(paise),
    date: dateArb,
    linkLastPurchase: fc.boolean(),
  }),
);

interface Bucket {
  stock: string;
  value: string;
}

describe('purchases, sales and expenses in any order', () => {
  it('keep stock, value and party balances equal to the model and to the sums of their books', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 15 }), async (ops) => {
        const { db, api } = ctx();
        const farmers = [await makeFarmer(db), await makeFarmer(db)];
        const traders = [await makeTrader(db), await makeTrader(db)];
        const crops = [await makeCrop(db), await makeCrop(db)];
        const buckets = new Map<string, Bucket>();
        const balances = new Map<number, string>([...farmers, ...traders].map((p) => [p.id, '0.00']));
        let lastPurchaseId: number | undefined;
        const cashId = (await api({ method: 'GET', url: '/api/accounts' }))
          .json<Array<{ id: number; name: string }>>()
          .find((a) => a.name === 'Cash in hand')!.id;
        const cashBalance = async () =>
          (await api({ method: 'GET', url: '/api/accounts' }))
            .json<Array<{ id: number; balance: string }>>()
            .find((a) => a.id === cashId)!.balance;
        let cash = await cashBalance();
        const linesOf = (
          side: 'purchase' | 'sale',
          op: { charges: number[]; bags?: number; quantity: string; rate: string },
          unit: 'quintal' | 'kg' | 'ton',
        ) =>
          chargeLines(
            op.charges.map((i) => schedule[side][i]!),
            { value: multiply(op.quantity, op.rate, 2), bags: op.bags ?? null, quantity: op.quantity, unit },
          );

        for (const op of ops) {
          if (op.kind === 'purchase') {
            const crop = crops[op.crop]!;
            const farmer = farmers[op.party]!;
            const res = await api({
              method: 'POST',
              url: '/api/purchases',
              payload: {
                partyId: farmer.id,
                cropId: crop.id,
                quantity: op.quantity,
                rate: op.rate,
                qualityGrade: op.grade ?? '',
                purchaseDate: op.date,
                expenses: op.expenses,
                bags: op.bags,
                charges: op.charges.map((i) => ({ chargeId: schedule.purchase[i]!.id })),
              },
            });
            const total = multiply(op.quantity, op.rate, 2);
            if (isZero(total)) {
              expect(res.statusCode, res.body).toBe(400);
              continue;
            }
            const lines = linesOf('purchase', op, crop.unit);
            const f = purchaseFigures({
              quantity: op.quantity,
              rate: op.rate,
              expenseAmounts: op.expenses.map((e) => e.amount),
              charges: lines,
            });
            if (compare(f.netPayable, '0') <= 0) {
              // The farmer's charges would take the whole value.
              expect(res.statusCode, res.body).toBe(400);
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            const final = f.finalAmount;
            expect(final).toBe(sumAt([f.netPayable, f.paidOutAmount, f.expenseAmount], 2));
            expect(res.json()).toMatchObject({
              totalAmount: total,
              finalAmount: final,
              netPayable: f.netPayable,
              deductions: f.deductions,
              paidOutAmount: f.paidOutAmount,
              outstanding: f.netPayable,
            });
            cash = subtract(cash, add(f.paidOutAmount, f.expenseAmount));
            lastPurchaseId = res.json().id;
            const key = `${crop.id}|${op.grade}`;
            const b = buckets.get(key) ?? { stock: '0.000', value: '0.00' };
            buckets.set(key, { stock: sumAt([b.stock, op.quantity], 3), value: add(b.value, final) });
            balances.set(farmer.id, subtract(balances.get(farmer.id)!, f.netPayable));
          } else if (op.kind === 'sale') {
            const crop = crops[op.crop]!;
            const trader = traders[op.party]!;
            const key = `${crop.id}|${op.grade}`;
            const b = buckets.get(key) ?? { stock: '0.000', value: '0.00' };
            const res = await api({
              method: 'POST',
              url: '/api/sales',
              payload: {
                partyId: trader.id,
                cropId: crop.id,
                quantity: op.quantity,
                rate: op.rate,
                qualityGrade: op.grade ?? undefined,
                paymentStatus: op.paymentStatus,
                saleDate: op.date,
                bags: op.bags,
                charges: op.charges.map((i) => ({ chargeId: schedule.sale[i]!.id })),
              },
            });
            if (isZero(multiply(op.quantity, op.rate, 2))) {
              expect(res.statusCode, res.body).toBe(400);
              continue;
            }
            if (compare(b.stock, op.quantity) < 0) {
              expect(res.statusCode, res.body).toBe(409);
              expect(res.json().message).toContain(`: ${b.stock} Quintals available`);
              continue;
            }
            expect(res.statusCode, res.body).toBe(201);
            const total = multiply(op.quantity, op.rate, 2);
            const s = saleFigures({
              quantity: op.quantity,
              rate: op.rate,
              charges: linesOf('sale', op, crop.unit),
            });
            const average = divide(b.value, b.stock, 2);
            const cost =
              compare(b.stock, op.quantity) === 0
                ? b.value
                : [b.value, multiply(op.quantity, average, 2)].sort(compare)[0]!;
            expect(res.json()).toMatchObject({
              totalAmount: total,
              costAmount: cost,
              billAmount: s.billAmount,
              paidOutAmount: s.paidOutAmount,
              chargeProfit: s.chargeProfit,
            });
            buckets.set(key, { stock: subtract(b.stock, op.quantity, 3), value: subtract(b.value, cost) });
            const after = add(balances.get(trader.id)!, s.billAmount);
            balances.set(trader.id, op.paymentStatus === 'paid' ? subtract(after, s.billAmount) : after);
            // A paid sale's payment comes into "Cash in hand"; its paid_out charges leave it.
            cash = subtract(add(cash, op.paymentStatus === 'paid' ? s.billAmount : '0'), s.paidOutAmount);
          } else {
            const res = await api({
              method: 'POST',
              url: '/api/expenses',
              payload: {
                type: op.type,
                description: 'property test',
                amount: op.amount,
                expenseDate: op.date,
                purchaseId: op.linkLastPurchase ? lastPurchaseId : undefined,
              },
            });
            expect(res.statusCode, res.body).toBe(201);
            cash = subtract(cash, op.amount);
          }
        }
        // "Cash in hand" moved by exactly the model's money: charges paid out, expense rows, expenses, paid sales.
        expect(await cashBalance()).toBe(cash);

        // The inventory the API shows equals the model; stock ≥ 0 and value 0 when stock is 0.
        const cropIds = crops.map((c) => c.id);
        const items = (await api({ method: 'GET', url: '/api/inventory' })).json() as Array<{
          cropId: number;
          qualityGrade: string | null;
          currentStock: string;
          totalValue: string;
          averageCost: string;
        }>;
        const mine = items.filter((i) => cropIds.includes(i.cropId));
        expect(mine).toHaveLength(buckets.size);
        for (const item of mine) {
          const model = buckets.get(`${item.cropId}|${item.qualityGrade}`);
          expect(item).toMatchObject({ currentStock: model?.stock, totalValue: model?.value });
          expect(compare(item.currentStock, '0')).toBeGreaterThanOrEqual(0);
          if (isZero(item.currentStock)) expect(item.totalValue).toBe('0.00');
          expect(item.averageCost).toBe(
            isZero(item.currentStock) ? '0.00' : divide(item.totalValue, item.currentStock, 2),
          );
        }

        // Stock = Σ purchased − Σ sold, straight from the transaction tables.
        const bought = await db
          .select({
            cropId: purchases.cropId,
            grade: purchases.qualityGrade,
            q: sql<string>`sum(${purchases.quantity})::text`,
          })
          .from(purchases)
          .where(inArray(purchases.cropId, cropIds))
          .groupBy(purchases.cropId, purchases.qualityGrade);
        const sold = await db
          .select({
            cropId: sales.cropId,
            grade: sales.qualityGrade,
            q: sql<string>`sum(${sales.quantity})::text`,
          })
          .from(sales)
          .where(inArray(sales.cropId, cropIds))
          .groupBy(sales.cropId, sales.qualityGrade);
        for (const b of bought) {
          const out = sold.find((x) => x.cropId === b.cropId && x.grade === b.grade)?.q ?? '0';
          expect(buckets.get(`${b.cropId}|${b.grade}`)?.stock).toBe(subtract(b.q, out, 3));
        }
        expect(sold.every((x) => bought.some((b) => b.cropId === x.cropId && b.grade === x.grade))).toBe(
          true,
        );

        // Party balances equal the model, the sum of their entries and their last running balance.
        const stored = await db
          .select({ id: parties.id, balance: parties.balance })
          .from(parties)
          .where(inArray(parties.id, [...balances.keys()]));
        for (const p of stored) {
          expect(p.balance).toBe(balances.get(p.id));
          const entries = (await api({ method: 'GET', url: `/api/ledger?partyId=${p.id}` })).json() as Array<{
            balance: string;
          }>;
          expect(entries.at(-1)?.balance ?? '0.00').toBe(p.balance);
        }
        expect(await bucketMismatches(db)).toEqual([]);
        expect(await partyBalanceMismatches(db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
    // ~300 requests: a few seconds alone, more when the machine is busy.
  }, 120_000);
});
