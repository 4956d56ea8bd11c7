import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StatusFilter } from '../../../common/schemas/corrections';
import type { DbOrTx } from '../../db/client';
import { stockAdjustments } from '../../db/schema/stock-adjustments';
import { correctionColumns, statusCondition } from '../corrections/correction-sql';

const adjustmentId = sql.raw('"stock_adjustments"."id"');

/** An adjustment as the API shows it, with its cancellation (docs/corrections.md). */
const adjustmentColumns = () => {
  const { cancellation } = correctionColumns('stock_adjustment', adjustmentId);
  return {
    id: stockAdjustments.id,
    cropId: stockAdjustments.cropId,
    qualityGrade: stockAdjustments.qualityGrade,
    quantity: stockAdjustments.quantity,
    unitCost: stockAdjustments.unitCost,
    value: stockAdjustments.value,
    reason: stockAdjustments.reason,
    date: stockAdjustments.adjustmentDate,
    createdAt: stockAdjustments.createdAt,
    createdBy: stockAdjustments.createdBy,
    cancellation,
  };
};

export async function insertStockAdjustment(
  db: DbOrTx,
  values: typeof stockAdjustments.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(stockAdjustments).values(values).returning({ id: stockAdjustments.id });
  if (!row) throw new Error('stock adjustment insert returned no row');
  return row.id;
}

export async function findStockAdjustment(db: DbOrTx, id: number) {
  const [row] = await db
    .select(adjustmentColumns())
    .from(stockAdjustments)
    .where(eq(stockAdjustments.id, id));
  return row;
}

/** Locks an adjustment's row until the transaction ends, so two cancels of it queue (corrections.ts#lockRecordRow). */
export async function lockStockAdjustment(db: DbOrTx, id: number): Promise<void> {
  await db
    .select({ id: stockAdjustments.id })
    .from(stockAdjustments)
    .where(eq(stockAdjustments.id, id))
    .for('update');
}

export interface StockAdjustmentFilter {
  cropId?: number;
  startDate?: string;
  endDate?: string;
  status?: StatusFilter;
}

// Each filter has its index (docs/scale.md): the dates stock_adjustments_date_idx, a crop with its dates
// stock_adjustments_crop_idx; the status probes cancellations' unique index.
function filterSql(f: StockAdjustmentFilter): SQL | undefined {
  return and(
    f.cropId === undefined ? undefined : eq(stockAdjustments.cropId, f.cropId),
    f.startDate ? gte(stockAdjustments.adjustmentDate, f.startDate) : undefined,
    f.endDate ? lte(stockAdjustments.adjustmentDate, f.endDate) : undefined,
    statusCondition('stock_adjustment', adjustmentId, f.status ?? 'active'),
  );
}

/** Newest first: date, then id, both descending; after `before` (keyset) and at most `limit` rows. */
export async function listStockAdjustments(
  db: DbOrTx,
  f: StockAdjustmentFilter,
  page?: { limit: number; before?: { date: string; id: number } },
) {
  const after = page?.before
    ? or(
        lt(stockAdjustments.adjustmentDate, page.before.date),
        and(eq(stockAdjustments.adjustmentDate, page.before.date), lt(stockAdjustments.id, page.before.id)),
      )
    : undefined;
  const query = db
    .select(adjustmentColumns())
    .from(stockAdjustments)
    .where(and(filterSql(f), after))
    .orderBy(desc(stockAdjustments.adjustmentDate), desc(stockAdjustments.id));
  return page ? query.limit(page.limit) : query;
}

/** How many adjustments match the filters: a page's `total`. */
export async function countStockAdjustments(db: DbOrTx, f: StockAdjustmentFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockAdjustments)
    .where(filterSql(f));
  return Number(row?.count ?? 0);
}
