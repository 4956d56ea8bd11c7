import { asc, inArray, and, eq, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { compare } from '../../../common/decimal';
import {
  chargeLines,
  type ChargedLine,
  type LotChargeTerms,
  type LotMeasure,
} from '../../../common/lot-charges';
import { msg } from '../../../common/messages';
import type { LotCharge, LotChargeData } from '../../../common/schemas/lots';
import type { DbOrTx, Tx } from '../../db/client';
import { lotCharges } from '../../db/schema/transactions';
import { AppError } from '../../lib/app-error';
import { activeCharges, getChargesByIds } from '../settings/settings.queries';

// A lot's charges (docs/posting.md#charges): chosen from the schedule, priced, copied onto the lot.

export type LotKind = 'purchase' | 'sale';

/** A charge as this lot applies it: the schedule's terms at this lot's rate. */
export interface AppliedCharge extends LotChargeTerms {
  chargeId: number;
  name: string;
  nameHi: string | null;
}

/**
 * Where a lot's charges may come from besides the body: the schedule's active charges of its kind, when the
 * body leaves them out (read with the party and crop: settings.queries.ts activeChargeTermsSql), and an amendment's charges of the lot it
 * corrects.
 */
export interface ChargeSources {
  schedule?: readonly AppliedCharge[];
  copied?: readonly LotCharge[];
}

/** settings.queries.ts activeChargeTermsSql's value: the JSON array node-postgres and PGlite parse, checked for its shape. */
export function scheduleOf(value: unknown): AppliedCharge[] {
  if (!Array.isArray(value)) throw new Error('the charge schedule was not read as an array');
  return value as AppliedCharge[];
}

/**
 * The charges a lot's body asks for, read in the posting transaction: left out, every active charge of the
 * schedule for this kind of lot at its rate (`sources.schedule` when already read, else read here); else exactly those named, each at `rate` when given. A charge
 * the schedule lacks, or of the other kind of lot, is a 400 naming it (charges.i.chargeId).
 *
 * `sources.copied` are the charges of the lot an amendment corrects: one of them named by the body is applied on the
 * terms copied onto that lot (name, basis, bearer, kind, and its rate unless the body gives one), whatever
 * the schedule did to it since, deleted or deactivated included (docs/posting.md#charges).
 */
export async function chargesOfBody(
  tx: Tx,
  lotKind: LotKind,
  requested: readonly LotChargeData[] | undefined,
  { schedule, copied = [] }: ChargeSources = {},
): Promise<AppliedCharge[]> {
  const toApplied = (c: Awaited<ReturnType<typeof activeCharges>>[number], rate: string): AppliedCharge => ({
    chargeId: c.id,
    name: c.name,
    nameHi: c.nameHi,
    basis: c.basis,
    rate,
    bornBy: c.bornBy,
    kind: c.kind,
  });
  if (requested === undefined) {
    return schedule ? [...schedule] : (await activeCharges(tx, lotKind)).map((c) => toApplied(c, c.rate));
  }
  if (requested.length === 0) return [];
  const ofLot = new Map(copied.map((c) => [c.chargeId, c]));
  const found = new Map(
    (
      await getChargesByIds(
        tx,
        requested.filter((r) => !ofLot.has(r.chargeId)).map((r) => r.chargeId),
      )
    ).map((c) => [c.id, c]),
  );
  const checkedRate = (basis: AppliedCharge['basis'], rate: string, i: number) => {
    if (basis === 'percent' && compare(rate, '100') > 0) {
      throw AppError.badRequest(msg('lots.percentOver100'), [`charges.${i}.rate`]);
    }
    return rate;
  };
  return requested.map((r, i) => {
    const copy = ofLot.get(r.chargeId);
    if (copy) {
      const { amount: _priced, ...terms } = copy;
      return { ...terms, rate: checkedRate(copy.basis, r.rate ?? copy.rate, i) };
    }
    const c = found.get(r.chargeId);
    if (!c)
      throw AppError.unknownReference(
        `charges.${i}.chargeId`,
        msg('lots.chargeNotFound', { id: r.chargeId }),
      );
    if (c.appliesTo !== lotKind) {
      const text = lotKind === 'purchase' ? 'lots.chargeNotForPurchase' : 'lots.chargeNotForSale';
      throw AppError.badRequest(msg(text, { id: c.id, name: c.name }), [`charges.${i}.chargeId`]);
    }
    return toApplied(c, checkedRate(c.basis, r.rate ?? c.rate, i));
  });
}

/** Each charge priced for this lot (common/lot-charges.ts, as the forms preview it). */
export function priceCharges(
  charges: readonly AppliedCharge[],
  lot: LotMeasure,
): ChargedLine<AppliedCharge>[] {
  return chargeLines(charges, lot);
}

/** The charges as copied onto the lot: the terms applied and each one's amount. */
function asCopied(lines: readonly ChargedLine<AppliedCharge>[]): LotCharge[] {
  return lines.map(({ charge, amount }) => ({
    chargeId: charge.chargeId,
    name: charge.name,
    nameHi: charge.nameHi,
    basis: charge.basis,
    rate: charge.rate,
    amount,
    bornBy: charge.bornBy,
    kind: charge.kind,
  }));
}

/** What the lot's insert takes to write its charges in the same statement (chargesWithLot). */
export interface ChargesWithLot {
  /** The common table expressions to put before the lot's insert: none when the lot has no charges. */
  with: WithSubquery[];
  /** The lot's id: the one given, or (with charges) its sequence's next value, taken in the statement. */
  id: number | SQL | undefined;
  /** The charges as the lot now has them (what is written, without reading it back). */
  charges: LotCharge[];
}

/**
 * Copies the lot's charges onto it in the statement that inserts the lot: one round trip for a lot and all its
 * charges (the write path, docs/decisions/0005-performance.md, session 31). The lot's id is taken first in
 * that statement (its sequence's next value, or the id an amendment took beforehand) and shared by the lot and
 * its charges; the charges are one JSON parameter, written in their order.
 */
export function chargesWithLot(
  tx: Tx,
  lot: { kind: LotKind; table: 'purchases' | 'sales'; id?: number },
  lines: readonly ChargedLine<AppliedCharge>[],
): ChargesWithLot {
  const charges = asCopied(lines);
  if (charges.length === 0) return { with: [], id: lot.id, charges };
  const lotId = tx
    .$with('lot_id', { id: sql<number>`id` })
    .as(sql`select ${lot.id ?? sql`nextval(pg_get_serial_sequence(${lot.table}, 'id'))`}::integer as id`);
  const written = tx.$with('lot_charges_written', { chargeId: sql<number>`charge_id` }).as(
    sql`insert into ${lotCharges} (lot_kind, lot_id, charge_id, name, name_hi, basis, rate, amount, born_by, kind)
        select ${lot.kind}, (select id from ${lotId}), c."chargeId", c.name, c."nameHi", c.basis, c.rate, c.amount,
          c."bornBy", c.kind
        from rows from (json_to_recordset(${JSON.stringify(charges)}::json) as ("chargeId" integer, name text,
          "nameHi" text, basis text, rate numeric, amount numeric, "bornBy" text, kind text))
          with ordinality as c("chargeId", name, "nameHi", basis, rate, amount, "bornBy", kind, n)
        order by c.n
        returning charge_id`,
  );
  return { with: [lotId, written], id: sql`(select id from ${lotId})` as SQL, charges };
}

/** The charges of some lots of one kind, by lot, in the order they were applied; one query. */
export async function chargesOfLots(
  db: DbOrTx,
  lotKind: LotKind,
  lotIds: readonly number[],
): Promise<Map<number, LotCharge[]>> {
  const byLot = new Map<number, LotCharge[]>();
  if (lotIds.length === 0) return byLot;
  const rows = await db
    .select()
    .from(lotCharges)
    .where(and(eq(lotCharges.lotKind, lotKind), inArray(lotCharges.lotId, [...lotIds])))
    .orderBy(asc(lotCharges.lotId), asc(lotCharges.id));
  for (const row of rows) {
    const list = byLot.get(row.lotId);
    if (list) list.push(toLotCharge(row));
    else byLot.set(row.lotId, [toLotCharge(row)]);
  }
  return byLot;
}

function toLotCharge(row: typeof lotCharges.$inferSelect): LotCharge {
  return {
    chargeId: row.chargeId,
    name: row.name,
    nameHi: row.nameHi,
    basis: row.basis,
    rate: row.rate,
    amount: row.amount,
    bornBy: row.bornBy,
    kind: row.kind,
  };
}
