// Concurrent sign-ins over two app instances on one PostgreSQL database: PostgreSQL only (vitest.config.ts
// includes *.pg.test.ts when TEST_DATABASE_URL is set); PGlite runs one statement at a time.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres, queryRows } from '../../db/client';
import { useTestContext } from '../../test/test-app';
import { createUser } from '../users/users.service';
import { THROTTLE } from './auth.service';

const ctx = useTestContext();

describe('sign-in throttling under concurrency', () => {
  it('lets at most the limit of 25 concurrent wrong passwords over two instances be checked; the rest get 429', async () => {
    const c = ctx();
    await createUser(c.db, {
      email: 'target@test.local',
      username: 'target',
      password: 'the right one',
      role: 'staff',
    });
    const database = openPostgres(c.database.url!, { onPoolError: () => undefined });
    const second = await buildApp({
      db: database.db,
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/none' }),
    });
    try {
      const attempt = (i: number) =>
        (i % 2 === 0 ? c.app : second).inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'target@test.local', password: `guess ${i}` },
          remoteAddress: `10.0.0.${i}`, // many addresses: only the per-email limit applies
        });
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => attempt(i)));
      const statuses = answers.map((a) => a.statusCode);

      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(THROTTLE.perEmail);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25 - THROTTLE.perEmail);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      // Each attempt is in the sign-in log, as failed or throttled.
      const events = await queryRows<{ event: string; n: number }>(
        c.db,
        sql`select event, count(*)::int as n from auth_events where email = 'target@test.local' and event like 'login%' group by event order by event`,
      );
      expect(events.reduce((sum, e) => sum + e.n, 0)).toBe(25);
      expect(events.find((e) => e.event === 'login_failed')?.n ?? 0).toBeLessThanOrEqual(THROTTLE.perEmail);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('holds the per-address limit the same way', async () => {
    const c = ctx();
    const answers = await Promise.all(
      Array.from({ length: THROTTLE.perIp + 10 }, (_, i) =>
        c.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `nobody${i}@test.local`, password: 'whatever' },
          remoteAddress: '192.0.2.77',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(THROTTLE.perIp);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });
});
