import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext, useTestContext } from '../test/test-app';
import { queryRows } from '../db/client';
import { bucketMismatches, partyBalanceMismatches } from '../modules/ledger/book-checks';
import { generateDemo } from './demo';

const ctx = useTestContext();

describe('demo data', () => {
  it('posts believable trading through the API with every invariant of the books holding', async () => {
    const counts = await generateDemo(ctx().app, ctx().token, { seed: 7, today: '2026-11-22', days: 60 });
    expect(counts.purchases).toBeGreaterThan(60);
    expect(counts.sales).toBeGreaterThan(40);
    expect(counts.expenses).toBeGreaterThan(10);

    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
    expect(await bucketMismatches(ctx().db)).toEqual([]);

    const statuses = await queryRows<{ s: string }>(
      ctx().db,
      sql`select distinct payment_status as s from sales order by 1`,
    );
    expect(statuses.map((r) => r.s)).toEqual(['paid', 'partial', 'pending']);
  });

  it('is the same for the same seed', async () => {
    const snapshot = async () => {
      const other = await createTestContext();
      try {
        await generateDemo(other.app, other.token, { seed: 11, today: '2026-11-22', days: 8 });
        return queryRows(
          other.db,
          sql`select party_id, crop_id, quantity, rate, final_amount, purchase_date from purchases order by id`,
        );
      } finally {
        await other.app.close();
        await other.database.close();
      }
    };
    const first = await snapshot();
    expect(first.length).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(first);
  });
});
