// Concurrent writers on separate connections, so PostgreSQL only: vitest.config.ts includes *.pg.test.ts
// when TEST_DATABASE_URL is set; PGlite runs one transaction at a time.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { assignDocumentNumber } from './document-numbers';

const ctx = useTestContext();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class RolledBack extends Error {}

describe('document numbers under concurrent writers (docs/documents.md#numbers)', () => {
  it('gives 24 racing transactions, a third of them rolled back, consecutive numbers without a gap or a duplicate', async () => {
    const writers = Array.from({ length: 24 }, (_, i) => i);
    const results = await Promise.allSettled(
      writers.map((i) =>
        ctx().db.transaction(async (tx) => {
          const n = await assignDocumentNumber(tx, 'purchase', '2031-06-15');
          // Hold the number a while, as a recording transaction does with its postings after it.
          await pause(5 + (i % 4) * 5);
          if (i % 3 === 2) throw new RolledBack(n);
          return n;
        }),
      ),
    );
    const committed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const rolledBack = results.filter((r) => r.status === 'rejected');
    expect(rolledBack.every((r) => r.status === 'rejected' && r.reason instanceof RolledBack)).toBe(true);
    expect(committed).toHaveLength(16);
    expect([...committed].sort()).toEqual(
      Array.from({ length: 16 }, (_, i) => `P/2031-32/${String(i + 1).padStart(4, '0')}`),
    );
    const [series] = await queryRows<{ last: number }>(
      ctx().db,
      sql`select last_number as last from document_series where kind = 'P' and financial_year = '2031-32'`,
    );
    expect(series?.last).toBe(16);
  });

  it('keeps the series of each kind and each financial year apart', async () => {
    const [p1, s1, p2, s2] = await Promise.all([
      ctx().db.transaction((tx) => assignDocumentNumber(tx, 'purchase', '2033-03-31')),
      ctx().db.transaction((tx) => assignDocumentNumber(tx, 'sale', '2033-03-31')),
      ctx().db.transaction((tx) => assignDocumentNumber(tx, 'purchase', '2033-04-01')),
      ctx().db.transaction((tx) => assignDocumentNumber(tx, 'sale', '2033-04-01')),
    ]);
    expect([p1, s1, p2, s2]).toEqual([
      'P/2032-33/0001',
      'S/2032-33/0001',
      'P/2033-34/0001',
      'S/2033-34/0001',
    ]);
  });
});

describe('purchases and sales recorded by concurrent clients', () => {
  it('gives 16 purchases and 8 sales posted at once consecutive numbers of their series', async () => {
    const farmer = await makeFarmer(ctx().db);
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx().api({ method: 'POST', url, payload });
    await post('/api/purchases', {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '100',
      rate: '100',
      purchaseDate: '2034-04-01',
    });
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () =>
        post('/api/purchases', {
          partyId: farmer.id,
          cropId: crop.id,
          quantity: '1',
          rate: '100',
          purchaseDate: '2034-06-01',
        }),
      ),
      ...Array.from({ length: 8 }, () =>
        post('/api/sales', {
          partyId: trader.id,
          cropId: crop.id,
          quantity: '1',
          rate: '150',
          saleDate: '2034-06-02',
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 23 }, () => 201));
    const numbers = answers.map((a) => a.json<{ documentNumber: string }>().documentNumber);
    const series = (prefix: string, n: number, from = 1) =>
      Array.from({ length: n }, (_, i) => `${prefix}/2034-35/${String(from + i).padStart(4, '0')}`);
    expect(numbers.filter((n) => n.startsWith('P/')).sort()).toEqual(series('P', 15, 2));
    expect(numbers.filter((n) => n.startsWith('S/')).sort()).toEqual(series('S', 8));
  });
});
