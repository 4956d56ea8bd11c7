import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../client';

/**
 * What backup and restore need of either database: raw SQL inside one transaction, rows back as plain
 * objects. Raw SQL (not drizzle) so that row_to_json text comes back untouched and no request hook of
 * the app's takes part.
 */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Runs `fn` in one transaction, committed when it resolves and rolled back when it throws. On a
 * PostgreSQL server it opens a connection of its own; on PGlite it holds the only one, so the app's own
 * queries wait until it ends (PGlite runs one transaction at a time).
 */
export async function inTransaction<T>(
  database: Database,
  fn: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    return pgliteOf(database).transaction((tx) =>
      fn({ query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows }),
    );
  }
  if (!database.url) throw new Error('A PostgreSQL database without its connection string');
  // A connection of its own rather than one of the app's pool: no read timeout cuts a long copy short,
  // and the app keeps all its connections.
  const client = new pg.Client({ connectionString: database.url, application_name: 'mandibook-backup' });
  client.on('error', () => undefined); // a lost connection also fails the query in flight, which reports it
  await client.connect();
  try {
    await client.query('begin');
    try {
      const result = await fn({
        query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
      });
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The PGlite instance behind an embedded Database (drizzle keeps its client as `$client`). */
export function pgliteOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Settings for a long transaction of ours: the app's statement and idle-in-transaction timeouts are
 * for requests, not for copying a whole database; UTC makes timestamps in the file the same whatever
 * the server's zone.
 */
export async function setLongTransactionSettings(session: SqlSession): Promise<void> {
  await session.query(
    `select set_config('statement_timeout', '0', true),
            set_config('idle_in_transaction_session_timeout', '0', true),
            set_config('TimeZone', 'UTC', true),
            set_config('extra_float_digits', '1', true)`,
  );
}
