// Needs a second connection holding a lock, so PostgreSQL only: vitest.config.ts includes *.pg.test.ts
// when TEST_DATABASE_URL is set (CI runs the suite that way too); PGlite runs one transaction at a time.
import { describe, expect, it } from 'vitest';
import { english, msg } from '../../../common/messages';
import { MIGRATION_LOCK_KEY } from '../../db/migrate';
import { afterRacingChange, waitForLockWait } from '../../test/lock-wait';
import { createTestDatabase } from '../../test/test-db';
import { listUsers } from './users.queries';
import { createUser, ensureFirstAdmin, updateUser } from './users.service';

// The API's text, from its catalogue (common/messages).
const LAST_ADMIN_MESSAGE = english(msg('users.lastAdmin'));

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

describe('the last active admin under concurrency', () => {
  const demote = (u: { id: number; username: string }) =>
    ({ username: u.username, role: 'staff', active: true }) as const;

  it('refuses a demotion that waited for another admin being demoted at the same time', async () => {
    const database = await createTestDatabase();
    try {
      const a = await createUser(database.db, {
        email: 'a@mandi.in',
        username: 'a',
        password: 'password-a1',
        role: 'admin',
      });
      const b = await createUser(database.db, {
        email: 'b@mandi.in',
        username: 'b',
        password: 'password-b1',
        role: 'admin',
      });
      // B's request, mid-flight: it holds the admins' rows and has made B staff, not yet committed.
      const outcome = afterRacingChange(
        database.pool!,
        [
          [`select id from users where role = 'admin' and active order by id for update`, []],
          [`update users set role = 'staff' where id = $1`, [b.id]],
        ],
        () => updateUser(database.db, a.id, demote(a), b.id),
      );
      await expect(outcome).rejects.toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
      const admins = (await listUsers(database.db)).filter((u) => u.role === 'admin' && u.active);
      expect(admins.map((u) => u.id)).toEqual([a.id]);
    } finally {
      await database.close();
    }
  });

  it('leaves one admin when two admins demote or deactivate each other at once, every time', async () => {
    const database = await createTestDatabase();
    try {
      for (let round = 0; round < 8; round++) {
        const a = await createUser(database.db, {
          email: `a${round}@mandi.in`,
          username: `a${round}`,
          password: 'password-a1',
          role: 'admin',
        });
        const b = await createUser(database.db, {
          email: `b${round}@mandi.in`,
          username: `b${round}`,
          password: 'password-b1',
          role: 'admin',
        });
        // Only these two are active admins in this round.
        await database.pool!.query(
          `update users set active = false where role = 'admin' and id not in ($1, $2)`,
          [a.id, b.id],
        );
        const results = await Promise.allSettled([
          updateUser(database.db, a.id, demote(a), b.id),
          updateUser(database.db, b.id, { username: b.username, role: 'admin', active: false }, a.id),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(refused.reason).toMatchObject({ statusCode: 409 });
        const admins = (await listUsers(database.db)).filter((u) => u.role === 'admin' && u.active);
        expect(admins).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  });
});
