import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../common/schemas/accounts';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { makeCity, makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { renderDocument } from './documents.service';
import { pdfFonts, pdfLayoutText, pdfText, pdfToPng } from './pdf-text';

// The printed documents (docs/documents.md): real PDFs whose text layer reads back the figures, in English
// and in Hindi in logical order, with the font embedded as a subset.

const ctx = useTestContext();

const get = (url: string) => ctx().api({ method: 'GET', url });
const post = (url: string, payload: Record<string, unknown>) => ctx().api({ method: 'POST', url, payload });

let farmerId: number;
let traderId: number;
let purchase: Purchase;
let cancelled: Purchase;
let sale: Sale;
let cash: Account;
let workedExample: Purchase;

beforeAll(async () => {
  const db = ctx().db;
  // Names that hold the conjuncts and vowel signs the Hindi text layer must read back in logical order:
  // क्ष, त्र, श्री, कि, की.
  const city = await makeCity(db, { name: 'कीरतपुर' });
  const farmer = await makeFarmer(db, {
    name: 'श्री किशन क्षत्रिय',
    contactNumber: '9876543210',
    stateId: city.stateId,
    cityId: city.id,
  });
  farmerId = farmer.id;
  traderId = (await makeTrader(db, { name: 'Ravi Traders', contactNumber: '9811122233' })).id;
  const wheat = await makeCrop(db, { name: 'Wheat', unit: 'quintal' });
  // ₹57,428.12: the figure of docs/posting.md#charges' net payable, here as a lot's value (4 q at ₹14,357.03).
  purchase = (
    await post('/api/purchases', {
      partyId: farmerId,
      cropId: wheat.id,
      quantity: '4',
      rate: '14357.03',
      qualityGrade: 'A',
      purchaseDate: '2026-11-20',
      amountPaid: '20000',
    })
  ).json<Purchase>();
  cancelled = (
    await post('/api/purchases', {
      partyId: farmerId,
      cropId: wheat.id,
      quantity: '1',
      rate: '2425',
      purchaseDate: '2026-11-21',
    })
  ).json<Purchase>();
  await post(`/api/purchases/${cancelled.id}/cancel`, { reason: 'Entered twice' });
  sale = (
    await post('/api/sales', {
      partyId: traderId,
      cropId: wheat.id,
      quantity: '2',
      rate: '15000.5',
      qualityGrade: 'A',
      saleDate: '2026-11-22',
      paymentStatus: 'pending',
    })
  ).json<Sale>();
  cash = (await get('/api/accounts')).json<Account[]>().find((a) => a.name === 'Cash in hand')!;
});

async function pdf(url: string): Promise<Buffer> {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return res.rawPayload;
}

