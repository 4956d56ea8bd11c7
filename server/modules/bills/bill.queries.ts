import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StatusFilter } from '../../../common/schemas/corrections';
import { likePattern, type QualityGrade } from '../../../common/schemas/primitives';
import { queryRows, type DbOrTx } from '../../db/client';
import { statusCondition } from '../corrections/correction-sql';
import { billDaysCountSql, datesOnly } from '../books/bill-daily';
import type { BillKind } from './bill-kinds';

// The queries every bill's list, count, export and report share (docs/api-conventions.md#lists), on the kind's
// columns (bills/bill-kinds.ts).

/** The filters of a bill list. */
export interface BillFilter {
  startDate?: string;
  endDate?: string;
  status?: StatusFilter;
  partyId?: number;
  cropId?: number;
  qualityGrade?: QualityGrade;
  q?: string;
  /** The Reports search (docs/screens.md#reports): `q` also matches the amount, quantity or rate as text. */
  qFigures?: boolean;
}

/** A keyset page of a newest-first list: at most `limit` rows after `before`. */
export interface NewestFirstPage {
  limit: number;
  before?: { date: string; id: number };
}

/** The kind's id column as a subquery names it (corrections/correction-sql.ts). */
export const billIdSql = (kind: BillKind) => sql.raw(kind.idSql);

/**
 * The list's filters in SQL. Dates, party and crop each have their index (purchases_date_idx,
 * sales_party_idx, ...); `q` becomes the ids of the parties and crops whose names match (small master tables)
 * and then those indexes; the grade and status narrow what those find. `more`: a kind's own filters (a sale's
 * payment status).
 */
export function billFilterSql(kind: BillKind, f: BillFilter, ...more: (SQL | undefined)[]): SQL | undefined {
  const c = kind.columns;
  const q = f.q === undefined ? undefined : likePattern(f.q);
  return and(
    f.startDate ? gte(c.date, f.startDate) : undefined,
    f.endDate ? lte(c.date, f.endDate) : undefined,
    f.partyId !== undefined ? eq(c.partyId, f.partyId) : undefined,
    f.cropId !== undefined ? eq(c.cropId, f.cropId) : undefined,
    f.qualityGrade ? eq(c.qualityGrade, f.qualityGrade) : undefined,
    ...more,
    q === undefined
      ? undefined
      : sql`(${c.partyId} in (select p.id from parties p where p.name ilike ${q})
          or ${c.cropId} in (select c.id from crops c where c.name ilike ${q})${
            f.qFigures
              ? sql` or ${c.totalAmount}::text ilike ${q} or ${c.quantity}::text ilike ${q}
                  or ${c.rate}::text ilike ${q}`
              : sql``
          })`,
    statusCondition(kind.entity, billIdSql(kind), f.status ?? 'active'),
  );
}

/** Newest first: the bill's date, then id, both descending. */
export const newestFirst = (kind: BillKind) => [desc(kind.columns.date), desc(kind.columns.id)];

/** The rows after a page's last one, newest first (keyset). */
export function newestFirstAfter(kind: BillKind, before: NewestFirstPage['before']): SQL | undefined {
  if (!before) return undefined;
  const c = kind.columns;
  return or(lt(c.date, before.date), and(eq(c.date, before.date), lt(c.id, before.id)));
}

/**
 * A page's `total`: a plain count over the filters (the paid amounts cost a subquery per row). `more`: the
 * kind's own filters, as billFilterSql takes them.
 */
export async function countBills(
  db: DbOrTx,
  kind: BillKind,
  f: BillFilter,
  ...more: (SQL | undefined)[]
): Promise<number> {
  // Dates alone (or nothing): the kept per-day figures, not every bill of a decade (bill_daily, ADR 0011).
  const range = more.every((m) => m === undefined) ? datesOnly(f) : undefined;
  if (range) {
    const [days] = await queryRows<{ count: number }>(db, billDaysCountSql(kind.entity, range));
    return days!.count;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(kind.table)
    .where(billFilterSql(kind, f, ...more));
  return row!.count;
}

/**
 * The export of a list (docs/screens.md#exports): the bills of the same filters in the same order, the
 * party's and crop's names joined in as `party` and `crop`; `columns` are the kind's cells, in text.
 */
export function billExportSql(
  kind: BillKind,
  f: BillFilter,
  columns: SQL,
  ...more: (SQL | undefined)[]
): SQL {
  const c = kind.columns;
  return sql`select ${columns}
    from ${kind.table}
      join parties party on party.id = ${c.partyId}
      join crops crop on crop.id = ${c.cropId}
    where ${billFilterSql(kind, f, ...more) ?? sql`true`}
    order by ${c.date} desc, ${c.id} desc`;
}
