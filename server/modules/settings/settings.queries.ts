import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { BusinessProfile, Charge, ChargeAppliesTo } from '../../../common/schemas/settings';
import type { DbOrTx } from '../../db/client';
import { businessProfile, charges } from '../../db/schema/settings';

// Plain reads and writes of the settings tables; the rules are in settings.service.ts
// (docs/settings-and-charges.md).

export type BusinessProfileRow = typeof businessProfile.$inferSelect;
export type BusinessProfileValues = Omit<typeof businessProfile.$inferInsert, 'id' | 'updatedAt'>;
export type ChargeRow = typeof charges.$inferSelect;
export type ChargeValues = Pick<
  typeof charges.$inferInsert,
  'name' | 'nameHi' | 'appliesTo' | 'basis' | 'rate' | 'bornBy' | 'kind' | 'active'
>;

export async function findBusinessProfile(
  db: DbOrTx,
  opts: { lock?: boolean } = {},
): Promise<BusinessProfileRow | undefined> {
  const query = db.select().from(businessProfile).where(eq(businessProfile.id, 1)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** Writes the one profile row, inserting it on the first save. */
export async function upsertBusinessProfile(
  db: DbOrTx,
  values: BusinessProfileValues,
): Promise<BusinessProfileRow> {
  const [row] = await db
    .insert(businessProfile)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: businessProfile.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The schedule (deleted charges left out): purchase charges, then sale charges, each by name. */
export async function findCharges(db: DbOrTx, appliesTo?: ChargeAppliesTo): Promise<ChargeRow[]> {
  return db
    .select()
    .from(charges)
    .where(and(isNull(charges.deletedAt), appliesTo ? eq(charges.appliesTo, appliesTo) : undefined))
    .orderBy(sql`${charges.appliesTo} = 'sale'`, sql`lower(${charges.name})`, asc(charges.id));
}

/** The active charges of one side, in the schedule's order. */
export async function findActiveCharges(db: DbOrTx, appliesTo: ChargeAppliesTo): Promise<ChargeRow[]> {
  return db
    .select()
    .from(charges)
    .where(and(isNull(charges.deletedAt), eq(charges.active, true), eq(charges.appliesTo, appliesTo)))
    .orderBy(sql`lower(${charges.name})`, asc(charges.id));
}

/**
 * findActiveCharges as one JSON value (an array, empty when none), each charge's terms as a lot applies them
 * ({ chargeId, name, nameHi, basis, rate, bornBy, kind }, the rate as text): a scalar subquery, for a write
 * that reads the schedule in the round trip of another statement (bills/record-bill.ts).
 */
export function activeChargeTermsSql(appliesTo: ChargeAppliesTo): SQL {
  return sql`(select coalesce(json_agg(json_build_object('chargeId', c.id, 'name', c.name, 'nameHi', c.name_hi,
      'basis', c.basis, 'rate', c.rate::text, 'bornBy', c.born_by, 'kind', c.kind) order by lower(c.name), c.id), '[]')
    from ${charges} c where c.deleted_at is null and c.active and c.applies_to = ${appliesTo})`;
}

/** A charge of the schedule (not deleted) by id; `lock` takes its row for update. */
export async function findChargeById(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ChargeRow | undefined> {
  const query = db
    .select()
    .from(charges)
    .where(and(eq(charges.id, id), isNull(charges.deletedAt)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** Charges of the schedule (not deleted) among `ids`, in no particular order. */
export async function findChargesByIds(db: DbOrTx, ids: readonly number[]): Promise<ChargeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(charges)
    .where(and(inArray(charges.id, [...ids]), isNull(charges.deletedAt)));
}

/** A charge of the schedule on the same side with the same name ignoring case, other than `exceptId`. */
export async function findChargeByName(
  db: DbOrTx,
  appliesTo: ChargeAppliesTo,
  name: string,
  exceptId?: number,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(
      and(
        isNull(charges.deletedAt),
        eq(charges.appliesTo, appliesTo),
        sql`lower(${charges.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(charges.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertCharge(
  db: DbOrTx,
  values: ChargeValues & { createdBy: number | null },
): Promise<ChargeRow> {
  const [row] = await db.insert(charges).values(values).returning();
  return row!;
}

export async function updateChargeRow(db: DbOrTx, id: number, values: ChargeValues): Promise<ChargeRow> {
  const [row] = await db
    .update(charges)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(charges.id, id))
    .returning();
  return row!;
}

/** Takes the charge off the schedule; its row stays for the lots that name it. */
export async function markChargeDeleted(db: DbOrTx, id: number): Promise<void> {
  const now = new Date();
  await db.update(charges).set({ deletedAt: now, active: false, updatedAt: now }).where(eq(charges.id, id));
}

// What the other modules read (posting lots, printing documents): the records as the API answers them.

export function toCharge(row: ChargeRow): Charge {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    appliesTo: row.appliesTo,
    basis: row.basis,
    rate: row.rate,
    bornBy: row.bornBy,
    kind: row.kind,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The profile as printed; before the first save every text is null and the language 'en'. */
export function toBusinessProfile(row: BusinessProfileRow | undefined): BusinessProfile {
  return {
    name: row?.name ?? null,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    gstin: row?.gstin ?? null,
    apmcLicence: row?.apmcLicence ?? null,
    documentLanguage: row?.documentLanguage ?? 'en',
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The business profile every document prints (GET /api/settings/business answers the same). */
export async function getBusinessProfile(db: DbOrTx): Promise<BusinessProfile> {
  return toBusinessProfile(await findBusinessProfile(db));
}

/**
 * The charges applied to a new purchase or sale when its body leaves `charges` out: the active ones of that
 * side, by name (docs/settings-and-charges.md). Read in the posting transaction, so the rates copied onto the lot are
 * the ones committed when it posts.
 */
export async function activeCharges(tx: DbOrTx, appliesTo: ChargeAppliesTo): Promise<Charge[]> {
  return (await findActiveCharges(tx, appliesTo)).map(toCharge);
}

/** A charge of the schedule, active or not; undefined when there is none or it was deleted. */
export async function getChargeById(tx: DbOrTx, id: number): Promise<Charge | undefined> {
  const row = await findChargeById(tx, id);
  return row ? toCharge(row) : undefined;
}

/**
 * The charges of the schedule (active or not, deleted ones left out) among `ids`, in the order of `ids`
 * (each once). The caller refuses an id missing from the answer or of the wrong `appliesTo` (400).
 */
export async function getChargesByIds(tx: DbOrTx, ids: readonly number[]): Promise<Charge[]> {
  const byId = new Map((await findChargesByIds(tx, ids)).map((row) => [row.id, toCharge(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}
