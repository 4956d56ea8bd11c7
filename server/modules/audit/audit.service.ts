import type { AuditEvent, AuditPage, AuditQuery } from '../../../common/schemas/audit';
import { msg } from '../../../common/messages';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { countAuditEvents, findAuditEvents, type AuditFilter, type AuditRow } from './audit.queries';

function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    userId: row.userId,
    username: row.username,
    action: row.action as AuditEvent['action'],
    entity: row.entity as AuditEvent['entity'],
    entityId: row.entityId,
    summary: row.summary,
    before: asRecord(row.before),
    after: asRecord(row.after),
    ip: row.ip,
  };
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
  if (limit === undefined) return (await findAuditEvents(db, filter)).map(toAuditEvent);
  const beforeId = cursor === undefined ? undefined : decodeAuditCursor(cursor);
  const rows = await findAuditEvents(db, filter, { limit: limit + 1, beforeId });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toAuditEvent),
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
