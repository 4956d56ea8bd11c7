import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crops, parties } from '../../db/schema/masters';
import { purchases, sales } from '../../db/schema/transactions';
import { quintalsOfUnit } from '../crops/quintals';
import { purchaseFilterSql, type PurchaseFilter } from '../purchases/purchases.queries';
import { saleFilterSql, type SaleFilter } from '../sales/sales.queries';

export interface TradeReportTotals {
  count: number;
  totalAmount: string;
  totalQuantity: string;
  avgRate: string;
}

/**
 * The report's cards in one statement over the list's own filters (docs/screens.md#reports): the rate is the
 * amount over the exact quintals (kg × 0.01 keeps five decimals), rounded once at the end.
 */
export async function tradeReportTotals(
  db: DbOrTx,
  view: 'sales' | 'purchase',
  f: SaleFilter & PurchaseFilter,
): Promise<TradeReportTotals> {
  const t = view === 'sales' ? sales : purchases;
  const where = view === 'sales' ? saleFilterSql(f) : purchaseFilterSql(f);
  // crops is joined once for the units, not looked up per row (ADR 0011).
  const quintals = quintalsOfUnit(sql`${t.quantity}`, sql`"crops"."unit"`);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${t.totalAmount}), 0)::numeric(20, 2)::text`,
      totalQuantity: sql<string>`coalesce(sum(${quintals}), 0)::numeric(20, 3)::text`,
      avgRate: sql<string>`coalesce(sum(${t.totalAmount}) / nullif(sum(${quintals}), 0), 0)::numeric(20, 2)::text`,
    })
    .from(t)
    .leftJoin(crops, eq(crops.id, t.cropId))
    .where(where);
  return row!;
}

/** The names, types and units of a page's parties and crops: two small lookups, not a join per row. */
export async function namesOf(db: DbOrTx, partyIds: number[], cropIds: number[]) {
  const [partyRows, cropRows] = await Promise.all([
    partyIds.length
      ? db
          .select({ id: parties.id, name: parties.name, type: parties.type })
          .from(parties)
          .where(inArray(parties.id, partyIds))
      : Promise.resolve([]),
    cropIds.length
      ? db
          .select({ id: crops.id, name: crops.name, unit: crops.unit })
          .from(crops)
          .where(inArray(crops.id, cropIds))
      : Promise.resolve([]),
  ]);
  return {
    parties: new Map(partyRows.map((p) => [p.id, p])),
    crops: new Map(cropRows.map((c) => [c.id, c])),
  };
}
