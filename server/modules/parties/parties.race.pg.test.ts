// Needs a second connection holding a lock, so PostgreSQL only: vitest.config.ts includes *.pg.test.ts
// when TEST_DATABASE_URL is set (CI runs the suite that way too); PGlite runs one transaction at a time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema/transactions';
import { makeCrop, makeFarmer } from '../../test/factories';
import { afterRacingChange } from '../../test/lock-wait';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

describe('a type change racing a purchase', () => {
  it('makes a purchase that waited for the change read the new type', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);

    // What updateParty does, held open: lock the party and change its type.
    const res = await afterRacingChange(
      ctx().database.pool!,
      [
        ['select id from parties where id = $1 for update', [farmer.id]],
        [`update parties set type = 'trader' where id = $1`, [farmer.id]],
      ],
      () =>
        ctx().api({
          method: 'POST',
          url: '/api/purchases',
          payload: {
            partyId: farmer.id,
            cropId: crop.id,
            quantity: '1',
            rate: '100',
            purchaseDate: '2025-04-01',
          },
        }),
    );

    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The party must be a farmer');
    expect(await ctx().db.$count(purchases, eq(purchases.partyId, farmer.id))).toBe(0);
  });
});
