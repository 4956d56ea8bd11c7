import { businessToday } from '../../../common/business-day';
import type { OutstandingPage, OutstandingQuery, OutstandingRow } from '../../../common/schemas/reports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  outstandingPageRows,
  outstandingRows,
  outstandingTotals,
  type OutstandingCursor,
  type OutstandingDbRow,
} from './reports.queries';

/**
 * Outstanding and ageing (docs/money.md): every row when no `limit` is given (the contract's plain array),
 * otherwise a keyset page with the total and the summary of every row.
 */
export async function outstandingReport(
  db: Db,
  query: OutstandingQuery,
  timeZone: string,
): Promise<OutstandingRow[] | OutstandingPage> {
  const asOf = query.asOf ?? businessToday(timeZone);
  if (query.limit === undefined) {
    return (await outstandingRows(db, query.side, asOf)).map(toRow);
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await outstandingPageRows(db, query.side, asOf, query.limit + 1, after);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows[pageRows.length - 1];
  // The rows carry the totals of the whole report; a page past the end has none to carry.
  const totals = rows[0]?.totals ?? (await outstandingTotals(db, query.side, asOf));
  return {
    items: pageRows.map(toRow),
    total: totals.parties,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    asOf,
    summary: {
      parties: totals.parties,
      outstanding: totals.outstanding,
      unallocated: totals.unallocated,
      net: totals.net,
      buckets: { '0-30': totals.b0, '31-60': totals.b31, '61-90': totals.b61, '90+': totals.b91 },
    },
  };
}

function toRow(r: OutstandingDbRow): OutstandingRow {
  return {
    partyId: r.party_id,
    partyName: r.party_name,
    partyType: r.party_type,
    outstanding: r.outstanding,
    unallocated: r.unallocated,
    net: r.net,
    buckets: { '0-30': r.b0, '31-60': r.b31, '61-90': r.b61, '90+': r.b91 },
    oldestBillDate: r.oldest_bill_date,
  };
}

/** An opaque keyset cursor: the last row's (outstanding, name, id), base64url JSON. */
function encodeCursor(r: OutstandingDbRow): string {
  return Buffer.from(JSON.stringify([r.outstanding, r.party_name, r.party_id])).toString('base64url');
}

function decodeCursor(cursor: string): OutstandingCursor {
  const bad = () => AppError.badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[0] !== 'string' ||
    !/^-?\d{1,18}\.\d{2}$/.test(parsed[0]) ||
    typeof parsed[1] !== 'string' ||
    parsed[1].length > 200 ||
    !Number.isInteger(parsed[2]) ||
    (parsed[2] as number) < 1 ||
    (parsed[2] as number) > 2_147_483_647
  ) {
    throw bad();
  }
  return { outstanding: parsed[0], name: parsed[1], id: parsed[2] as number };
}
