import { businessToday } from '../../../common/business-day';
import { compare, isZero, multiply, subtract } from '../../../common/decimal';
import { msg } from '../../../common/messages';
import type {
  StockAdjustment,
  StockAdjustmentData,
  StockAdjustmentListQuery,
  StockAdjustmentPage,
} from '../../../common/schemas/stock-adjustments';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import { recordAudit } from '../audit/audit';
import { takeFromBucket } from '../bills/lot-stock';
import { zeroAmountError } from '../books/postings';
import { toCorrectionFields } from '../corrections/correction-sql';
import { findCrop } from '../inventory/inventory.queries';
import { issueStock, lockBucket, receiveStock } from '../inventory/stock';
import {
  countStockAdjustments,
  findStockAdjustment,
  insertStockAdjustment,
  listStockAdjustments,
} from './stock-adjustments.queries';

// Stock adjustments (docs/posting.md#stock-adjustments): stock lost or found in a bucket, posted like a sale's
// or a purchase's lot through the inventory's posting functions (server/modules/inventory/stock.ts), with the
// bucket locked as a sale locks it. Cancel: stock-adjustment-corrections.ts.

/** POST /api/inventory/adjustments: `date` left out is the business day today in `timeZone`. */
export async function createStockAdjustment(
  db: Db,
  input: StockAdjustmentData,
  actorId: number | null,
  timeZone: string,
): Promise<StockAdjustment> {
  const date = input.date ?? businessToday(timeZone);
  return db.transaction((tx) => recordStockAdjustment(tx, { ...input, date }, actorId));
}

/**
 * Records an adjustment in the caller's transaction: the crop read FOR SHARE and then its bucket locked FOR
 * UPDATE, the order a sale takes them; the adjustment row; its one stock movement; its audit row.
 */
export async function recordStockAdjustment(
  tx: Tx,
  input: StockAdjustmentData & { date: string },
  actorId: number | null,
): Promise<StockAdjustment> {
  const crop = await findCrop(tx, input.cropId);
  if (!crop) throw AppError.unknownReference('cropId', msg('crops.notFound'));
  const qualityGrade = input.qualityGrade ?? null;
  const decrease = input.quantity.startsWith('-');
  const size = decrease ? input.quantity.slice(1) : input.quantity;

  if (decrease) {
    // A decrease goes out as a sale's lot does: at the bucket's average cost, the whole value when it
    // empties the bucket; 409 naming what the bucket holds when it holds less.
    if (input.rate !== undefined) {
      throw AppError.badRequest(msg('stockAdjustments.rateOnDecrease'), ['rate']);
    }
    const bucket = await takeFromBucket(tx, crop, qualityGrade, size);
    const id = await insertStockAdjustment(tx, {
      cropId: crop.id,
      qualityGrade,
      quantity: input.quantity,
      unitCost: bucket.averageCost,
      value: subtract('0', bucket.costAmount, 2),
      reason: input.reason,
      adjustmentDate: input.date,
      createdBy: actorId,
    });
    await issueStock(tx, bucket.id, {
      source: { type: 'stock_adjustment', id },
      movementDate: input.date,
      quantity: size,
      value: bucket.costAmount,
      createdBy: actorId,
    });
    return audited(tx, id, crop, actorId);
  }

  // An increase enters at the bucket's average cost, or at `rate`; an empty bucket has no average to enter at.
  const bucket = await lockBucket(tx, { cropId: crop.id, qualityGrade }, size);
  const empty = !bucket || isZero(bucket.currentStock);
  if (input.rate === undefined && empty) {
    throw AppError.badRequest(
      qualityGrade === null
        ? msg('stockAdjustments.rateRequired', { crop: crop.name })
        : msg('stockAdjustments.rateRequiredOfGrade', { crop: crop.name, grade: qualityGrade }),
      ['rate'],
    );
  }
  const unitCost = input.rate ?? bucket!.averageCost;
  const value = multiply(size, unitCost, 2);
  // A rate given that makes nothing of the quantity would lower the average for no value, as a purchase of ₹0.00.
  if (input.rate !== undefined && isZero(value)) throw zeroAmountError();
  const id = await insertStockAdjustment(tx, {
    cropId: crop.id,
    qualityGrade,
    quantity: input.quantity,
    unitCost,
    value,
    reason: input.reason,
    adjustmentDate: input.date,
    createdBy: actorId,
  });
  await receiveStock(
    tx,
    { cropId: crop.id, qualityGrade },
    {
      source: { type: 'stock_adjustment', id },
      movementDate: input.date,
      quantity: size,
      value,
      createdBy: actorId,
    },
  );
  return audited(tx, id, crop, actorId);
}

async function audited(
  tx: Tx,
  id: number,
  crop: { name: string; unit: string },
  actorId: number | null,
): Promise<StockAdjustment> {
  const adjustment = await getStockAdjustment(tx, id);
  await recordAudit(tx, {
    actorId,
    action: 'create',
    entity: 'stock_adjustment',
    entityId: id,
    summary: msg('trail.stockAdjustmentRecorded', {
      id,
      quantity: adjustment.quantity,
      unit: crop.unit,
      crop: crop.name,
      value: adjustment.value,
      reason: adjustment.reason,
    }),
    after: adjustment,
  });
  return adjustment;
}

/** GET /api/inventory/adjustments/:id, any status; 404 when there is none. */
export async function getStockAdjustment(db: DbOrTx, id: number): Promise<StockAdjustment> {
  const row = await findStockAdjustment(db, id);
  if (!row) throw AppError.notFound(msg('stockAdjustments.notFound'));
  return toStockAdjustment(row);
}

/** Newest first; a page `{items, total, nextCursor}` when `limit` is given, else every row. */
export async function listStockAdjustmentsNewestFirst(
  db: Db,
  query: StockAdjustmentListQuery,
): Promise<StockAdjustment[] | StockAdjustmentPage> {
  const { limit, cursor, ...filter } = query;
  if (limit === undefined) return (await listStockAdjustments(db, filter)).map(toStockAdjustment);
  const before = cursor === undefined ? undefined : decodeDateIdCursor(cursor);
  const rows = await listStockAdjustments(db, filter, { limit: limit + 1, before });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toStockAdjustment),
    total: await countStockAdjustments(db, filter),
    nextCursor: rows.length > limit && last ? encodeCursor([last.date, last.id]) : null,
  };
}

type Row = NonNullable<Awaited<ReturnType<typeof findStockAdjustment>>>;

function toStockAdjustment(row: Row): StockAdjustment {
  const { cancellation, ...adjustment } = row;
  const { status, cancelledAt, cancelledBy, cancelReason } = toCorrectionFields({
    cancellation,
    amends: null,
  });
  return {
    ...adjustment,
    status,
    cancelledAt,
    cancelledBy,
    cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a signed quantity takes stock out. */
export const isDecrease = (quantity: string) => compare(quantity, '0') < 0;
