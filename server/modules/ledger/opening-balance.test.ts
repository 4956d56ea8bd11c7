import { describe, expect, it } from 'vitest';
import type { LedgerEntry, OpeningBalanceOf } from '../../../common/schemas/ledger';
import { makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// GET and POST /api/ledger/opening-balances (docs/money.md#opening-balances-and-the-party-statement): what the
// opening-balance screen reads and records.

const ctx = useTestContext();

const record = (payload: Record<string, unknown>) =>
  ctx().api({ method: 'POST', url: '/api/ledger/opening-balances', payload });
const read = (partyId: number | string) =>
  ctx().api({ method: 'GET', url: `/api/ledger/opening-balances?partyId=${partyId}` });

describe('GET /api/ledger/opening-balances?partyId=', () => {
  it('answers null before one is recorded, then the entry with its running balance', async () => {
    const farmer = await makeFarmer(ctx().db, { name: 'Sohan Lal' });
    const before = await read(farmer.id);
    expect(before.statusCode).toBe(200);
    expect(before.json<OpeningBalanceOf>()).toEqual({
      party: { id: farmer.id, name: 'Sohan Lal', type: 'farmer', balance: '0.00' },
      openingBalance: null,
    });

    // We owed him ₹12,345.67 on paper on 31 March: a credit, his balance −12,345.67.
    const created = await record({ partyId: farmer.id, amount: '-12345.67', date: '2025-03-31' });
    expect(created.statusCode).toBe(201);
    const entry = created.json<LedgerEntry>();

    const after = (await read(farmer.id)).json<OpeningBalanceOf>();
    expect(after.party.balance).toBe('-12345.67');
    expect(after.openingBalance).toEqual(entry);
    expect(after.openingBalance).toMatchObject({
      transactionType: 'opening',
      transactionDate: '2025-03-31',
      debit: '0.00',
      credit: '12345.67',
      balance: '-12345.67',
    });
  });

  it('answers 400 for an id that is not one and 404 for an unknown party', async () => {
    for (const bad of ['abc', '0', '1.5', '']) {
      const res = await read(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const unknown = await read(987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Party not found');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/ledger/opening-balances?partyId=1' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/ledger/opening-balances, as the screen sends it', () => {
  it('records the amount with its side, refuses a second one with 409 naming the party, and writes nothing then', async () => {
    const trader = await makeTrader(ctx().db, { name: 'Gupta Traders' });
    // They owe us ₹8,000.50 from the paper books.
    const first = await record({ partyId: trader.id, amount: '8000.50', date: '2025-04-01' });
    expect(first.statusCode).toBe(201);
    expect(first.json<LedgerEntry>()).toMatchObject({ debit: '8000.50', credit: '0.00', balance: '8000.50' });

    const second = await record({ partyId: trader.id, amount: '-100', date: '2025-04-02' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Gupta Traders already has an opening balance');
    const now = (await read(trader.id)).json<OpeningBalanceOf>();
    expect(now.party.balance).toBe('8000.50');
    expect(now.openingBalance?.id).toBe(first.json<LedgerEntry>().id);
  });

  it('answers 400 with the field for a zero, a bad amount or a bad date, and 404-like 400 for an unknown party', async () => {
    const farmer = await makeFarmer(ctx().db);
    for (const [payload, field] of [
      [{ partyId: farmer.id, amount: '0', date: '2025-04-01' }, 'amount'],
      [{ partyId: farmer.id, amount: '12.345', date: '2025-04-01' }, 'amount'],
      [{ partyId: farmer.id, amount: 'lots', date: '2025-04-01' }, 'amount'],
      [{ partyId: farmer.id, amount: '100', date: '2025-02-30' }, 'date'],
      [{ partyId: farmer.id, amount: '100' }, 'date'],
      [{ partyId: 987654, amount: '100', date: '2025-04-01' }, 'partyId'],
    ] as const) {
      const res = await record(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json().errors as { path: string }[]).map((e) => e.path)).toContain(field);
    }
    expect((await read(farmer.id)).json<OpeningBalanceOf>().openingBalance).toBeNull();
  });
});
