import { sql } from 'drizzle-orm';
import { english, type Message } from '../../../common/messages';
import type { AuditAction, AuditEntity } from '../../../common/schemas/audit';
import type { Tx } from '../../db/client';
import { auditEvents } from '../../db/schema/corrections';
import { currentUnitOfWork } from '../../db/transaction-hooks';

export interface AuditRecord {
  /** Who did it; null for a failed sign-in or the system. */
  actorId: number | null;
  /** Shown as who did it; left out, the actor's username at the time of the change. */
  username?: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | string | null;
  /**
   * One line a person reads ("Purchase #12 cancelled: wrong rate"), as a catalogue message: kept with its
   * English and said in the reader's language when read (docs/messages.md#records).
   */
  summary: Message;
  /** The record as the API returns it, before and after; null where there is none. */
  before?: object | null;
  after?: object | null;
}

/**
 * Appends one audit row in the caller's transaction (docs/corrections.md#audit-trail): it commits with the
 * change or not at all, so there is never a change without its row nor a row without its change. The
 * request's address comes from the unit of work. Secrets never reach the table: see `withoutSecrets`.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  const username =
    record.username !== undefined
      ? record.username
      : record.actorId === null
        ? null
        : sql`(select u.username from users u where u.id = ${record.actorId})`;
  await tx.insert(auditEvents).values({
    userId: record.actorId,
    username,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    summary: english(record.summary),
    summaryMessage: record.summary,
    before: withoutSecrets(record.before ?? null),
    after: withoutSecrets(record.after ?? null),
    ip: currentUnitOfWork()?.ip ?? null,
  });
}

// Aadhaar numbers (even masked), passwords, their hashes and tokens never appear in the audit trail.
const SECRET_KEY = /aadha?ar|password|token/i;

/** A copy of the record without its secret fields, at any depth. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) out[key] = withoutSecrets(v);
  }
  return out as T;
}
