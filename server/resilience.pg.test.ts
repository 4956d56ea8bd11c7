// Faults only a PostgreSQL server has: connections it terminates and a link that goes silent
// (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set; CI runs the suite that way).
import pg from 'pg';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPostgres, queryRows, type Database } from './db/client';
import { purchases, sales } from './db/schema/transactions';
import { bucketMismatches, partyBalanceMismatches } from './modules/books/book-checks';
import { makeCrop, makeFarmer, makeTrader } from './test/factories';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';
import { TEST_ADMIN, useTestContext } from './test/test-app';

const ctx = useTestContext();

async function expectBooksWhole(database: Database) {
  expect(await bucketMismatches(database.db)).toEqual([]);
  expect(await partyBalanceMismatches(database.db)).toEqual([]);
  // Nothing half-written: every purchase and sale has exactly its one ledger entry and stock movement.
  const orphans = await queryRows<{ kind: string; id: number }>(
    database.db,
    sql`select 'purchase' as kind, p.id from purchases p
         where (select count(*) from ledger_entries l where l.source_type = 'purchase' and l.source_id = p.id) <> 1
            or (select count(*) from stock_movements m where m.source_type = 'purchase' and m.source_id = p.id) <> 1
        union all
        select 'sale', s.id from sales s
         where (select count(*) from ledger_entries l where l.source_type = 'sale' and l.source_id = s.id) < 1
            or (select count(*) from stock_movements m where m.source_type = 'sale' and m.source_id = s.id) <> 1`,
  );
  expect(orphans).toEqual([]);
}