describe("the farmer's slip", () => {
  it('prints the lot, the amount in words in Indian numbering, what is paid and what is open (English)', async () => {
    const file = await pdf(`/api/purchases/${purchase.id}/slip.pdf?lang=en`);
    const text = pdfText(file);
    const lines = pdfLayoutText(file);
    expect(text).toContain("Farmer's slip");
    expect(text).toContain('श्री किशन क्षत्रिय');
    expect(text).toContain('कीरतपुर');
    expect(text).toContain('9876543210');
    expect(text).toContain('20/11/2026');
    expect(text).toContain('4.000 quintal');
    expect(text).toContain('₹14,357.03');
    expect(text).toContain('₹57,428.12');
    expect(text).toContain('Rupees Fifty-Seven Thousand Four Hundred Twenty-Eight and Twelve Paise');
    expect(lines).toMatch(/Rate +₹14,357\.03 \/ quintal\n/);
    expect(lines).toMatch(/Net payable +₹57,428\.12\n/);
    expect(lines).toMatch(/Paid so far +₹20,000\.00\n/);
    expect(lines).toMatch(/Outstanding +₹37,428\.12\n/);
    expect(text).toContain("Farmer's signature");
    expect(text).not.toContain('CANCELLED');
  });

  it('is in Hindi with en-IN digits, and its Devanagari reads back in logical order (क्ष, त्र, श्री, कि, की)', async () => {
    const text = pdfText(await pdf(`/api/purchases/${purchase.id}/slip.pdf?lang=hi&size=a5`));
    expect(text).toContain('किसान पर्ची');
    expect(text).toContain('₹57,428.12');
    expect(text).toContain('सत्तावन हज़ार चार सौ अट्ठाईस रुपये और बारह पैसे');
    for (const word of ['क्ष', 'त्र', 'श्री', 'कि', 'की']) expect(text).toContain(word);
    expect(text).toContain('श्री किशन क्षत्रिय');
    // Visual order would put the vowel sign ि before its consonant: "िक".
    expect(text).not.toMatch(/(^|\s)[\u093F]/);
    expect(text).toContain('किसान के हस्ताक्षर');
  });

  it('embeds its one font as a subset', async () => {
    const fonts = pdfFonts(await pdf(`/api/purchases/${purchase.id}/slip.pdf?lang=hi`));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatchObject({ embedded: true, subset: true });
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSansDevanagari/);
    }
  });

  it('reads the same when documents in both languages are drawn at once (the parsed fonts are shared)', async () => {
    const urls = [
      `/api/purchases/${purchase.id}/slip.pdf?lang=hi&size=a5`,
      `/api/sales/${sale.id}/bill.pdf?lang=en`,
      `/api/purchases/${purchase.id}/slip.pdf?lang=en`,
      `/api/sales/${sale.id}/bill.pdf?lang=hi&size=a5`,
    ];
    const alone: string[] = [];
    for (const url of urls) alone.push(pdfText(await pdf(url)));
    const together = await Promise.all([...urls, ...urls].map(async (url) => pdfText(await pdf(url))));
    expect(together).toEqual([...alone, ...alone]);
    expect(alone[0]).toContain('श्री किशन क्षत्रिय');
  });

  it('stamps CANCELLED across a cancelled one, which keeps its reason', async () => {
    for (const lang of ['en', 'hi']) {
      const text = pdfText(await pdf(`/api/purchases/${cancelled.id}/slip.pdf?lang=${lang}`));
      expect(text).toContain('CANCELLED');
      expect(text).toContain('Entered twice');
    }
  });
});

describe('the sale bill', () => {
  it('prints the buyer, the bill total and its words in both languages', async () => {
    const en = pdfText(await pdf(`/api/sales/${sale.id}/bill.pdf`));
    expect(en).toContain('Bill');
    expect(en).toContain('Ravi Traders');
    expect(en).toContain('₹30,001.00');
    expect(en).toContain('Rupees Thirty Thousand One');
    expect(en).toContain("Buyer's signature");
    const hi = pdfText(await pdf(`/api/sales/${sale.id}/bill.pdf?lang=hi&size=a5`));
    expect(hi).toContain('बिल की कुल रकम');
    expect(hi).toContain('₹30,001.00');
    expect(hi).toContain('तीस हज़ार एक रुपये');
  });
});

describe('the party statement', () => {
  it("prints the farmer's opening, entries and closing balance as GET /api/ledger/statement has them", async () => {
    const json = (
      await get(`/api/ledger/statement?partyId=${farmerId}&startDate=2026-11-01&endDate=2026-11-30`)
    ).json<{ closingBalance: string; totalCredit: string }>();
    expect(json.closingBalance).toBe('-37428.12');
    const en = pdfText(
      await pdf(`/api/ledger/statement.pdf?partyId=${farmerId}&startDate=2026-11-01&endDate=2026-11-30`),
    );
    expect(en).toContain('Party statement');
    expect(en).toContain('01/11/2026 – 30/11/2026');
    expect(en).toContain('₹57,428.12');
    expect(en).toContain('Closing balance');
    expect(en).toContain('₹37,428.12 Cr');
    const hi = pdfText(await pdf(`/api/ledger/statement.pdf?partyId=${farmerId}&lang=hi`));
    expect(hi).toContain('खाता विवरण');
    expect(hi).toContain('₹37,428.12 जमा');
    expect(hi).toContain('श्री किशन क्षत्रिय');
    // The entries' descriptions in the document's language (docs/messages.md#records).
    expect(en).toContain('Quintals');
    expect(hi).toContain('क्विंटल');
    expect(hi).not.toContain('Quintals');
  });
});

