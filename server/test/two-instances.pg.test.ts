// Two app instances on one PostgreSQL database (docs/operations.md, WEB_CONCURRENCY): sales and cancels sent
// to both at once never oversell a bucket, and every figure reads the same from either instance. PostgreSQL
// only (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set; PGlite has one session).
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import {
  bucketMismatches,
  partyBalanceMismatches,
  unreversedCancellations,
} from '../modules/books/book-checks';
import { makeCrop, makePurchase, makeTrader } from './factories';
import { TEST_ADMIN, useTestContext } from './test-app';

const ctx = useTestContext();

async function secondInstance() {
  const database = openPostgres(ctx().database.url!);
  const app = await buildApp({
    db: database.db,
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/none' }),
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
  const token = login.json<{ token: string }>().token;
  return {
    api: (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('two instances on one database', () => {
  it('never oversell a bucket between them, and agree on every figure', async () => {
    const other = await secondInstance();
    try {
      const crop = await makeCrop(ctx().db);
      const trader = await makeTrader(ctx().db);
      // 10 q in stock; 12 sales of 1 q each, half through each instance, all at once: exactly 10 succeed.
      await makePurchase(ctx().db, { cropId: crop.id, quantity: '10', rate: '2000' });
      const sale = {
        partyId: trader.id,
        cropId: crop.id,
        quantity: '1',
        rate: '2500',
        saleDate: '2025-04-02',
        paymentStatus: 'pending',
      };
      const answers: LightMyRequestResponse[] = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 2 === 0
            ? ctx().api({ method: 'POST', url: '/api/sales', payload: sale })
            : other.api('POST', '/api/sales', sale),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([...Array(10).fill(201), 409, 409]);

      // Cancel two of them, one through each instance, while the other instance sells the returned stock.
      const sold = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ id: number }>().id);
      const more = await Promise.all([
        ctx().api({ method: 'POST', url: `/api/sales/${sold[0]}/cancel`, payload: { reason: 'Twice' } }),
        other.api('POST', `/api/sales/${sold[1]}/cancel`, { reason: 'Twice' }),
        other.api('POST', '/api/sales', { ...sale, quantity: '2' }),
      ]);
      expect(more[0]!.statusCode).toBe(200);
      expect(more[1]!.statusCode).toBe(200);
      // The 2 q sale finds the stock one cancel or both put back, or none yet: never more than there is.
      expect([201, 409]).toContain(more[2]!.statusCode);

      for (const url of [
        '/api/inventory',
        '/api/dashboard/metrics',
        `/api/ledger?partyId=${trader.id}`,
        '/api/sales/summary',
      ]) {
        const here = await ctx().api({ method: 'GET', url });
        const there = await other.api('GET', url);
        expect(there.statusCode, url).toBe(200);
        expect(there.json(), url).toEqual(here.json());
      }
      const stock = (await ctx().api({ method: 'GET', url: '/api/inventory' }))
        .json<Array<{ cropId: number; currentStock: string }>>()
        .filter((b) => b.cropId === crop.id)
        .map((b) => Number(b.currentStock));
      expect(stock.every((s) => s >= 0)).toBe(true);
      expect(stock[0]).toBe(more[2]!.statusCode === 201 ? 0 : 2);
      expect(await bucketMismatches(ctx().db)).toEqual([]);
      expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
      expect(await unreversedCancellations(ctx().db)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
