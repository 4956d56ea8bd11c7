import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from '../client';
import { MIGRATION_LOCK_KEY, migrationsFolder } from '../migrate';
import type { MigrationRef } from './format';

interface JournalEntry {
  when: number;
  tag: string;
}
interface Journal {
  entries: JournalEntry[];
}

function readJournal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations this version of MandiBook ships, oldest first, identified as drizzle records them. */
export function localMigrations(): MigrationRef[] {
  return readJournal().entries.map((e) => ({
    createdAt: e.when,
    // drizzle's hash: sha256 of the file's text.
    hash: createHash('sha256')
      .update(fs.readFileSync(path.join(migrationsFolder, `${e.tag}.sql`)).toString())
      .digest('hex'),
  }));
}

/**
 * Applies only the first `count` of our migrations: the schema an older backup was taken on, so its
 * rows load as they were; runMigrations applies the rest afterwards. drizzle's migrator reads a folder,
 * so this gives it a temporary one whose journal stops at `count`. It mirrors runMigrations (a
 * connection of its own, the migrations' advisory lock on a server), which takes no folder.
 */
export async function migrateFirst(database: Database, count: number): Promise<void> {
  const journal = readJournal();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-migrations-'));
  try {
    const entries = journal.entries.slice(0, count);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries) {
      fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    }
    if (!database.url) {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      return;
    }
    const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
    client.on('error', () => undefined); // a lost connection also fails the query in flight, which reports it
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
