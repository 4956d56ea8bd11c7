import type { Db, DbOrTx } from '../../db/client';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../lib/app-error';
import type { BillFilter } from './bill.queries';
import type { BillAmounts, BillData, BillRow, BillSteps, BillView } from './bill-steps';

// Reading bills, whichever kind (docs/bills.md): one, and the lists' pages (docs/api-conventions.md#lists).

/** GET /api/purchases/:id, /api/sales/:id: any status; 404 with the kind's text. */
export async function getBill<
  Data extends BillData,
  Row extends BillRow,
  Bill extends BillView,
  Amounts extends BillAmounts,
  Filter extends BillFilter,
>(db: DbOrTx, steps: BillSteps<Data, Row, Bill, Amounts, Filter>, id: number): Promise<Bill> {
  const row = await steps.find(db, id);
  if (!row) throw AppError.notFound(steps.kind.texts.notFound);
  const [bill] = await steps.toBills(db, [row]);
  return bill!;
}

/** Newest first; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export async function listBills<
  Data extends BillData,
  Row extends BillRow,
  Bill extends BillView,
  Amounts extends BillAmounts,
  Filter extends BillFilter,
>(
  db: Db,
  steps: BillSteps<Data, Row, Bill, Amounts, Filter>,
  query: Filter & { limit?: number; cursor?: string },
): Promise<Bill[] | { items: Bill[]; total: number; nextCursor: string | null }> {
  const { limit, cursor, ...rest } = query;
  const filter = rest as unknown as Filter;
  if (limit === undefined) return steps.toBills(db, await steps.list(db, filter));
  const before = cursor === undefined ? undefined : decodeDateIdCursor(cursor);
  const rows = await steps.list(db, filter, { limit: limit + 1, before });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await steps.toBills(db, pageRows),
    total: await steps.count(db, filter),
    nextCursor: rows.length > limit && last ? encodeCursor([steps.dateOf(last), last.id]) : null,
  };
}