describe('connections the server terminates under concurrent writes', () => {
  it('answers 503 for the writes that lost their connection, keeps serving, and leaves whole books', async () => {
    const c = ctx();
    const farmer = await makeFarmer(c.db);
    const trader = await makeTrader(c.db);
    const crop = await makeCrop(c.db);
    const killer = new pg.Client({ connectionString: c.database.url, application_name: 'killer' });
    await killer.connect();
    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let writing = true;
    try {
      const writer = async (n: number) => {
        for (let i = 0; writing; i++) {
          const sale = i % 3 === 2;
          const res = await c.api({
            method: 'POST',
            url: sale ? '/api/sales' : '/api/purchases',
            payload: sale
              ? { partyId: trader.id, cropId: crop.id, quantity: '1', rate: '2500', saleDate: '2025-04-02' }
              : {
                  partyId: farmer.id,
                  cropId: crop.id,
                  quantity: '2',
                  rate: `${2000 + n}`,
                  purchaseDate: '2025-04-01',
                },
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode === 201 && !sale) acknowledged.push(res.json<{ id: number }>().id);
          if (res.statusCode === 503)
            expect(res.json()).toMatchObject({ message: expect.stringMatching(/try again/) });
        }
      };
      const writers = Array.from({ length: 8 }, (_, n) => writer(n));
      let killed = 0;
      for (let round = 0; round < 6; round++) {
        await new Promise((r) => setTimeout(r, 300));
        const { rows } = await killer.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = current_database() and application_name = 'mandibook' and pid <> pg_backend_pid()`,
        );
        killed += rows[0]!.n;
      }
      writing = false;
      await Promise.all(writers);

      expect(killed).toBeGreaterThan(0);
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
      expect([...statuses.keys()].every((s) => s === 201 || s === 503 || s === 409)).toBe(true);
      // Every acknowledged write is there, and the app serves the next request normally.
      const { rows } = await killer.query<{ n: number }>(
        'select count(*)::int as n from purchases where id = any($1)',
        [acknowledged],
      );
      expect(rows[0]!.n).toBe(acknowledged.length);
      const after = await c.api({
        method: 'POST',
        url: '/api/purchases',
        payload: {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: '1',
          rate: '2000',
          purchaseDate: '2025-04-03',
        },
      });
      expect(after.statusCode).toBe(201);
      await expectBooksWhole(c.database);
    } finally {
      writing = false;
      await killer.end();
    }
  }, 60_000);
});

describe('a database link that goes silent', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;

  beforeAll(async () => {
    const url = new URL(ctx().database.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    database = openPostgres(url.toString(), {
      limits: { statementTimeoutMs: 400, connectTimeoutMs: 1_000, idleInTransactionTimeoutMs: 2_000 },
      onPoolError: () => undefined,
    });
    app = await buildApp({
      db: database.db,
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '.tmp/none',
        REQUEST_TIMEOUT_MS: '3000',
        HEALTH_TIMEOUT_MS: '1000',
      }),
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    token = login.json<{ token: string }>().token;
  });
  afterAll(async () => {
    proxy.thaw();
    await app.close();
    await database.close();
    await proxy.close();
  });

  const timed = async <T>(work: () => Promise<T>) => {
    const started = Date.now();
    const result = await work();
    return { result, ms: Date.now() - started };
  };

  it('answers /api/health 503 with a reason within a second, and ok once the link is back', async () => {
    proxy.freeze();
    const { result, ms } = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    proxy.thaw();
    expect(result.statusCode).toBe(503);
    // Whichever comes first: the health check's own limit or the pool's read timeout.
    expect(result.json()).toEqual({
      status: 'unavailable',
      message: expect.stringMatching(/did not answer within 1000 ms|took too long/),
    });
    expect(ms).toBeLessThan(1_500);
    await new Promise((r) => setTimeout(r, 1_000)); // the probe's connection is replaced meanwhile
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers a write caught mid-transaction 503 in time, never commits it later, and records its retry once', async () => {
    const c = ctx();
    const farmer = await makeFarmer(c.db);
    const crop = await makeCrop(c.db);
    const payload = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '4',
      rate: '2100',
      purchaseDate: '2025-04-01',
    };
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/purchases',
        payload,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'frozen-link-purchase' },
      });
    const purchasesOfFarmer = async () =>
      Number(
        (
          await c.db
            .select({ n: count() })
            .from(purchases)
            .where(sql`party_id = ${farmer.id}`)
        )[0]!.n,
      );

    // The link goes silent right after the purchase row is sent: the server has it, uncommitted.
    proxy.freezeAfter('insert into "purchases"');
    const { result, ms } = await timed(post);
    expect(result.statusCode).toBe(503);
    expect(result.json()).toMatchObject({ message: expect.stringMatching(/Please try again/) });
    expect(ms).toBeLessThan(3_000);

    proxy.thaw();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await purchasesOfFarmer()).toBe(0);

    const retry = await post();
    const again = await post();
    expect(retry.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await purchasesOfFarmer()).toBe(1);
    await expectBooksWhole(c.database);
  });

  it('keeps sales whole too: the next requests succeed on fresh connections', async () => {
    const c = ctx();
    const [before] = await c.db.select({ n: count() }).from(sales);
    const res = await app.inject({
      method: 'GET',
      url: '/api/parties',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await c.db.select({ n: count() }).from(sales);
    expect(after!.n).toBe(before!.n);
  });
});

describe('a request past REQUEST_TIMEOUT_MS', () => {
  it('is answered 503 in time, and the write it was waiting to make is rolled back, not committed later', async () => {
    const c = ctx();
    const farmer = await makeFarmer(c.db);
    const crop = await makeCrop(c.db);
    const app = await buildApp({
      db: c.db,
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/none', REQUEST_TIMEOUT_MS: '500' }),
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    const token = login.json<{ token: string }>().token;
    const holder = await c.database.pool!.connect();
    try {
      // Another transaction holds the farmer (as a party update would): the purchase waits for it.
      await holder.query('begin');
      await holder.query('select id from parties where id = $1 for update', [farmer.id]);
      const started = Date.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/purchases',
        payload: {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: '3',
          rate: '2000',
          purchaseDate: '2025-04-01',
        },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'REQUEST_TIMEOUT',
        message: expect.stringMatching(/nothing was recorded/),
      });
      expect(Date.now() - started).toBeLessThan(2_000);

      await holder.query('commit'); // the purchase may go on now, but nobody waits for it any more
      await new Promise((r) => setTimeout(r, 500));
      const [row] = await c.db
        .select({ n: count() })
        .from(purchases)
        .where(sql`party_id = ${farmer.id}`);
      expect(row!.n).toBe(0);
      await expectBooksWhole(c.database);
    } finally {
      holder.release();
      await app.close();
    }
  });
});

describe('a client that hangs up before its answer', () => {
  it('abandons the write it was waiting for: it is rolled back, not committed later', async () => {
    const c = ctx();
    const farmer = await makeFarmer(c.db);
    const crop = await makeCrop(c.db);
    const app = await buildApp({
      db: c.db,
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/none' }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const holder = await c.database.pool!.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from parties where id = $1 for update', [farmer.id]);
      const body = JSON.stringify({
        partyId: farmer.id,
        cropId: crop.id,
        quantity: '3',
        rate: '2000',
        purchaseDate: '2025-04-01',
      });
      // The client gives up after 300 ms (a phone that lost patience) while the purchase waits for the lock.
      const outcome = await fetch(`http://127.0.0.1:${port}/api/purchases`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
        signal: AbortSignal.timeout(300),
      }).then(
        () => 'answered',
        (err: unknown) => (err as Error).name,
      );
      expect(outcome).toBe('TimeoutError');
      await new Promise((r) => setTimeout(r, 200));
      await holder.query('commit');
      await new Promise((r) => setTimeout(r, 500));
      const [row] = await c.db
        .select({ n: count() })
        .from(purchases)
        .where(sql`party_id = ${farmer.id}`);
      expect(row!.n).toBe(0);
      await expectBooksWhole(c.database);
    } finally {
      holder.release();
      await app.close();
    }
  });
});
