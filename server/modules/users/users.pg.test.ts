// Needs a second connection holding a lock, so PostgreSQL only: vitest.config.ts includes *.pg.test.ts
// when TEST_DATABASE_URL is set (CI runs the suite that way too); PGlite runs one transaction at a time.
import { describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../../db/migrate';
import { waitForLockWait } from '../../test/lock-wait';
import { createTestDatabase } from '../../test/test-db';
import { listUsers } from './users.queries';
import { ensureFirstAdmin } from './users.service';

describe('first admin bootstrap', () => {
  it('waits for an instance that holds the startup lock and then finds its user', async () => {
    const database = await createTestDatabase();
    const other = await database.pool!.connect();
    try {
      // Another instance: it holds the migrations' lock and is creating its first admin.
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const bootstrap = ensureFirstAdmin(database.db, {});
      await waitForLockWait(other);
      await other.query(
        `insert into users (email, username, role, password_hash) values ('first@mandi.in', 'first', 'admin', 'x')`,
      );
      await other.query('commit');

      expect(await bootstrap).toBeUndefined();
      expect((await listUsers(database.db)).map((u) => u.email)).toEqual(['first@mandi.in']);
    } finally {
      other.release();
      await database.close();
    }
  });
});
