import { describe, expect, it } from 'vitest';
import { makeCrop, makePurchase, makeSale, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

interface Item {
  id: number;
  cropId: number;
  qualityGrade: string | null;
  currentStock: string;
  averageCost: string;
  totalValue: string;
  lastUpdated: string;
}

async function list(): Promise<Item[]> {
  const res = await ctx().api({ method: 'GET', url: '/api/inventory' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/inventory', () => {
  it('is empty before any purchase', async () => {
    expect(await list()).toEqual([]);
  });

  it('lists every bucket by crop name, then grade (ungraded last), with its average cost', async () => {
    const wheat = await makeCrop(ctx().db, { name: 'wheat' });
    const bajra = await makeCrop(ctx().db, { name: 'Bajra' });
    await makePurchase(ctx().db, { cropId: wheat.id, quantity: '3', rate: '100' });
    await makePurchase(ctx().db, { cropId: wheat.id, quantity: '3', rate: '100', qualityGrade: 'B' });
    await makePurchase(ctx().db, {
      cropId: wheat.id,
      quantity: '3',
      rate: '100',
      qualityGrade: 'A',
      expenses: [{ type: 'labor', amount: '0.01' }],
    });
    await makePurchase(ctx().db, { cropId: bajra.id, quantity: '2', rate: '50.25' });

    const items = await list();
    expect(items.map((i) => [i.cropId, i.qualityGrade])).toEqual([
      [bajra.id, null],
      [wheat.id, 'A'],
      [wheat.id, 'B'],
      [wheat.id, null],
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      cropId: bajra.id,
      qualityGrade: null,
      currentStock: '2.000',
      averageCost: '50.25',
      totalValue: '100.50',
      lastUpdated: expect.any(String),
    });
    // 300.01 ÷ 3 = 100.00333… → 100.00
    expect(items[1]).toMatchObject({ currentStock: '3.000', totalValue: '300.01', averageCost: '100.00' });
    expect(new Date(items[0]!.lastUpdated).toISOString()).toBe(items[0]!.lastUpdated);
  });

  it('keeps an emptied bucket with stock 0.000, value 0.00 and average 0.00', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Zucchini seed' });
    await makePurchase(ctx().db, {
      cropId: crop.id,
      quantity: '3',
      rate: '33.33',
      expenses: [{ type: 'labor', amount: '0.02' }],
    });
    await makeSale(ctx().db, { cropId: crop.id, partyId: (await makeTrader(ctx().db)).id, quantity: '3' });
    const item = (await list()).find((i) => i.cropId === crop.id);
    expect(item).toMatchObject({ currentStock: '0.000', totalValue: '0.00', averageCost: '0.00' });
  });

  it('answers 401 without a sign-in', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/inventory' })).statusCode).toBe(401);
  });
});
