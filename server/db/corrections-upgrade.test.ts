import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFirst } from './backup/migrations';
import { openPglite, openPostgres, queryRows, type Database } from './client';
import { runMigrations } from './migrate';
import { withDatabase } from '../test/pg-url';

// Migration 0004 ties the payments recorded with a sale or a purchase before the link existed to that bill,
// so cancelling the bill cancels them too (docs/corrections.md#cancel); nothing else of a payment changes.

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `mandibook_corrections_${randomBytes(5).toString('hex')}`;
let database: Database;

beforeAll(async () => {
  if (!serverUrl) {
    database = await openPglite(undefined);
    return;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const opened = openPostgres(withDatabase(serverUrl, dbName), { onPoolError: () => undefined });
  database = {
    ...opened,
    close: async () => {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    },
  };
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0004 on books with payments', () => {
  it('links the payments a sale or a purchase recorded to it, and leaves the others alone', async () => {
    await migrateFirst(database, 4);
    for (const statement of [
      `insert into parties (id, name, type, balance) values (1, 'Ravi Traders', 'trader', 0), (2, 'Mohan Lal', 'farmer', 0)`,
      `insert into crops (id, name, unit) values (1, 'Wheat', 'quintal')`,
      `insert into accounts (id, name, kind) values (1, 'Cash in hand', 'cash')`,
      `insert into purchases (id, party_id, crop_id, quantity, rate, total_amount, expense_amount, final_amount, purchase_date)
         values (7, 2, 1, 10, 2000, 20000.00, 0, 20000.00, '2025-04-01')`,
      `insert into sales (id, party_id, crop_id, quantity, rate, total_amount, cost_amount, payment_status, sale_date)
         values (9, 1, 1, 5, 2500, 12500.00, 10000.00, 'paid', '2025-04-02')`,
      `insert into ledger_entries (id, party_id, transaction_type, transaction_date, description, debit, credit, source_type, source_id)
         values (1, 2, 'payment', '2025-04-01', 'Payment made for Purchase #7', 5000.00, 0, 'payment', 1),
                (2, 1, 'payment', '2025-04-02', 'Payment received for Sale #9', 0, 12500.00, 'payment', 2),
                (3, 1, 'payment', '2025-04-03', 'Payment received #3 (cash) for Sale #9', 0, 100.00, 'payment', 3)`,
      `insert into payments (id, party_id, direction, amount, payment_date, mode, account_id, ledger_entry_id)
         values (1, 2, 'paid', 5000.00, '2025-04-01', 'cash', 1, 1),
                (2, 1, 'received', 12500.00, '2025-04-02', 'cash', 1, 2),
                (3, 1, 'received', 100.00, '2025-04-03', 'cash', 1, 3)`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }
    const before = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select id, party_id, direction, amount, payment_date, mode, account_id, ledger_entry_id from payments order by id`,
    );

    await runMigrations(database);

    expect(
      await queryRows(database.db, sql`select id, with_sale_id, with_purchase_id from payments order by id`),
    ).toEqual([
      { id: 1, with_sale_id: null, with_purchase_id: 7 },
      { id: 2, with_sale_id: 9, with_purchase_id: null },
      // A payment recorded on its own that settles the sale is not the sale's own.
      { id: 3, with_sale_id: null, with_purchase_id: null },
    ]);
    expect(
      await queryRows(
        database.db,
        sql`select id, party_id, direction, amount, payment_date, mode, account_id, ledger_entry_id from payments order by id`,
      ),
    ).toEqual(before);
    // And the payments are append-only again.
    const error = await database.db.execute(sql`update payments set with_sale_id = null`).then(
      () => undefined,
      (e: { cause?: { message?: string } }) => e.cause?.message,
    );
    expect(error).toBe('append-only books: UPDATE on payments is refused');
  });
});
