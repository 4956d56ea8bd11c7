// Needs a second connection holding a lock, so PostgreSQL only: vitest.config.ts includes *.pg.test.ts
// when TEST_DATABASE_URL is set (CI runs the suite that way too); PGlite runs one transaction at a time.
import { describe, expect, it } from 'vitest';
import { makeCrop, makeFarmer } from '../../test/factories';
import { afterRacingChange } from '../../test/lock-wait';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

describe('a unit change racing a purchase', () => {
  it('makes a purchase that waited for the change record it in the new unit', async () => {
    const crop = await makeCrop(ctx().db, { unit: 'quintal' });
    const farmer = await makeFarmer(ctx().db);

    // What updateCrop does, held open: lock the crop and change its unit.
    const res = await afterRacingChange(
      ctx().database.pool!,
      [
        ['select id from crops where id = $1 for update', [crop.id]],
        [`update crops set unit = 'kg' where id = $1`, [crop.id]],
      ],
      () =>
        ctx().api({
          method: 'POST',
          url: '/api/purchases',
          payload: {
            partyId: farmer.id,
            cropId: crop.id,
            quantity: '7',
            rate: '100',
            purchaseDate: '2025-04-01',
          },
        }),
    );

    expect(res.statusCode).toBe(201);
    const ledger = await ctx().api({ method: 'GET', url: `/api/ledger?partyId=${farmer.id}` });
    expect(ledger.json()[0].description).toContain('7.000 kg');
  });
});
