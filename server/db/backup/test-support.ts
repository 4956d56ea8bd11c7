// Shared by the backup tests: books worth backing up, and ways to compare two databases.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type Db } from '../client';
import { inventory } from '../schema/books';
import { parties } from '../schema/masters';
import { createExpense } from '../../modules/expenses/expenses.service';
import { createUser } from '../../modules/users/users.service';
import {
  makeCity,
  makeCrop,
  makeExporter,
  makeFarmer,
  makePurchase,
  makeSale,
  makeState,
  makeTrader,
} from '../../test/factories';
import { withDatabase } from '../../test/pg-url';
import { readSequences, readTables } from './catalog';
import { qualified, quoteIdent } from './format';
import { inTransaction, setLongTransactionSettings } from './session';

/** Non-trivial books through the posting services: purchases with expense rows, sales in every payment state, expenses. */
export async function seedBooks(db: Db): Promise<void> {
  const admin = await createUser(db, {
    email: `owner-${randomBytes(3).toString('hex')}@example.com`,
    password: 'a long secret',
    username: 'owner',
    role: 'admin',
  });
  const state = await makeState(db, { createdBy: admin.id });
  const city = await makeCity(db, { stateId: state.id });
  // Text that must survive JSON lines: a newline, quotes, a backslash, Devanagari.
  const farmer = await makeFarmer(db, {
    name: 'Ram "Lal" \\ किसान\nसेठ',
    address: 'Mandi Road,\r\n\tNear Gate 2',
    stateId: state.id,
    cityId: city.id,
  });
  const trader = await makeTrader(db);
  const exporter = await makeExporter(db, { stateId: state.id });
  const wheat = await makeCrop(db, { name: 'Wheat Sharbati', basePrice: '2150.50' });
  // Beyond a double's 15–17 digits: only an exact path from row to row keeps it.
  const cumin = await makeCrop(db, { name: 'Cumin', unit: 'kg', basePrice: '9999999999999999.99' });

  const p1 = await makePurchase(
    db,
    {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '1234.567',
      rate: '2150.25',
      qualityGrade: 'A',
      moistureContent: '12.5',
      expenses: [
        { type: 'transportation', amount: '150' },
        { type: 'labor', amount: '49.99' },
      ],
    },
    admin.id,
  );
  await makePurchase(
    db,
    { partyId: farmer.id, cropId: wheat.id, quantity: '10', rate: '2000', purchaseDate: '2025-04-03' },
    admin.id,
  );
  await makePurchase(
    db,
    { partyId: farmer.id, cropId: cumin.id, quantity: '333.333', rate: '271.11', qualityGrade: 'B' },
    admin.id,
  );
  const s1 = await makeSale(
    db,
    {
      partyId: trader.id,
      cropId: wheat.id,
      quantity: '100.001',
      rate: '2500',
      qualityGrade: 'A',
      paymentStatus: 'paid',
    },
    admin.id,
  );
  await makeSale(
    db,
    { partyId: exporter.id, cropId: wheat.id, quantity: '10', rate: '2601.10', paymentStatus: 'partial' },
    admin.id,
  );
  // Empties the bucket: its value goes to exactly 0 with the stock.
  await makeSale(
    db,
    { partyId: exporter.id, cropId: cumin.id, quantity: '333.333', rate: '300', qualityGrade: 'B' },
    admin.id,
  );
  await createExpense(
    db,
    {
      type: 'transport',
      description: 'Truck to the mandi',
      amount: '1200',
      purchaseId: p1.id,
      expenseDate: '2025-04-02',
    },
    admin.id,
  );
  await createExpense(
    db,
    { type: 'other', description: 'Commission', amount: '0.01', saleId: s1.id, expenseDate: '2025-04-04' },
    null,
  );
}

/**
 * Per table its row count and the md5 of its rows as row_to_json text in primary-key order, and every
 * sequence's state: equal digests mean equal contents, row by row.
 */
export async function databaseDigest(database: Database): Promise<Record<string, string>> {
  return inTransaction(database, async (session) => {
    await setLongTransactionSettings(session);
    const digest: Record<string, string> = {};
    for (const table of await readTables(session)) {
      const order = (table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name)).map(
        (c) => `r.${quoteIdent(c)}`,
      );
      const [row] = await session.query<{ n: string; md5: string }>(
        `select count(*)::text as n, md5(coalesce(string_agg(row_to_json(r)::text, E'\\n' order by ${order.join(', ')}), '')) as md5
           from ${qualified(table.name)} as r`,
      );
      digest[table.name] = `${row!.n} rows, md5 ${row!.md5}`;
    }
    for (const seq of await readSequences(session))
      digest[`sequence ${seq.table}.${seq.column}`] = `${seq.lastValue} ${seq.isCalled}`;
    return digest;
  });
}

/** The figures a trader looks at: party balances and stock per bucket. */
export async function bookFigures(db: Db) {
  return {
    balances: await db
      .select({ id: parties.id, name: parties.name, balance: parties.balance })
      .from(parties)
      .orderBy(asc(parties.id)),
    stock: await db
      .select({
        id: inventory.id,
        cropId: inventory.cropId,
        grade: inventory.qualityGrade,
        stock: inventory.currentStock,
        value: inventory.totalValue,
      })
      .from(inventory)
      .orderBy(asc(inventory.id)),
  };
}

/** A database of the kind under test on which no migration ever ran. */
export async function createBlankDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A fresh PGlite takes seconds to initialise; the migrated template, emptied of everything, is as blank.
    const database = await openPglite(undefined, new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
    await inTransaction(database, async (session) => {
      await session.query('drop schema public cascade');
      await session.query('create schema public');
      await session.query('drop schema drizzle cascade');
    });
    return database;
  }
  const name = `mandibook_blank_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(withDatabase(serverUrl, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A temporary folder, removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-backup-test-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A BackupLog that keeps what it was told. */
export function memoryLog() {
  const entries: Array<{ level: 'info' | 'error'; msg: string; obj: object }> = [];
  return {
    entries,
    info: (obj: object, msg: string) => void entries.push({ level: 'info', msg, obj }),
    error: (obj: object, msg: string) => void entries.push({ level: 'error', msg, obj }),
  };
}
