import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFirst } from './backup/migrations';
import { openPglite, queryRows, type Database } from './client';
import { migrationsFolder, runMigrations } from './migrate';

// The document-numbers migration numbers the purchases and sales recorded before numbering: per kind and
// financial year of the lot's date, in (date, id) order, cancelled ones too (docs/documents.md#numbers).

let database: Database;

beforeAll(async () => {
  database = await openPglite(undefined);
});
afterAll(async () => {
  await database?.close();
});

function migrationsBeforeNumbers(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string }>;
  };
  const index = journal.entries.findIndex((e) => e.tag.endsWith('_document_numbers'));
  if (index < 0) throw new Error('no document_numbers migration');
  return index;
}

describe('the document-numbers migration on books with purchases and sales', () => {
  it('numbers each financial year from 1 in date and id order and leaves each series at its last number', async () => {
    await migrateFirst(database, migrationsBeforeNumbers());
    for (const statement of [
      `insert into parties (id, name, type, balance) values (1, 'Ravi Traders', 'trader', 0), (2, 'Mohan Lal', 'farmer', 0)`,
      `insert into crops (id, name, unit) values (1, 'Wheat', 'quintal')`,
      // Ids out of date order, and dates on both sides of 1 April.
      `insert into purchases (id, party_id, crop_id, quantity, rate, total_amount, expense_amount, final_amount, net_payable, purchase_date)
         values (1, 2, 1, 1, 100, 100.00, 0, 100.00, 100.00, '2025-04-02'),
                (2, 2, 1, 1, 100, 100.00, 0, 100.00, 100.00, '2025-03-31'),
                (3, 2, 1, 1, 100, 100.00, 0, 100.00, 100.00, '2025-04-01'),
                (4, 2, 1, 1, 100, 100.00, 0, 100.00, 100.00, '2025-04-01'),
                (5, 2, 1, 1, 100, 100.00, 0, 100.00, 100.00, '2026-01-10')`,
      `insert into sales (id, party_id, crop_id, quantity, rate, total_amount, cost_amount, bill_amount, payment_status, sale_date)
         values (7, 1, 1, 1, 120, 120.00, 100.00, 120.00, 'pending', '2026-04-01'),
                (8, 1, 1, 1, 120, 120.00, 100.00, 120.00, 'pending', '2026-03-31')`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }

    await runMigrations(database);

    expect(await queryRows(database.db, sql`select id, document_number from purchases order by id`)).toEqual([
      { id: 1, document_number: 'P/2025-26/0003' },
      { id: 2, document_number: 'P/2024-25/0001' },
      { id: 3, document_number: 'P/2025-26/0001' },
      { id: 4, document_number: 'P/2025-26/0002' },
      { id: 5, document_number: 'P/2025-26/0004' },
    ]);
    expect(await queryRows(database.db, sql`select id, document_number from sales order by id`)).toEqual([
      { id: 7, document_number: 'S/2026-27/0001' },
      { id: 8, document_number: 'S/2025-26/0001' },
    ]);
    expect(
      await queryRows(
        database.db,
        sql`select kind, financial_year, last_number from document_series order by kind, financial_year`,
      ),
    ).toEqual([
      { kind: 'P', financial_year: '2024-25', last_number: 1 },
      { kind: 'P', financial_year: '2025-26', last_number: 4 },
      { kind: 'S', financial_year: '2025-26', last_number: 1 },
      { kind: 'S', financial_year: '2026-27', last_number: 1 },
    ]);
  });
});
