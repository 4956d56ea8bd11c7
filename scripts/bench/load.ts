// Loads a plan (./plan.ts) through the posting services in process: the same functions the routes call
// (recordPurchase, recordSale, recordPayment, recordExpense), so every record goes through the rules
// (locks, stock check, ledger, stock movements, audit) and the books balance afterwards. Many records share
// one transaction (BATCH); on PostgreSQL one worker per partition posts at once, and partitions share no
// party or bucket, so their transactions do not wait for each other.
import { expenseInput } from '../../common/schemas/expenses';
import { cityInput, stateInput } from '../../common/schemas/locations';
import { cropInput } from '../../common/schemas/crops';
import { partyInput } from '../../common/schemas/parties';
import { paymentInput } from '../../common/schemas/payments';
import { purchaseInput } from '../../common/schemas/purchases';
import { saleInput } from '../../common/schemas/sales';
import type { Database, Tx } from '../../server/db/client';
import { DEMO_CROPS, DEMO_STATES } from '../../server/cli/demo-data';
import { createCrop } from '../../server/modules/crops/crops.service';
import { recordExpense } from '../../server/modules/expenses/expenses.service';
import { createCity } from '../../server/modules/locations/cities.service';
import { createState } from '../../server/modules/locations/states.service';
import { createParty } from '../../server/modules/parties/parties.service';
import { recordPayment } from '../../server/modules/payments/payments.service';
import { recordPurchase } from '../../server/modules/purchases/purchases.service';
import { recordSale } from '../../server/modules/sales/sales.service';
import { PARTITIONS, partitionOf, type Plan } from './plan';

/** Records per transaction. */
export const BATCH = 200;

export interface Loaded {
  partyIds: number[];
  cropIds: number[];
  purchaseIds: number[];
  saleIds: number[];
  /** Seconds per phase and in all. */
  timings: Array<{ label: string; count: number; seconds: number }>;
  seconds: number;
  /** Batches run again after a deadlock or serialization failure. */
  retries: number;
}

export type Log = (line: string) => void;

