import { sql } from 'drizzle-orm';
import { businessToday } from '../../../common/business-day';
import type { Role } from '../../../common/schemas/auth';
import { msg, type WordKey } from '../../../common/messages';
import type { CorrectableEntity } from '../../../common/schemas/corrections';
import { queryRows, type Tx } from '../../db/client';
import { cancellations } from '../../db/schema/corrections';
import { AppError } from '../../lib/app-error';

// What every cancel and amend shares (docs/corrections.md): who may, the one cancellation row, the label.

/** Who asks, and the business day they ask on. */
export interface Corrector {
  id: number;
  role: Role;
  /** BUSINESS_TIMEZONE: "today" is the business's day, not the server's. */
  timeZone: string;
  /** For tests; the clock otherwise. */
  now?: Date;
}

/** A record's kind as its messages name it ('Sale #12'), as a word of the languages. */
export const ENTITY_WORD: Record<CorrectableEntity, WordKey> = {
  purchase: 'Purchase',
  sale: 'Sale',
  expense: 'Expense',
  payment: 'Payment',
  stock_adjustment: 'Stock adjustment',
};

/**
 * Staff may correct only what was recorded today and is dated today (docs/corrections.md#who-may-correct:
 * both, so neither a back-dated entry nor yesterday's work can be rewritten without an admin); admins any
 * record. 403 otherwise.
 */
export function assertMayCorrect(by: Corrector, record: { createdAt: Date; date: string }): void {
  if (by.role === 'admin') return;
  const today = businessToday(by.timeZone, by.now);
  if (businessToday(by.timeZone, record.createdAt) !== today || record.date !== today) {
    throw AppError.forbidden(msg('corrections.forbidden'));
  }
}

/** 409 when the record already has its cancellation row. Call after locking the record's row. */
export async function assertNotCancelled(tx: Tx, entity: CorrectableEntity, id: number): Promise<void> {
  const rows = await queryRows<{ amendedBy: number | null }>(
    tx,
    sql`select amended_by as "amendedBy" from cancellations where entity = ${entity} and entity_id = ${id}`,
  );
  const row = rows[0];
  if (!row) return;
  const record = [ENTITY_WORD[entity]];
  throw AppError.conflictCode(
    row.amendedBy === null
      ? msg('corrections.alreadyCancelled', { record, id })
      : msg('corrections.alreadyAmended', { record, id, newId: row.amendedBy }),
    'ALREADY_CANCELLED',
  );
}

/**
 * Appends the record's cancellation row. The unique index (entity, entity_id) is the last word: a second
 * cancel that got this far anyway is a 409, never a second row.
 */
export async function insertCancellation(
  tx: Tx,
  values: {
    entity: CorrectableEntity;
    entityId: number;
    reason: string;
    amendedBy?: number;
    cancelledBy: number | null;
  },
): Promise<void> {
  const [row] = await tx
    .insert(cancellations)
    .values({ ...values, amendedBy: values.amendedBy ?? null })
    .onConflictDoNothing()
    .returning({ id: cancellations.id });
  if (!row) {
    throw AppError.conflictCode(
      msg('corrections.alreadyCancelled', { record: [ENTITY_WORD[values.entity]], id: values.entityId }),
      'ALREADY_CANCELLED',
    );
  }
}

/** The next id of a record's table, taken before an amendment so the old record's reason can name it. */
export async function nextRecordId(
  tx: Tx,
  table: 'purchases' | 'sales' | 'expenses' | 'payments',
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`,
  );
  return row!.id;
}

export const amendedReason = (newId: number) => `Amended as #${newId}`;

/**
 * Locks a record's row until the transaction ends (after its party's lock, the order every posting takes), so
 * two cancels or amends of one record queue and the second finds the first's cancellation.
 */
export async function lockRecordRow(
  tx: Tx,
  table: 'purchases' | 'sales' | 'expenses' | 'payments',
  id: number,
): Promise<void> {
  await queryRows(tx, sql`select id from ${sql.identifier(table)} where id = ${id} for update`);
}

/** Locks parties in id order, so an amendment that moves a record to another party cannot deadlock. */
export function partiesInLockOrder(...ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
