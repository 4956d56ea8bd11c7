import { describe, expect, it } from 'vitest';
import type { Expense, ExpensePage, ExpenseSummary } from '../../../common/schemas/expenses';
import { useTestContext } from '../../test/test-app';

// GET /api/expenses pages and GET /api/expenses/summary (docs/api-conventions.md#lists), hand-computed.

const ctx = useTestContext();

const get = async <T>(url: string) => {
  const res = await ctx().api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const record = async (type: string, description: string, amount: string, expenseDate: string) => {
  const res = await ctx().api({
    method: 'POST',
    url: '/api/expenses',
    payload: { type, description, amount, expenseDate },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Expense>();
};

describe('GET /api/expenses with limit, and its summary', () => {
  it('pages newest first with a total, filters by type and text, and sums each type', async () => {
    await record('transport', 'Truck to Azadpur mandi', '4500.00', '2025-09-01');
    await record('transport', 'Tractor trolley from Khanna', '1200.50', '2025-09-02');
    await record('labor', 'Hammali for 120 bags', '1800.00', '2025-09-02');
    await record('storage', 'Godown rent, September', '9000.00', '2025-09-03');
    const typo = await record('other', 'Tea for the weighing crew', '150.25', '2025-09-03');
    await ctx().api({
      method: 'POST',
      url: `/api/expenses/${typo.id}/cancel`,
      payload: { reason: 'Personal' },
    });

    const pages: ExpensePage[] = [await get<ExpensePage>('/api/expenses?limit=3')];
    while (pages.at(-1)!.nextCursor) {
      pages.push(await get<ExpensePage>(`/api/expenses?limit=3&cursor=${pages.at(-1)!.nextCursor}`));
    }
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
    expect(pages.flatMap((p) => p.items.map((e) => e.description))).toEqual([
      'Godown rent, September',
      'Hammali for 120 bags',
      'Tractor trolley from Khanna',
      'Truck to Azadpur mandi',
    ]);

    expect(await get<ExpenseSummary>('/api/expenses/summary')).toEqual({
      count: 4,
      totalAmount: '16500.50',
      byType: {
        transport: { count: 2, amount: '5700.50' },
        storage: { count: 1, amount: '9000.00' },
        labor: { count: 1, amount: '1800.00' },
        processing: { count: 0, amount: '0.00' },
        other: { count: 0, amount: '0.00' },
      },
    });
    expect(await get<ExpenseSummary>('/api/expenses/summary?status=all')).toMatchObject({
      count: 5,
      totalAmount: '16650.75',
    });
    expect((await get<ExpensePage>('/api/expenses?type=transport&limit=10')).total).toBe(2);
    expect((await get<ExpensePage>('/api/expenses?q=KHANNA&limit=10')).items.map((e) => e.amount)).toEqual([
      '1200.50',
    ]);
    expect((await get<ExpenseSummary>('/api/expenses/summary?q=labor')).totalAmount).toBe('1800.00');
    expect(
      (await get<ExpenseSummary>('/api/expenses/summary?startDate=2025-09-02&endDate=2025-09-02')).count,
    ).toBe(2);
    for (const url of [
      '/api/expenses?limit=2&cursor=%25%25',
      '/api/expenses?type=fuel',
      '/api/expenses/summary?status=gone',
      `/api/expenses/summary?q=${'q'.repeat(101)}`,
    ]) {
      expect((await ctx().api({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});
