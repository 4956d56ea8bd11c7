import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crops, parties } from '../../db/schema/masters';
import { purchases, sales } from '../../db/schema/transactions';
import { purchaseKind, saleKind } from '../bills/bill-kinds';
import { billExportSql } from '../bills/bill.queries';
import { quintalsOfUnit } from '../crops/quintals';
import { salePaidColumns } from '../payments/bill-paid';
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

/**
 * The report's export (docs/screens.md#exports): its rows in the report's order over the same filters, every
 * cell text; a sale has no grade's moisture, a purchase no payment status.
 */
export function tradeReportExportSql(view: 'sales' | 'purchase', f: SaleFilter & PurchaseFilter): SQL {
  const common = sql`party.name as party, party.type::text as "partyType", crop.name as crop`;
  return view === 'sales'
    ? billExportSql(
        saleKind,
        f,
        sql`${sales.saleDate}::text as date, ${common}, ${sales.quantity}::text as quantity,
          ${sales.rate}::text as rate, ${sales.totalAmount}::text as amount,
          ${salePaidColumns().paymentStatus} as "paymentStatus", null::text as "qualityGrade",
          null::text as "moistureContent"`,
      )
    : billExportSql(
        purchaseKind,
        f,
        sql`${purchases.purchaseDate}::text as date, ${common}, ${purchases.quantity}::text as quantity,
          ${purchases.rate}::text as rate, ${purchases.totalAmount}::text as amount,
          null::text as "paymentStatus", ${purchases.qualityGrade}::text as "qualityGrade",
          ${purchases.moistureContent}::text as "moistureContent"`,
      );
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
