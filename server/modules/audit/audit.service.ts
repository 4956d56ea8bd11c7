import type { AuditEvent, AuditPage, AuditQuery } from '../../../common/schemas/audit';
import type { Language } from '../../../common/schemas/auth';
import { msg, type Message, type ParamValue } from '../../../common/messages';
import { say } from '../../../common/messages/say';
import { formatRupees } from '../../../common/rupees';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { recordMessage } from '../../lib/record-text';
import {
  countAuditEvents,
  findAuditEvents,
  findNames,
  type AuditFilter,
  type AuditRow,
} from './audit.queries';

/**
 * Rows as the API answers them (docs/messages.md#records): each summary said in `language` from its stored
 * message, or read from its English (a row from before migration 0023), the parties and crops its record
 * names by id looked up for the whole page at once (two queries, never one per row).
 */
async function toAuditEvents(db: DbOrTx, rows: AuditRow[], language: Language): Promise<AuditEvent[]> {
  const messages = rows.map((row) => recordMessage(row.summaryMessage, row.summary));
  const parties = new Set<number>();
  const crops = new Set<number>();
  for (const message of messages) {
    const party = typeof message?.params?.party === 'string' ? OLD_PARTY.exec(message.params.party) : null;
    if (party) parties.add(Number(party[1]));
  }
  for (const row of rows) {
    for (const record of [asRecord(row.before), asRecord(row.after)]) {
      if (Number.isSafeInteger(record?.partyId)) parties.add(record!.partyId as number);
      if (Number.isSafeInteger(record?.cropId)) crops.add(record!.cropId as number);
    }
  }
  const names = await findNames(db, { parties: [...parties], crops: [...crops] });
  return rows.map((row, i) => {
    const message = messages[i];
    const before = asRecord(row.before);
    const after = asRecord(row.after);
    const own: Record<string, string> = {};
    for (const record of [before, after]) {
      for (const [field, kind] of [
        ['partyId', 'party'],
        ['cropId', 'crop'],
      ] as const) {
        const name = names.get(`${kind}:${String(record?.[field])}`);
        if (name !== undefined) own[`${kind}:${String(record?.[field])}`] = name;
      }
    }
    return {
      id: row.id,
      at: row.at.toISOString(),
      userId: row.userId,
      username: row.username,
      action: row.action as AuditEvent['action'],
      entity: row.entity as AuditEvent['entity'],
      entityId: row.entityId,
      summary: message ? say(named(message, names), language) : row.summary,
      before,
      after,
      names: own,
      ip: row.ip,
    };
  });
}

// A payment's summary from before 0023 named its party "party #3" and its amount "₹5000.00"; read now, it names
// the party and says the amount ₹ en-IN, as a summary written today does. An amount of a summary of any age
// that is a bare decimal ("recorded: Diesel, 500.00") is said as ₹ too.
const OLD_PARTY = /^party #(\d+)$/;
const BARE_AMOUNT = /^₹?-?\d+\.\d{2}$/;
const AMOUNT_PARAMS = new Set(['amount', 'applied', 'rate']);

function named(message: Message, names: Map<string, string>): Message {
  if (!message.params) return message;
  const params: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(message.params)) {
    const party = name === 'party' && typeof value === 'string' ? OLD_PARTY.exec(value) : null;
    if (party) params[name] = names.get(`party:${party[1]}`) ?? value;
    else if (AMOUNT_PARAMS.has(name) && typeof value === 'string' && BARE_AMOUNT.test(value)) {
      params[name] = formatRupees(value.replace('₹', ''));
    } else params[name] = value;
  }
  return { key: message.key, params };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * GET /api/audit (docs/api-conventions.md#audit-trail): newest first; a page `{items, total, nextCursor}`
 * when `limit` is given, else every matching row. Start and end dates are business days in `timeZone`.
 */
export async function listAuditEvents(
  db: Db,
  query: AuditQuery,
  timeZone: string,
  language: Language = 'en',
): Promise<AuditEvent[] | AuditPage> {
  const { limit, cursor, ...rest } = query;
  // The (entity, entity_id, id) index leads with the entity: an id alone would scan the whole trail,
  // and names nothing on its own anyway (purchase #12 and sale #12 are different records).
  if (rest.entityId !== undefined && rest.entity === undefined) {
    throw AppError.badRequest(msg('audit.entityRequired'), [
      fieldError('entity', msg('audit.entityRequiredField')),
    ]);
  }
  const filter: AuditFilter = { ...rest, timeZone };
  if (limit === undefined) return toAuditEvents(db, await findAuditEvents(db, filter), language);
  const beforeId = cursor === undefined ? undefined : decodeAuditCursor(cursor);
  const rows = await findAuditEvents(db, filter, { limit: limit + 1, beforeId });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await toAuditEvents(db, pageRows, language),
    total: await countAuditEvents(db, filter),
    nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null,
  };
}

/** The last row's id from a cursor of this list (a bigserial: any safe whole number from 1). */
function decodeAuditCursor(cursor: string): number {
  const [id] = decodeCursor(
    cursor,
    (k): k is [number] => k.length === 1 && Number.isSafeInteger(k[0]) && (k[0] as number) >= 1,
  );
  return id;
}
