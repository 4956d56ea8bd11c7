import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';

// server/db/migrations next to the sources; dist/server/migrations next to the bundle (copied by the build).
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant: serialises migrations of several app instances starting at once against one server.
// The first-admin bootstrap takes it too (ensureFirstAdmin), so only one instance creates that admin.
export const MIGRATION_LOCK_KEY = 727_001;

/** Applies pending migrations; drizzle runs them in one transaction. */
export async function runMigrations(database: Database): Promise<void> {
  if (!database.url) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A connection of its own, without the pool's statement and read timeouts: a migration of a large
  // table may rightly take minutes.
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined); // a lost connection also fails the query in flight, which reports it
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
