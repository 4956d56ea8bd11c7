import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { expenses, purchases, sales } from '../../db/schema/transactions';
import { createUser } from '../users/users.service';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext, type TestContext } from '../../test/test-app';
import { bucketMismatches, partyBalanceMismatches } from '../books/book-checks';
import { KEY_IN_PROGRESS, KEY_REUSED } from './idempotency.hook';

const ctx = useTestContext();

async function purchaseBody(c: TestContext) {
  const farmer = await makeFarmer(c.db);
  const crop = await makeCrop(c.db);
  return { partyId: farmer.id, cropId: crop.id, quantity: '12.5', rate: '2150', purchaseDate: '2025-04-01' };
}

const post = (c: TestContext, url: string, payload: unknown, key?: string) =>
  c.api({
    method: 'POST',
    url,
    payload: payload as object,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

async function countRows(c: TestContext, table: typeof purchases | typeof sales | typeof expenses) {
  const [row] = await c.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

async function expectBooksBalanced(c: TestContext) {
  expect(await bucketMismatches(c.db)).toEqual([]);
  expect(await partyBalanceMismatches(c.db)).toEqual([]);
}

describe('Idempotency-Key on creates', () => {
  it('answers a repeated key with the first answer and records nothing new', async () => {
    const c = ctx();
    const body = await purchaseBody(c);
    const before = await countRows(c, purchases);

    const first = await post(c, '/api/purchases', body, 'purchase-key-1');
    const again = await post(c, '/api/purchases', { ...body }, 'purchase-key-1');

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows(c, purchases)).toBe(before + 1);
    await expectBooksBalanced(c);
  });

  it('takes the same body in another key order or spacing as the same request', async () => {
    const c = ctx();
    const body = await purchaseBody(c);
    const first = await post(c, '/api/purchases', body, '"quoted-key-2"');
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(c, '/api/purchases', reordered, 'quoted-key-2');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses the same key with another body with 422 and records nothing', async () => {
    const c = ctx();
    const body = await purchaseBody(c);
    await post(c, '/api/purchases', body, 'purchase-key-3');
    const before = await countRows(c, purchases);

    const other = await post(c, '/api/purchases', { ...body, rate: '2200' }, 'purchase-key-3');
    const otherRoute = await post(c, '/api/expenses', expenseBody(), 'purchase-key-3');

    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: KEY_REUSED, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(otherRoute.statusCode).toBe(422);
    expect(await countRows(c, purchases)).toBe(before);
  });

  it('records one sale when the same key arrives twice at once; the other is replayed or told 409', async () => {
    const c = ctx();
    const body = await purchaseBody(c);
    await post(c, '/api/purchases', { ...body, quantity: '100' });
    const trader = await makeTrader(c.db);
    const sale = {
      partyId: trader.id,
      cropId: body.cropId,
      quantity: '3',
      rate: '2500',
      saleDate: '2025-04-02',
    };
    const before = await countRows(c, sales);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(c, '/api/sales', sale, 'sale-key-concurrent')),
    );

    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ message: KEY_IN_PROGRESS, code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
    }
    expect(await countRows(c, sales)).toBe(before + 1);
    const retry = await post(c, '/api/sales', sale, 'sale-key-concurrent');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    await expectBooksBalanced(c);
  });

  it('forgets a key whose request failed, so the corrected request may use it', async () => {
    const c = ctx();
    const body = await purchaseBody(c);
    await post(c, '/api/purchases', { ...body, quantity: '2' });
    const trader = await makeTrader(c.db);
    const sale = {
      partyId: trader.id,
      cropId: body.cropId,
      quantity: '5',
      rate: '2500',
      saleDate: '2025-04-02',
    };

    const refused = await post(c, '/api/sales', sale, 'sale-key-corrected');
    const corrected = await post(c, '/api/sales', { ...sale, quantity: '2' }, 'sale-key-corrected');

    expect(refused.statusCode).toBe(409);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json()).toMatchObject({ quantity: '2.000' });
  });

  it('is kept apart per user: another user with the same key makes its own record', async () => {
    const c = ctx();
    await createUser(c.db, {
      email: 'clerk@test.local',
      password: 'another long secret',
      username: 'clerk',
      role: 'staff',
    });
    const login = await c.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'clerk@test.local', password: 'another long secret' },
    });
    const clerkToken = login.json<{ token: string }>().token;
    const body = expenseBody();
    const before = await countRows(c, expenses);

    const mine = await post(c, '/api/expenses', body, 'shared-key');
    const theirs = await c.app.inject({
      method: 'POST',
      url: '/api/expenses',
      payload: body,
      headers: { authorization: `Bearer ${clerkToken}`, 'idempotency-key': 'shared-key' },
    });

    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(c, expenses)).toBe(before + 2);
  });

  it('forgets a key after 24 hours', async () => {
    const c = ctx();
    const body = expenseBody();
    const first = await post(c, '/api/expenses', body, 'old-key');
    await c.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old-key'`,
    );
    const later = await post(c, '/api/expenses', body, 'old-key');
    expect(later.statusCode).toBe(201);
    expect(later.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
  });

  it('refuses a malformed key with 400 and records nothing', async () => {
    const c = ctx();
    const before = await countRows(c, expenses);
    for (const key of ['', 'x'.repeat(256), 'has space', 'naïve']) {
      const res = await post(c, '/api/expenses', expenseBody(), key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
    }
    expect(await countRows(c, expenses)).toBe(before);
  });

  it('stores the answer of every create route in the transaction that makes the record', async () => {
    const c = ctx();
    const state = (await post(c, '/api/states', { name: 'Idem Pradesh', code: 'IDP' }, 'k-state')).json<{
      id: number;
    }>();
    const purchase = await purchaseBody(c);
    const trader = await makeTrader(c.db);
    await post(c, '/api/purchases', { ...purchase, quantity: '50' });
    const creates: Array<[string, unknown]> = [
      ['/api/states', { name: 'Idem Pradesh', code: 'IDP' }],
      ['/api/cities', { name: 'Idemnagar', stateId: state.id }],
      ['/api/crops', { name: 'Idem Wheat', unit: 'quintal', basePrice: '2000' }],
      ['/api/parties', { name: 'Idem Farmer', type: 'farmer' }],
      ['/api/purchases', purchase],
      [
        '/api/sales',
        { partyId: trader.id, cropId: purchase.cropId, quantity: '1', rate: '2600', saleDate: '2025-04-03' },
      ],
      ['/api/expenses', expenseBody()],
    ];
    for (const [url, body] of creates) {
      const key = `k-${url}`;
      const first = url === '/api/states' ? undefined : await post(c, url, body, key);
      const again = await post(c, url, body, url === '/api/states' ? 'k-state' : key);
      expect(again.statusCode, url).toBe(201);
      expect(again.headers['idempotent-replayed'], url).toBe('true');
      if (first) expect(again.json(), url).toEqual(first.json());
    }
    const stored = await queryRows<{ route: string; response_status: number }>(
      c.db,
      sql`select route, response_status from idempotency_keys where key like 'k-%' order by route`,
    );
    expect(stored.map((r) => r.route)).toEqual([
      'POST /api/cities',
      'POST /api/crops',
      'POST /api/expenses',
      'POST /api/parties',
      'POST /api/purchases',
      'POST /api/sales',
      'POST /api/states',
    ]);
    expect(stored.every((r) => r.response_status === 201)).toBe(true);
    await expectBooksBalanced(c);
  });

  it("keeps a key to its path: the same key on another payment's amend is a 422, never the first amendment", async () => {
    const c = ctx();
    const trader = await makeTrader(c.db);
    const payment = (amount: string) =>
      ({
        partyId: trader.id,
        direction: 'received',
        amount,
        paymentDate: '2025-05-02',
        mode: 'cash',
        allocations: [],
      }) as const;
    const first = (await post(c, '/api/payments', payment('1000'))).json<{ id: number }>();
    const second = (await post(c, '/api/payments', payment('2000'))).json<{ id: number }>();
    const amendBody = payment('1500');

    const amended = await post(c, `/api/payments/${first.id}/amend`, amendBody, 'amend-key-1');
    expect(amended.statusCode, amended.body).toBe(201);
    const replay = await post(c, `/api/payments/${first.id}/amend`, amendBody, 'amend-key-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(amended.json());

    const before = await queryRows<{ n: number }>(c.db, sql`select count(*)::int as n from payments`);
    const other = await post(c, `/api/payments/${second.id}/amend`, amendBody, 'amend-key-1');
    expect(other.statusCode).toBe(422);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json()).toMatchObject({ message: KEY_REUSED, code: 'IDEMPOTENCY_KEY_REUSED' });
    // Nothing written: #second is still active and unamended, no payment was added.
    const after = await queryRows<{ n: number }>(c.db, sql`select count(*)::int as n from payments`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const untouched = (await c.api({ method: 'GET', url: `/api/payments/${second.id}` })).json<{
      status: string;
      amendedBy: number | null;
    }>();
    expect(untouched).toMatchObject({ status: 'active', amendedBy: null });
    // The same key on the same path with another body is refused too.
    const otherBody = await post(c, `/api/payments/${first.id}/amend`, payment('1600'), 'amend-key-1');
    expect(otherBody.statusCode).toBe(422);
    // Without the key (or with a key of its own) #second is amended as asked.
    const own = await post(c, `/api/payments/${second.id}/amend`, amendBody, 'amend-key-2');
    expect(own.statusCode).toBe(201);
    expect(own.json<{ amends: number }>().amends).toBe(second.id);
    await expectBooksBalanced(c);
  });

  it('keeps a key to its path for expense amendments too', async () => {
    const c = ctx();
    const first = (await post(c, '/api/expenses', expenseBody())).json<{ id: number }>();
    const second = (await post(c, '/api/expenses', { ...expenseBody(), amount: '700' })).json<{
      id: number;
    }>();
    const amendBody = { ...expenseBody(), amount: '675' };

    const amended = await post(c, `/api/expenses/${first.id}/amend`, amendBody, 'expense-amend-key');
    expect(amended.statusCode, amended.body).toBe(201);
    const before = await countRows(c, expenses);
    const other = await post(c, `/api/expenses/${second.id}/amend`, amendBody, 'expense-amend-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: KEY_REUSED, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countRows(c, expenses)).toBe(before);
    const untouched = (await c.api({ method: 'GET', url: `/api/expenses/${second.id}` })).json<{
      status: string;
      amount: string;
    }>();
    expect(untouched).toMatchObject({ status: 'active', amount: '700.00' });
    await expectBooksBalanced(c);
  });

  it('leaves requests without the header as they were', async () => {
    const c = ctx();
    const body = expenseBody();
    const before = await countRows(c, expenses);
    await post(c, '/api/expenses', body);
    await post(c, '/api/expenses', body);
    expect(await countRows(c, expenses)).toBe(before + 2);
  });
});

function expenseBody() {
  return {
    type: 'transport',
    description: 'Truck to Indore mandi',
    amount: '1800',
    expenseDate: '2025-04-05',
  };
}
