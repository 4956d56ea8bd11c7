import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every query function accepts either the database or a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set for a PostgreSQL server: migrations take one connection of it to hold an advisory lock. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// numeric and date stay strings end to end (never floats); bigint count(*) comes back as a string too.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Where a failure of an idle pooled connection is reported. */
export type PoolErrorLogger = (message: string, err: Error) => void;

const logPoolError: PoolErrorLogger = (message, err) => console.error(`${message}: ${err.message}`);

export function openPostgres(url: string, opts: { onPoolError?: PoolErrorLogger } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, idle timeout) is emitted as 'error' on the
  // pool; unheard, that event would crash the process. The pool discards the connection and opens a new
  // one on the next query, so logging it is all there is to do.
  const onPoolError = opts.onPoolError ?? logPoolError;
  pool.on('error', (err) => onPoolError('PostgreSQL: an idle connection failed and was discarded', err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** Rows of a raw SQL query. Db is typed over both drivers, so execute() is `unknown`; both answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
