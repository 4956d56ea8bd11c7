import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../common/business-day';
import { loadPlan, type Loaded } from '../../scripts/bench/load';
import { makePlan, type Plan } from '../../scripts/bench/plan';
import { queryRows, type Database } from '../db/client';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
  unreversedCancellations,
} from '../modules/books/book-checks';
import { createUser } from '../modules/users/users.service';
import { createTestDatabase } from './test-db';

// The bench's loader (scripts/bench/load.ts) posts through the services, so what it loads must pass the
// same reconciliations as anything the app records (docs/decisions/0005-performance.md).
describe('bench loader', () => {
  let database: Database;
  let plan: Plan;
  let loaded: Loaded;

  beforeAll(async () => {
    database = await createTestDatabase();
    const user = await createUser(database.db, {
      email: 'bench-loader@mandibook.test',
      password: 'bench-password-123',
      username: 'bench-loader',
      role: 'admin',
    });
    plan = makePlan(
      { parties: 24, purchases: 80, sales: 40, payments: 40, expenses: 12 },
      businessToday('Asia/Kolkata'),
    );
    loaded = await loadPlan(database, plan, user.id);
  }, 120_000);
  afterAll(async () => database?.close());

  it('loads every planned record, a decade of dates, sales only from stock', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      database.db,
      sql`select (select count(*)::int from parties) as parties,
        (select count(*)::int from purchases) as purchases,
        (select count(*)::int from purchase_expenses) as "purchaseExpenses",
        (select count(*)::int from sales) as sales,
        (select count(*)::int from payments) as payments,
        (select count(*)::int from expenses) as expenses,
        (select (max(purchase_date) - min(purchase_date))::int from purchases) as "purchaseDays"`,
    );
    const withSale = plan.sales.filter((s) => s.paymentStatus !== 'pending').length;
    expect(counts).toEqual({
      parties: plan.parties.length,
      purchases: plan.purchases.length,
      purchaseExpenses: plan.purchases.reduce((n, p) => n + p.expenses.length, 0),
      sales: plan.sales.length,
      payments: plan.payments.length + withSale,
      expenses: plan.expenses.length,
      purchaseDays: expect.any(Number),
    });
    expect(plan.sales.length).toBe(40);
    expect(counts!.purchaseDays).toBeGreaterThan(8 * 365);
    expect(loaded.saleIds.every((id) => id > 0)).toBe(true);
  });

  it('leaves the books balanced', async () => {
    const { db } = database;
    expect(await bucketMismatches(db)).toEqual([]);
    expect(await partyBalanceMismatches(db)).toEqual([]);
    expect(await overpaidBills(db)).toEqual([]);
    expect(await paymentMismatches(db)).toEqual([]);
    expect(await unreversedCancellations(db)).toEqual([]);
  });

  it('plans the same records from the same size and day', () => {
    const again = makePlan(
      { parties: 24, purchases: 80, sales: 40, payments: 40, expenses: 12 },
      businessToday('Asia/Kolkata'),
    );
    expect(again).toEqual(plan);
  });
});
