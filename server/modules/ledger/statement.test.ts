import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerEntry, Statement } from '../../../common/schemas/ledger';
import type { Payment } from '../../../common/schemas/payments';
import { makeFarmer, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { overpaidBills, partyBalanceMismatches, paymentMismatches } from '../books/book-checks';

// Opening balances and the party statement (docs/money.md).

const ctx = useTestContext();

afterEach(async () => {
  expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
  expect(await overpaidBills(ctx().db)).toEqual([]);
  expect(await paymentMismatches(ctx().db)).toEqual([]);
});

const opening = (payload: Record<string, unknown>) =>
  ctx().api({ method: 'POST', url: '/api/ledger/opening-balances', payload });

describe('opening balances and the statement', () => {
  it('settles the opening balance first and states the range with the balance before it (hand-computed)', async () => {
    const trader = await makeTrader(ctx().db);
    const res = await opening({ partyId: trader.id, amount: '5000', date: '2025-03-31' });
    expect(res.statusCode).toBe(201);
    const entry = ctx().json<LedgerEntry>(res);
    expect(entry).toMatchObject({
      partyId: trader.id,
      transactionType: 'opening',
      transactionDate: '2025-03-31',
      debit: '5000.00',
      credit: '0.00',
      balance: '5000.00',
    });
    const sale = await makeSale(ctx().db, { partyId: trader.id, saleDate: '2025-04-02' }); // 12,500.00
    const payment = ctx().json<Payment>(
      await ctx().api({
        method: 'POST',
        url: '/api/payments',
        payload: {
          partyId: trader.id,
          direction: 'received',
          amount: '10000',
          paymentDate: '2025-04-10',
          mode: 'cash',
        },
      }),
    );
    // Oldest first: the opening balance (31 March), then the sale.
    expect(payment.allocations).toEqual([
      { openingBalanceId: entry.id, amount: '5000.00' },
      { saleId: sale.id, amount: '5000.00' },
    ]);

    const statement = ctx().json<Statement>(
      await ctx().api({
        method: 'GET',
        url: `/api/ledger/statement?partyId=${trader.id}&startDate=2025-04-01&endDate=2025-04-30`,
      }),
    );

    expect(statement).toMatchObject({
      party: { id: trader.id, balance: '7500.00' },
      openingBalance: '5000.00',
      totalDebit: '12500.00',
      totalCredit: '10000.00',
      closingBalance: '7500.00', // 5,000.00 + 12,500.00 − 10,000.00
    });
    expect(statement.entries.map((e) => [e.transactionType, e.debit, e.credit, e.balance])).toEqual([
      ['sale', '12500.00', '0.00', '17500.00'],
      ['payment', '0.00', '10000.00', '7500.00'],
    ]);
  });

  it('records what we owe a farmer as a credit, settled by a payment made', async () => {
    const farmer = await makeFarmer(ctx().db);
    const entry = ctx().json<LedgerEntry>(
      await opening({ partyId: farmer.id, amount: '-3000.50', date: '2025-03-31' }),
    );
    expect(entry).toMatchObject({ debit: '0.00', credit: '3000.50', balance: '-3000.50' });

    const wrongWay = await ctx().api({
      method: 'POST',
      url: '/api/payments',
      payload: {
        partyId: farmer.id,
        direction: 'received',
        amount: '100',
        paymentDate: '2025-04-01',
        mode: 'cash',
        allocations: [{ openingBalanceId: entry.id, amount: '100' }],
      },
    });
    const paid = await ctx().api({
      method: 'POST',
      url: '/api/payments',
      payload: {
        partyId: farmer.id,
        direction: 'paid',
        amount: '1000',
        paymentDate: '2025-04-01',
        mode: 'cash',
        allocations: [{ openingBalanceId: entry.id, amount: '1000' }],
      },
    });

    expect(wrongWay.statusCode).toBe(400);
    expect(paid.statusCode).toBe(201);
    const statement = ctx().json<Statement>(
      await ctx().api({ method: 'GET', url: `/api/ledger/statement?partyId=${farmer.id}` }),
    );
    expect(statement).toMatchObject({ openingBalance: '0.00', closingBalance: '-2000.50' });
    expect(statement.party.balance).toBe('-2000.50');
  });

  it('refuses a second opening balance (409), 0, an unknown party (400); the statement of an unknown party is 404', async () => {
    const trader = await makeTrader(ctx().db);
    await opening({ partyId: trader.id, amount: '1', date: '2025-03-31' });

    expect((await opening({ partyId: trader.id, amount: '2', date: '2025-03-31' })).statusCode).toBe(409);
    expect((await opening({ partyId: trader.id, amount: '0', date: '2025-03-31' })).statusCode).toBe(400);
    expect((await opening({ partyId: 999999, amount: '5', date: '2025-03-31' })).statusCode).toBe(400);
    expect((await ctx().api({ method: 'GET', url: '/api/ledger/statement?partyId=999999' })).statusCode).toBe(
      404,
    );
    expect((await ctx().api({ method: 'GET', url: '/api/ledger/statement' })).statusCode).toBe(400);
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/ledger/statement?partyId=${trader.id}` }))
        .statusCode,
    ).toBe(401);
  });
});
