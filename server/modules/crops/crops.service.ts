import type { z } from 'zod';
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
      summary: `Crop ${crop.name} created`,
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
    if (!current) throw AppError.notFound('Crop not found');
    if (values.unit !== current.unit) await assertUnitChangeAllowed(tx, id, current.unit);
    await assertNameFree(tx, values.name, id);
    const row = await updateCropRow(tx, id, values);
    if (!row) throw AppError.notFound('Crop not found');
    const crop = toCrop(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'crop',
      entityId: id,
      summary: `Crop ${crop.name} updated`,
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
  const message = `This crop is used by ${joinAnd(uses)}, whose quantities are in ${UNIT_PLURAL[unit]}, so its unit cannot change`;
  throw AppError.conflict(message, [{ path: 'unit', message }]);
}

const UNIT_PLURAL: Record<CropRow['unit'], string> = { quintal: 'quintals', kg: 'kg', ton: 'tons' };

export async function deleteCrop(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent purchase, sale or stock insert wait, so the counts below stay true.
    const current = await findCropById(tx, id, { lock: true });
    if (!current) throw AppError.notFound('Crop not found');
    const uses = cropUses(await countCropReferences(tx, id));
    if (uses.length > 0)
      throw AppError.conflict(`This crop is used by ${joinAnd(uses)} and cannot be deleted`);
    await deleteCropRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'crop',
      entityId: id,
      summary: `Crop ${current.name} deleted`,
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
    const message = `A crop named "${clash.name}" already exists`;
    throw AppError.conflict(message, [{ path: 'name', message }]);
  }
}

function cropUses(refs: { purchases: number; sales: number; stock: number }): string[] {
  return [
    refs.purchases > 0 ? counted(refs.purchases, 'purchase', 'purchases') : '',
    refs.sales > 0 ? counted(refs.sales, 'sale', 'sales') : '',
    refs.stock > 0 ? counted(refs.stock, 'stock record', 'stock records') : '',
  ].filter(Boolean);
}

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function joinAnd(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
