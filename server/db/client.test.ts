import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import { openPostgres, queryRows } from './client';
import { sql } from 'drizzle-orm';

describe('the PostgreSQL pool', () => {
  it('reports an error of an idle connection instead of crashing the process', async () => {
    const seen: Array<[string, Error]> = [];
    // Nothing connects until a query runs, so any URL will do here.
    const database = openPostgres('postgres://nobody@127.0.0.1:1/none', {
      onPoolError: (message, err) => seen.push([message, err]),
    });
    try {
      const err = new Error('terminating connection due to administrator command');

      // An EventEmitter with no 'error' listener throws; this one must not.
      expect(() => database.pool!.emit('error', err)).not.toThrow();

      expect(seen).toEqual([['PostgreSQL: an idle connection failed and was discarded', err]]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'survives the server dropping an idle connection and serves the next query on a new one',
    async () => {
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
    },
  );
});
