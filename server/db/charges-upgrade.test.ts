import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFirst } from './backup/migrations';
import { openPglite, queryRows, type Database } from './client';
import { runMigrations } from './migrate';
import { billDailyMismatches } from '../modules/books/bill-daily';
import { dailyTotalMismatches } from '../modules/books/daily-totals';

// The migration that brings bags, weights and charges (docs/posting.md#charges) leaves every lot recorded
// before it as it was: no charge, the farmer's bill its value, the buyer's too, and every kept figure in step.

let database: Database;

beforeAll(async () => {
  database = await openPglite(undefined);
});
afterAll(async () => {
  await database?.close();
});

describe('the lot charges migration on books with lots', () => {
  it('gives each earlier lot no charge and a bill amount equal to its value', async () => {
    const journal = JSON.parse(
      fs.readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: Array<{ tag: string }> };
    const before = journal.entries.findIndex((e) => e.tag.endsWith('_lot_charges'));
    expect(before).toBeGreaterThan(0);
    await migrateFirst(database, before);
    for (const statement of [
      `insert into parties (id, name, type, balance) values (1, 'Ravi Traders', 'trader', 12500), (2, 'Mohan Lal', 'farmer', -20000)`,
      `insert into crops (id, name, unit) values (1, 'Wheat', 'quintal')`,
      `insert into accounts (id, name, kind) values (1, 'Cash in hand', 'cash')`,
      `insert into purchases (id, party_id, crop_id, quantity, rate, total_amount, expense_amount, final_amount, purchase_date)
         values (7, 2, 1, 10, 2000, 20000.00, 150.00, 20150.00, '2025-04-01')`,
      `insert into sales (id, party_id, crop_id, quantity, rate, total_amount, cost_amount, payment_status, sale_date)
         values (9, 1, 1, 5, 2500, 12500.00, 10075.00, 'pending', '2025-04-02')`,
      `insert into ledger_entries (id, party_id, transaction_type, transaction_date, description, debit, credit, source_type, source_id)
         values (1, 2, 'payment', '2025-04-03', 'Payment #1 (cash)', 5000.00, 0, 'payment', 1)`,
      `insert into payments (id, party_id, direction, amount, payment_date, mode, account_id, ledger_entry_id)
         values (1, 2, 'paid', 5000.00, '2025-04-03', 'cash', 1, 1)`,
      `insert into payment_allocations (payment_id, purchase_id, amount) values (1, 7, 5000.00)`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }

    await runMigrations(database);

    expect(
      await queryRows(
        database.db,
        sql`select id, total_amount, deductions, net_payable, paid_out_amount, final_amount, bags, gross_weight
            from purchases`,
      ),
    ).toEqual([
      {
        id: 7,
        total_amount: '20000.00',
        deductions: '0.00',
        net_payable: '20000.00',
        paid_out_amount: '0.00',
        final_amount: '20150.00',
        bags: null,
        gross_weight: null,
      },
    ]);
    expect(
      await queryRows(
        database.db,
        sql`select id, total_amount, bill_amount, paid_out_amount, charge_profit from sales`,
      ),
    ).toEqual([
      {
        id: 9,
        total_amount: '12500.00',
        bill_amount: '12500.00',
        paid_out_amount: '0.00',
        charge_profit: '0.00',
      },
    ]);
    expect(await queryRows(database.db, sql`select count(*)::int as n from lot_charges`)).toEqual([{ n: 0 }]);
    // The kept per-day figures agree with the books as the new columns read them.
    expect(await billDailyMismatches(database.db)).toEqual([]);
    expect(await dailyTotalMismatches(database.db)).toEqual([]);
    expect(
      await queryRows(
        database.db,
        sql`select kind, sum(amount)::text as amount, sum(bill_amount)::text as bill_amount, sum(paid)::text as paid
            from bill_daily group by kind order by kind`,
      ),
    ).toEqual([
      { kind: 'purchase', amount: '20000.00', bill_amount: '20000.00', paid: '5000.00' },
      { kind: 'sale', amount: '12500.00', bill_amount: '12500.00', paid: '0.00' },
    ]);
  });
});
