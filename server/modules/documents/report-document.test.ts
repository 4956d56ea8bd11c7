import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { pdfLayoutText, pdfText, pdfToPng } from './pdf-text';

// "Export PDF" on Reports (docs/documents.md#reports): the report as a PDF whose text reads back the firm, the
// filters, the rows and the totals, in English and in Hindi.

const ctx = useTestContext();

const MARCH = 'startDate=2026-03-01&endDate=2026-03-31';
let traderId: number;
let wheatId: number;

async function pdf(url: string): Promise<Buffer> {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

beforeAll(async () => {
  const db = ctx().db;
  const put = await ctx().api({
    method: 'PUT',
    url: '/api/settings/business',
    payload: { name: 'Shri Balaji Trading Company', phone: '+91 731 246 5810', documentLanguage: 'en' },
  });
  expect(put.statusCode, put.body).toBe(200);
  const farmer = await makeFarmer(db, { name: 'श्री किशन क्षत्रिय' });
  traderId = (await makeTrader(db, { name: 'Ravi Traders Azadpur' })).id;
  wheatId = (await makeCrop(db, { name: 'Sharbati Wheat', unit: 'quintal' })).id;
  const jeera = await makeCrop(db, { name: 'जीरा', unit: 'kg' });
  for (const [cropId, quantity, rate] of [
    [wheatId, '100', '2000'],
    [jeera.id, '1000', '200'],
  ] as const) {
    await ctx().send('/api/purchases', {
      partyId: farmer.id,
      cropId,
      quantity,
      rate,
      purchaseDate: '2026-03-01',
    });
  }
  // 30 q × ₹2,400 = ₹72,000.00 (cost ₹60,000.00); 250 kg × ₹260.50 = ₹65,125.00 (cost ₹50,000.00).
  await ctx().send('/api/sales', {
    partyId: traderId,
    cropId: wheatId,
    quantity: '30',
    rate: '2400',
    paymentStatus: 'paid',
    saleDate: '2026-03-10',
  });
  await ctx().send('/api/sales', {
    partyId: traderId,
    cropId: jeera.id,
    quantity: '250',
    rate: '260.50',
    paymentStatus: 'pending',
    saleDate: '2026-03-15',
  });
  await ctx().send('/api/expenses', {
    type: 'transport',
    description: 'Truck to Indore',
    amount: '1200.50',
    expenseDate: '2026-03-11',
  });
});

describe('the Reports PDF', () => {
  it('prints the profit and loss statement in English: the firm, the period, each line and the crops', async () => {
    const file = await pdf(`/api/reports/report.pdf?type=profit_loss&${MARCH}&lang=en`);
    const text = pdfLayoutText(file);
    expect(text).toContain('Shri Balaji Trading Company');
    expect(text).toContain('Profit & Loss Statement');
    expect(text).toContain('01/03/2026 – 31/03/2026');
    expect(text).toMatch(/Sales\s+₹1,37,125\.00/);
    expect(text).toMatch(/Cost of goods sold\s+− ₹1,10,000\.00/);
    expect(text).toMatch(/Gross profit\s+₹27,125\.00/);
    expect(text).toMatch(/Expenses: Transport\s+− ₹1,200\.50/);
    expect(text).toMatch(/Total expenses\s+− ₹1,200\.50/);
    expect(text).toMatch(/Net profit\s+₹25,924\.50/);
    expect(text).toMatch(/Sharbati Wheat\s+30\.000 quintal\s+₹72,000\.00\s+₹60,000\.00\s+₹12,000\.00/);
    expect(text).toMatch(/250\.000 kg\s+₹65,125\.00\s+₹50,000\.00\s+₹15,125\.00/);
  });

  it('prints it in Hindi, read back in logical order', async () => {
    const text = pdfText(await pdf(`/api/reports/report.pdf?type=profit_loss&${MARCH}&lang=hi`));
    for (const words of [
      'नफ़ा-नुकसान का विवरण',
      'बिके माल की लागत',
      'शुद्ध मुनाफ़ा',
      'भाड़ा',
      'जीरा',
      'फसल के हिसाब से',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('₹25,924.50');
  });

  it('prints the sales report with its filters, rows and totals, in the signed-in user’s language by default', async () => {
    const url = `/api/reports/report.pdf?type=sales&${MARCH}&partyId=${traderId}&cropId=${wheatId}`;
    const text = pdfLayoutText(await pdf(url));
    expect(text).toContain('Sales Summary');
    expect(text).toMatch(/Party\s+Ravi Traders Azadpur/);
    expect(text).toMatch(/Crop\s+Sharbati Wheat/);
    // A name wraps within its column: its first line is beside the figures.
    expect(text).toMatch(
      /10\/03\/2026\s+Ravi Traders(?: Azadpur)?\s+Sharbati(?: Wheat)?\s+30\.000 quintal\s+₹2,400\.00\s+₹72,000\.00\s+Paid/,
    );
    expect(text).toMatch(/Transactions\s+1/);
    expect(text).toMatch(/Total amount\s+₹72,000\.00/);
    const res = await ctx().api({ method: 'GET', url });
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales_report_2026-03-01_to_2026-03-31.pdf"',
    );
    // The admin switched to Hindi: the same report without ?lang= is Hindi.
    const lang = await ctx().api({ method: 'PUT', url: '/api/auth/language', payload: { language: 'hi' } });
    expect(lang.statusCode, lang.body).toBe(200);
    try {
      const hi = pdfText(await pdf(url));
      expect(hi).toContain('बिक्री का सार');
      expect(hi).toContain('चुकता');
    } finally {
      await ctx().api({ method: 'PUT', url: '/api/auth/language', payload: { language: 'en' } });
    }
  });

  it('refuses bad filters with a 400 and an unknown party with a 404', async () => {
    for (const url of [
      '/api/reports/report.pdf?type=sales',
      `/api/reports/report.pdf?type=sales&startDate=2026-03-31&endDate=2026-03-01`,
      `/api/reports/report.pdf?type=stock&${MARCH}`,
      `/api/reports/report.pdf?type=sales&${MARCH}&lang=fr`,
    ]) {
      const res = await ctx().api({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    const unknown = await ctx().api({
      method: 'GET',
      url: `/api/reports/report.pdf?type=sales&${MARCH}&partyId=999999`,
    });
    expect(unknown.statusCode).toBe(404);
    const unsigned = await ctx().app.inject({
      method: 'GET',
      url: `/api/reports/report.pdf?type=sales&${MARCH}`,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('renders to PNG pages (under .tmp/documents, to be looked at)', async () => {
    const out = path.join(process.cwd(), '.tmp', 'documents');
    for (const type of ['profit_loss', 'sales', 'purchase'] as const) {
      for (const lang of ['en', 'hi'] as const) {
        const file = await pdf(`/api/reports/report.pdf?type=${type}&${MARCH}&lang=${lang}`);
        expect(pdfToPng(file, path.join(out, `report-${type}-${lang}`)).length).toBeGreaterThan(0);
      }
    }
  }, 120_000);
});
