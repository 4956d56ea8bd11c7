import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../common/business-day';
import type { TradeReportRow } from '../../common/schemas/reports';
import { toCsv } from '../../common/csv';
import { makeCrop, makeFarmer, makePurchase, makeSale, makeTrader } from './factories';
import { useTestContext } from './test-app';
import { expectWorkbookMatchesCsv, type Kind } from './workbook-matches-csv';
import { MONEY_FORMAT, QUANTITY_FORMAT } from './xlsx-formats';
import { readWorkbook, type Workbook } from './xlsx-reader';

// GET /api/<list>/export?…&format=xlsx (docs/api-conventions.md#exports): the workbook of every export is the
// CSV of the same query, cell by cell, with numbers, dates and the en-IN formats; the CSV itself is checked
// against the lists in exports.test.ts (and here for the report's, which is new).

const ctx = useTestContext();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => businessToday(ctx().app.config.BUSINESS_TIMEZONE);

/** The CSV and the workbook of one query; the workbook's name is the CSV's with .xlsx. */
async function bothFiles(
  path: string,
  query: string,
): Promise<{ csv: string; workbook: Workbook; name: string }> {
  const csv = await ctx().api({ method: 'GET', url: `${path}?${query}&format=csv` });
  expect(csv.statusCode, csv.body).toBe(200);
  const xlsx = await ctx().api({ method: 'GET', url: `${path}?${query}&format=xlsx` });
  expect(xlsx.statusCode, xlsx.body).toBe(200);
  expect(xlsx.headers['content-type']).toBe(XLSX);
  const csvName = /filename="([^"]+)\.csv"$/.exec(String(csv.headers['content-disposition']))?.[1];
  expect(csvName).toBeDefined();
  expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="${csvName}.xlsx"`);
  expect(xlsx.headers['cache-control']).toBe('no-store');
  return { csv: csv.body, workbook: readWorkbook(xlsx.rawPayload), name: csvName! };
}

let s: Awaited<ReturnType<typeof season>>;

/** A few days of a mandi: a crore's purchase, names a spreadsheet would run as formulas, Hindi, empty cells. */
async function season() {
  const db = ctx().db;
  const ramesh = await makeFarmer(db, { name: '=Ramesh Patil' });
  const suresh = await makeFarmer(db, { name: 'सुरेश "Nashik" & Sons' });
  const ravi = await makeTrader(db, { name: 'Ravi Traders <Azadpur>' });
  const wheat = await makeCrop(db, { name: 'Sharbati Wheat', unit: 'quintal' });
  const chana = await makeCrop(db, { name: 'चना Kabuli', unit: 'kg' });
  const p1 = await makePurchase(db, {
    partyId: ramesh.id,
    cropId: wheat.id,
    quantity: '40',
    rate: '2150.50',
    qualityGrade: 'A',
    moistureContent: '12.5',
    purchaseDate: '2025-04-01',
    expenses: [{ type: 'transportation', amount: '800' }],
  });
  // 5,000 quintals at ₹2,500: ₹1,25,00,000.00, a crore's figure.
  await makePurchase(db, {
    partyId: suresh.id,
    cropId: wheat.id,
    quantity: '5000',
    rate: '2500',
    purchaseDate: '2025-04-02',
  });
  await makePurchase(db, {
    partyId: ramesh.id,
    cropId: chana.id,
    quantity: '12.5',
    rate: '61',
    purchaseDate: '2025-04-03',
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
    quantity: '10',
    rate: '70',
    saleDate: '2025-04-06',
  });
  for (const payload of [
    {
      type: 'transport',
      description: 'Truck, "urgent"',
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
    await ctx().send('/api/expenses', payload);
  }
  await ctx().send('/api/payments', {
    partyId: ramesh.id,
    direction: 'paid',
    amount: '50000',
    paymentDate: '2025-04-04',
    mode: 'cash',
    reference: '=HYPERLINK("x")',
    notes: 'first instalment',
  });
  return { ramesh, suresh, ravi, wheat, chana };
}

beforeAll(async () => {
  s = await season();
}, 60_000);

describe('GET /api/<list>/export?format=xlsx', () => {
  it('purchases: the CSV of the same filters, cell by cell; a crore with its ₹ format, the day as a date', async () => {
    const kinds: Kind[] = [
      'date',
      'text',
      'text',
      'quantity',
      'money',
      'money',
      'money',
      'money',
      'text',
      'text',
    ];
    for (const query of [
      '',
      `partyId=${s.ramesh.id}`,
      `cropId=${s.wheat.id}&startDate=2025-04-02`,
      'q=nobody',
    ]) {
      const { csv, workbook, name } = await bothFiles('/api/purchases/export', query);
      expect(name).toBe(`purchases_report_${today()}`);
      expect(workbook.sheetNames).toEqual(['Purchases']);
      expectWorkbookMatchesCsv(workbook, csv, kinds);
    }
    // By hand: Suresh's purchase of 2 April 2025 (serial 45749), 5,000.000 quintals at ₹2,500.00, ₹1,25,00,000.00.
    const { workbook } = await bothFiles('/api/purchases/export', `partyId=${s.suresh.id}`);
    const [date, farmer, crop, quantity, rate, total, expenses, final, grade] = workbook.rows[1]!;
    expect(date).toEqual({ type: 'number', value: '45749', format: 'dd mmm yyyy', bold: false });
    expect(farmer?.value).toBe('सुरेश "Nashik" & Sons');
    expect(crop?.value).toBe('Sharbati Wheat');
    expect(quantity).toEqual({ type: 'number', value: '5000.000', format: QUANTITY_FORMAT, bold: false });
    expect(rate).toEqual({ type: 'number', value: '2500.00', format: MONEY_FORMAT, bold: false });
    expect(total).toEqual({ type: 'number', value: '12500000.00', format: MONEY_FORMAT, bold: false });
    expect(expenses?.value).toBe('0.00');
    expect(final?.value).toBe('12500000.00');
    expect(grade?.value).toBe('N/A');
    // The farmer named "=Ramesh Patil" is text, not a formula, without the CSV's guard.
    const ramesh = await bothFiles('/api/purchases/export', `partyId=${s.ramesh.id}`);
    expect(ramesh.csv).toContain(`"'=Ramesh Patil"`);
    expect(ramesh.workbook.rows[1]![1]).toEqual({
      type: 'string',
      value: '=Ramesh Patil',
      format: 'General',
      bold: false,
    });
  });

  it('sales: the CSV of the same filters, cell by cell', async () => {
    const kinds: Kind[] = ['date', 'text', 'text', 'quantity', 'money', 'money', 'text', 'text', 'text'];
    for (const query of ['', 'paymentStatus=partial', `cropId=${s.chana.id}`]) {
      const { csv, workbook, name } = await bothFiles('/api/sales/export', query);
      expect(name).toBe(`sales_report_${today()}`);
      expect(workbook.sheetNames).toEqual(['Sales']);
      expectWorkbookMatchesCsv(workbook, csv, kinds);
    }
    const { workbook } = await bothFiles('/api/sales/export', 'paymentStatus=partial');
    expect(workbook.rows).toHaveLength(2);
    expect(workbook.rows[1]!.map((c) => c?.value)).toEqual([
      '45752',
      'Ravi Traders <Azadpur>',
      'Sharbati Wheat',
      '20.000',
      '2400.00',
      '48000.00',
      'A',
      'Partial',
      expect.stringMatching(/^S\/2025-26\/\d{4}$/),
    ]);
  });

  it('expenses: the CSV of the same filters, cell by cell; an expense with no purchase has that cell empty', async () => {
    const kinds: Kind[] = ['date', 'text', 'text', 'money', 'number', 'number'];
    for (const query of ['', 'type=transport', 'q=hamali']) {
      const { csv, workbook, name } = await bothFiles('/api/expenses/export', query);
      expect(name).toBe(`expenses_report_${today()}`);
      expectWorkbookMatchesCsv(workbook, csv, kinds);
    }
    const { workbook } = await bothFiles('/api/expenses/export', 'q=Tempo');
    expect(workbook.rows[1]).toEqual([
      { type: 'number', value: '45754', format: 'dd mmm yyyy', bold: false },
      { type: 'string', value: 'Transport', format: 'General', bold: false },
      { type: 'string', value: 'Tempo', format: 'General', bold: false },
      { type: 'number', value: '250.00', format: MONEY_FORMAT, bold: false },
    ]);
  });

  it('payments: the CSV of the same filters, cell by cell', async () => {
    const kinds: Kind[] = ['date', 'text', 'text', 'text', 'text', 'text', 'money', 'money', 'money', 'text'];
    for (const query of ['', 'direction=paid', `partyId=${s.ravi.id}`]) {
      const { csv, workbook, name } = await bothFiles('/api/payments/export', query);
      expect(name).toBe(`payments_report_${today()}`);
      expectWorkbookMatchesCsv(workbook, csv, kinds);
    }
    const { workbook } = await bothFiles('/api/payments/export', `partyId=${s.ramesh.id}&direction=paid`);
    expect(workbook.rows[1]![5]?.value).toBe('=HYPERLINK("x")');
    expect(workbook.rows[1]![6]).toEqual({
      type: 'number',
      value: '50000.00',
      format: MONEY_FORMAT,
      bold: false,
    });
  });

  it('ledger: the CSV of the same filters, cell by cell, under the file name of its party', async () => {
    const kinds: Kind[] = ['date', 'text', 'text', 'text', 'text', 'money', 'money', 'money', 'text'];
    for (const [query, name] of [
      [`partyId=${s.suresh.id}`, `ledger_report_party_${s.suresh.id}_${today()}`],
      ['startDate=2025-04-02&endDate=2025-04-05', `ledger_report_all_parties_${today()}`],
    ] as const) {
      const both = await bothFiles('/api/ledger/export', query);
      expect(both.name).toBe(name);
      expect(both.workbook.sheetNames).toEqual(['Ledger']);
      expectWorkbookMatchesCsv(both.workbook, both.csv, kinds);
    }
    // Suresh is owed the crore: a payable balance, without its sign.
    const { workbook } = await bothFiles('/api/ledger/export', `partyId=${s.suresh.id}`);
    const last = workbook.rows[workbook.rows.length - 1]!;
    expect(last[7]).toEqual({ type: 'number', value: '12500000.00', format: MONEY_FORMAT, bold: false });
    expect(last[8]?.value).toBe('Payable');
  });

  it("reports: the report's rows as the report lists them, in the CSV and the workbook alike", async () => {
    const range = 'startDate=2025-04-01&endDate=2025-04-30';
    for (const [type, query] of [
      ['purchase', `type=purchase&${range}`],
      ['purchase', `type=purchase&${range}&cropId=${s.wheat.id}`],
      ['sales', `type=sales&${range}&q=kabuli`],
      ['inventory', `type=inventory&${range}`],
    ] as const) {
      const sales = type === 'sales';
      const list = await ctx().read<TradeReportRow[]>(`/api/reports/trades?${query}`);
      expect(list.length).toBeGreaterThan(0);
      const { csv, workbook, name } = await bothFiles('/api/reports/trades/export', query);
      const reportType = /type=(\w+)/.exec(query)![1];
      expect(name).toBe(`${reportType}_report_2025-04-01_to_2025-04-30`);
      expect(csv).toBe(
        toCsv(
          [
            'Date',
            'Party',
            'Party Type',
            'Crop',
            'Quantity',
            'Rate',
            'Total Amount',
            ...(sales ? ['Payment Status'] : ['Quality Grade', 'Moisture Content']),
          ],
          list.map((r) => [
            r.date,
            r.partyName,
            { farmer: 'Farmer', trader: 'Trader', exporter: 'Exporter' }[r.partyType],
            r.cropName,
            r.quantity,
            r.rate,
            r.amount,
            ...(sales
              ? [{ pending: 'Pending', partial: 'Partial', paid: 'Paid' }[r.paymentStatus!]]
              : [r.qualityGrade ?? '', r.moistureContent ?? '']),
          ]),
        ),
      );
      const kinds: Kind[] = ['date', 'text', 'text', 'text', 'quantity', 'money', 'money'];
      expectWorkbookMatchesCsv(workbook, csv, sales ? [...kinds, 'text'] : [...kinds, 'text', 'number']);
    }
    // Ramesh's wheat of 1 April: moisture 12.5 as a number.
    const { workbook } = await bothFiles(
      '/api/reports/trades/export',
      `type=purchase&${range}&partyId=${s.ramesh.id}&cropId=${s.wheat.id}`,
    );
    expect(workbook.rows[1]!.slice(4)).toEqual([
      { type: 'number', value: '40.000', format: QUANTITY_FORMAT, bold: false },
      { type: 'number', value: '2150.50', format: MONEY_FORMAT, bold: false },
      { type: 'number', value: '86020.00', format: MONEY_FORMAT, bold: false },
      { type: 'string', value: 'A', format: 'General', bold: false },
      { type: 'number', value: '12.5', format: 'General', bold: false },
    ]);
  });

  it('refuses an unknown format, bad filters and a client without a session, and writes an empty workbook', async () => {
    const paths = [
      '/api/purchases/export?',
      '/api/sales/export?',
      '/api/expenses/export?',
      '/api/payments/export?',
      '/api/ledger/export?',
      '/api/reports/trades/export?type=sales&startDate=2025-04-01&endDate=2025-04-30&',
    ];
    for (const path of paths) {
      for (const bad of [
        'format=xls',
        'format=XLSX',
        'format=pdf',
        'format=xlsx&format=csv',
        'format=xlsx&startDate=2025-02-30',
      ]) {
        const res = await ctx().api({ method: 'GET', url: `${path}${bad}` });
        expect(res.statusCode, `${path}${bad}: ${res.body}`).toBe(400);
        expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
      }
      const unsigned = await ctx().app.inject({ method: 'GET', url: `${path}format=xlsx` });
      expect(unsigned.statusCode).toBe(401);
    }
    const none = await ctx().api({
      method: 'GET',
      url: '/api/purchases/export?format=xlsx&startDate=2001-01-01&endDate=2001-01-01',
    });
    expect(none.statusCode).toBe(200);
    const workbook = readWorkbook(none.rawPayload);
    expect(workbook.rows).toHaveLength(1);
    expect(workbook.frozenRows).toBe(1);
    expect(workbook.rows[0]!.every((c) => c?.bold)).toBe(true);
  });
});
