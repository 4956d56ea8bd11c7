import { msg } from '../../../common/messages';
import {
  businessProfileInput,
  chargeInput,
  type BusinessProfile,
  type BusinessProfileInput,
  type Charge,
  type ChargeAppliesTo,
  type ChargeData,
  type ChargeInput,
} from '../../../common/schemas/settings';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import {
  findBusinessProfile,
  findChargeById,
  findChargeByName,
  findCharges,
  insertCharge,
  markChargeDeleted,
  toBusinessProfile,
  toCharge,
  updateChargeRow,
  upsertBusinessProfile,
  type ChargeValues,
} from './settings.queries';

// The business profile and the charge schedule (docs/settings-and-charges.md): everyone reads, admins write
// (the routes check the role), each write in one transaction with its audit row.

export async function readBusinessProfile(db: Db): Promise<BusinessProfile> {
  return toBusinessProfile(await findBusinessProfile(db));
}

/** PUT /api/settings/business: the whole profile; a blank optional field is cleared. */
export async function updateBusinessProfile(
  db: Db,
  input: BusinessProfileInput,
  actorId: number,
): Promise<BusinessProfile> {
  const data = businessProfileInput.parse(input);
  return db.transaction(async (tx) => {
    const before = await findBusinessProfile(tx, { lock: true });
    const after = toBusinessProfile(
      await upsertBusinessProfile(tx, {
        name: data.name,
        address: data.address ?? null,
        phone: data.phone ?? null,
        gstin: data.gstin ?? null,
        apmcLicence: data.apmcLicence ?? null,
        documentLanguage: data.documentLanguage,
        updatedBy: actorId,
      }),
    );
    await recordAudit(tx, {
      actorId,
      action: before ? 'update' : 'create',
      entity: 'business_profile',
      entityId: 1,
      summary: msg('trail.businessProfileUpdated', { name: data.name }),
      before: before ? withoutStamp(toBusinessProfile(before)) : null,
      after: withoutStamp(after),
    });
    return after;
  });
}

// The trail compares what a person set; the time of the save is the audit row's own.
function withoutStamp(profile: BusinessProfile): Omit<BusinessProfile, 'updatedAt'> {
  const { updatedAt: _updatedAt, ...rest } = profile;
  return rest;
}

export async function listCharges(db: Db, appliesTo?: ChargeAppliesTo): Promise<Charge[]> {
  return (await findCharges(db, appliesTo)).map(toCharge);
}

export async function readCharge(db: Db, id: number): Promise<Charge> {
  const row = await findChargeById(db, id);
  if (!row) throw AppError.notFound(msg('charges.notFound'));
  return toCharge(row);
}

export async function createCharge(db: Db, input: ChargeInput, actorId: number): Promise<Charge> {
  const values = chargeValues(chargeInput.parse(input));
  return db.transaction(async (tx) => {
    await assertNameFree(tx, values.appliesTo, values.name);
    const charge = toCharge(await insertCharge(tx, { ...values, createdBy: actorId }));
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'charge',
      entityId: charge.id,
      summary: msg('trail.chargeCreated', { name: charge.name }),
      after: charge,
    });
    return charge;
  });
}

/**
 * PUT /api/charges/:id: the whole charge. Lots already recorded copied its rate (docs/settings-and-charges.md), so a
 * change applies to the lots recorded after it only.
 */
export async function updateCharge(db: Db, id: number, input: ChargeInput, actorId: number): Promise<Charge> {
  const values = chargeValues(chargeInput.parse(input));
  return db.transaction(async (tx) => {
    const current = await findChargeById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('charges.notFound'));
    await assertNameFree(tx, values.appliesTo, values.name, id);
    const charge = toCharge(await updateChargeRow(tx, id, values));
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'charge',
      entityId: id,
      summary: msg('trail.chargeUpdated', { name: charge.name }),
      before: toCharge(current),
      after: charge,
    });
    return charge;
  });
}

/**
 * DELETE /api/charges/:id: the charge leaves the schedule (no new lot gets it, its name is free again) while
 * its row stays for the lots that copied it (docs/settings-and-charges.md#deleting-a-charge).
 */
export async function deleteCharge(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findChargeById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('charges.notFound'));
    await markChargeDeleted(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'charge',
      entityId: id,
      summary: msg('trail.chargeDeleted', { name: current.name }),
      before: toCharge(current),
    });
  });
}

function chargeValues(data: ChargeData): ChargeValues {
  return {
    name: data.name,
    nameHi: data.nameHi ?? null,
    appliesTo: data.appliesTo,
    basis: data.basis,
    rate: data.rate,
    bornBy: data.bornBy,
    kind: data.kind,
    active: data.active,
  };
}

async function assertNameFree(
  db: DbOrTx,
  appliesTo: ChargeAppliesTo,
  name: string,
  exceptId?: number,
): Promise<void> {
  const clash = await findChargeByName(db, appliesTo, name, exceptId);
  if (!clash) return;
  const text = msg(appliesTo === 'purchase' ? 'charges.purchaseNameTaken' : 'charges.saleNameTaken', {
    name: clash.name,
  });
  throw AppError.conflict(text, [fieldError('name', msg('charges.nameTakenField'))]);
}
