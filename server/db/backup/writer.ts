import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '../client';
import {
  countRows,
  readAppliedMigrations,
  readSequences,
  readTables,
  rowAlias,
  type CatalogTable,
} from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  qualified,
  quoteIdent,
  tableMarker,
  trailerLine,
  type BackupHeader,
  type BackupSummary,
  type TableCount,
} from './format';
import { inTransaction, setLongTransactionSettings, type SqlSession } from './session';

/**
 * Rows per query: memory stays flat however large a table grows. 1,000 rather than 5,000: on PGlite the
 * running app writes the backup, and each page's text is garbage the heap grows by before it is collected (the
 * app's peak through a backup of the large set: 459 MB at 5,000 rows, 370 MB at 1,000, in the same time;
 * docs/decisions/0005-performance.md).
 */
export const PAGE_ROWS = 1_000;

export interface WriteOptions {
  /** Called (and awaited) after each table is written, inside the backup's snapshot. */
  onTable?: (table: TableCount) => void | Promise<void>;
}

/**
 * Writes a consistent backup of the whole database to `file` while the app keeps running: everything
 * is read in one REPEATABLE READ READ ONLY transaction, so the file holds one moment of the books even
 * when postings commit meanwhile. The data goes to `file.partial` first and is renamed once complete
 * and flushed, so a crashed or failed backup never looks like a good one. An existing file is refused.
 * The file is readable by its owner only: it holds password hashes and session token hashes.
 */
export async function writeBackup(
  database: Database,
  file: string,
  opts: WriteOptions = {},
): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new Error(`${target} exists; choose another file name`);
  const partial = `${target}.partial`;
  const started = performance.now();
  try {
    const tables = await inTransaction(database, async (session) => {
      // The first statement: the snapshot is taken by the next one and holds for every later read.
      await session.query('set transaction isolation level repeatable read, read only');
      await setLongTransactionSettings(session);
      const catalog = await readTables(session);
      const header = await readHeader(session, database.kind, catalog);
      await pipeline(
        backupLines(session, header, catalog, opts),
        createGzip(),
        fs.createWriteStream(partial, { mode: 0o600 }),
      );
      return header.tables.map((t): TableCount => ({ name: t.name, rows: t.rows }));
    });
    await syncFile(partial);
    await fsp.rename(partial, target);
    return {
      file: target,
      bytes: (await fsp.stat(target)).size,
      durationMs: Math.round(performance.now() - started),
      database: database.kind,
      tables,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
    };
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err;
  }
}

async function readHeader(
  session: SqlSession,
  kind: Database['kind'],
  catalog: CatalogTable[],
): Promise<BackupHeader> {
  const tables = [];
  for (const t of catalog) {
    tables.push({
      name: t.name,
      columns: t.columns.map((c) => c.name),
      primaryKey: t.primaryKey,
      rows: await countRows(session, t.name),
    });
  }
  const [version] = await session.query<{ v: string }>(`select current_setting('server_version') as v`);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: kind,
    serverVersion: version!.v,
    migrations: await readAppliedMigrations(session),
    tables,
    // Read after the snapshot began: a sequence only grows, so these cover every id in the snapshot.
    sequences: await readSequences(session),
  };
}

async function* backupLines(
  session: SqlSession,
  header: BackupHeader,
  catalog: CatalogTable[],
  opts: WriteOptions,
): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  let total = 0;
  for (const [i, table] of catalog.entries()) {
    const expected = header.tables[i]!.rows;
    yield `${tableMarker(table.name)}\n`;
    let written = 0;
    for await (const page of tablePages(session, table)) {
      written += page.length;
      yield `${page.join('\n')}\n`;
    }
    // One snapshot cannot change under us; this guards the format's promise to the reader all the same.
    if (written !== expected) throw new Error(`${table.name}: counted ${expected} rows but read ${written}`);
    total += written;
    await opts.onTable?.({ name: table.name, rows: written });
  }
  yield `${trailerLine(total)}\n`;
}

/**
 * A table's rows as row_to_json text, PAGE_ROWS at a time in primary-key order (keyset paging: each
 * page starts after the last key of the one before, so every page is an index range scan). A table
 * without a primary key is paged by its physical row address, stable within the snapshot.
 */
async function* tablePages(session: SqlSession, table: CatalogTable): AsyncGenerator<string[]> {
  const alias = rowAlias(table);
  const keys = table.primaryKey.length
    ? table.primaryKey.map((name) => ({
        expr: `${alias}.${quoteIdent(name)}`,
        type: table.columns.find((c) => c.name === name)!.type,
      }))
    : [{ expr: `${alias}.ctid`, type: 'tid' }];
  const keyList = keys.map((k) => k.expr).join(', ');
  const select =
    `select row_to_json(${alias})::text as j, ${keys.map((k, i) => `${k.expr}::text as k${i}`).join(', ')}` +
    ` from ${qualified(table.name)} as ${alias}`;
  const bound = `(${keyList}) > (${keys.map((k, i) => `$${i + 1}::${k.type}`).join(', ')})`;
  let after: string[] | undefined;
  for (;;) {
    const rows = await session.query<Record<string, string>>(
      `${select}${after ? ` where ${bound}` : ''} order by ${keyList} limit ${PAGE_ROWS}`,
      after,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => r.j!);
    if (rows.length < PAGE_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = keys.map((_, i) => last[`k${i}`]!);
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
