import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountBook, Account } from '../../../common/schemas/accounts';
import type { LedgerEntry, LedgerPage, Statement } from '../../../common/schemas/ledger';
import type { NotificationsAnswer } from '../../../common/schemas/notifications';
import type { Purchase } from '../../../common/schemas/purchases';
import type { RecentTransaction } from '../../../common/schemas/dashboard';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// The reader's language (docs/messages.md#records): what the server recorded in the books is said in the
// signed-in user's language when read, records written before migration 0023 (English text, no message)
// included, and switching the language changes the texts already recorded.

const ctx = useTestContext();

async function setLanguage(language: 'en' | 'hi') {
  const res = await ctx().api({ method: 'PUT', url: '/api/auth/language', payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
}

afterEach(() => setLanguage('en'));

async function read<T>(url: string): Promise<T> {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return ctx().json<T>(res);
}

const ledgerOf = async (partyId: number) =>
  (await read<LedgerPage>(`/api/ledger?partyId=${partyId}&limit=50`)).items.map((e) => e.description);

/** A crop (grade A) bought from a farmer: 10 quintals at ₹2,000 with ₹150 of labour paid from the cash box. */
async function purchase(date: string, cropName: string) {
  const farmer = await makeFarmer(ctx().db, { name: 'Ramesh Kumar' });
  const crop = await makeCrop(ctx().db, { name: cropName });
  const res = await ctx().api({
    method: 'POST',
    url: '/api/purchases',
    payload: {
      partyId: farmer.id,
      cropId: crop.id,
      qualityGrade: 'A',
      quantity: '10',
      rate: '2000',
      purchaseDate: date,
      expenses: [{ type: 'labor', amount: '150' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { farmer, crop, purchase: ctx().json<Purchase>(res) };
}

describe("the ledger in the reader's language", () => {
  it('says a recorded purchase and its cancellation in Hindi after the switch, and in English again after switching back', async () => {
    const { farmer, purchase: p } = await purchase('2026-11-02', 'Wheat');
    const cancel = await ctx().api({
      method: 'POST',
      url: `/api/purchases/${p.id}/cancel`,
      payload: { reason: 'wrong rate' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const english = [
      `Purchase #${p.id}: 10.000 Quintals Wheat (Grade A) @ ₹2,000.00`,
      `Cancelled: Purchase #${p.id}: 10.000 Quintals Wheat (Grade A) @ ₹2,000.00`,
    ];
    expect(await ledgerOf(farmer.id)).toEqual(english);

    await setLanguage('hi');
    expect(await ledgerOf(farmer.id)).toEqual([
      `खरीद #${p.id}: 10.000 क्विंटल Wheat (ग्रेड A) @ ₹2,000.00`,
      `रद्द: खरीद #${p.id}: 10.000 क्विंटल Wheat (ग्रेड A) @ ₹2,000.00`,
    ]);
    // The list without a page, the statement and the dashboard's recent transactions say it the same way.
    const all = await read<LedgerEntry[]>(`/api/ledger?partyId=${farmer.id}`);
    expect(all.map((e) => e.description)).toEqual(await ledgerOf(farmer.id));
    const statement = await read<Statement>(`/api/ledger/statement?partyId=${farmer.id}`);
    expect(statement.entries.map((e) => e.description)).toEqual(await ledgerOf(farmer.id));

    await setLanguage('en');
    expect(await ledgerOf(farmer.id)).toEqual(english);
  });

  it('says a payment recorded for its bills, and an opening balance, in Hindi', async () => {
    const { farmer, purchase: p } = await purchase('2026-11-03', 'Bajra');
    const opening = await ctx().api({
      method: 'POST',
      url: '/api/ledger/opening-balances',
      payload: { partyId: farmer.id, amount: '-500', date: '2026-10-31' },
    });
    expect(opening.statusCode, opening.body).toBe(201);
    const paid = await ctx().api({
      method: 'POST',
      url: '/api/payments',
      payload: {
        partyId: farmer.id,
        direction: 'paid',
        amount: '1000',
        paymentDate: '2026-11-04',
        mode: 'upi',
        reference: 'TXN 42',
        accountId: undefined,
      },
    });
    // UPI needs an account: refused without one, then made with the bank account.
    expect(paid.statusCode).toBe(400);
    const bank = ctx().json<Account>(
      await ctx().api({ method: 'POST', url: '/api/accounts', payload: { name: 'SBI', kind: 'bank' } }),
    );
    const res = await ctx().api({
      method: 'POST',
      url: '/api/payments',
      payload: {
        partyId: farmer.id,
        direction: 'paid',
        amount: '1000',
        paymentDate: '2026-11-04',
        mode: 'upi',
        reference: 'TXN 42',
        accountId: bank.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = ctx().json<{ id: number; allocations: { openingBalanceId?: number }[] }>(res);
    const openingId = ctx().json<LedgerEntry>(opening).id;

    await setLanguage('hi');
    const descriptions = await ledgerOf(farmer.id);
    // Oldest first: the opening balance (₹500.00) and then ₹500.00 of the purchase.
    expect(descriptions).toEqual([
      'शुरुआती बाकी: पार्टी को देना',
      `खरीद #${p.id}: 10.000 क्विंटल Bajra (ग्रेड A) @ ₹2,000.00`,
      `भुगतान दिया #${payment.id} (UPI, रेफ़ TXN 42), शुरुआती बाकी #${openingId}, खरीद #${p.id} के लिए`,
    ]);
  });

  it('reads an entry written before the messages were kept (English only) in Hindi, its reversal too', async () => {
    const farmer = await makeFarmer(ctx().db);
    // As migration 0023 found them: the English text and no message. The two net to nothing.
    const [entry] = await queryRows<{ id: number }>(
      ctx().db,
      sql`insert into ledger_entries (party_id, transaction_type, transaction_date, description, debit)
        values (${farmer.id}, 'other', '2026-01-05', 'Purchase #7: 2.500 Tons Basmati (Grade B) @ ₹24,000.00', 100)
        returning id`,
    );
    await ctx().db.execute(
      sql`insert into ledger_entries (party_id, transaction_type, transaction_date, description, credit, reversal_of)
        values (${farmer.id}, 'other', '2026-01-05', 'Cancelled: Purchase #7: 2.500 Tons Basmati (Grade B) @ ₹24,000.00',
          100, ${entry!.id})`,
    );
    await ctx().db.execute(
      sql`insert into ledger_entries (party_id, transaction_type, transaction_date, description, debit, credit)
        values (${farmer.id}, 'other', '2026-01-06', 'Diesel for the generator', 0, 0.01),
          (${farmer.id}, 'other', '2026-01-06', 'Payment made #9 (cash) for Purchase #7, Sale #3', 0.01, 0)`,
    );
    expect(await ledgerOf(farmer.id)).toEqual([
      'Purchase #7: 2.500 Tons Basmati (Grade B) @ ₹24,000.00',
      'Cancelled: Purchase #7: 2.500 Tons Basmati (Grade B) @ ₹24,000.00',
      'Diesel for the generator',
      'Payment made #9 (cash) for Purchase #7, Sale #3',
    ]);
    await setLanguage('hi');
    expect(await ledgerOf(farmer.id)).toEqual([
      'खरीद #7: 2.500 टन Basmati (ग्रेड B) @ ₹24,000.00',
      'रद्द: खरीद #7: 2.500 टन Basmati (ग्रेड B) @ ₹24,000.00',
      // Text a user typed matches no template and stays as typed.
      'Diesel for the generator',
      'भुगतान दिया #9 (नकद), खरीद #7, बिक्री #3 के लिए',
    ]);
    const recent = await read<RecentTransaction[]>('/api/dashboard/recent-transactions?limit=20');
    expect(recent.filter((r) => r.partyId === farmer.id).map((r) => r.description)).toEqual([
      'भुगतान दिया #9 (नकद), खरीद #7, बिक्री #3 के लिए',
      'Diesel for the generator',
    ]);
  });
});

describe("the cash book in the reader's language", () => {
  it("says a purchase's labour row, a paid-out charge by its Hindi name and their reversals", async () => {
    const charge = await ctx().api({
      method: 'POST',
      url: '/api/charges',
      payload: {
        name: 'Weighing',
        nameHi: 'तुलाई',
        appliesTo: 'purchase',
        basis: 'per_quintal',
        rate: '5',
        bornBy: 'us',
        kind: 'paid_out',
      },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const { purchase: p } = await purchase('2026-11-10', 'Jowar');
    const chargeId = ctx().json<{ id: number }>(charge).id;
    expect((await ctx().api({ method: 'DELETE', url: `/api/charges/${chargeId}` })).statusCode).toBe(204);
    const cancel = await ctx().api({
      method: 'POST',
      url: `/api/purchases/${p.id}/cancel`,
      payload: { reason: 'wrong rate' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cash = (await read<Account[]>('/api/accounts')).find((a) => a.name === 'Cash in hand')!;
    const lines = async () =>
      (await read<AccountBook>(`/api/accounts/${cash.id}/book?startDate=2026-11-10&endDate=2026-11-10`)).days
        .flatMap((d) => d.lines)
        .map((l) => [l.description, l.moneyIn, l.moneyOut]);

    // Recorded together, a line's kind orders them: the lot's charge, then its expense row.
    expect(await lines()).toEqual([
      [`Weighing for Purchase #${p.id}`, '0.00', '50.00'], // 10 quintals × ₹5
      [`Labor for Purchase #${p.id}`, '0.00', '150.00'],
      [`Cancelled: Weighing for Purchase #${p.id}`, '50.00', '0.00'],
      [`Cancelled: Labor for Purchase #${p.id}`, '150.00', '0.00'],
    ]);
    await setLanguage('hi');
    expect(await lines()).toEqual([
      [`खरीद #${p.id} का तुलाई`, '0.00', '50.00'],
      [`खरीद #${p.id} का हम्माली`, '0.00', '150.00'],
      [`रद्द: खरीद #${p.id} का तुलाई`, '50.00', '0.00'],
      [`रद्द: खरीद #${p.id} का हम्माली`, '150.00', '0.00'],
    ]);
  });
});

describe("the bell in the reader's language", () => {
  it('titles its items in Hindi for a Hindi reader, with the key and parameters beside them', async () => {
    const english = await read<NotificationsAnswer>('/api/notifications');
    await setLanguage('hi');
    const hindi = await read<NotificationsAnswer>('/api/notifications');
    expect(hindi.items.map((i) => i.key)).toEqual(english.items.map((i) => i.key));
    // The test database has never been backed up.
    const backup = hindi.items.find((i) => i.kind === 'backupOld');
    expect(backup?.title).toBe('अभी तक कोई बैकअप नहीं बना');
    for (const item of hindi.items) expect(item.title).not.toMatch(/[A-Za-z]{3}/);
  });
});
