import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../common/schemas/accounts';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

const list = async () => ctx().json<Account[]>(await ctx().api({ method: 'GET', url: '/api/accounts' }));
const byName = async (name: string) => (await list()).find((a) => a.name === name)!;
const post = (payload: Record<string, unknown>) =>
  ctx().api({ method: 'POST', url: '/api/accounts', payload });
const countAccounts = async () =>
  (await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from accounts`))[0]!.n;

describe('"Cash in hand"', () => {
  it('exists from the first start, as a cash account opening at 0', async () => {
    const cash = await byName('Cash in hand');

    expect(cash).toEqual({
      id: expect.any(Number),
      name: 'Cash in hand',
      kind: 'cash',
      openingBalance: '0.00',
      openingDate: null,
      balance: '0.00',
      createdAt: expect.any(String),
      createdBy: null,
    });
  });

  it('cannot be deleted, renamed or made a bank account (409)', async () => {
    const cash = await byName('Cash in hand');

    const del = await ctx().api({ method: 'DELETE', url: `/api/accounts/${cash.id}` });
    const rename = await ctx().api({
      method: 'PUT',
      url: `/api/accounts/${cash.id}`,
      payload: { name: 'Galla', kind: 'cash' },
    });
    const bank = await ctx().api({
      method: 'PUT',
      url: `/api/accounts/${cash.id}`,
      payload: { name: 'Cash in hand', kind: 'bank' },
    });

    expect([del.statusCode, rename.statusCode, bank.statusCode]).toEqual([409, 409, 409]);
    expect(del.json().message).toBe('"Cash in hand" cannot be deleted');
    expect(await byName('Cash in hand')).toMatchObject({ id: cash.id, kind: 'cash' });
  });
});

describe('POST /api/accounts', () => {
  it('stores a bank account, overdrawn at the start, and answers 201', async () => {
    const res = await post({
      name: '  HDFC Current  ',
      kind: 'bank',
      openingBalance: '-10000.5',
      openingDate: '2025-04-01',
    });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'HDFC Current',
      kind: 'bank',
      openingBalance: '-10000.50',
      openingDate: '2025-04-01',
      balance: '-10000.50',
      createdAt: expect.any(String),
      createdBy: ctx().userId,
    });
  });

  it.each([
    ['a cash account below 0', { name: 'Galla 2', kind: 'cash', openingBalance: '-1' }, 'openingBalance'],
    ['no name', { name: '  ', kind: 'bank' }, 'name'],
    ['an unknown kind', { name: 'Wallet', kind: 'wallet' }, 'kind'],
    ['three decimals', { name: 'SBI', kind: 'bank', openingBalance: '1.001' }, 'openingBalance'],
    ['a bad date', { name: 'SBI', kind: 'bank', openingDate: '2025-02-30' }, 'openingDate'],
  ])('refuses %s (400) and stores nothing', async (_label, payload, path) => {
    const before = await countAccounts();

    const res = await post(payload);

    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await countAccounts()).toBe(before);
  });

  it('refuses a name already taken, ignoring case (409)', async () => {
    await post({ name: 'ICICI Savings', kind: 'bank' });
    const before = await countAccounts();

    const dup = await post({ name: 'icici SAVINGS', kind: 'bank' });
    const cash = await post({ name: 'CASH IN HAND', kind: 'cash' });

    expect([dup.statusCode, cash.statusCode]).toEqual([409, 409]);
    expect(dup.json().message).toBe('An account named "ICICI Savings" already exists');
    expect(await countAccounts()).toBe(before);
  });
});

describe('PUT and DELETE /api/accounts/:id', () => {
  it('updates an account (200) and deletes an unused one (204)', async () => {
    const made = ctx().json<Account>(await post({ name: 'Axis', kind: 'bank' }));

    const put = await ctx().api({
      method: 'PUT',
      url: `/api/accounts/${made.id}`,
      payload: { name: 'Axis Current', kind: 'bank', openingBalance: 2500 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Axis Current', openingBalance: '2500.00', balance: '2500.00' });

    const del = await ctx().api({ method: 'DELETE', url: `/api/accounts/${made.id}` });
    expect(del.statusCode).toBe(204);
    expect((await list()).some((a) => a.id === made.id)).toBe(false);
  });

  it('refuses to delete an account an expense was paid from (409)', async () => {
    const made = ctx().json<Account>(await post({ name: 'Kotak', kind: 'bank' }));
    await ctx().api({
      method: 'POST',
      url: '/api/expenses',
      payload: {
        type: 'other',
        description: 'Bank charges',
        amount: '50',
        expenseDate: '2025-04-01',
        accountId: made.id,
      },
    });

    const del = await ctx().api({ method: 'DELETE', url: `/api/accounts/${made.id}` });

    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This account is used by 1 expense and cannot be deleted');
  });

  it.each([
    ['GET', '/api/accounts/999999'],
    ['PUT', '/api/accounts/999999'],
    ['DELETE', '/api/accounts/999999'],
  ] as const)('%s an unknown account answers 404', async (method, url) => {
    const res = await ctx().api({
      method,
      url,
      payload: method === 'PUT' ? { name: 'Nobody', kind: 'bank' } : undefined,
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/accounts'],
    ['POST', '/api/accounts'],
    ['PUT', '/api/accounts/1'],
    ['DELETE', '/api/accounts/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await ctx().app.inject({
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? { name: 'X', kind: 'bank' } : undefined,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('balance', () => {
  it('is the opening balance less the expenses paid from the account; purchase expense rows come out of "Cash in hand"', async () => {
    const cash = await byName('Cash in hand');
    await ctx().api({
      method: 'PUT',
      url: `/api/accounts/${cash.id}`,
      payload: { name: 'Cash in hand', kind: 'cash', openingBalance: '5000', openingDate: '2025-04-01' },
    });
    const bank = ctx().json<Account>(await post({ name: 'PNB', kind: 'bank', openingBalance: '20000' }));
    const expense = (amount: string, accountId?: number) =>
      ctx().api({
        method: 'POST',
        url: '/api/expenses',
        payload: { type: 'labor', description: 'Hamali', amount, expenseDate: '2025-04-02', accountId },
      });
    const cashBefore = (await byName('Cash in hand')).balance;

    await expense('1250.50'); // "Cash in hand" by default
    await expense('2000.25', bank.id);
    await makePurchase(ctx().db, {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: (await makeCrop(ctx().db)).id,
      expenses: [
        { type: 'transportation', amount: '300' },
        { type: 'labor', amount: '199.50' },
      ],
    });

    expect(cashBefore).toBe('5000.00');
    // 5,000.00 − 1,250.50 − (300.00 + 199.50) = 3,250.00
    expect((await byName('Cash in hand')).balance).toBe('3250.00');
    // 20,000.00 − 2,000.25 = 17,999.75
    expect((await byName('PNB')).balance).toBe('17999.75');
  });
});
