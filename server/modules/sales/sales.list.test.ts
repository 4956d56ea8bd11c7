import { describe, expect, it } from 'vitest';
import type { Sale, SalePage, SaleSummary } from '../../../common/schemas/sales';
import { makeCrop, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// GET /api/sales pages and GET /api/sales/summary (docs/api-conventions.md#lists), hand-computed.

const ctx = useTestContext();

const get = async <T>(url: string) => {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('GET /api/sales with limit, and its summary', () => {
  it('pages every row once while rows are added, and the summary adds up the same rows', async () => {
    const wheat = await makeCrop(ctx().db, { name: 'Sharbati Wheat', unit: 'quintal' });
    const chana = await makeCrop(ctx().db, { name: 'Kabuli Chana', unit: 'kg' });
    await makePurchase(ctx().db, { cropId: wheat.id, quantity: '100' });
    await makePurchase(ctx().db, { cropId: chana.id, quantity: '5000' });
    const ravi = await makeTrader(ctx().db, { name: 'Ravi Traders Azadpur' });
    const other = await makeTrader(ctx().db, { name: 'Gupta Exports' });
    const made: Sale[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await makeSale(ctx().db, {
          partyId: ravi.id,
          cropId: wheat.id,
          quantity: '2',
          rate: '2500',
          saleDate: `2025-05-0${1 + i}`,
          paymentStatus: i === 0 ? 'paid' : 'pending',
        }),
      );
    }
    // 1,250 kg of chana = 12.5 q at ₹60.40 a kg: ₹75,500.00, half received.
    made.push(
      await makeSale(ctx().db, {
        partyId: other.id,
        cropId: chana.id,
        quantity: '1250',
        rate: '60.40',
        saleDate: '2025-05-03',
        paymentStatus: 'partial',
        amountReceived: '37750',
      }),
    );

    const first = await get<SalePage>('/api/sales?limit=4');
    expect(first.total).toBe(6);
    expect(first.items.map((s) => s.saleDate)).toEqual([
      '2025-05-05',
      '2025-05-04',
      '2025-05-03',
      '2025-05-03',
    ]);
    // A sale recorded meanwhile, newer than the cursor, neither repeats nor shifts what comes next.
    await makeSale(ctx().db, { partyId: ravi.id, cropId: wheat.id, quantity: '1', saleDate: '2025-06-01' });
    const second = await get<SalePage>(`/api/sales?limit=4&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((s) => s.id);
    expect(new Set(seen).size).toBe(6);
    expect(seen.sort()).toEqual(made.map((s) => s.id).sort());

    const summary = await get<SaleSummary>('/api/sales/summary?startDate=2025-05-01&endDate=2025-05-31');
    // 5 × ₹5,000.00 + ₹75,500.00; 10 q of wheat + 12.5 q of chana.
    expect(summary).toEqual({
      count: 6,
      totalAmount: '100500.00',
      quantityQuintals: '22.500',
      pending: 4,
      partial: 1,
      paid: 1,
      paidAmount: '42750.00',
      outstanding: '57750.00',
    });
    const page = await get<SalePage>('/api/sales?startDate=2025-05-01&endDate=2025-05-31&limit=500');
    expect(page.items.reduce((s, r) => s + Number(r.totalAmount), 0).toFixed(2)).toBe(summary.totalAmount);

    // Filters: party, crop, payment status and q on a party or crop name, case-insensitive.
    expect((await get<SaleSummary>(`/api/sales/summary?partyId=${other.id}`)).count).toBe(1);
    expect(
      (await get<SaleSummary>(`/api/sales/summary?cropId=${wheat.id}&paymentStatus=pending`)).count,
    ).toBe(5);
    expect((await get<SalePage>('/api/sales?q=kabuli&limit=10')).items.map((s) => s.partyId)).toEqual([
      other.id,
    ]);
    expect((await get<SalePage>('/api/sales?q=AZADPUR&limit=10')).total).toBe(6);
    expect((await get<SalePage>('/api/sales?q=50%25&limit=10')).total).toBe(0);

    // A cancelled sale leaves the summary.
    await ctx().api({ method: 'POST', url: `/api/sales/${made[5]!.id}/cancel`, payload: { reason: 'Typo' } });
    expect(
      await get<SaleSummary>('/api/sales/summary?startDate=2025-05-01&endDate=2025-05-31'),
    ).toMatchObject({
      count: 5,
      totalAmount: '25000.00',
      partial: 0,
    });
  });

  it('answers 400 for a malformed cursor, a bad limit or filter', async () => {
    for (const url of [
      '/api/sales?limit=2&cursor=abc',
      '/api/sales?limit=501',
      '/api/sales?paymentStatus=owing',
      '/api/sales/summary?startDate=2025-02-30',
      `/api/sales/summary?q=${'x'.repeat(101)}`,
    ]) {
      const res = await ctx().api({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });
});