/** Runs task(0 … count-1) with at most `concurrency` at once; stops starting new ones after a failure. */
export async function inParallel<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < count) {
      const i = next++;
      try {
        results[i] = await task(i);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, count) }, worker));
  const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export async function loadPlan(
  database: Database,
  plan: Plan,
  actorId: number,
  log: Log = () => undefined,
): Promise<Loaded> {
  const { db } = database;
  const started = performance.now();
  // PGlite has one connection: transactions queue there, so one worker posts everything.
  const workers = database.kind === 'pglite' ? 1 : PARTITIONS;
  const timings: Loaded['timings'] = [];
  let retries = 0;

  const phase = async <T>(label: string, count: number, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await run();
    const seconds = (performance.now() - t0) / 1000;
    timings.push({ label, count, seconds });
    log(
      `  ${label.padEnd(10)} ${String(count).padStart(7)} in ${seconds.toFixed(1).padStart(6)} s  ` +
        `${Math.round(count / Math.max(seconds, 0.001))}/s`,
    );
    return result;
  };

  /**
   * Posts items[i] for every i of each partition's list, BATCH to a transaction, partitions in parallel.
   * A batch that hits a deadlock or a serialization failure is run again whole (its transaction rolled back).
   */
  const posted = async <T>(
    items: readonly T[],
    partitionOfItem: (item: T, index: number) => number,
    post: (tx: Tx, item: T, index: number) => Promise<void>,
  ) => {
    const lists: number[][] = Array.from({ length: PARTITIONS }, () => []);
    items.forEach((item, i) => lists[partitionOfItem(item, i)]!.push(i));
    const batches = lists.flatMap((list, w) => {
      const out: Array<{ w: number; indices: number[] }> = [];
      for (let i = 0; i < list.length; i += BATCH) out.push({ w, indices: list.slice(i, i + BATCH) });
      return out;
    });
    // Each worker takes its partition's batches in order.
    await inParallel(workers, workers, async (worker) => {
      for (const batch of batches) {
        if (workers > 1 && batch.w !== worker) continue;
        for (let attempt = 1; ; attempt++) {
          try {
            await db.transaction(async (tx) => {
              for (const i of batch.indices) await post(tx, items[i]!, i);
            });
            break;
          } catch (err) {
            const code = sqlState(err);
            if (attempt < 5 && (code === '40P01' || code === '40001')) {
              retries++;
              continue;
            }
            throw err;
          }
        }
      }
    });
  };

  // Masters through their services, one transaction each (few of them).
  const stateIds: number[] = [];
  const cityIds = new Map<string, number>();
  for (const state of DEMO_STATES) {
    const s = await createState(db, stateInput.parse({ name: state.name, code: state.code }), actorId);
    stateIds.push(s.id);
    for (const city of state.cities) {
      const c = await createCity(db, cityInput.parse({ name: city, stateId: s.id }), actorId);
      cityIds.set(`${s.id}|${city}`, c.id);
    }
  }
  const cropIds: number[] = [];
  for (const crop of DEMO_CROPS) {
    const data = cropInput.parse({ name: crop.name, unit: crop.unit, basePrice: crop.basePrice });
    cropIds.push((await createCrop(db, data, actorId)).id);
  }

  const partyIds = await phase('parties', plan.parties.length, () =>
    inParallel(plan.parties.length, workers * 2, async (i) => {
      const p = plan.parties[i]!;
      const stateId = stateIds[p.stateIndex]!;
      const data = partyInput.parse({
        name: p.name,
        type: p.type,
        contactNumber: p.contactNumber,
        email: p.email,
        address: p.address,
        aadharNumber: p.aadharNumber,
        stateId,
        cityId: cityIds.get(`${stateId}|${p.cityName}`),
      });
      return (await createParty(db, data, actorId)).id;
    }),
  );

  const purchaseIds = new Array<number>(plan.purchases.length);
  await phase('purchases', plan.purchases.length, () =>
    posted(
      plan.purchases,
      (p) => partitionOf(p.partyIndex),
      async (tx, p, i) => {
        const data = purchaseInput.parse({
          ...p,
          partyId: partyIds[p.partyIndex],
          cropId: cropIds[p.cropIndex],
        });
        purchaseIds[i] = (await recordPurchase(tx, data, actorId)).id;
      },
    ),
  );

  // Every purchase before any sale: the plan never sells more of a bucket than its purchases bought, so the
  // sales may post in any order.
  const saleIds = new Array<number>(plan.sales.length);
  await phase('sales', plan.sales.length, () =>
    posted(
      plan.sales,
      (s) => partitionOf(s.partyIndex),
      async (tx, s, i) => {
        const data = saleInput.parse({ ...s, partyId: partyIds[s.partyIndex], cropId: cropIds[s.cropIndex] });
        saleIds[i] = (await recordSale(tx, data, actorId)).id;
      },
    ),
  );

  await phase('payments', plan.payments.length, () =>
    posted(
      plan.payments,
      (p) => partitionOf(p.partyIndex),
      async (tx, p) => {
        const allocation =
          p.saleIndex !== undefined
            ? { saleId: saleIds[p.saleIndex], amount: p.amount }
            : { purchaseId: purchaseIds[p.purchaseIndex!], amount: p.amount };
        const data = paymentInput.parse({
          partyId: partyIds[p.partyIndex],
          direction: p.direction,
          amount: p.amount,
          paymentDate: p.paymentDate,
          mode: 'cash',
          allocations: [allocation],
        });
        await recordPayment(tx, data, actorId);
      },
    ),
  );

  await phase('expenses', plan.expenses.length, () =>
    posted(
      plan.expenses,
      (_, i) => i % PARTITIONS,
      async (tx, e) => {
        const data = expenseInput.parse({
          type: e.type,
          description: e.description,
          amount: e.amount,
          expenseDate: e.expenseDate,
          purchaseId: e.purchaseIndex === undefined ? undefined : purchaseIds[e.purchaseIndex],
          saleId: e.saleIndex === undefined ? undefined : saleIds[e.saleIndex],
        });
        await recordExpense(tx, data, actorId);
      },
    ),
  );

  return {
    partyIds,
    cropIds,
    purchaseIds,
    saleIds,
    timings,
    seconds: (performance.now() - started) / 1000,
    retries,
  };
}