describe("a day's cash book", () => {
  it('prints the day of "Cash in hand" with the payment made with the purchase', async () => {
    const en = pdfText(await pdf(`/api/accounts/${cash.id}/book.pdf?date=2026-11-20`));
    expect(en).toContain('Cash book');
    expect(en).toContain('Cash in hand');
    expect(en).toContain('20/11/2026');
    expect(en).toContain('₹20,000.00');
    const hi = pdfText(await pdf(`/api/accounts/${cash.id}/book.pdf?date=2026-11-20&lang=hi&size=a5`));
    expect(hi).toContain('रोकड़ बही');
    expect(hi).toContain('जावक');
    expect(hi).toContain('₹20,000.00');
    expect(en).toContain('Payment made for Purchase');
    expect(hi).toContain('का भुगतान दिया');
    expect(hi).not.toContain('Payment made');
  });
});

describe('document requests', () => {
  it('answers 400 for a language or size it does not print, naming the field', async () => {
    for (const query of ['lang=fr', 'size=a3', 'size=A4x']) {
      const res = await get(`/api/purchases/${purchase.id}/slip.pdf?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/lang|size/);
    }
    expect((await get(`/api/ledger/statement.pdf`)).statusCode).toBe(400);
    expect(
      (await get(`/api/ledger/statement.pdf?partyId=${farmerId}&startDate=2026-12-01&endDate=2026-11-01`))
        .statusCode,
    ).toBe(400);
    expect((await get(`/api/accounts/${cash.id}/book.pdf?date=yesterday`)).statusCode).toBe(400);
  });

  it('answers 404 for a purchase, sale, party or account that does not exist', async () => {
    for (const url of [
      '/api/purchases/999999/slip.pdf',
      '/api/sales/999999/bill.pdf',
      '/api/ledger/statement.pdf?partyId=999999',
      '/api/accounts/999999/book.pdf',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ message: string }>().message).not.toBe('');
    }
  });

  it('answers 401 without signing in', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/purchases/${purchase.id}/slip.pdf` });
    expect(res.statusCode).toBe(401);
  });
});

