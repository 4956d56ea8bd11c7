import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { businessToday } from '../../common/business-day';
import type { Expense } from '../../common/schemas/expenses';
import type { LedgerEntry } from '../../common/schemas/ledger';
import type { Payment } from '../../common/schemas/payments';
import type { Purchase } from '../../common/schemas/purchases';
import type { Sale } from '../../common/schemas/sales';
import { subtract } from '../../common/decimal';
import { toCsv, type CsvCell } from '../../common/csv';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from './factories';
import type * as exportCursor from '../lib/export-cursor';
import { EXPORT_BATCH_ROWS } from '../lib/export-cursor';
import { useTestContext } from './test-app';

// GET /api/<list>/export?<the list's filters>&format=csv (docs/api-conventions.md#exports): the file is what the
// browser made from the list before (docs/screens.md#exports), built here from the unpaged list's answer with
// the same filters, so every export is checked against the list it exports.

// A batch of 40 rows here, not the app's 1,000: the large export below crosses two batch boundaries with 81 rows
// instead of 2,001 (the cursor itself is tested in server/lib/export-cursor.test.ts).
vi.mock('../lib/export-cursor', async (importOriginal) => ({
  ...(await importOriginal<typeof exportCursor>()),
  EXPORT_BATCH_ROWS: 40,
}));

const ctx = useTestContext();
const BOM = '\uFEFF';

const today = () => businessToday(ctx().app.config.BUSINESS_TIMEZONE);

async function list<T>(url: string): Promise<T[]> {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T[]>();
}

async function exported(url: string): Promise<{ res: LightMyRequestResponse; filename: string }> {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const disposition = String(res.headers['content-disposition']);
  const filename = /^attachment; filename="([^"]+)"$/.exec(disposition)?.[1];
  expect(filename, disposition).toBeDefined();
  expect(res.body.startsWith(BOM)).toBe(true);
  return { res, filename: filename! };
}

/** Names of parties and crops, as the screens join them in. */
async function names() {
  const parties = await list<{ id: number; name: string; type: string }>('/api/parties');
  const crops = await list<{ id: number; name: string }>('/api/crops');
  return {
    party: (id: number) => parties.find((p) => p.id === id)!,
    crop: (id: number) => crops.find((c) => c.id === id)!.name,
  };
}

/** The books of one small mandi season, with names a spreadsheet would run as formulas or split on. */
async function season() {
  const db = ctx().db;
  const ramesh = await makeFarmer(db, { name: '=Ramesh Patil' });
  const suresh = await makeFarmer(db, { name: 'Suresh, "Nashik"' });
  const ravi = await makeTrader(db, { name: 'Ravi Traders Azadpur' });
  const wheat = await makeCrop(db, { name: 'Sharbati Wheat', unit: 'quintal' });
  const chana = await makeCrop(db, { name: 'चना Kabuli', unit: 'kg' });
  const p1 = await makePurchase(db, {
    partyId: ramesh.id,
    cropId: wheat.id,
    quantity: '40',
    rate: '2150.50',
    qualityGrade: 'A',
    purchaseDate: '2025-04-01',
    expenses: [{ type: 'transportation', amount: '800' }],
  });
  await makePurchase(db, {
    partyId: ramesh.id,
    cropId: chana.id,
    quantity: '500',
    rate: '61',
    purchaseDate: '2025-04-03',
  });
  await makePurchase(db, {
    partyId: suresh.id,
    cropId: wheat.id,
    quantity: '12.5',
    rate: '2100',
    qualityGrade: 'B',
    purchaseDate: '2025-04-02',
  });
  const s1 = await makeSale(db, {
    partyId: ravi.id,
    cropId: wheat.id,
    quantity: '20',
    rate: '2400',
    qualityGrade: 'A',
    saleDate: '2025-04-05',
    paymentStatus: 'partial',
    amountReceived: '10000',
  });
  await makeSale(db, {
    partyId: ravi.id,
    cropId: chana.id,
    quantity: '100',
    rate: '70',
    saleDate: '2025-04-06',
  });
  for (const payload of [
    {
      type: 'transport',
      description: 'Truck to Azadpur, "urgent"',
      amount: '1500.50',
      expenseDate: '2025-04-02',
      purchaseId: p1.id,
    },
    {
      type: 'labor',
      description: '-hamali (loading)',
      amount: '300',
      expenseDate: '2025-04-05',
      saleId: s1.id,
    },
    { type: 'transport', description: 'Tempo', amount: '250', expenseDate: '2025-04-07' },
  ]) {
    const res = await ctx().api({ method: 'POST', url: '/api/expenses', payload });
    expect(res.statusCode, res.body).toBe(201);
  }
  const bank = await ctx().api({
    method: 'POST',
    url: '/api/accounts',
    payload: { name: 'SBI Mandi Branch', kind: 'bank' },
  });
  expect(bank.statusCode, bank.body).toBe(201);
  const bankId = bank.json<{ id: number }>().id;
  for (const payload of [
    {
      partyId: ramesh.id,
      direction: 'paid',
      amount: '50000',
      paymentDate: '2025-04-04',
      mode: 'cash',
      reference: '=HYPERLINK("x")',
      notes: 'first instalment',
    },
    {
      partyId: ravi.id,
      direction: 'received',
      amount: '2000',
      paymentDate: '2025-04-06',
      mode: 'upi',
      accountId: bankId,
    },
  ]) {
    const res = await ctx().api({ method: 'POST', url: '/api/payments', payload });
    expect(res.statusCode, res.body).toBe(201);
  }
  return { ramesh, suresh, ravi, wheat, chana };
}

