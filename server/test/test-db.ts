import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { withDatabase } from './pg-url';

/** A fresh, migrated database of the kind under test, copied from the run's template. */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    return openPglite(undefined, new Blob([dump]));
  }
  const name = `mandibook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
  } finally {
    await admin.end();
  }
  // Tests that terminate connections expect the pool's warnings; those that test them open their own pool.
  const database = openPostgres(withDatabase(serverUrl, name), { onPoolError: () => undefined });
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
