import path from 'node:path';
import type { Database } from '../client';
import { runMigrations } from '../migrate';
import { readAppliedMigrations, readTables, tablesWithRows, type CatalogTable } from './catalog';
import {
  isTrailer,
  qualified,
  quoteIdent,
  tableMarker,
  type BackupHeader,
  type MigrationRef,
  type TableCount,
  type TableInfo,
} from './format';
import { localMigrations, migrateFirst } from './migrations';
import { readBackupHeader, readLines } from './reader';
import { inTransaction, setLongTransactionSettings, type SqlSession } from './session';

/** A restore that would lose or mix data, refused before anything was written. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreSummary {
  file: string;
  backupCreatedAt: string;
  backupDatabase: 'pglite' | 'postgres';
  tables: TableCount[];
  rows: number;
  sequences: number;
  /** Migrations the backup was taken on, and those applied after its rows were loaded. */
  migrations: { inBackup: number; appliedAfterLoad: number };
  warnings: string[];
  durationMs: number;
}

export interface RestoreOptions {
  onTable?: (table: TableCount) => void | Promise<void>;
}

// One insert statement per batch; either limit keeps the JSON parameter a few MB at most.
const BATCH_ROWS = 5_000;
const BATCH_CHARS = 8_000_000;

/**
 * Restores a backup into an empty database (no table of ours holds a row; never migrated is fine):
 * brings the schema to the backup's migrations, loads every row in one transaction (all or nothing),
 * sets the sequences, then applies any migrations newer than the backup. Refuses a non-empty target and
 * a backup from a newer MandiBook with RestoreRefused.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  opts: RestoreOptions = {},
): Promise<RestoreSummary> {
  const source = path.resolve(file);
  const started = performance.now();
  const header = await readBackupHeader(source);
  const ours = localMigrations();
  const warnings = checkBackupMigrations(header.migrations, ours);

  const target = await inTransaction(database, async (session) => ({
    applied: await readAppliedMigrations(session),
    filled: await tablesWithRows(session),
  }));
  if (target.filled.length > 0) throw new RestoreRefused(notEmptyMessage(target.filled));
  if (!isPrefix(target.applied, header.migrations)) {
    throw new RestoreRefused(
      `The target database has ${target.applied.length} migrations applied, beyond the backup's ` +
        `${header.migrations.length}: an older backup loads only into the schema it was taken on. ` +
        'Restore it into a new database or data directory.',
    );
  }

  const older = header.migrations.length < ours.length;
  if (older) await migrateFirst(database, header.migrations.length);
  else await runMigrations(database);
  const tables = await inTransaction(database, (session) => loadRows(session, source, header, opts));
  if (older) await runMigrations(database);

  return {
    file: source,
    backupCreatedAt: header.createdAt,
    backupDatabase: header.database,
    tables,
    rows: tables.reduce((sum, t) => sum + t.rows, 0),
    sequences: header.sequences.length,
    migrations: {
      inBackup: header.migrations.length,
      appliedAfterLoad: older ? ours.length - header.migrations.length : 0,
    },
    warnings,
    durationMs: Math.round(performance.now() - started),
  };
}

/** The backup's migrations must be our first ones: rows of a newer schema may not fit ours. */
function checkBackupMigrations(backup: MigrationRef[], ours: MigrationRef[]): string[] {
  const unknown = backup.findIndex((m, i) => ours[i]?.createdAt !== m.createdAt);
  if (unknown >= 0) {
    throw new RestoreRefused(
      `The backup was made by a newer or different MandiBook: its migration ${unknown + 1} of ` +
        `${backup.length} (created ${new Date(backup[unknown]!.createdAt).toISOString()}) is not one of this ` +
        `version's ${ours.length}. Restore it with the version that made it, or upgrade this one.`,
    );
  }
  // drizzle goes by the creation time; a different file hash usually means changed line endings.
  return backup
    .filter((m, i) => ours[i]!.hash !== m.hash)
    .map(
      (m) =>
        `migration created ${new Date(m.createdAt).toISOString()} has another hash here than in the backup`,
    );
}

function isPrefix(applied: MigrationRef[], of: MigrationRef[]): boolean {
  return applied.length <= of.length && applied.every((m, i) => of[i]!.createdAt === m.createdAt);
}

