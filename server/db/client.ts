import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock, acquireDataDirLockPatiently } from './data-dir-lock';
import { createDurablePglite, createUnsyncedPglite, pgliteFsyncOff } from './pglite-durability';
import { currentUnitOfWork } from './transaction-hooks';
import { databaseUnavailable, markConnectFailure } from '../lib/database-unavailable';

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
  /** The server's connection string, for work that needs a connection without the pool's time limits. */
  url?: string;
  close(): Promise<void>;
}

// numeric and date stay strings end to end (never floats); bigint count(*) comes back as a string too.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Where a failure of a pooled connection is reported (pino in the app, the console elsewhere). */
export type PoolErrorLogger = (message: string, err: Error) => void;

// A warning, not an error: the pool recovers by itself.
const logPoolError: PoolErrorLogger = (message, err) => console.warn(`${message}: ${err.message}`);

/** Time limits of a PostgreSQL connection (docs/operations.md); config.ts gives the defaults. */
export interface PostgresLimits {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 20_000,
  idleInTransactionTimeoutMs: 15_000,
};

/**
 * How much longer than the server's statement_timeout the client waits for an answer: the server
 * cancels a slow statement itself; the client's own limit is for a link that has gone silent (a frozen
 * network answers nothing, not even the cancellation). Twice the statement timeout, at most 5 s more.
 */
const clientReadTimeout = (statementTimeoutMs: number) =>
  statementTimeoutMs + Math.min(statementTimeoutMs, 5_000);

export function openPostgres(
  url: string,
  opts: { onPoolError?: PoolErrorLogger; limits?: Partial<PostgresLimits> } = {},
): Database {
  const limits = { ...DEFAULT_POSTGRES_LIMITS, ...opts.limits };
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    // Also bounds the wait for a free pooled connection when all are busy.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    query_timeout: clientReadTimeout(limits.statementTimeoutMs),
    application_name: 'mandibook',
    // No JIT: the app's statements are short, and compiling them costs more than it saves (a purchases page
    // took 2.5 s with JIT and 10 ms without on the bench's decade; docs/decisions/0005-performance.md).
    options: '-c jit=off',
  });
  connectWithinBudget(pool, limits.connectTimeoutMs);
  const onPoolError = opts.onPoolError ?? logPoolError;
  // An idle connection the server drops (restart, failover, pg_terminate_backend) is emitted as 'error'
  // on the pool; unheard, that event would crash the process. The pool discards it and opens a new one.
  pool.on('error', (err) => onPoolError('PostgreSQL: an idle connection failed and was discarded', err));
  // A connection lost while checked out (inside a transaction, say) emits 'error' on the client, where
  // the pool listens only while it is idle: every client gets its own listener for its whole life. The
  // query in flight fails on its own (the request answers 503) and the broken client is not reused.
  // (Reported once: an idle client's failure is the pool's 'error' above.)
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (checkedOut.has(client)) onPoolError('PostgreSQL: a connection in use failed', err);
    });
    discardAfterReadTimeout(client);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  db.transaction = transactionOnOwnClient(pool);
  return { db: guardTransactions(db), kind: 'postgres', pool, url, close: () => pool.end() };
}

// What each request has waited for connections so far (ms), by its unit of work (transaction-hooks.ts).
const connectWaited = new WeakMap<object, number>();

/**
 * Every wait for a connection (a new one, or a free pooled one) is bounded by DB_CONNECT_TIMEOUT_MS, and so
 * is their sum within one request: a request makes several (its session, its idempotency key, its
 * transaction), and after the database accepts connections again a burst of requests used to wait up to
 * that long for each, more than 10 s in all (docs/operations.md, "Time limits"). Once a request has used up
 * its budget, its next connect fails at once with a timeout (503). Every failure to connect is marked as
 * such, so whatever the server said (it refuses connections, it has too many) the request answers 503.
 */
function connectWithinBudget(pool: pg.Pool, limitMs: number): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const acquire = async (): Promise<pg.PoolClient> => {
    const unit = currentUnitOfWork();
    const waited = unit ? (connectWaited.get(unit) ?? 0) : 0;
    const left = limitMs - waited;
    const started = Date.now();
    try {
      if (left <= 0) throw new Error('timeout exceeded when trying to connect');
      return await (left >= limitMs ? connect() : connectWithin(connect, left));
    } catch (err) {
      throw markConnectFailure(err);
    } finally {
      if (unit) connectWaited.set(unit, waited + (Date.now() - started));
    }
  };
  // pg-pool's own query() calls this.connect with a callback; drizzle and our transactions use the promise.
  (pool as unknown as { connect: unknown }).connect = (
    callback?: (err: Error | undefined, client?: pg.PoolClient, release?: (err?: Error) => void) => void,
  ) => {
    const result = acquire();
    if (!callback) return result;
    result.then(
      (client) => callback(undefined, client, (err?: Error) => client.release(err)),
      (err: Error) => callback(err, undefined, () => undefined),
    );
    return undefined;
  };
}

