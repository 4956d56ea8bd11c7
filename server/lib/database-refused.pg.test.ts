// The database refusing connections (docs/operations.md, "Lost connections answer 503"): `alter database …
// allow_connections false` (SQLSTATE 55000), the server's own refusals, and the way back.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, queryRows, type Database } from '../db/client';
import { runAsUnitOfWork, type UnitOfWork } from '../db/transaction-hooks';
import { TEST_ADMIN, useTestContext } from '../test/test-app';
import { requestUnavailable } from './database-unavailable';

const ctx = useTestContext();
const CONNECT_TIMEOUT_MS = 1_000;
/** What a request may take beyond its connection wait on a busy 2-core machine: its queries, the event loop. */
const MARGIN_MS = 1_000;

interface Outcome {
  startedAt: number;
  ms: number;
  status: number;
  body: { message?: string; code?: string; id?: number };
  retryAfter?: string;
  write: boolean;
}

describe('a database that refuses connections', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  let admin: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    const url = ctx().database.url!;
    dbName = new URL(url).pathname.slice(1);
    database = openPostgres(url, {
      limits: { connectTimeoutMs: CONNECT_TIMEOUT_MS, poolSize: 4 },
      onPoolError: () => undefined,
    });
    app = await buildApp({
      db: database.db,
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/none' }),
    });
    token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json<{
      token: string;
    }>().token;
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString(), application_name: 'refuser' });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${dbName} allow_connections true`);
    await admin.end();
    await app.close();
    await database.close();
  });

  it('answers every request 503 with a message while refused, writes nothing, and is back within the connect timeout', async () => {
    const outcomes: Outcome[] = [];
    const t0 = Date.now();
    let running = true;
    let n = 0;
    const client = async (worker: number) => {
      while (running) {
        const write = (n++ + worker) % 2 === 0;
        const startedAt = Date.now() - t0;
        const res = await app.inject(
          write
            ? {
                method: 'POST',
                url: '/api/crops',
                payload: { name: `Refused crop ${worker}-${n}`, unit: 'kg' },
                headers: { authorization: `Bearer ${token}`, 'idempotency-key': `refused-${worker}-${n}` },
              }
            : { method: 'GET', url: '/api/parties', headers: { authorization: `Bearer ${token}` } },
        );
        outcomes.push({
          startedAt,
          ms: Date.now() - t0 - startedAt,
          status: res.statusCode,
          body: res.json(),
          retryAfter: res.headers['retry-after'] as string | undefined,
          write,
        });
      }
    };
    const clients = Array.from({ length: 12 }, (_, worker) => client(worker));
    await new Promise((r) => setTimeout(r, 500));

    await admin.query(`alter database ${dbName} allow_connections false`);
    // Connections already open are not refused: end them, as a restart or a failover would.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [dbName]);
    const refusedFrom = Date.now() - t0;
    await new Promise((r) => setTimeout(r, 2_000));
    await admin.query(`alter database ${dbName} allow_connections true`);
    const acceptedFrom = Date.now() - t0;
    await new Promise((r) => setTimeout(r, 2_500));
    running = false;
    await Promise.all(clients);

    // While refused (requests begun after the last connection was ended): 503 with the usual message.
    const refused = outcomes.filter((o) => o.startedAt > refusedFrom && o.startedAt + o.ms < acceptedFrom);
    expect(refused.length).toBeGreaterThan(20);
    for (const o of refused) {
      expect(o.status, JSON.stringify(o)).toBe(503);
      expect(o.body).toMatchObject({
        message: 'The database is not available at the moment. Please try again.',
        code: 'DATABASE_UNAVAILABLE',
      });
      expect(o.retryAfter).toBe('2');
    }
    // Nothing else, before or after, was a 500.
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);

    // Accepted again: every request begun since is answered, and none waits more than the connect timeout.
    const after = outcomes.filter((o) => o.startedAt >= acceptedFrom);
    expect(after.length).toBeGreaterThan(20);
    const slowest = Math.max(...after.map((o) => o.ms));
    expect(slowest).toBeLessThanOrEqual(CONNECT_TIMEOUT_MS + MARGIN_MS);
    const lateOnes = after.filter((o) => o.startedAt >= acceptedFrom + CONNECT_TIMEOUT_MS);
    expect(lateOnes.length).toBeGreaterThan(0);
    expect(lateOnes.every((o) => o.status === 200 || o.status === 201)).toBe(true);

    // Nothing written while refused: the crops in the database are exactly those answered 201.
    const created = outcomes.filter((o) => o.write && o.status === 201).map((o) => o.body.id!);
    const rows = await queryRows<{ id: number }>(
      ctx().db,
      sql`select id from crops where name like 'Refused crop %' order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual([...created].sort((a, b) => a - b));
  }, 30_000);
});

describe("a request's waits for a connection", () => {
  it('add up to at most the connect timeout: a second wait gets only what the first left', async () => {
    const database = openPostgres(ctx().database.url!, {
      limits: { connectTimeoutMs: CONNECT_TIMEOUT_MS, poolSize: 1 },
      onPoolError: () => undefined,
    });
    const pool = database.pool!;
    try {
      const unit: UnitOfWork = {};
      const holder = await pool.connect();
      const started = Date.now();
      // The request waits first (600 ms, the pool's one connection is busy); another waiter is queued behind
      // it and takes the connection as soon as the request gives it back, and keeps it.
      const first = runAsUnitOfWork(unit, () => pool.connect());
      const other = pool.connect();
      setTimeout(() => holder.release(), 600);
      (await first).release();
      const firstWait = Date.now() - started;
      expect(firstWait).toBeGreaterThanOrEqual(550);
      const otherClient = await other;
      // The request's next wait (its transaction, say) is cut at what is left of its 1,000 ms, not 1,000 more.
      const error = await runAsUnitOfWork(unit, () => pool.connect()).then(
        () => undefined,
        (err: unknown) => err,
      );
      const total = Date.now() - started;
      otherClient.release();
      expect(requestUnavailable(error)).toMatchObject({ code: 'DATABASE_TIMEOUT' });
      expect(total).toBeLessThan(CONNECT_TIMEOUT_MS + 250);
      // Without a request (a background job), each wait has the whole limit as before.
      const free = await pool.connect();
      free.release();
    } finally {
      await database.close();
    }
  });
});
