import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFirst } from './backup/migrations';
import { openPglite, openPostgres, queryRows, type Database } from './client';
import { runMigrations } from './migrate';
import { withDatabase } from '../test/pg-url';

// Migration 0003 upgrades books kept before payments existed (docs/money.md): each sale recorded as
// paid gets its payment, tied to the `payment` ledger entry it already has; no ledger entry changes.

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `mandibook_upgrade_${randomBytes(5).toString('hex')}`;
let database: Database;

async function emptyDatabase(): Promise<Database> {
  if (!serverUrl) return openPglite(undefined);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const opened = openPostgres(withDatabase(serverUrl, dbName), { onPoolError: () => undefined });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    },
  };
}

beforeAll(async () => {
  database = await emptyDatabase();
});
afterAll(async () => {
  await database?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe('migration 0003 on books from before payments', () => {
  it('gives each paid sale a cash payment into "Cash in hand" tied to its existing ledger entry', async () => {
    await migrateFirst(database, 3);
    // The books as the posting service wrote them before 0003: a paid sale (sale + payment entries),
    // a pending and a partial sale (sale entry only).
    for (const statement of [
      `insert into users (id, email, username, password_hash, role) values (1, 'old@test.local', 'old', 'x', 'admin')`,
      `insert into parties (id, name, type, balance) values (1, 'Ravi Traders', 'trader', 3000.50)`,
      `insert into crops (id, name, unit) values (1, 'Wheat', 'quintal')`,
      `insert into sales (id, party_id, crop_id, quantity, rate, total_amount, cost_amount, payment_status, sale_date, created_by)
         values (1, 1, 1, 5, 2500, 12500.00, 10000.00, 'paid', '2025-04-02', 1),
                (2, 1, 1, 1, 2000.50, 2000.50, 1500.00, 'pending', '2025-04-03', 1),
                (3, 1, 1, 1, 1000, 1000.00, 800.00, 'partial', '2025-04-04', 1),
                (4, 1, 1, 2, 1750.25, 3500.50, 3000.00, 'paid', '2025-03-30', null)`,
      `insert into ledger_entries (party_id, transaction_type, transaction_date, description, debit, credit, source_type, source_id, created_by)
         values (1, 'sale', '2025-04-02', 'Sale #1', 12500.00, 0, 'sale', 1, 1),
                (1, 'payment', '2025-04-02', 'Payment received for Sale #1', 0, 12500.00, 'sale', 1, 1),
                (1, 'sale', '2025-04-03', 'Sale #2', 2000.50, 0, 'sale', 2, 1),
                (1, 'sale', '2025-04-04', 'Sale #3', 1000.00, 0, 'sale', 3, 1),
                (1, 'sale', '2025-03-30', 'Sale #4', 3500.50, 0, 'sale', 4, null),
                (1, 'payment', '2025-03-30', 'Payment received for Sale #4', 0, 3500.50, 'sale', 4, null)`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }
    const ledgerBefore = await rows<Record<string, unknown>>(sql`select * from ledger_entries order by id`);

    await runMigrations(database);

    const [cash] = await rows<{ id: number; kind: string; opening_balance: string }>(
      sql`select id, kind, opening_balance from accounts where name = 'Cash in hand'`,
    );
    expect(cash).toMatchObject({ kind: 'cash', opening_balance: '0.00' });
    const payments = await rows<Record<string, unknown>>(
      sql`select p.party_id, p.direction, p.amount, p.payment_date, p.mode, p.account_id, p.created_by,
            le.description as entry, a.sale_id, a.amount as allocated, p.with_sale_id, p.with_purchase_id
          from payments p
          join ledger_entries le on le.id = p.ledger_entry_id
          join payment_allocations a on a.payment_id = p.id
          order by p.id`,
    );
    expect(payments).toEqual([
      {
        party_id: 1,
        direction: 'received',
        amount: '12500.00',
        payment_date: '2025-04-02',
        mode: 'cash',
        account_id: cash!.id,
        created_by: 1,
        entry: 'Payment received for Sale #1',
        sale_id: 1,
        allocated: '12500.00',
        // Migration 0004: recorded with Sale #1, so cancelled with it (docs/corrections.md#cancel).
        with_sale_id: 1,
        with_purchase_id: null,
      },
      {
        party_id: 1,
        direction: 'received',
        amount: '3500.50',
        payment_date: '2025-03-30',
        mode: 'cash',
        account_id: cash!.id,
        created_by: null,
        entry: 'Payment received for Sale #4',
        sale_id: 4,
        allocated: '3500.50',
        with_sale_id: 4,
        with_purchase_id: null,
      },
    ]);
    expect(await rows(sql`select count(*)::int as n from payment_allocations`)).toEqual([{ n: 2 }]);
    // Not one entry rewritten; migrations 0004 and 0023 only added the (empty) reversal_of and description_message.
    expect(await rows(sql`select * from ledger_entries order by id`)).toEqual(
      ledgerBefore.map((entry) => ({ ...entry, reversal_of: null, description_message: null })),
    );
  });

  it('refuses to change or remove a payment or an allocation afterwards', async () => {
    for (const table of ['payments', 'payment_allocations']) {
      const t = sql.identifier(table);
      for (const attempt of [sql`update ${t} set amount = 1`, sql`delete from ${t}`, sql`truncate ${t}`]) {
        const error = await database.db.execute(attempt).then(
          () => undefined,
          (err: { cause?: { message?: string } }) => err.cause?.message,
        );
        // TRUNCATE payments stops even earlier: the allocations refer to it.
        expect(error).toMatch(
          /^(append-only books: (UPDATE|DELETE|TRUNCATE) on \w+ is refused|cannot truncate a table referenced in a foreign key constraint)$/,
        );
      }
    }
  });
});

describe('migration 0003 on a new database', () => {
  it('leaves it empty, so a backup can still be restored into it', async () => {
    const fresh = serverUrl ? undefined : await openPglite(undefined);
    if (!fresh) return; // the PostgreSQL template of every test file shows the same (accounts.test.ts)
    try {
      await runMigrations(fresh);
      expect(await queryRows(fresh.db, sql`select count(*)::int as n from accounts`)).toEqual([{ n: 0 }]);
    } finally {
      await fresh.close();
    }
  });
});
