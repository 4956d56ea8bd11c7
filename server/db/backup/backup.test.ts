import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { bucketMismatches, partyBalanceMismatches } from '../../modules/books/book-checks';
import { makeFarmer } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { readAppliedMigrations } from './catalog';
import { localMigrations, migrateFirst } from './migrations';
import { readBackupHeader } from './reader';
import { restoreBackup, RestoreRefused, type RestoreSummary } from './restore';
import { inTransaction } from './session';
import { bookFigures, createBlankDatabase, databaseDigest, seedBooks, tempDir } from './test-support';
import { writeBackup } from './writer';

let source: Database;
/** The backup of source, restored into a fresh database in beforeAll. */
let restored: Database;
let summary: RestoreSummary;
let backupFile: string;
const tmp = tempDir();
const opened: Database[] = [];

async function target(kind: 'migrated' | 'blank' = 'migrated'): Promise<Database> {
  const database = kind === 'migrated' ? await createTestDatabase() : await createBlankDatabase();
  opened.push(database);
  return database;
}

beforeAll(async () => {
  source = await createTestDatabase();
  await seedBooks(source.db);
  backupFile = path.join(tmp.dir, 'books.jsonl.gz');
  await writeBackup(source, backupFile);
  restored = await createTestDatabase();
  summary = await restoreBackup(restored, backupFile);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});
afterAll(async () => {
  await Promise.all([source.close(), restored.close()]);
  tmp.remove();
});

