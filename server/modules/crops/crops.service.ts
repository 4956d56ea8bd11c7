import type { z } from 'zod';
import { msg, type WordKey } from '../../../common/messages';
import type { Crop, cropInput } from '../../../common/schemas/crops';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import {
  countCropReferences,
  deleteCropRow,
  findCropById,
  findCropByName,
  findCrops,
  insertCrop,
  updateCropRow,
  type CropRow,
  type CropValues,
} from './crops.queries';

export type CropData = z.output<typeof cropInput>;

export function toCrop(row: CropRow): Crop {
  return {
    id: row.id,
    name: row.name,
    unit: row.unit,
    basePrice: row.basePrice,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function listCrops(db: Db): Promise<Crop[]> {
  return (await findCrops(db)).map(toCrop);
}

export async function createCrop(db: Db, input: CropData, actorId: number): Promise<Crop> {
  const values = cropValues(input);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, values.name);
    const crop = toCrop(await insertCrop(tx, { ...values, createdBy: actorId }));
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'crop',
      entityId: crop.id,
      summary: msg('trail.cropCreated', { name: crop.name }),
      after: crop,
    });
    return crop;
  });
}

export async function updateCrop(db: Db, id: number, input: CropData, actorId: number): Promise<Crop> {
  const values = cropValues(input);
  return db.transaction(async (tx) => {
    // The row lock makes a concurrent purchase or sale wait (they read the crop FOR SHARE), so the
    // counts behind the unit check stay true until the new unit is committed.
    const current = await findCropById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('crops.notFound'));
    if (values.unit !== current.unit) await assertUnitChangeAllowed(tx, id, current.unit);
    await assertNameFree(tx, values.name, id);
    const row = await updateCropRow(tx, id, values);
    if (!row) throw AppError.notFound(msg('crops.notFound'));
    const crop = toCrop(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'crop',
      entityId: id,
      summary: msg('trail.cropUpdated', { name: crop.name }),
      before: toCrop(current),
      after: crop,
    });
    return crop;
  });
}

/**
 * Quantities of purchases, sales and stock are kept in the crop's unit, not converted: a new unit would
 * silently rescale them (10 quintals would read as 10 kg), so it is refused once anything uses the crop.
 */
async function assertUnitChangeAllowed(tx: DbOrTx, id: number, unit: CropRow['unit']): Promise<void> {
  const uses = cropUses(await countCropReferences(tx, id));
  if (uses.length === 0) return;
  throw AppError.conflict(msg('crops.unitInUse', { uses, unit: [unit] }), ['unit']);
}

export async function deleteCrop(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent purchase, sale or stock insert wait, so the counts below stay true.
    const current = await findCropById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('crops.notFound'));
    const uses = cropUses(await countCropReferences(tx, id));
    if (uses.length > 0) throw AppError.conflict(msg('crops.inUse', { uses }));
    await deleteCropRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'crop',
      entityId: id,
      summary: msg('trail.cropDeleted', { name: current.name }),
      before: toCrop(current),
    });
  });
}

// A PUT carries the whole crop: an absent base price clears the stored one.
function cropValues(input: CropData): CropValues {
  return { name: input.name, unit: input.unit, basePrice: input.basePrice ?? null };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const clash = await findCropByName(db, name, exceptId);
  if (clash) {
    throw AppError.conflict(msg('crops.nameTaken', { name: clash.name }), ['name']);
  }
}

/** What uses the crop, as a word list ('2 purchases, 1 sale and 3 stock records'). */
function cropUses(refs: { purchases: number; sales: number; stock: number }): [number, WordKey][] {
  const uses: [number, WordKey][] = [
    [refs.purchases, 'purchase'],
    [refs.sales, 'sale'],
    [refs.stock, 'stock record'],
  ];
  return uses.filter(([n]) => n > 0);
}
