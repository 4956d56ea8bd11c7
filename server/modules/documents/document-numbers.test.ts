import { describe, expect, it } from 'vitest';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { pdfText } from './pdf-text';

// Document numbers given when a purchase or a sale is recorded (docs/documents.md#numbers): one series per
// kind and financial year of the lot's date, a cancelled one keeping its number, a correction the next one.

const ctx = useTestContext();

const post = (url: string, payload: Record<string, unknown>) => ctx().api({ method: 'POST', url, payload });

describe('document numbers of purchases and sales', () => {
  it('numbers each kind per financial year of the lot date, and shows the number in the record and its list', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    const buy = async (purchaseDate: string) =>
      (
        await post('/api/purchases', {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: '10',
          rate: '100',
          purchaseDate,
        })
      ).json<Purchase>();
    const a = await buy('2027-04-01');
    const b = await buy('2028-03-31');
    const c = await buy('2027-03-31'); // the year before, though recorded later
    const d = await buy('2027-05-02');
    expect([a, b, c, d].map((p) => p.documentNumber)).toEqual([
      'P/2027-28/0001',
      'P/2027-28/0002',
      'P/2026-27/0001',
      'P/2027-28/0003',
    ]);
    const sale = (
      await post('/api/sales', {
        partyId: trader.id,
        cropId: crop.id,
        quantity: '1',
        rate: '150',
        saleDate: '2027-06-01',
      })
    ).json<Sale>();
    expect(sale.documentNumber).toBe('S/2027-28/0001');

    const one = (await ctx().api({ method: 'GET', url: `/api/purchases/${b.id}` })).json<Purchase>();
    expect(one.documentNumber).toBe('P/2027-28/0002');
    const list = (
      await ctx().api({ method: 'GET', url: `/api/purchases?partyId=${farmer.id}&limit=10` })
    ).json<{ items: Purchase[] }>();
    expect(list.items.map((p) => p.documentNumber).sort()).toEqual([
      'P/2026-27/0001',
      'P/2027-28/0001',
      'P/2027-28/0002',
      'P/2027-28/0003',
    ]);
    const sales = (await ctx().api({ method: 'GET', url: `/api/sales?partyId=${trader.id}` })).json<Sale[]>();
    expect(sales.map((s) => s.documentNumber)).toEqual(['S/2027-28/0001']);
  });

  it('keeps a cancelled one its number, gives its correction the next, and each slip names the other', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '100',
      purchaseDate: '2029-05-01',
    };
    const first = (await post('/api/purchases', body)).json<Purchase>();
    expect(first.documentNumber).toBe('P/2029-30/0001');

    const amend = await post(`/api/purchases/${first.id}/amend`, { ...body, rate: '110' });
    expect(amend.statusCode, amend.body).toBe(201);
    const second = amend.json<Purchase>();
    expect(second.documentNumber).toBe('P/2029-30/0002');
    const old = (await ctx().api({ method: 'GET', url: `/api/purchases/${first.id}` })).json<Purchase>();
    expect(old).toMatchObject({ status: 'cancelled', documentNumber: 'P/2029-30/0001' });

    const cancelled = await post(`/api/purchases/${second.id}/cancel`, { reason: 'Wrong farmer' });
    expect(cancelled.json<Purchase>().documentNumber).toBe('P/2029-30/0002');
    // The next purchase of that year continues the series: nothing was given back.
    expect((await post('/api/purchases', body)).json<Purchase>().documentNumber).toBe('P/2029-30/0003');

    const pdf = async (id: number) =>
      pdfText((await ctx().api({ method: 'GET', url: `/api/purchases/${id}/slip.pdf?lang=en` })).rawPayload);
    const oldSlip = await pdf(first.id);
    expect(oldSlip).toContain('P/2029-30/0001');
    expect(oldSlip).toContain('CANCELLED');
    expect(oldSlip).toContain('Replaced by: P/2029-30/0002');
    const newSlip = await pdf(second.id);
    expect(newSlip).toContain('No. P/2029-30/0002');
    expect(newSlip).toContain('Replaces: P/2029-30/0001');
  });
});