const labels = {
  paymentStatus: { pending: 'Pending', paid: 'Paid', partial: 'Partial' } as Record<string, string>,
  expenseTypes: { transport: 'Transport', labor: 'Labor' } as Record<string, string>,
  directions: { received: 'Received', paid: 'Paid' } as Record<string, string>,
  modes: { cash: 'Cash', upi: 'UPI' } as Record<string, string>,
  partyTypes: { farmer: 'Farmer', trader: 'Trader' } as Record<string, string>,
  transactionTypes: { purchase: 'Purchase', sale: 'Sale', payment: 'Payment', expense: 'Expense' } as Record<
    string,
    string
  >,
};

describe('GET /api/<list>/export', () => {
  it('exports the purchases, sales, expenses, payments and ledger of the filters as the list gives them', async () => {
    const s = await season();
    const n = await names();
    const rows = (file: string) => file.split('\r\n').length - 2; // the header, and the empty tail

    // Purchases: a farmer's from a date on; and every one.
    for (const query of [`partyId=${s.ramesh.id}&startDate=2025-04-02`, `cropId=${s.wheat.id}`, '']) {
      const purchases = await list<Purchase>(`/api/purchases?${query}`);
      const { res, filename } = await exported(`/api/purchases/export?${query}&format=csv`);
      expect(filename).toBe(`purchases_report_${today()}.csv`);
      expect(res.body).toBe(
        toCsv(
          [
            'Date',
            'Farmer',
            'Crop',
            'Quantity',
            'Rate',
            'Total Amount',
            'Expenses',
            'Final Amount',
            'Quality Grade',
            'Slip Number',
          ],
          purchases.map((p) => [
            p.purchaseDate,
            n.party(p.partyId).name,
            n.crop(p.cropId),
            p.quantity,
            p.rate,
            p.totalAmount,
            p.expenseAmount,
            p.finalAmount,
            p.qualityGrade ?? 'N/A',
            p.documentNumber!,
          ]),
        ),
      );
      if (query.startsWith('partyId')) expect(rows(res.body)).toBe(1);
      // Each row ends with its slip's number (docs/documents.md).
      for (const line of res.body.split('\r\n').slice(1, -1)) expect(line).toMatch(/,"P\/2025-26\/\d{4}"$/);
    }
    // The formula guard and the quoting reach the file: the farmer's name starts with '='.
    expect((await exported('/api/purchases/export?format=csv')).res.body).toContain(`"'=Ramesh Patil"`);

    // Sales: by payment status (the derived one) and by party.
    for (const query of ['paymentStatus=partial', `partyId=${s.ravi.id}`]) {
      const sales = await list<Sale>(`/api/sales?${query}`);
      const { res, filename } = await exported(`/api/sales/export?${query}&format=csv`);
      expect(filename).toBe(`sales_report_${today()}.csv`);
      expect(res.body).toBe(
        toCsv(
          [
            'Date',
            'Party',
            'Crop',
            'Quantity',
            'Rate',
            'Total Amount',
            'Quality Grade',
            'Payment Status',
            'Bill Number',
          ],
          sales.map((x) => [
            x.saleDate,
            n.party(x.partyId).name,
            n.crop(x.cropId),
            x.quantity,
            x.rate,
            x.totalAmount,
            x.qualityGrade ?? 'N/A',
            labels.paymentStatus[x.paymentStatus]!,
            x.documentNumber!,
          ]),
        ),
      );
      expect(rows(res.body)).toBe(query.startsWith('payment') ? 1 : 2);
      for (const line of res.body.split('\r\n').slice(1, -1)) expect(line).toMatch(/,"S\/2025-26\/\d{4}"$/);
    }

    // Expenses: by type and search.
    for (const query of ['type=transport', 'q=hamali', '']) {
      const expenses = await list<Expense>(`/api/expenses?${query}`);
      const { res, filename } = await exported(`/api/expenses/export?${query}&format=csv`);
      expect(filename).toBe(`expenses_report_${today()}.csv`);
      expect(res.body).toBe(
        toCsv(
          ['Date', 'Type', 'Description', 'Amount', 'Purchase ID', 'Sale ID'],
          expenses.map((e) => [
            e.expenseDate,
            labels.expenseTypes[e.type]!,
            e.description,
            e.amount,
            e.purchaseId,
            e.saleId,
          ]),
        ),
      );
    }
    expect(
      (await exported('/api/expenses/export?type=transport&format=csv')).res.body.split('\r\n'),
    ).toHaveLength(4);

    // Payments: by direction, and every one (those recorded with the sale and purchase included).
    const accounts = await list<{ id: number; name: string }>('/api/accounts');
    for (const query of ['direction=paid', `partyId=${s.ravi.id}`, '']) {
      const payments = await list<Payment>(`/api/payments?${query}`);
      expect(payments.length).toBeGreaterThan(0);
      const { res, filename } = await exported(`/api/payments/export?${query}&format=csv`);
      expect(filename).toBe(`payments_report_${today()}.csv`);
      expect(res.body).toBe(
        toCsv(
          [
            'Date',
            'Party',
            'Direction',
            'Mode',
            'Account',
            'Reference',
            'Amount',
            'Allocated',
            'Unallocated',
            'Notes',
          ],
          payments.map((p) => [
            p.paymentDate,
            n.party(p.partyId).name,
            labels.directions[p.direction]!,
            labels.modes[p.mode]!,
            accounts.find((a) => a.id === p.accountId)!.name,
            p.reference ?? '',
            p.amount,
            subtract(p.amount, p.unallocated, 2),
            p.unallocated,
            p.notes ?? '',
          ]),
        ),
      );
    }

    // Ledger: one party (its own file name), and the whole book over a range.
    for (const [query, name] of [
      [`partyId=${s.ramesh.id}`, `ledger_report_party_${s.ramesh.id}_${today()}.csv`],
      ['startDate=2025-04-03&endDate=2025-04-06', `ledger_report_all_parties_${today()}.csv`],
    ] as const) {
      const entries = await list<LedgerEntry>(`/api/ledger?${query}`);
      expect(entries.length).toBeGreaterThan(1);
      const { res, filename } = await exported(`/api/ledger/export?${query}&format=csv`);
      expect(filename).toBe(name);
      const cells: CsvCell[][] = entries.map((e) => {
        const party = n.party(e.partyId);
        const receivable = !e.balance.startsWith('-');
        return [
          e.transactionDate,
          party.name,
          labels.partyTypes[party.type]!,
          labels.transactionTypes[e.transactionType]!,
          e.description,
          e.debit,
          e.credit,
          e.balance.replace(/^-/, ''),
          receivable ? 'Receivable' : 'Payable',
        ];
      });
      expect(res.body).toBe(
        toCsv(
          [
            'Date',
            'Party',
            'Party Type',
            'Transaction Type',
            'Description',
            'Debit',
            'Credit',
            'Balance',
            'Balance Type',
          ],
          cells,
        ),
      );
    }
    // Ramesh is owed money after the purchases: a payable balance, written without its sign.
    expect((await exported(`/api/ledger/export?partyId=${s.ramesh.id}&format=csv`)).res.body).toMatch(
      /"Purchase".*"Payable"\r\n/,
    );
  });

  it('answers only a known format, valid filters and a signed-in user', async () => {
    for (const path of ['purchases', 'sales', 'expenses', 'payments', 'ledger']) {
      const badFilter = path === 'expenses' ? 'type=fuel' : 'partyId=abc';
      for (const query of [
        'format=xls',
        '',
        'format=',
        'format=csv&startDate=2025-13-01',
        `format=csv&${badFilter}`,
        'format=csv&startDate=2025-05-02&endDate=2025-05-01',
      ]) {
        const res = await ctx().api({ method: 'GET', url: `/api/${path}/export?${query}` });
        expect(res.statusCode, `${path} ${query}: ${res.body}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
      const unsigned = await ctx().app.inject({ method: 'GET', url: `/api/${path}/export?format=csv` });
      expect(unsigned.statusCode).toBe(401);
      // An empty answer is still a file: the header line.
      const none = await ctx().api({
        method: 'GET',
        url: `/api/${path}/export?format=csv&startDate=2001-01-01&endDate=2001-01-01`,
      });
      expect(none.statusCode, none.body).toBe(200);
      expect(none.body.split('\r\n')).toHaveLength(2);
    }
  });
});

describe('a large export', () => {
  it(
    'streams two batches and part of a third, row for row what the unpaged list gives',
    { timeout: 300_000 },
    async () => {
      const db = ctx().db;
      const farmer = await makeFarmer(db, { name: 'Bulk Farmer Sangli' });
      const crop = await makeCrop(db, { name: 'Bulk Turmeric', unit: 'kg' });
      // Two full FETCHes and a last one that is not (EXPORT_BATCH_ROWS is the cursor's batch).
      const rows = 2 * EXPORT_BATCH_ROWS + 1;
      for (let i = 0; i < rows; i++) {
        const day = String(1 + (i % 28)).padStart(2, '0');
        await makePurchase(db, {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: String(100 + i),
          rate: `${90 + (i % 7)}.25`,
          qualityGrade: (['A', 'B', 'C', undefined] as const)[i % 4],
          purchaseDate: `2024-${String(1 + (i % 12)).padStart(2, '0')}-${day}`,
        });
      }
      const purchases = await list<Purchase>(`/api/purchases?partyId=${farmer.id}`);
      expect(purchases).toHaveLength(rows);
      const { res } = await exported(`/api/purchases/export?partyId=${farmer.id}&format=csv`);
      const lines = res.body.slice(BOM.length).split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines.shift()).toBe(
        '"Date","Farmer","Crop","Quantity","Rate","Total Amount","Expenses","Final Amount","Quality Grade","Slip Number"',
      );
      expect(lines).toHaveLength(rows);
      purchases.forEach((p, i) => {
        expect(lines[i], `row ${i + 1}`).toBe(
          [
            p.purchaseDate,
            'Bulk Farmer Sangli',
            'Bulk Turmeric',
            p.quantity,
            p.rate,
            p.totalAmount,
            p.expenseAmount,
            p.finalAmount,
            p.qualityGrade ?? 'N/A',
            p.documentNumber,
          ]
            .map((c) => `"${c}"`)
            .join(','),
        );
      });
    },
  );
});
