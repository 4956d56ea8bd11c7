import type { z } from 'zod';
import { msg, type Message, type WordKey } from '../../../common/messages';
import type {
  Party,
  partyInput,
  PartyListQuery,
  PartyPage,
  PartyType,
} from '../../../common/schemas/parties';
import { decodeCursor, encodeCursor, isRowId } from '../../lib/cursor';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { findCityById } from '../locations/cities.queries';
import { findStateById } from '../locations/states.queries';
import {
  countParties,
  countPartyReferences,
  deletePartyRow,
  findParties,
  findPartyById,
  insertParty,
  updatePartyRow,
  type PartyAfter,
  type PartyRow,
  type PartyValues,
} from './parties.queries';

export type PartyData = z.output<typeof partyInput>;

export function toParty(row: PartyRow): Party {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    contactNumber: row.contactNumber,
    email: row.email,
    address: row.address,
    aadharMasked: maskAadhar(row.aadharNumber),
    stateId: row.stateId,
    cityId: row.cityId,
    bankAccountNumber: row.bankAccountNumber,
    ifsc: row.ifsc,
    upiId: row.upiId,
    balance: row.balance,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function getParty(db: Db, id: number): Promise<Party> {
  const row = await findPartyById(db, id);
  if (!row) throw AppError.notFound(msg('parties.notFound'));
  return toParty(row);
}

/** 'XXXX XXXX 1234': Aadhaar is personal data, never sent in full (docs/api-conventions.md#aadhaar). */
export function maskAadhar(aadharNumber: string | null): string | null {
  return aadharNumber ? `XXXX XXXX ${aadharNumber.slice(-4)}` : null;
}

/** By name; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export async function listParties(db: Db, query: PartyListQuery): Promise<Party[] | PartyPage> {
  const { limit, cursor, ...filter } = query;
  if (limit === undefined) return (await findParties(db, filter)).map(toParty);
  const byBalance = filter.balance !== undefined;
  const after = cursor === undefined ? undefined : decodePartyCursor(cursor, byBalance);
  const rows = await findParties(db, filter, { limit: limit + 1, after });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toParty),
    total: await countParties(db, filter),
    nextCursor:
      rows.length > limit && last ? encodeCursor([byBalance ? last.balance : last.name, last.id]) : null,
  };
}

/** A signed amount as the balance column holds it (numeric(20, 2)). */
const isBalance = (v: unknown): v is string => typeof v === 'string' && /^-?\d{1,18}(\.\d{1,2})?$/.test(v);

/** The (name, id) key of a page by name, or the (balance, id) key of a page by balance. */
function decodePartyCursor(cursor: string, byBalance: boolean): PartyAfter {
  if (byBalance) {
    const [balance, id] = decodeCursor(
      cursor,
      (k): k is [string, number] => k.length === 2 && isBalance(k[0]) && isRowId(k[1]),
    );
    return { balance, id };
  }
  const [name, id] = decodeCursor(
    cursor,
    (k): k is [string, number] =>
      k.length === 2 && typeof k[0] === 'string' && k[0].length <= 500 && isRowId(k[1]),
  );
  return { name, id };
}

export async function createParty(db: Db, input: PartyData, actorId: number): Promise<Party> {
  const values = partyValues(input);
  return db.transaction(async (tx) => {
    await assertLocation(tx, values);
    const party = toParty(
      await insertParty(tx, { ...values, aadharNumber: values.aadharNumber ?? null, createdBy: actorId }),
    );
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'party',
      entityId: party.id,
      summary: msg('trail.partyCreated', { name: party.name }),
      after: party,
    });
    return party;
  });
}

export async function updateParty(db: Db, id: number, input: PartyData, actorId: number): Promise<Party> {
  const values = partyValues(input);
  return db.transaction(async (tx) => {
    // The row lock makes a concurrent purchase or sale wait (postings lock their party too), so the
    // counts behind the type check stay true until the new type is committed.
    const current = await findPartyById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('parties.notFound'));
    if (values.type !== current.type) await assertTypeChangeAllowed(tx, id, current.type, values.type);
    await assertLocation(tx, values);
    const row = await updatePartyRow(tx, id, values);
    if (!row) throw AppError.notFound(msg('parties.notFound'));
    const party = toParty(row);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: 'party',
      entityId: id,
      summary: msg('trail.partyUpdated', { name: party.name }),
      before: toParty(current),
      after: party,
    });
    return party;
  });
}

/**
 * Purchases are made from farmers and sales to traders and exporters (docs/api-conventions.md#transactions);
 * a party's type may not change so that its own transactions would break that rule.
 */
async function assertTypeChangeAllowed(tx: DbOrTx, id: number, from: PartyType, to: PartyType) {
  const refs = await countPartyReferences(tx, id);
  let message: Message | undefined;
  if (from === 'farmer' && refs.purchases > 0) {
    message = msg('parties.mustStayFarmer', { purchases: [[refs.purchases, 'purchase']] });
  } else if (to === 'farmer' && refs.sales > 0) {
    message = msg('parties.cannotBecomeFarmer', { sales: [[refs.sales, 'sale']] });
  }
  if (message) throw AppError.conflict(message, ['type']);
}

export async function deleteParty(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent purchase, sale or posting wait, so the counts below stay true.
    const current = await findPartyById(tx, id, { lock: true });
    if (!current) throw AppError.notFound(msg('parties.notFound'));
    const refs = await countPartyReferences(tx, id);
    const counts: [number, WordKey][] = [
      [refs.purchases, 'purchase'],
      [refs.sales, 'sale'],
      [refs.ledgerEntries, 'ledger entry'],
    ];
    const uses = counts.filter(([n]) => n > 0);
    if (uses.length > 0) throw AppError.conflict(msg('parties.inUse', { uses }));
    await deletePartyRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'party',
      entityId: id,
      summary: msg('trail.partyDeleted', { name: current.name }),
      before: toParty(current),
    });
  });
}

// A PUT carries the whole party: absent optional fields are cleared, except the Aadhaar number, which
// the client never gets back and so cannot resend; absent, it keeps the stored one.
function partyValues(input: PartyData): PartyValues {
  return {
    name: input.name,
    type: input.type,
    contactNumber: input.contactNumber ?? null,
    email: input.email ?? null,
    address: input.address ?? null,
    stateId: input.stateId ?? null,
    cityId: input.cityId ?? null,
    bankAccountNumber: input.bankAccountNumber ?? null,
    ifsc: input.ifsc ?? null,
    upiId: input.upiId ?? null,
    ...(input.aadharNumber !== undefined ? { aadharNumber: input.aadharNumber } : {}),
  };
}

async function assertLocation(db: DbOrTx, values: PartyValues): Promise<void> {
  const { stateId, cityId } = values;
  if (cityId != null && stateId == null) {
    throw AppError.badRequest(msg('parties.stateOfCityMissing'), [
      fieldError('stateId', msg('parties.stateOfCityMissingField')),
    ]);
  }
  if (stateId != null && !(await findStateById(db, stateId))) {
    throw AppError.unknownReference('stateId', msg('locations.chosenStateMissing'));
  }
  if (cityId != null) {
    const city = await findCityById(db, cityId);
    if (!city) throw AppError.unknownReference('cityId', msg('locations.chosenCityMissing'));
    if (city.stateId !== stateId) {
      throw AppError.badRequest(msg('parties.cityNotInState'), [
        fieldError('cityId', msg('parties.cityNotInStateField')),
      ]);
    }
  }
}
