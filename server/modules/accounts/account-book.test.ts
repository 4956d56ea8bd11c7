import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, businessToday } from '../../../common/business-day';
import { add, divide, subtract } from '../../../common/decimal';
import type { Account, AccountBook } from '../../../common/schemas/accounts';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../books/book-checks';

// The cash and bank books (docs/money.md, "Cash and bank books"). Every test works on its own dates or
// its own account, so the lines of one test never fall into another's book.

const ctx = useTestContext();

const accounts = async () => ctx().json<Account[]>(await ctx().api({ method: 'GET', url: '/api/accounts' }));
const cashInHand = async () => (await accounts()).find((a) => a.name === 'Cash in hand')!;
const balanceOf = async (id: number) => (await accounts()).find((a) => a.id === id)!.balance;

async function bankAccount(name: string, openingBalance = '0'): Promise<Account> {
  const res = await ctx().api({
    method: 'POST',
    url: '/api/accounts',
    payload: { name, kind: 'bank', openingBalance },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ctx().json<Account>(res);
}

async function book(id: number, query: string): Promise<AccountBook> {
  const res = await ctx().api({ method: 'GET', url: `/api/accounts/${id}/book${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ctx().json<AccountBook>(res);
}

async function payment(payload: {
  partyId: number;
  direction: 'received' | 'paid';
  amount: string;
  paymentDate: string;
  mode?: 'cash' | 'bank' | 'upi' | 'cheque';
  accountId?: number;
}): Promise<{ id: number }> {
  const res = await ctx().api({
    method: 'POST',
    url: '/api/payments',
    payload: { mode: 'cash', allocations: [], ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ctx().json(res);
}

async function expense(payload: {
  amount: string;
  expenseDate: string;
  accountId?: number;
  description?: string;
}): Promise<{ id: number }> {
  const res = await ctx().api({
    method: 'POST',
    url: '/api/expenses',
    payload: { type: 'other', description: 'Tea and snacks', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ctx().json(res);
}

afterEach(async () => {
  expect(await bucketMismatches(ctx().db)).toEqual([]);
  expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  expect(await overpaidBills(ctx().db)).toEqual([]);
  expect(await paymentMismatches(ctx().db)).toEqual([]);
});

describe('GET /api/accounts/:id/book', () => {
  it('shows a day of "Cash in hand" computed by hand: payments, an expense and purchase expense rows', async () => {
    const cash = await cashInHand();
    // The earliest date of this file: nothing of another test is before it.
    const day = '2020-01-10';
    const put = await ctx().api({
      method: 'PUT',
      url: `/api/accounts/${cash.id}`,
      payload: { name: 'Cash in hand', kind: 'cash', openingBalance: '1000', openingDate: '2020-01-01' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const trader = await makeTrader(ctx().db, { name: 'Ramesh Traders' });
    const farmer = await makeFarmer(ctx().db, { name: 'Suresh Patel' });

    const received = await payment({
      partyId: trader.id,
      direction: 'received',
      amount: '2500.50',
      paymentDate: day,
    });
    const paid = await payment({
      partyId: farmer.id,
      direction: 'paid',
      amount: '1200.25',
      paymentDate: day,
    });
    const tea = await expense({
      amount: '150.00',
      expenseDate: day,
      description: 'Diesel for the generator',
    });
    const purchase = await makePurchase(ctx().db, {
      partyId: farmer.id,
      purchaseDate: day,
      expenses: [
        { type: 'transportation', amount: '300' },
        { type: 'labor', amount: '75.50' },
      ],
    });

    const result = await book(cash.id, `?startDate=${day}&endDate=${day}`);

    // 1,000.00 + 2,500.50 − 1,200.25 − 150.00 − 300.00 − 75.50 = 1,774.75
    expect(result).toMatchObject({
      account: { id: cash.id, name: 'Cash in hand', kind: 'cash', openingBalance: '1000.00' },
      startDate: day,
      endDate: day,
      openingBalance: '1000.00',
      moneyIn: '2500.50',
      moneyOut: '1725.75',
      closingBalance: '1774.75',
    });
    expect(result.days).toHaveLength(1);
    const [only] = result.days;
    expect(only).toMatchObject({
      date: day,
      openingBalance: '1000.00',
      moneyIn: '2500.50', // 2,500.50
      moneyOut: '1725.75', // 1,200.25 + 150.00 + 300.00 + 75.50
      closingBalance: '1774.75',
    });
    // In the order they were recorded, each with the running balance.
    expect(only!.lines).toEqual([
      {
        kind: 'payment',
        id: received.id,
        date: day,
        partyId: trader.id,
        partyName: 'Ramesh Traders',
        description: expect.stringContaining(`Payment received #${received.id}`),
        moneyIn: '2500.50',
        moneyOut: '0.00',
        balance: '3500.50',
      },
      {
        kind: 'payment',
        id: paid.id,
        date: day,
        partyId: farmer.id,
        partyName: 'Suresh Patel',
        description: expect.stringContaining(`Payment made #${paid.id}`),
        moneyIn: '0.00',
        moneyOut: '1200.25',
        balance: '2300.25',
      },
      {
        kind: 'expense',
        id: tea.id,
        date: day,
        partyId: null,
        partyName: null,
        description: 'Diesel for the generator',
        moneyIn: '0.00',
        moneyOut: '150.00',
        balance: '2150.25',
      },
      {
        kind: 'purchaseExpense',
        id: purchase.expenses[0]!.id,
        date: day,
        partyId: farmer.id,
        partyName: 'Suresh Patel',
        description: `Transportation for Purchase #${purchase.id}`,
        moneyIn: '0.00',
        moneyOut: '300.00',
        balance: '1850.25',
      },
      {
        kind: 'purchaseExpense',
        id: purchase.expenses[1]!.id,
        date: day,
        partyId: farmer.id,
        partyName: 'Suresh Patel',
        description: `Labor for Purchase #${purchase.id}`,
        moneyIn: '0.00',
        moneyOut: '75.50',
        balance: '1774.75',
      },
    ]);
  });

  it("carries a day's closing into the next day's opening, and leaves out days without a line", async () => {
    const bank = await bankAccount('Two Days Bank', '500');
    const trader = await makeTrader(ctx().db);

    await payment({
      partyId: trader.id,
      direction: 'received',
      amount: '1000',
      paymentDate: '2025-03-03',
      mode: 'upi',
      accountId: bank.id,
    });
    await expense({ amount: '99.99', expenseDate: '2025-03-05', accountId: bank.id });
    await payment({
      partyId: trader.id,
      direction: 'received',
      amount: '0.01',
      paymentDate: '2025-03-05',
      mode: 'bank',
      accountId: bank.id,
    });

    const result = await book(bank.id, '?startDate=2025-03-01&endDate=2025-03-31');

    expect(
      result.days.map((d) => [d.date, d.openingBalance, d.moneyIn, d.moneyOut, d.closingBalance]),
    ).toEqual([
      // 500.00 + 1,000.00 = 1,500.00
      ['2025-03-03', '500.00', '1000.00', '0.00', '1500.00'],
      // 1,500.00 − 99.99 + 0.01 = 1,400.02
      ['2025-03-05', '1500.00', '0.01', '99.99', '1400.02'],
    ]);
    expect(result.closingBalance).toBe('1400.02');
    expect(result.moneyIn).toBe('1000.01');
    expect(result.moneyOut).toBe('99.99');
    // Nothing after March: the closing is the account's balance.
    expect(await balanceOf(bank.id)).toBe('1400.02');
  });

  it('opens a range that starts after some lines with the balance they leave', async () => {
    const bank = await bankAccount('Late Start Bank', '10000');
    const farmer = await makeFarmer(ctx().db);
    await payment({
      partyId: farmer.id,
      direction: 'paid',
      amount: '2345.67',
      paymentDate: '2025-05-01',
      mode: 'cheque',
      accountId: bank.id,
    });
    await expense({ amount: '54.33', expenseDate: '2025-05-09', accountId: bank.id });
    await expense({ amount: '100', expenseDate: '2025-05-10', accountId: bank.id });

    const result = await book(bank.id, '?startDate=2025-05-10&endDate=2025-05-10');
    const empty = await book(bank.id, '?startDate=2025-05-02&endDate=2025-05-08');

    // 10,000.00 − 2,345.67 − 54.33 = 7,600.00; then − 100.00 = 7,500.00
    expect(result.openingBalance).toBe('7600.00');
    expect(result.days).toHaveLength(1);
    expect(result.days[0]).toMatchObject({ openingBalance: '7600.00', closingBalance: '7500.00' });
    expect(result.days[0]!.lines.map((l) => l.balance)).toEqual(['7500.00']);
    // A range without a line: no day, and the closing is the opening.
    expect(empty).toMatchObject({
      openingBalance: '7654.33', // 10,000.00 − 2,345.67
      days: [],
      moneyIn: '0.00',
      moneyOut: '0.00',
      closingBalance: '7654.33',
    });
  });

  it('holds only the bank account\'s own lines; "Cash in hand" takes expenses without an account', async () => {
    const hdfc = await bankAccount('HDFC Own Lines');
    const sbi = await bankAccount('SBI Own Lines');
    const trader = await makeTrader(ctx().db);
    const farmer = await makeFarmer(ctx().db);
    const day = '2025-07-15';
    const cashBefore = await book((await cashInHand()).id, `?startDate=${day}&endDate=${day}`);

    const own = await payment({
      partyId: trader.id,
      direction: 'received',
      amount: '800',
      paymentDate: day,
      mode: 'upi',
      accountId: hdfc.id,
    });
    await payment({
      partyId: trader.id,
      direction: 'received',
      amount: '700',
      paymentDate: day,
      mode: 'upi',
      accountId: sbi.id,
    });
    await payment({ partyId: farmer.id, direction: 'paid', amount: '600', paymentDate: day }); // cash
    await expense({ amount: '50', expenseDate: day, accountId: sbi.id });
    await makePurchase(ctx().db, {
      partyId: farmer.id,
      purchaseDate: day,
      expenses: [{ type: 'storage', amount: '40' }],
    });
    // An expense from before accounts existed has none: it is paid from "Cash in hand".
    const [legacy] = await queryRows<{ id: number }>(
      ctx().db,
      sql`insert into expenses (type, description, amount, expense_date, account_id)
          values ('other', 'Old register entry', 25, ${day}, null) returning id`,
    );

    const hdfcBook = await book(hdfc.id, `?startDate=${day}&endDate=${day}`);
    const cashBook = await book((await cashInHand()).id, `?startDate=${day}&endDate=${day}`);

    expect(hdfcBook.days.flatMap((d) => d.lines.map((l) => [l.kind, l.id, l.moneyIn]))).toEqual([
      ['payment', own.id, '800.00'],
    ]);
    expect(hdfcBook.closingBalance).toBe('800.00');
    const cashLines = cashBook.days.flatMap((d) => d.lines);
    expect(cashLines.map((l) => [l.kind, l.moneyOut])).toEqual([
      ['payment', '600.00'],
      ['purchaseExpense', '40.00'],
      ['expense', '25.00'],
    ]);
    expect(cashLines.at(-1)!.id).toBe(legacy!.id);
    // 600.00 + 40.00 + 25.00 = 665.00 out of "Cash in hand" that day
    expect(subtract(cashBefore.closingBalance, cashBook.closingBalance)).toBe('665.00');
    expect(await balanceOf(hdfc.id)).toBe('800.00');
    expect(await balanceOf(sbi.id)).toBe('650.00'); // 700.00 − 50.00
  });

  it('defaults to today in the business time zone', async () => {
    const bank = await bankAccount('Today Bank', '100');
    const today = businessToday(ctx().app.config.BUSINESS_TIMEZONE);
    await expense({ amount: '30', expenseDate: today, accountId: bank.id });

    const result = await book(bank.id, '');
    const onlyEnd = await book(bank.id, `?endDate=${addDays(today, -1)}`);

    expect(result).toMatchObject({ startDate: today, endDate: today, closingBalance: '70.00' });
    expect(result.days.map((d) => d.date)).toEqual([today]);
    expect(result.closingBalance).toBe(await balanceOf(bank.id));
    // The start follows the end when only the end is given.
    expect(onlyEnd).toMatchObject({ startDate: addDays(today, -1), days: [], closingBalance: '100.00' });
  });

  it.each([
    ['a start after the end', '?startDate=2025-02-02&endDate=2025-02-01', 'endDate'],
    ['a start after today with no end', '?startDate=2999-01-01', 'endDate'],
    ['a date that does not exist', '?startDate=2025-02-30', 'startDate'],
    ['a word for a date', '?endDate=yesterday', 'endDate'],
  ])('refuses %s (400, naming the field)', async (_label, query, path) => {
    const cash = await cashInHand();

    const res = await ctx().api({ method: 'GET', url: `/api/accounts/${cash.id}/book${query}` });

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('takes a range of any length: three years, closing at the account balance', async () => {
    const cash = await cashInHand();

    const res = await ctx().api({
      method: 'GET',
      url: `/api/accounts/${cash.id}/book?startDate=2024-01-01&endDate=${businessToday('Asia/Kolkata')}`,
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().closingBalance).toBe(await balanceOf(cash.id));
  });

  it.each(['999999', '0'])('answers 404 for an unknown account (%s)', async (id) => {
    const res = await ctx().api({ method: 'GET', url: `/api/accounts/${id}/book` });

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Account not found');
  });

  it('answers 401 without a token', async () => {
    const cash = await cashInHand();

    const res = await ctx().app.inject({ method: 'GET', url: `/api/accounts/${cash.id}/book` });

    expect(res.statusCode).toBe(401);
  });
});

describe('account book: property', () => {
  const paise = (n: number) => divide(n, 100, 2);
  const opArb = fc.oneof(
    fc.record({
      kind: fc.constant('payment' as const),
      direction: fc.constantFrom('received' as const, 'paid' as const),
      toBank: fc.boolean(),
      amount: fc.integer({ min: 1, max: 5_000_000 }).map(paise),
      day: fc.integer({ min: 0, max: 20 }),
    }),
    fc.record({
      kind: fc.constant('expense' as const),
      toBank: fc.boolean(),
      amount: fc.integer({ min: 1, max: 500_000 }).map(paise),
      day: fc.integer({ min: 0, max: 20 }),
    }),
    fc.record({
      kind: fc.constant('purchase' as const),
      rows: fc.array(fc.integer({ min: 1, max: 200_000 }).map(paise), { maxLength: 3 }),
      day: fc.integer({ min: 0, max: 20 }),
    }),
  );

  it("chains every day's closing into the next day's opening and closes at the account's balance", async () => {
    const today = businessToday(ctx().app.config.BUSINESS_TIMEZONE);
    const trader = await makeTrader(ctx().db);
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const cash = await cashInHand();
    let run = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 10_000_000 }).map(paise),
        async (ops, opening) => {
          run += 1;
          const bank = await bankAccount(`Property Bank ${run}`, opening);
          for (const op of ops) {
            const date = addDays(today, -op.day);
            if (op.kind === 'payment') {
              await payment({
                partyId: op.direction === 'received' ? trader.id : farmer.id,
                direction: op.direction,
                amount: op.amount,
                paymentDate: date,
                ...(op.toBank ? { mode: 'bank', accountId: bank.id } : {}),
              });
            } else if (op.kind === 'expense') {
              await expense({
                amount: op.amount,
                expenseDate: date,
                ...(op.toBank ? { accountId: bank.id } : {}),
              });
            } else {
              await makePurchase(ctx().db, {
                partyId: farmer.id,
                cropId: crop.id,
                purchaseDate: date,
                expenses: op.rows.map((amount) => ({ type: 'testing' as const, amount })),
              });
            }
          }

          for (const account of [bank, cash]) {
            const result = await book(account.id, `?startDate=${addDays(today, -20)}`);
            let expected = result.openingBalance;
            let totalIn = '0.00';
            let totalOut = '0.00';
            for (const day of result.days) {
              expect(day.openingBalance).toBe(expected);
              for (const line of day.lines) {
                expected = subtract(add(expected, line.moneyIn), line.moneyOut);
                expect(line.balance).toBe(expected);
              }
              expect(day.closingBalance).toBe(subtract(add(day.openingBalance, day.moneyIn), day.moneyOut));
              expect(day.closingBalance).toBe(expected);
              totalIn = add(totalIn, day.moneyIn);
              totalOut = add(totalOut, day.moneyOut);
            }
            expect(result.moneyIn).toBe(totalIn);
            expect(result.moneyOut).toBe(totalOut);
            expect(result.closingBalance).toBe(expected);
            expect(result.closingBalance).toBe(await balanceOf(account.id));
            expect(result.account.balance).toBe(result.closingBalance);
          }
          // The bank book holds exactly the bank's lines.
          const bankBook = await book(bank.id, `?startDate=${addDays(today, -20)}`);
          const bankOps = ops.filter((op) => op.kind !== 'purchase' && op.toBank);
          expect(bankBook.days.flatMap((d) => d.lines)).toHaveLength(bankOps.length);
          expect(bankBook.openingBalance).toBe(opening);
        },
      ),
      { numRuns: 10 },
    );
  });
});
