// A server dropping a connection exists only with PostgreSQL: vitest.config.ts includes *.pg.test.ts when
// TEST_DATABASE_URL is set (CI runs the suite that way too).
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { openPostgres, queryRows } from './client';

describe('the PostgreSQL pool', () => {
  it('survives the server dropping an idle connection and serves the next query on a new one', async () => {
    const template = await createTestDatabase(); // only for a database name to connect to
    const url = (template.pool!.options as { connectionString: string }).connectionString;
    const seen: Error[] = [];
    const database = openPostgres(url, { onPoolError: (_m, err) => seen.push(err) });
    try {
      const [first] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      await killer.query('select pg_terminate_backend($1)', [first!.pid]);
      await killer.end();
      for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));

      expect(seen).toHaveLength(1);
      const [next] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      expect(next!.pid).not.toBe(first!.pid);
    } finally {
      await database.close();
      await template.close();
    }
  });
});
