import { sql, type SQL } from 'drizzle-orm';
import type { CorrectableEntity, StatusFilter } from '../../../common/schemas/corrections';

// How a record's cancellation reads in SQL (docs/corrections.md). A record is cancelled exactly when the
// append-only `cancellations` table has its row; both lookups below are probes of a unique index
// (cancellations_entity_uq, cancellations_amended_by_uq). `id` is the record's id column written with its
// table name (drizzle renders the queried table's own columns bare, which inside a subquery would name the
// subquery's columns).

export interface CancellationJson {
  at: string;
  by: number | null;
  reason: string;
  amendedBy: number | null;
}

/** The select columns of a record's cancellation: one JSON object (or null) and what it amends. */
export function correctionColumns(entity: CorrectableEntity, id: SQL) {
  return {
    cancellation: sql<CancellationJson | null>`(select json_build_object('at', c.cancelled_at, 'by', c.cancelled_by,
      'reason', c.reason, 'amendedBy', c.amended_by)
      from cancellations c where c.entity = ${entity} and c.entity_id = ${id})`,
    amends: sql<number | null>`(select c.entity_id from cancellations c
      where c.entity = ${entity} and c.amended_by = ${id})`,
  };
}

/** True while the record is not cancelled: the condition every figure of the books uses. */
export function isLive(entity: CorrectableEntity, id: SQL): SQL {
  return sql`not exists (select 1 from cancellations c where c.entity = ${entity} and c.entity_id = ${id})`;
}

/** The `?status=` filter of a list. */
export function statusCondition(entity: CorrectableEntity, id: SQL, status: StatusFilter): SQL | undefined {
  if (status === 'all') return undefined;
  const live = isLive(entity, id);
  return status === 'active' ? live : sql`not ${live}`;
}

/** The API's correction fields (common/schemas/corrections.ts) from the columns above. */
export function toCorrectionFields(row: { cancellation: CancellationJson | null; amends: number | null }) {
  const c = row.cancellation;
  return {
    status: c ? ('cancelled' as const) : ('active' as const),
    cancelledAt: c ? new Date(c.at).toISOString() : null,
    cancelledBy: c?.by ?? null,
    cancelReason: c?.reason ?? null,
    amends: row.amends === null ? null : Number(row.amends),
    amendedBy: c?.amendedBy ?? null,
  };
}
