import { businessToday } from '../../../common/business-day';
import type { OutstandingPage, OutstandingQuery, OutstandingRow } from '../../../common/schemas/reports';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor, isRowId } from '../../lib/cursor';
import {
  outstandingPageRows,
  outstandingRows,
  outstandingTotals,
  type OutstandingCursor,
  type OutstandingDbRow,
} from './reports.queries';
import { selectBalanceTotals } from '../parties/party-balances';

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
  const after = query.cursor === undefined ? undefined : decodeOutstandingCursor(query.cursor);
  const limit = query.limit;
  // One snapshot, so the bills and the party balances beside them are of the same moment
  // (docs/money.md#receivable-and-payable).
  return db.transaction(
    async (tx) => {
      const rows = await outstandingPageRows(tx, query.side, asOf, limit + 1, after);
      const pageRows = rows.slice(0, limit);
      const last = pageRows[pageRows.length - 1];
      // The rows carry the totals of the whole report; a page past the end has none to carry.
      const totals = rows[0]?.totals ?? (await outstandingTotals(tx, query.side, asOf));
      const { net: _net, ...balances } = await selectBalanceTotals(tx, { asOf });
      return {
        items: pageRows.map(toRow),
        total: totals.parties,
        nextCursor:
          rows.length > limit && last
            ? encodeCursor([last.outstanding, last.party_name, last.party_id])
            : null,
        asOf,
        summary: {
          parties: totals.parties,
          outstanding: totals.outstanding,
          unallocated: totals.unallocated,
          net: totals.net,
          buckets: { '0-30': totals.b0, '31-60': totals.b31, '61-90': totals.b61, '90+': totals.b91 },
        },
        balances,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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

/** The last row's (outstanding, name, id) from a cursor of this report. */
function decodeOutstandingCursor(cursor: string): OutstandingCursor {
  const [outstanding, name, id] = decodeCursor(
    cursor,
    (k): k is [string, string, number] =>
      k.length === 3 &&
      typeof k[0] === 'string' &&
      /^-?\d{1,18}\.\d{2}$/.test(k[0]) &&
      typeof k[1] === 'string' &&
      k[1].length <= 200 &&
      isRowId(k[2]),
  );
  return { outstanding, name, id };
}
