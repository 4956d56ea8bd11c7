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
import { compare } from '../../common/decimal';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
  unreversedCancellations,
} from '../modules/books/book-checks';
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
import { DEMO_BUSINESS, DEMO_STATES } from './demo-data';

const ctx = useTestContext();

describe('demo data', () => {
  // Four months, so that bills left unpaid at the start are more than 90 days old at its end.
  const today = '2026-11-22';
  const days = 120;
  const firstDay = '2026-07-26'; // today − 119 days

  it('posts believable trading and payments through the API with every invariant of the books holding', async () => {
    const counts = await generateDemo(ctx().app, ctx().token, { seed: 7, today, days });
    expect(counts.purchases).toBeGreaterThan(120);
    expect(counts.sales).toBeGreaterThan(80);
    expect(counts.expenses).toBeGreaterThan(20);
    expect(counts.corrections).toBeGreaterThan(0);
    expect(await unreversedCancellations(ctx().db)).toEqual([]);
    expect(counts.payments).toBeGreaterThan(250);
    expect(counts.openingBalances).toBe(5);
    // Farmers at offsets 110, 65 and 20; buyers at 90 and 30.
    expect(counts.advances).toBe(5);

    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
    expect(await bucketMismatches(ctx().db)).toEqual([]);
    expect(await overpaidBills(ctx().db)).toEqual([]);
    expect(await paymentMismatches(ctx().db)).toEqual([]);
  }, 120_000);

  it('has the business profile and its charge schedule, each charge with its Hindi name', async () => {
    const profile = (await ctx().api({ method: 'GET', url: '/api/settings/business' })).json();
    expect(profile).toMatchObject({ ...DEMO_BUSINESS, updatedAt: expect.any(String) });
    const charges = (await ctx().api({ method: 'GET', url: '/api/charges' })).json<
      Array<{
        name: string;
        nameHi: string;
        appliesTo: string;
        basis: string;
        rate: string;
        bornBy: string;
        kind: string;
        active: boolean;
      }>
    >();
    expect(
      charges.map((c) => [c.appliesTo, c.name, c.nameHi, c.basis, c.rate, c.bornBy, c.kind, c.active]),
    ).toEqual([
      ['purchase', 'Commission', 'आढ़त/कमीशन', 'percent', '2.50', 'party', 'retained', true],
      ['purchase', 'Hamali', 'हम्माली', 'per_bag', '12.00', 'party', 'paid_out', true],
      ['purchase', 'Weighing', 'तुलाई', 'per_quintal', '3.00', 'party', 'paid_out', true],
      ['sale', 'Loading', 'लदाई', 'per_bag', '10.00', 'party', 'paid_out', true],
      ['sale', 'Market fee', 'मंडी शुल्क', 'percent', '1.00', 'party', 'paid_out', true],
    ]);
  });

  it('has the box and two bank accounts, each book opening on the first day', async () => {
    const accounts = (await ctx().api({ method: 'GET', url: '/api/accounts' })).json<
      Array<{ name: string; kind: string; openingBalance: string; openingDate: string | null }>
    >();
    expect(
      accounts
        .map((a) => [a.name, a.kind, a.openingBalance, a.openingDate])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Cash in hand', 'cash', '300000.00', firstDay],
      ['HDFC Bank – Current', 'bank', '600000.00', firstDay],
      ['State Bank of India – Cash Credit', 'bank', '1500000.00', firstDay],
    ]);
  });

  it('never closes a day with the box or the current account below zero, nor the cash credit below its limit', async () => {
    const accounts = (await ctx().api({ method: 'GET', url: '/api/accounts' })).json<
      Array<{ id: number; name: string; balance: string }>
    >();
    const floors: Record<string, string> = {
      'Cash in hand': '0',
      'HDFC Bank – Current': '0',
      'State Bank of India – Cash Credit': '-80000000',
    };
    for (const account of accounts) {
      const res = await ctx().api({
        method: 'GET',
        url: `/api/accounts/${account.id}/book?startDate=${firstDay}&endDate=${today}`,
      });
      expect(res.statusCode).toBe(200);
      const book = res.json<{
        days: Array<{ date: string; closingBalance: string }>;
        closingBalance: string;
      }>();
      expect(book.days.length).toBeGreaterThan(20);
      const below = book.days.filter((d) => compare(d.closingBalance, floors[account.name]!) < 0);
      expect(below, account.name).toEqual([]);
      expect(book.closingBalance).toBe(account.balance);
    }
  });

  it('records payments both ways in every mode, bank ones with a reference', async () => {
    const money = await queryRows<{ direction: string; mode: string; unreferenced: number }>(
      ctx().db,
      sql`select direction, mode, count(*) filter (where reference is null)::int as unreferenced
            from payments group by 1, 2 order by 1, 2`,
    );
    expect(money.map((m) => `${m.direction} ${m.mode}`)).toEqual([
      'paid bank',
      'paid cash',
      'paid cheque',
      'paid upi',
      'received bank',
      'received cash',
      'received cheque',
      'received upi',
    ]);
    expect(money.filter((m) => m.mode !== 'cash' && m.unreferenced > 0)).toEqual([]);
    const cheques = await queryRows<{ reference: string }>(
      ctx().db,
      sql`select reference from payments where mode = 'cheque'`,
    );
    expect(cheques.every((c) => /^CHQ \d{6}$/.test(c.reference))).toBe(true);
  });

  // A bill asks its bill amount: a sale's billAmount, a purchase's netPayable (docs/money.md#bills-carry-what-is-paid).
  it('settles every bill on or after its date, never more than it asks', async () => {
    const bills = await queryRows<{
      kind: string;
      amount: string;
      paid: string;
      billDate: string;
      firstPaid: string | null;
    }>(
      ctx().db,
      sql`select 'sale' as kind, s.bill_amount::text as amount, coalesce(sum(a.amount), 0)::text as paid,
                 s.sale_date::text as "billDate", min(p.payment_date)::text as "firstPaid"
            from sales s left join payment_allocations a on a.sale_id = s.id
            left join payments p on p.id = a.payment_id group by s.id
          union all
          select 'purchase', pu.net_payable::text, coalesce(sum(a.amount), 0)::text,
                 pu.purchase_date::text, min(p.payment_date)::text
            from purchases pu left join payment_allocations a on a.purchase_id = pu.id
            left join payments p on p.id = a.payment_id group by pu.id
          union all
          select 'opening', (le.debit + le.credit)::text, coalesce(sum(a.amount), 0)::text,
                 le.transaction_date::text, min(p.payment_date)::text
            from ledger_entries le left join payment_allocations a on a.opening_entry_id = le.id
            left join payments p on p.id = a.payment_id
           where le.transaction_type = 'opening' group by le.id`,
    );
    expect(bills.length).toBeGreaterThan(200);
    const wrong = bills.filter(
      (b) =>
        compare(b.paid, '0') < 0 ||
        compare(b.paid, b.amount) > 0 ||
        (b.firstPaid !== null && b.firstPaid < b.billDate),
    );
    expect(wrong).toEqual([]);
    expect(bills.filter((b) => b.kind === 'opening')).toHaveLength(5);
  });

  it('pays farmers in parts within ten days, most in full', async () => {
    const [lag] = await queryRows<{ shortest: number; longest: number }>(
      ctx().db,
      sql`select min(p.payment_date - pu.purchase_date)::int as shortest,
                 max(p.payment_date - pu.purchase_date)::int as longest
            from payment_allocations a join payments p on p.id = a.payment_id
            join purchases pu on pu.id = a.purchase_id`,
    );
    expect(lag!.shortest).toBe(0);
    expect(lag!.longest).toBeLessThanOrEqual(10);
    const [purchases] = await queryRows<{ n: number; paid: number; inParts: number }>(
      ctx().db,
      sql`select count(*)::int as n, count(*) filter (where paid = net_payable)::int as paid,
                 count(*) filter (where parts > 1)::int as "inParts"
            from (select pu.net_payable, coalesce(sum(a.amount), 0) as paid, count(a.id) as parts
                    from purchases pu left join payment_allocations a on a.purchase_id = pu.id
                   group by pu.id) b`,
    );
    expect(purchases!.paid / purchases!.n).toBeGreaterThan(0.9);
    expect(purchases!.paid).toBeLessThan(purchases!.n); // some still owed at the end
    expect(purchases!.inParts).toBeGreaterThan(purchases!.n / 3);
  });

  it('leaves buyers with open bills, some over 90 days old, and advances on account both ways', async () => {
    const res = await ctx().api({
      method: 'GET',
      url: `/api/reports/outstanding?side=receivable&asOf=${today}`,
    });
    const rows = res.json<Array<{ outstanding: string; buckets: Record<string, string> }>>();
    expect(rows.filter((r) => compare(r.outstanding, '0') > 0).length).toBeGreaterThan(3);
    expect(rows.filter((r) => compare(r.buckets['90+']!, '0') > 0).length).toBeGreaterThan(0);

    const late = await queryRows<{ shortest: number }>(
      ctx().db,
      sql`select min(p.payment_date - s.sale_date)::int as shortest
            from payment_allocations a join payments p on p.id = a.payment_id join sales s on s.id = a.sale_id
           where p.mode <> 'cash'`,
    );
    expect(late[0]!.shortest).toBeGreaterThan(0); // buyers pay by bank later, never the same day

    const advances = await queryRows<{ direction: string; n: number }>(
      ctx().db,
      sql`select direction, count(*)::int as n from payments p
           where p.amount > (select coalesce(sum(a.amount), 0) from payment_allocations a where a.payment_id = p.id)
           group by 1 order by 1`,
    );
    expect(advances.map((a) => a.direction)).toEqual(['paid', 'received']);

    const statuses = await queryRows<{ s: string }>(
      ctx().db,
      sql`select distinct payment_status as s from sales order by 1`,
    );
    expect(statuses.map((r) => r.s)).toEqual(['paid', 'partial', 'pending']);
  });

  it('is the same for the same seed, payments included', async () => {
    const snapshot = async () => {
      const other = await createTestContext();
      try {
        await generateDemo(other.app, other.token, { seed: 11, today: '2026-11-22', days: 20 });
        return {
          purchases: await queryRows(
            other.db,
            sql`select party_id, crop_id, quantity, rate, final_amount, purchase_date from purchases order by id`,
          ),
          payments: await queryRows(
            other.db,
            sql`select party_id, direction, amount, mode, account_id, reference, payment_date, notes,
                       (select json_agg(json_build_array(a.sale_id, a.purchase_id, a.opening_entry_id, a.amount)
                                        order by a.id)
                          from payment_allocations a where a.payment_id = p.id)::text as allocations
                  from payments p order by id`,
          ),
        };
      } finally {
        await other.app.close();
        await other.database.close();
      }
    };
    const first = await snapshot();
    expect(first.purchases.length).toBeGreaterThan(15);
    expect(first.payments.length).toBeGreaterThan(20);
    expect(await snapshot()).toEqual(first);
  }, 60_000);
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