describe('backup and restore', () => {
  it('brings back every table row by row, the sequences, the balances and the stock', async () => {
    expect(await databaseDigest(restored)).toEqual(await databaseDigest(source));
    expect(await bookFigures(restored.db)).toEqual(await bookFigures(source.db));
    expect(await partyBalanceMismatches(restored.db)).toEqual([]);
    expect(await bucketMismatches(restored.db)).toEqual([]);
    expect(summary.rows).toBeGreaterThan(30);
    expect(summary.tables.find((t) => t.name === 'ledger_entries')?.rows).toBe(7);
    expect(summary.warnings).toEqual([]);

    // The sequences go on where the source's stopped: a new row gets the next id.
    const lastParty = Math.max(...(await bookFigures(source.db)).balances.map((p) => p.id));
    expect((await makeFarmer(restored.db)).id).toBe(lastParty + 1);
  });

  it('writes gzip JSON lines: a header with the counts, rows as PostgreSQL renders them, an end line', async () => {
    const lines = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!) as {
      format: string;
      tables: Array<{ name: string; rows: number }>;
      migrations: unknown[];
    };
    expect(header.format).toBe('mandibook-backup');
    expect(header.migrations).toHaveLength(localMigrations().length);
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    expect(lines).toHaveLength(1 + header.tables.length + rows + 1);
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: 'mandibook-backup', rows });
    // Exact decimal text, never a float's 1e16.
    expect(lines.some((l) => l.includes('"base_price":9999999999999999.99'))).toBe(true);
  });

  it('writes each table after the tables it references', async () => {
    const header = await readBackupHeader(backupFile);
    const names = header.tables.map((t) => t.name);
    const keys = await inTransaction(source, (session) =>
      session.query<{ table: string; references: string }>(
        `select conrelid::regclass::text as "table", confrelid::regclass::text as "references"
           from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
      ),
    );
    expect(keys.length).toBeGreaterThan(20);
    for (const k of keys) {
      if (k.table !== k.references) expect(names.indexOf(k.references)).toBeLessThan(names.indexOf(k.table));
    }
  });

  it('restores into a database that was never migrated, and migrates it', async () => {
    const blank = await target('blank');
    await restoreBackup(blank, backupFile);

    expect(await databaseDigest(blank)).toEqual(await databaseDigest(source));
    const applied = await inTransaction(blank, readAppliedMigrations);
    expect(applied.map((m) => m.createdAt)).toEqual(localMigrations().map((m) => m.createdAt));
  });

  it('refuses a target that holds rows, and leaves it as it was', async () => {
    const before = await databaseDigest(restored);

    const refusal = restoreBackup(restored, backupFile);
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refusal).rejects.toThrow(
      /not empty \(audit_count: \d+ rows?, bill_daily: \d+ rows?, bill_paid: \d+ rows?, crop_daily: \d+ rows?, daily_totals: \d+ rows?, document_series: \d+ rows?, expense_daily: \d+ rows?, ledger_daily: \d+ rows?, users: 1 row, .*crops: 2 rows, /,
    );
    expect(await databaseDigest(restored)).toEqual(before);
  });

  it('refuses a backup of a newer MandiBook, and restores nothing from a cut-off file', async () => {
    const empty = await target();
    const before = await databaseDigest(empty);
    const lines = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]!) as { migrations: Array<{ createdAt: number; hash: string }> };
    header.migrations.push({ createdAt: Date.UTC(2099, 0, 1), hash: 'f'.repeat(64) });
    const newer = path.join(tmp.dir, 'newer.jsonl.gz');
    fs.writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));

    await expect(restoreBackup(empty, newer)).rejects.toThrow(/made by a newer or different MandiBook/);
    expect(await databaseDigest(empty)).toEqual(before);

    const whole = fs.readFileSync(backupFile);
    const cut = path.join(tmp.dir, 'cut.jsonl.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    await expect(restoreBackup(empty, cut)).rejects.toThrow(/unexpected end of file/);
    expect(await databaseDigest(empty)).toEqual(before);

    // A whole file without its end line is refused too (gzip itself is intact here).
    const noEnd = path.join(tmp.dir, 'no-end.jsonl.gz');
    fs.writeFileSync(
      noEnd,
      gzipSync(
        lines
          .filter((l) => l !== '')
          .slice(0, -1)
          .join('\n'),
      ),
    );
    await expect(restoreBackup(empty, noEnd)).rejects.toThrow(/end line is missing/);
    expect(await databaseDigest(empty)).toEqual(before);
  });

  it('loads an older backup into its own schema, then applies the newer migrations', async () => {
    const ours = localMigrations();
    const old = await target('blank');
    await migrateFirst(old, ours.length - 1);
    // Rows written as the older schema holds them, in SQL: today's posting service and factories also write
    // columns and tables of newer migrations (a party's bank details since 0014), which that schema lacks.
    await old.db.execute(
      sql`with farmer as (insert into parties (name, type) values ('Old farmer', 'farmer') returning id),
        crop as (insert into crops (name, unit) values ('Old crop', 'quintal') returning id)
        insert into purchases (party_id, crop_id, quantity, rate, total_amount, net_payable, expense_amount, final_amount,
          purchase_date)
        select farmer.id, crop.id, 2.5, 1999.99, 4999.98, 4999.98, 0, 4999.98, '2025-04-01' from farmer, crop`,
    );
    const oldFile = path.join(tmp.dir, 'old.jsonl.gz');
    await writeBackup(old, oldFile);

    const restored = await target('blank');
    const summary = await restoreBackup(restored, oldFile);

    expect(summary.migrations).toEqual({ inBackup: ours.length - 1, appliedAfterLoad: 1 });
    // The restored database is what the old one becomes when it is migrated in place: every table of the old
    // schema holds what it held (with any column a newer migration added at its default), newer tables empty.
    await migrateFirst(old, ours.length);
    expect(await databaseDigest(restored)).toEqual(await databaseDigest(old));
    const applied = await inTransaction(restored, readAppliedMigrations);
    expect(applied.map((m) => m.createdAt)).toEqual(ours.map((m) => m.createdAt));

    // An empty database already migrated past the backup cannot take its rows as they were.
    await expect(restoreBackup(await target(), oldFile)).rejects.toThrow(
      /migrations applied, beyond the backup's/,
    );
  });

  it('writes a file only its owner reads, never overwrites one, and leaves no partial file behind', async () => {
    // It holds password and session token hashes.
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    await expect(writeBackup(source, backupFile)).rejects.toThrow(/exists/);
    const nowhere = path.join(tmp.dir, 'missing-folder', 'b.jsonl.gz');
    await expect(writeBackup(source, nowhere)).rejects.toThrow();
    expect(fs.readdirSync(tmp.dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });
});
