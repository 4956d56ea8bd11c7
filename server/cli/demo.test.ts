import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestContext, useTestContext } from '../test/test-app';
import { createTestDatabase } from '../test/test-db';
import { queryRows, type Database } from '../db/client';
import { bucketMismatches, partyBalanceMismatches } from '../modules/ledger/book-checks';
import { createUser } from '../modules/users/users.service';
import {
  DEMO_BUILDER_EMAIL,
  DEMO_LOGIN,
  demoState,
  generateDemo,
  openDemoDatabase,
  seedDemo,
  startDemo,
} from './demo';
import { DEMO_STATES } from './demo-data';

const ctx = useTestContext();

describe('demo data', () => {
  it('posts believable trading through the API with every invariant of the books holding', async () => {
    const counts = await generateDemo(ctx().app, ctx().token, { seed: 7, today: '2026-11-22', days: 60 });
    expect(counts.purchases).toBeGreaterThan(60);
    expect(counts.sales).toBeGreaterThan(40);
    expect(counts.expenses).toBeGreaterThan(10);
    expect(counts.payments).toBeGreaterThan(60);

    // Farmers paid in parts, traders late; the cash float never runs dry; both ways, some by bank.
    const money = await queryRows<{ direction: string; mode: string; n: number }>(
      ctx().db,
      sql`select direction, mode, count(*)::int as n from payments group by 1, 2 order by 1, 2`,
    );
    expect(new Set(money.map((m) => `${m.direction} ${m.mode}`))).toEqual(
      new Set([
        'paid bank',
        'paid cash',
        'paid cheque',
        'paid upi',
        'received bank',
        'received cash',
        'received cheque',
        'received upi',
      ]),
    );
    const accounts = await ctx().api({ method: 'GET', url: '/api/accounts' });
    // Cash cannot run below zero; the bank's cash-credit account may (up to its limit).
    const cash = accounts.json<Array<{ kind: string; balance: string }>>().find((a) => a.kind === 'cash');
    expect(Number(cash!.balance)).toBeGreaterThanOrEqual(0);

    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
    expect(await bucketMismatches(ctx().db)).toEqual([]);

    const statuses = await queryRows<{ s: string }>(
      ctx().db,
      sql`select distinct payment_status as s from sales order by 1`,
    );
    expect(statuses.map((r) => r.s)).toEqual(['paid', 'partial', 'pending']);
  });

  it('is the same for the same seed', async () => {
    const snapshot = async () => {
      const other = await createTestContext();
      try {
        await generateDemo(other.app, other.token, { seed: 11, today: '2026-11-22', days: 8 });
        return queryRows(
          other.db,
          sql`select party_id, crop_id, quantity, rate, final_amount, purchase_date from purchases order by id`,
        );
      } finally {
        await other.app.close();
        await other.database.close();
      }
    };
    const first = await snapshot();
    expect(first.length).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(first);
  });
});

describe('an interrupted demo run', () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/no-web-build' });
  const opts = { seed: 5, today: '2026-11-22', days: 3 };

  async function withApp<T>(
    database: Database,
    work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
  ) {
    const app = await buildApp({ db: database.db, config });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  }

  it('is generated anew on the next start, and a complete one is kept', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-demo-'));
    try {
      // A first run stopped after posting some trading, before it finished.
      let { database, state } = await openDemoDatabase(dataDir);
      expect(state).toBe('empty');
      await withApp(database, async (app) => {
        const builder = await startDemo(app, database.db);
        await generateDemo(app, builder.token, opts);
      });
      expect(await demoState(database.db)).toBe('partial');
      await database.close();

      // The next start wipes it and generates the whole demo under the demo sign-in.
      ({ database, state } = await openDemoDatabase(dataDir));
      expect(state).toBe('empty');
      await withApp(database, async (app) => {
        await seedDemo(app, database.db, opts);
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
        expect(login.statusCode).toBe(200);
      });
      expect(await demoState(database.db)).toBe('complete');
      const users = await queryRows<{ id: number; email: string }>(
        database.db,
        sql`select id, email from users`,
      );
      expect(users).toEqual([{ id: 1, email: DEMO_LOGIN.email }]);
      const [states] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from states`,
      );
      expect(states!.n).toBe(DEMO_STATES.length);
      const creators = await queryRows<{ created_by: number }>(
        database.db,
        sql`select distinct created_by from purchases`,
      );
      expect(creators).toEqual([{ created_by: 1 }]);
      await database.close();

      // A complete demo is used as it is.
      ({ database, state } = await openDemoDatabase(dataDir));
      expect(state).toBe('complete');
      await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // two data directories on disk, each fsynced as it opens (ADR 0007)

  it('tells an interrupted demo from a data directory that is not demo data', async () => {
    const database = await createTestDatabase();
    try {
      expect(await demoState(database.db)).toBe('empty');
      await createUser(database.db, { email: 'owner@mandi.in', username: 'o', password: 'owner-secret' });
      expect(await demoState(database.db)).toBe('other');
      await createUser(database.db, { email: DEMO_BUILDER_EMAIL, username: 'b', password: 'builder-secret' });
      expect(await demoState(database.db)).toBe('partial');
    } finally {
      await database.close();
    }
  });
});