function notEmptyMessage(filled: Array<{ name: string; rows: number }>): string {
  const list = filled.map((t) => `${t.name}: ${t.rows} row${t.rows === 1 ? '' : 's'}`).join(', ');
  return (
    `The target database is not empty (${list}). A backup is restored only into an empty database, ` +
    'never over data: point DATA_DIR at a new directory or DATABASE_URL at a new database.'
  );
}

async function loadRows(
  session: SqlSession,
  file: string,
  header: BackupHeader,
  opts: RestoreOptions,
): Promise<TableCount[]> {
  await setLongTransactionSettings(session);
  await session.query('set constraints all deferred');
  // The per-day totals come from the backup as they were: the triggers that keep them from the inserted
  // sales, purchases, expenses and cancellations stand aside for this transaction (migration 0007).
  await session.query(`select set_config('mandibook.restoring', 'on', true)`);
  const targetTables = new Map((await readTables(session)).map((t) => [t.name, t]));
  if (targetTables.size > 0) {
    // Nobody writes between our emptiness check and the commit (an app starting on this server, say).
    await session.query(`lock table ${[...targetTables.keys()].map(qualified).join(', ')} in exclusive mode`);
    const filled = await tablesWithRows(session);
    if (filled.length > 0) throw new RestoreRefused(notEmptyMessage(filled));
  }
  const inserts = header.tables.map((t) => insertStatement(t, targetTables.get(t.name)));

  const lines = readLines(file);
  const next = async (): Promise<string | undefined> => {
    const r = await lines.next();
    return r.done ? undefined : r.value;
  };
  const counts: TableCount[] = [];
  try {
    await next(); // the header, read already
    for (const [i, table] of header.tables.entries()) {
      if ((await next()) !== tableMarker(table.name))
        throw damaged(file, `table ${table.name} is not where expected`);
      let batch: string[] = [];
      let chars = 0;
      const flush = async () => {
        if (batch.length > 0) await session.query(inserts[i]!, [`[${batch.join(',')}]`]);
        batch = [];
        chars = 0;
      };
      for (let n = 0; n < table.rows; n++) {
        const line = await next();
        if (line === undefined) throw damaged(file, `it ends inside table ${table.name}`);
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      }
      await flush();
      counts.push({ name: table.name, rows: table.rows });
      await opts.onTable?.(counts[counts.length - 1]!);
    }
    const total = counts.reduce((sum, t) => sum + t.rows, 0);
    if (!isTrailer(await next(), total)) throw damaged(file, 'its end line is missing');
  } finally {
    await lines.return(undefined);
  }

  for (const seq of header.sequences) {
    const [row] = await session.query<{ set: string | null }>(
      'select setval(pg_get_serial_sequence($1, $2), $3::bigint, $4::boolean)::text as set',
      [qualified(seq.table), seq.column, seq.lastValue, seq.isCalled],
    );
    if (row?.set == null) throw new Error(`${seq.table}.${seq.column} has no sequence in this database`);
  }
  return counts;
}

/**
 * `insert … select … from json_populate_recordset(null::t, $1)`: PostgreSQL turns each row's JSON back
 * into the column types itself, so numerics, dates and timestamps never pass through JavaScript values.
 * Generated columns are left to the database; OVERRIDING SYSTEM VALUE keeps identity columns' values.
 */
function insertStatement(table: TableInfo, target: CatalogTable | undefined): string {
  if (!target) throw new Error(`The backup holds table ${table.name}, which this database does not have`);
  const missing = table.columns.filter((c) => !target.columns.some((t) => t.name === c));
  if (missing.length > 0) {
    throw new Error(
      `The backup's table ${table.name} has columns this database lacks: ${missing.join(', ')}`,
    );
  }
  const generated = new Set(target.columns.filter((c) => c.generated).map((c) => c.name));
  const columns = table.columns
    .filter((c) => !generated.has(c))
    .map(quoteIdent)
    .join(', ');
  return (
    `insert into ${qualified(table.name)} (${columns}) overriding system value ` +
    `select ${columns} from json_populate_recordset(null::${qualified(table.name)}, $1::json)`
  );
}

function damaged(file: string, why: string): Error {
  return new Error(`${file} is damaged or incomplete (${why}); nothing was restored`);
}