describe("the worked example of docs/posting.md#charges on the farmer's slip", () => {
  it('prints each charge with its basis and amount, the deductions and the net payable ₹57,428.12 in words', async () => {
    const schedule = [
      { name: 'Commission', nameHi: 'आढ़त', basis: 'percent', rate: '2.5', kind: 'retained' },
      { name: 'Hamali', nameHi: 'हम्माली', basis: 'per_bag', rate: '12', kind: 'paid_out' },
      { name: 'Bardana', nameHi: 'बारदाना', basis: 'per_bag', rate: '8', kind: 'paid_out' },
      { name: 'Weighing', nameHi: 'तुलाई', basis: 'per_quintal', rate: '3', kind: 'paid_out' },
      { name: 'Market fee', nameHi: 'मंडी शुल्क', basis: 'percent', rate: '1', kind: 'paid_out' },
    ];
    const ids: number[] = [];
    for (const c of schedule) {
      const res = await post('/api/charges', { ...c, appliesTo: 'purchase', bornBy: 'party' });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    const wheat = await makeCrop(ctx().db, { name: 'Wheat (worked example)', unit: 'quintal' });
    const res = await post('/api/purchases', {
      partyId: farmerId,
      cropId: wheat.id,
      quantity: '25',
      rate: '2425',
      bags: 50,
      purchaseDate: '2026-11-23',
      charges: ids.map((chargeId) => ({ chargeId })),
    });
    expect(res.statusCode, res.body).toBe(201);
    workedExample = res.json<Purchase>();
    const file = await pdf(`/api/purchases/${workedExample.id}/slip.pdf?lang=en`);
    const lines = pdfLayoutText(file);
    expect(lines).toMatch(/Bags +50\n/);
    expect(lines).toMatch(/Value +₹60,625\.00\n/);
    expect(lines).toMatch(/Commission +2\.5% of value +₹1,515\.63\n/);
    expect(lines).toMatch(/Hamali +₹12\.00 per bag +₹600\.00\n/);
    expect(lines).toMatch(/Bardana +₹8\.00 per bag +₹400\.00\n/);
    expect(lines).toMatch(/Weighing +₹3\.00 per quintal +₹75\.00\n/);
    expect(lines).toMatch(/Market fee +1% of value +₹606\.25\n/);
    expect(lines).toMatch(/Less: deductions +− ₹3,196\.88\n/);
    expect(lines).toMatch(/Net payable +₹57,428\.12\n/);
    expect(pdfText(file)).toContain('Rupees Fifty-Seven Thousand Four Hundred Twenty-Eight and Twelve Paise');
    const hi = pdfText(await pdf(`/api/purchases/${workedExample.id}/slip.pdf?lang=hi`));
    for (const name of ['आढ़त', 'हम्माली', 'बारदाना', 'तुलाई', 'मंडी शुल्क']) expect(hi).toContain(name);
    expect(hi).toContain('₹3,196.88');
    expect(hi).toContain('सत्तावन हज़ार चार सौ अट्ठाईस रुपये और बारह पैसे');
  });
});

describe('the business profile on top', () => {
  it('prints the profile of Settings on every document, in its documentLanguage unless the request asks', async () => {
    const before = pdfText(await pdf(`/api/sales/${sale.id}/bill.pdf`));
    expect(before).toContain('Bill'); // no profile yet: English, and no name made up
    expect(before).not.toContain('GSTIN');
    const put = await ctx().api({
      method: 'PUT',
      url: '/api/settings/business',
      payload: {
        name: 'श्री बालाजी ट्रेडिंग कंपनी',
        address: 'Shop 27, Krishi Upaj Mandi, Indore 452001',
        phone: '+91 731 246 5810',
        gstin: '23AAKFB4721K1ZK',
        apmcLicence: 'KUMS/IND/A-1187',
        documentLanguage: 'hi',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const hi = pdfText(await pdf(`/api/sales/${sale.id}/bill.pdf`));
    expect(hi).toContain('बिल की कुल रकम');
    expect(hi).toContain('श्री बालाजी ट्रेडिंग कंपनी');
    expect(hi).toContain('23AAKFB4721K1ZK');
    expect(hi).toContain('KUMS/IND/A-1187');
    expect(hi).toContain('श्री बालाजी ट्रेडिंग कंपनी की ओर से');
    for (const url of [
      `/api/purchases/${purchase.id}/slip.pdf?lang=en`,
      `/api/ledger/statement.pdf?partyId=${farmerId}&lang=en`,
      `/api/accounts/${cash.id}/book.pdf?date=2026-11-20&lang=en`,
    ]) {
      const en = pdfLayoutText(await pdf(url));
      expect(en, url).toContain('GSTIN: 23AAKFB4721K1ZK');
      expect(en, url).toContain('Phone: +91 731 246 5810');
    }
  });
});

describe('every document in both languages and both sizes', () => {
  it('renders to PNG pages (under .tmp/documents, to be looked at)', async () => {
    const out = path.join(process.cwd(), '.tmp', 'documents');
    const requests = [
      { document: 'slip', id: purchase.id },
      { document: 'slip', id: cancelled.id, name: 'slip-cancelled' },
      { document: 'slip', id: workedExample.id, name: 'slip-charges' },
      { document: 'bill', id: sale.id },
      { document: 'statement', partyId: farmerId },
      { document: 'cashbook', id: cash.id, date: '2026-11-20' },
    ] as const;
    for (const request of requests) {
      for (const lang of ['en', 'hi'] as const) {
        for (const size of ['a4', 'a5'] as const) {
          const file = await renderDocument(ctx().db, { ...request, lang, size });
          const name = 'name' in request ? request.name : request.document;
          const pages = pdfToPng(file, path.join(out, `${name}-${lang}-${size}`));
          expect(pages.length, `${name} ${lang} ${size}`).toBeGreaterThan(0);
        }
      }
    }
  }, 180_000);
});
