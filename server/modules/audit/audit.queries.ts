import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { auditEvents } from '../../db/schema/corrections';

export type AuditRow = typeof auditEvents.$inferSelect;

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  userId?: number;
  action?: string;
  /** Business days (inclusive), read in `timeZone`. */
  startDate?: string;
  endDate?: string;
  timeZone: string;
}

/**
 * Every filter has an index behind it (migration 0004): (entity, entity_id, id), (user_id, id),
 * (action, id), (at, id). A business day is the span between two midnights in the business time zone, so
 * the range on `at` is a half-open interval of instants and stays on the (at, id) index.
 */
function filterSql(f: AuditFilter): SQL | undefined {
  return and(
    f.entity !== undefined ? eq(auditEvents.entity, f.entity) : undefined,
    f.entityId !== undefined ? eq(auditEvents.entityId, f.entityId) : undefined,
    f.userId !== undefined ? eq(auditEvents.userId, f.userId) : undefined,
    f.action !== undefined ? eq(auditEvents.action, f.action) : undefined,
    f.startDate !== undefined
      ? gte(auditEvents.at, sql`(${f.startDate}::date::timestamp at time zone ${f.timeZone})`)
      : undefined,
    f.endDate !== undefined
      ? lt(auditEvents.at, sql`((${f.endDate}::date + 1)::timestamp at time zone ${f.timeZone})`)
      : undefined,
  );
}

/** Newest first (id desc); below `beforeId` when given (keyset), at most `limit` rows. */
export async function findAuditEvents(
  db: DbOrTx,
  f: AuditFilter,
  page?: { limit: number; beforeId?: number },
): Promise<AuditRow[]> {
  const after = page?.beforeId !== undefined ? lt(auditEvents.id, page.beforeId) : undefined;
  const query = db
    .select()
    .from(auditEvents)
    .where(and(filterSql(f), after))
    .orderBy(desc(auditEvents.id));
  return page ? query.limit(page.limit) : query;
}

/**
 * How many events the filters match: a page's `total`. The whole trail's count is kept beside it (audit_count,
 * migration 0011), so the screen as it opens never counts a decade of events; a filter counts through its index.
 */
export async function countAuditEvents(db: DbOrTx, f: AuditFilter): Promise<number> {
  const { timeZone: _readsDays, ...filters } = f;
  if (Object.values(filters).every((value) => value === undefined)) {
    const [kept] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(events), 0)::int as n from audit_count`,
    );
    return kept!.n;
  }
  const [row] = await db.select({ n: count() }).from(auditEvents).where(filterSql(f));
  return row?.n ?? 0;
}

/**
 * The names of parties and crops by id, for a page of the trail: two queries however many rows
 * (docs/scale.md), keyed `party:3` and `crop:5`. A deleted party or crop has no name and keeps its id.
 */
export async function findNames(
  db: DbOrTx,
  ids: { parties: number[]; crops: number[] },
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.parties.length > 0) {
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from parties where id = any(${`{${ids.parties.join(',')}}`}::int[])`,
    );
    for (const r of rows) names.set(`party:${r.id}`, r.name);
  }
  if (ids.crops.length > 0) {
    const rows = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from crops where id = any(${`{${ids.crops.join(',')}}`}::int[])`,
    );
    for (const r of rows) names.set(`crop:${r.id}`, r.name);
  }
  return names;
}
