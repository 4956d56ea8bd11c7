import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billDailyMismatches } from '../modules/books/bill-daily';
import { migrateFirst } from './backup/migrations';
import { openPglite, queryRows, type Database } from './client';
import { migrationsFolder, runMigrations } from './migrate';

// Migration 0022 keeps a day's quintals exactly (a kg lot's quantity is up to 5 decimals of a quintal) and puts
// right the days kept rounded before it.

let database: Database;

beforeAll(async () => {
  database = await openPglite(undefined);
});
afterAll(async () => {
  await database?.close();
});

function migrationsBefore(tagEnd: string): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string }>;
  };
  const index = journal.entries.findIndex((e) => e.tag.endsWith(tagEnd));
  if (index < 0) throw new Error(`no ${tagEnd} migration`);
  return index;
}

const quintalsOfDays = () =>
  queryRows<{ kind: string; day: string; quintals: string }>(
    database.db,
    sql`select kind, day::text, sum(quintals)::text as quintals from bill_daily group by kind, day order by kind, day`,
  );

describe('the bill_daily quintals migration', () => {
  it('puts right the days whose kg lots were kept rounded, and keeps new ones exact', async () => {
    await migrateFirst(database, migrationsBefore('_bill_daily_quintals'));
    for (const statement of [
      `insert into parties (id, name, type, balance) values (1, 'Ravi Traders', 'trader', 0), (2, 'Mohan Lal', 'farmer', 0)`,
      `insert into crops (id, name, unit) values (1, 'Jeera', 'kg'), (2, 'Wheat', 'quintal')`,
      // 80.24 kg and 19.995 kg are 0.8024 q and 0.19995 q: kept as 0.802 and 0.200 before.
      `insert into purchases (id, party_id, crop_id, quantity, rate, total_amount, expense_amount, final_amount, net_payable, purchase_date)
         values (1, 2, 1, 80.24, 250, 20060.00, 0, 20060.00, 20060.00, '2026-04-02'),
                (2, 2, 1, 19.995, 250, 4998.75, 0, 4998.75, 4998.75, '2026-04-02'),
                (3, 2, 2, 12.5, 2400, 30000.00, 0, 30000.00, 30000.00, '2026-04-03')`,
      `insert into sales (id, party_id, crop_id, quantity, rate, total_amount, cost_amount, bill_amount, payment_status, sale_date)
         values (7, 1, 1, 10.005, 300, 3001.50, 2501.25, 3001.50, 'pending', '2026-04-04')`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }
    expect(await quintalsOfDays()).toEqual([
      { kind: 'purchase', day: '2026-04-02', quintals: '1.002' },
      { kind: 'purchase', day: '2026-04-03', quintals: '12.500' },
      { kind: 'sale', day: '2026-04-04', quintals: '0.100' },
    ]);

    await runMigrations(database);

    expect(await quintalsOfDays()).toEqual([
      { kind: 'purchase', day: '2026-04-02', quintals: '1.00235' },
      { kind: 'purchase', day: '2026-04-03', quintals: '12.50000' },
      { kind: 'sale', day: '2026-04-04', quintals: '0.10005' },
    ]);
    expect(await billDailyMismatches(database.db)).toEqual([]);
    // A bill recorded after it adds its exact quintals.
    await database.db.execute(
      sql.raw(`insert into purchases (id, party_id, crop_id, quantity, rate, total_amount, expense_amount, final_amount, net_payable, purchase_date)
         values (4, 2, 1, 0.001, 250, 0.25, 0, 0.25, 0.25, '2026-04-02')`),
    );
    expect((await quintalsOfDays())[0]).toEqual({ kind: 'purchase', day: '2026-04-02', quintals: '1.00236' });
    expect(await billDailyMismatches(database.db)).toEqual([]);
  });
});
