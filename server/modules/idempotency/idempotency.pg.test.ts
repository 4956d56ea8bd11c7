// Two app instances on one PostgreSQL database, and a key held by another session: PostgreSQL only
// (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set; PGlite has one session).
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPostgres, queryRows } from '../../db/client';
import { expenses, sales } from '../../db/schema/transactions';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { TEST_ADMIN, useTestContext } from '../../test/test-app';
import { expenseInput } from '../../../common/schemas/expenses';
import { fingerprintOf, KEY_IN_PROGRESS } from './idempotency.hook';

const ctx = useTestContext();

async function secondInstance() {
  const database = openPostgres(ctx().database.url!);
  const app = await buildApp({
    db: database.db,
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/none' }),
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
  const token = login.json<{ token: string }>().token;
  return {
    post: (url: string, payload: object, key: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const expense = {
  type: 'labor',
  description: 'Loading at the gate',
  amount: '650',
  expenseDate: '2025-05-01',
};

describe('Idempotency-Key across instances', () => {
  it('tells a second instance 409 while the key is held, and lets it take over a key whose request died', async () => {
    const c = ctx();
    const other = await secondInstance();
    const holder = await c.database.pool!.connect();
    try {
      // A request that claimed the key and is still inside its transaction (or whose process died).
      await holder.query(
        `insert into idempotency_keys (user_id, key, fingerprint, route)
         values ($1, 'held-key', $2, 'POST /api/expenses')`,
        [c.userId, fingerprintOf('POST /api/expenses', expenseInput.parse(expense))],
      );
      await holder.query('begin');
      await holder.query(`select id from idempotency_keys where key = 'held-key' for update`);
      const [before] = await c.db.select({ n: count() }).from(expenses);

      const whileHeld = await other.post('/api/expenses', expense, 'held-key');
      expect(whileHeld.statusCode).toBe(409);
      expect(whileHeld.json()).toMatchObject({ message: KEY_IN_PROGRESS });

      await holder.query('rollback'); // the first request died without completing
      const afterwards = await other.post('/api/expenses', expense, 'held-key');
      expect(afterwards.statusCode).toBe(201);
      const [after] = await c.db.select({ n: count() }).from(expenses);
      expect(Number(after!.n)).toBe(Number(before!.n) + 1);
    } finally {
      holder.release();
      await other.close();
    }
  });

  it('records each sale once when two instances get the same keys at once', async () => {
    const c = ctx();
    const other = await secondInstance();
    try {
      const crop = await makeCrop(c.db);
      const farmer = await makeFarmer(c.db);
      const trader = await makeTrader(c.db);
      await c.api({
        method: 'POST',
        url: '/api/purchases',
        payload: {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: '100',
          rate: '2000',
          purchaseDate: '2025-04-01',
        },
      });
      const [before] = await c.db.select({ n: count() }).from(sales);
      const sale = {
        partyId: trader.id,
        cropId: crop.id,
        quantity: '1',
        rate: '2400',
        saleDate: '2025-04-02',
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const key = `two-instances-${i % 5}`;
          return i % 2 === 0
            ? c.api({ method: 'POST', url: '/api/sales', payload: sale, headers: { 'idempotency-key': key } })
            : other.post('/api/sales', sale, key);
        }),
      );
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
      const [after] = await c.db.select({ n: count() }).from(sales);
      const made = Number(after!.n) - Number(before!.n);
      expect(made).toBeLessThanOrEqual(5);
      // Every key ends answered: retrying each now replays, and makes nothing more.
      for (let i = 0; i < 5; i++) {
        const retry = await other.post('/api/sales', sale, `two-instances-${i}`);
        expect(retry.statusCode).toBe(201);
      }
      const [final] = await c.db.select({ n: count() }).from(sales);
      expect(Number(final!.n) - Number(before!.n)).toBe(5);
      const [keys] = await queryRows<{ n: number }>(
        c.db,
        sql`select count(*)::int as n from idempotency_keys
            where key like 'two-instances-%' and response_status = 201`,
      );
      expect(keys!.n).toBe(5);
    } finally {
      await other.close();
    }
  });
});
