import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from '../db/client';

/** Rows per FETCH: what an export holds in memory at a time (docs/api-conventions.md#exports). */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * How long an export's PostgreSQL transaction may sit idle by default: a backstop behind the app's own stall
 * limit (list-export.ts ends a download that takes nothing for EXPORT_STALL_TIMEOUT_MS, and with it the
 * transaction); past it the server ends the transaction itself.
 */
const EXPORT_IDLE_TIMEOUT_MS = 60_000;

const dialect = new PgDialect();

interface Session {
  query(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  /** Gives the connection back; a failed one is discarded. */
  release(failure?: unknown): void;
}

/**
 * The rows of `query`, `batchRows` at a time, read through a database cursor (DECLARE … FETCH) so that an
 * export of any size holds one batch in memory (docs/api-conventions.md#exports). Works on both engines:
 *
 * - PostgreSQL: a connection of the pool kept for the export, a read-only REPEATABLE READ transaction (the
 *   file is one snapshot) and a cursor in it, rows produced as they are fetched.
 * - PGlite: it has one connection and runs one transaction at a time, so a transaction held while a slow
 *   client downloads would stop every other request. The cursor is declared WITH HOLD outside a transaction
 *   instead: the statement runs once (one snapshot), PostgreSQL keeps its result in its own storage (spilling to
 *   disk past work_mem, not in the app's memory), and every FETCH is a statement of its own between which other
 *   requests run.
 *
 * The cursor is closed (the transaction ended, the connection given back) when the rows run out, when a
 * statement fails and when the consumer stops early (a client that hung up: the generator's return()).
 * Every column of `query` should be text, so both drivers answer the same strings.
 */
export async function* cursorBatches(
  db: DbOrTx,
  query: SQL,
  batchRows = EXPORT_BATCH_ROWS,
  idleTimeoutMs = EXPORT_IDLE_TIMEOUT_MS,
): AsyncGenerator<Array<Record<string, unknown>>> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const session = await openSession(db);
  const hold = session.kind === 'pglite';
  // A fresh name: on PGlite every export shares the one connection, and two may run at once.
  const cursor = `export_${randomBytes(8).toString('hex')}`;
  let declared = false;
  try {
    if (!hold) {
      await session.query('begin transaction isolation level repeatable read, read only');
      await session.query(
        `set local idle_in_transaction_session_timeout = ${Math.max(1, Math.round(idleTimeoutMs))}`,
      );
    }
    await session.query(
      `declare ${cursor} no scroll cursor ${hold ? 'with hold' : 'without hold'} for ${text}`,
      params,
    );
    declared = true;
    for (;;) {
      const rows = await session.query(`fetch forward ${batchRows} from ${cursor}`);
      if (rows.length > 0) yield rows;
      if (rows.length < batchRows) break;
    }
  } finally {
    // A connection that cannot even end its transaction is discarded rather than given back to the pool.
    let broken: unknown;
    await closeCursor(session, { hold, declared, cursor }).catch((err: unknown) => {
      broken = err;
    });
    session.release(broken);
  }
}

async function closeCursor(
  session: Session & { kind: string },
  { hold, declared, cursor }: { hold: boolean; declared: boolean; cursor: string },
): Promise<void> {
  // Ending the read-only transaction closes its cursor too; a held cursor outlives it and is closed by name.
  if (!hold) await session.query('rollback');
  else if (declared) await session.query(`close ${cursor}`);
}

async function openSession(db: DbOrTx): Promise<Session & { kind: 'pglite' | 'postgres' }> {
  // drizzle keeps the driver's client as $client: the pool on PostgreSQL, the instance on PGlite.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    return {
      kind: 'postgres',
      query: async (text, params) =>
        (await connection.query(text, params)).rows as Array<Record<string, unknown>>,
      release: (failure) => connection.release(failure instanceof Error ? failure : undefined),
    };
  }
  const pglite = client as PGlite;
  return {
    kind: 'pglite',
    query: async (text, params) => (await pglite.query<Record<string, unknown>>(text, params)).rows,
    release: () => {},
  };
}
