import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { Crop } from '../../../common/schemas/crops';
import type { PartyType } from '../../../common/schemas/parties';
import { findCrop } from '../inventory/inventory.queries';
import { findPartyForPosting } from './postings';

export interface TradeRefs {
  party: { id: number; name: string; type: PartyType } | undefined;
  crop: { id: number; name: string; unit: Crop['unit'] } | undefined;
  /** The value of `also`, when asked for and both were found. */
  also?: unknown;
}

/**
 * The party and the crop a purchase or sale posts to, locked as findPartyForPosting and findCrop lock them
 * (the party FOR NO KEY UPDATE, the crop FOR SHARE, in that order), in one round trip (the write path,
 * docs/decisions/0011-lists-and-writes-at-scale.md). When either is missing, each is asked for alone so that the caller
 * can say which: that is the error path, where a round trip more costs nothing. `also`: one value more
 * (a scalar subquery: a bill's charge schedule) read in the same round trip.
 */
export async function findTradeRefs(
  db: DbOrTx,
  partyId: number,
  cropId: number,
  also?: SQL,
): Promise<TradeRefs> {
  const [row] = await queryRows<{
    partyName: string;
    partyType: PartyType;
    cropName: string;
    cropUnit: Crop['unit'];
    also: unknown;
  }>(
    db,
    sql`select p.name as "partyName", p.type as "partyType", c.name as "cropName", c.unit as "cropUnit",
          ${also ?? sql`null`} as also
        from parties p cross join crops c
        where p.id = ${partyId} and c.id = ${cropId}
        for no key update of p for share of c`,
  );
  if (row) {
    return {
      party: { id: partyId, name: row.partyName, type: row.partyType },
      crop: { id: cropId, name: row.cropName, unit: row.cropUnit },
      ...(also ? { also: row.also } : {}),
    };
  }
  return { party: await findPartyForPosting(db, partyId), crop: await findCrop(db, cropId) };
}