/** A connect that gives up after `ms` (less than the pool's own limit); a client that comes later goes back. */
function connectWithin(connect: () => Promise<pg.PoolClient>, ms: number): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new Error('timeout exceeded when trying to connect'));
    }, ms);
    connect().then(
      (client) => {
        clearTimeout(timer);
        if (late) client.release();
        else resolve(client);
      },
      (err: unknown) => {
        clearTimeout(timer);
        if (!late) reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/**
 * A transaction on a client of its own, always given back to the pool. Drizzle's pool transaction leaks
 * its client when BEGIN itself fails (a connection terminated between checkout and BEGIN): its release
 * sits in a `finally` that BEGIN is outside of, and a pool that leaks one client per such failure ends up
 * with none. A client whose connection failed is given back with the error, so the pool discards it.
 */
function transactionOnOwnClient(pool: pg.Pool): Db['transaction'] {
  // A drizzle instance per pooled connection, made once: drizzle() costs about 0.2 ms.
  const bound = new WeakMap<pg.PoolClient, Db>();
  return async (work, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      let db = bound.get(client);
      if (!db) {
        db = drizzlePg(client, { schema }) as unknown as Db;
        bound.set(client, db);
      }
      return await db.transaction(work, config);
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      client.release(databaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  };
}

/**
 * After pg's client-side read timeout the connection is still waiting for the silent answer, so any
 * later query on it would wait behind that one. Destroying its socket makes pg mark it unusable, and
 * the pool replaces it instead of handing it out again.
 */
function discardAfterReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const destroy = (err: unknown) => {
    if (err instanceof Error && err.message === 'Query read timeout') {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (err: unknown, ...rest: unknown[]) => void;
      args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
        destroy(err);
        callback(err, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(destroy);
    return result;
  };
}

/**
 * Top-level transactions run the hooks of the request they belong to (transaction-hooks.ts): the first
 * one claims and records the request's idempotency key, and none commits once the request is abandoned.
 */
function guardTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const guarded: Db['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const unit = currentUnitOfWork();
      const hooks = unit?.firstTransaction;
      if (unit) unit.firstTransaction = undefined;
      await hooks?.afterBegin?.(tx);
      const result = await work(tx);
      await hooks?.beforeCommit?.(tx, result);
      if (unit?.abandoned) throw unit.abandoned();
      return result;
    }, config);
  db.transaction = guarded;
  return db;
}

export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  opts: { lockWaitMs?: number; sharedBuffers?: string } = {},
): Promise<Database> {
  const release = !dataDir
    ? () => {}
    : opts.lockWaitMs
      ? await acquireDataDirLockPatiently(dataDir, opts.lockWaitMs)
      : acquireDataDirLock(dataDir);
  try {
    const options = loadDataDir ? { loadDataDir } : {};
    // On disk, a commit is fsynced before it is acknowledged (docs/decisions/0007); in memory (tests), not;
    // nor on disk for the browser tests, which ask with PGLITE_FSYNC=off (docs/decisions/0012-ci-time.md).
    const client = !dataDir
      ? await PGlite.create(undefined, options)
      : pgliteFsyncOff()
        ? await createUnsyncedPglite(dataDir, options, opts.sharedBuffers)
        : await createDurablePglite(dataDir, options, opts.sharedBuffers);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db: guardTransactions(db),
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

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  limits?: Partial<PostgresLimits>;
  onPoolError?: PoolErrorLogger;
  /** PGlite: how long to wait for another process to let go of the data directory. */
  lockWaitMs?: number;
  /** PGlite: its page cache (postgres's shared_buffers), e.g. '32MB'. */
  pgliteSharedBuffers?: string;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, { limits: opts.limits, onPoolError: opts.onPoolError })
    : openPglite(opts.dataDir, undefined, {
        lockWaitMs: opts.lockWaitMs,
        sharedBuffers: opts.pgliteSharedBuffers,
      });
}

/** Rows of a raw SQL query. Db is typed over both drivers, so execute() is `unknown`; both answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
