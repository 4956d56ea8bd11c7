import { sql, type SQL } from 'drizzle-orm';
import type { OutstandingSide } from '../../../common/schemas/reports';
import { queryRows, type DbOrTx } from '../../db/client';
import { billPaidSql } from '../payments/bill-paid';

// Outstanding and ageing (docs/money.md, Outstanding and ageing): every figure is summed in SQL, in one
// statement per answer, whatever the number of parties.

export interface OutstandingDbRow {
  party_id: number;
  party_name: string;
  party_type: string;
  outstanding: string;
  unallocated: string;
  net: string;
  b0: string;
  b31: string;
  b61: string;
  b91: string;
  oldest_bill_date: string | null;
}

export interface OutstandingTotalsDbRow {
  parties: number;
  outstanding: string;
  unallocated: string;
  net: string;
  b0: string;
  b31: string;
  b61: string;
  b91: string;
}

/** Where a page starts: after the row (outstanding, name, id) of the previous page's last row. */
export interface OutstandingCursor {
  outstanding: string;
  name: string;
  id: number;
}

/**
 * One row per party with something open on `side` at `asOf`: its open bills' outstanding (bucketed by age)
 * and its advances. A bill counts when dated on or before asOf, and what it has been paid by the
 * allocations of payments dated on or before asOf. An advance is a payment of the side's direction dated on
 * or before asOf, less its allocations to bills dated on or before asOf (a bill dated later did not exist
 * yet), so that net = Σ bills − Σ payments by asOf: the party's balance then (docs/money.md).
 */
function outstandingRowsSql(side: OutstandingSide, asOf: string): SQL {
  const at = sql`${asOf}::date`;
  const bills =
    side === 'receivable'
      ? sql`select s.party_id, s.sale_date as bill_date,
              s.total_amount - ${billPaidSql('sale_id', sql`s.id`, asOf)} as open
            from sales s where s.sale_date <= ${at}
            union all
            select le.party_id, le.transaction_date,
              le.debit - ${billPaidSql('opening_entry_id', sql`le.id`, asOf)}
            from ledger_entries le
            where le.transaction_type = 'opening' and le.debit > 0 and le.transaction_date <= ${at}`
      : sql`select p.party_id, p.purchase_date as bill_date,
              p.total_amount - ${billPaidSql('purchase_id', sql`p.id`, asOf)} as open
            from purchases p where p.purchase_date <= ${at}
            union all
            select le.party_id, le.transaction_date,
              le.credit - ${billPaidSql('opening_entry_id', sql`le.id`, asOf)}
            from ledger_entries le
            where le.transaction_type = 'opening' and le.credit > 0 and le.transaction_date <= ${at}`;
  const direction = side === 'receivable' ? 'received' : 'paid';
  return sql`
    with bills as (${bills}),
    owed as (
      select party_id,
        sum(open) as outstanding,
        sum(open) filter (where ${at} - bill_date <= 30) as b0,
        sum(open) filter (where ${at} - bill_date between 31 and 60) as b31,
        sum(open) filter (where ${at} - bill_date between 61 and 90) as b61,
        sum(open) filter (where ${at} - bill_date > 90) as b91,
        min(bill_date) as oldest_bill_date
      from bills where open > 0
      group by party_id
    ),
    settled as (
      select pa.party_id, sum(a.amount) as amount
      from payment_allocations a
      join payments pa on pa.id = a.payment_id
      left join sales s on s.id = a.sale_id
      left join purchases pu on pu.id = a.purchase_id
      left join ledger_entries o on o.id = a.opening_entry_id
      where pa.direction = ${direction} and pa.payment_date <= ${at}
        and coalesce(s.sale_date, pu.purchase_date, o.transaction_date) <= ${at}
      group by pa.party_id
    ),
    advances as (
      select pa.party_id, sum(pa.amount) - coalesce(max(st.amount), 0) as unallocated
      from payments pa left join settled st on st.party_id = pa.party_id
      where pa.direction = ${direction} and pa.payment_date <= ${at}
      group by pa.party_id
    ),
    report_rows as (
      select pt.id as party_id, pt.name as party_name, pt.type as party_type,
        coalesce(ow.outstanding, 0) as outstanding,
        coalesce(ad.unallocated, 0) as unallocated,
        coalesce(ow.b0, 0) as b0, coalesce(ow.b31, 0) as b31,
        coalesce(ow.b61, 0) as b61, coalesce(ow.b91, 0) as b91,
        ow.oldest_bill_date
      from parties pt
      left join owed ow on ow.party_id = pt.id
      left join advances ad on ad.party_id = pt.id
      where ow.party_id is not null or ad.unallocated > 0
    )`;
}

const ROW_COLUMNS = sql`party_id, party_name, party_type,
  outstanding::numeric(20, 2)::text as outstanding,
  unallocated::numeric(20, 2)::text as unallocated,
  (outstanding - unallocated)::numeric(20, 2)::text as net,
  b0::numeric(20, 2)::text as b0, b31::numeric(20, 2)::text as b31,
  b61::numeric(20, 2)::text as b61, b91::numeric(20, 2)::text as b91,
  oldest_bill_date::text as oldest_bill_date`;

/** Sorted by outstanding, largest first, then name and id; a page after `after` when given. */
export async function outstandingRows(
  db: DbOrTx,
  side: OutstandingSide,
  asOf: string,
  page?: { limit: number; after?: OutstandingCursor },
): Promise<OutstandingDbRow[]> {
  const after = page?.after
    ? sql`where outstanding < ${page.after.outstanding}::numeric
        or (outstanding = ${page.after.outstanding}::numeric
          and (party_name > ${page.after.name} or (party_name = ${page.after.name} and party_id > ${page.after.id})))`
    : sql``;
  const limit = page ? sql`limit ${page.limit}` : sql``;
  const rows = await queryRows<OutstandingDbRow>(
    db,
    sql`${outstandingRowsSql(side, asOf)}
      select ${ROW_COLUMNS} from report_rows ${after}
      order by report_rows.outstanding desc, report_rows.party_name, report_rows.party_id ${limit}`,
  );
  return rows.map((r) => ({ ...r, party_id: Number(r.party_id) }));
}

/** The totals over every row (not a page): the report's cards. */
export async function outstandingTotals(
  db: DbOrTx,
  side: OutstandingSide,
  asOf: string,
): Promise<OutstandingTotalsDbRow> {
  const [row] = await queryRows<OutstandingTotalsDbRow>(
    db,
    sql`${outstandingRowsSql(side, asOf)}
      select count(*)::int as parties,
        coalesce(sum(outstanding), 0)::numeric(20, 2)::text as outstanding,
        coalesce(sum(unallocated), 0)::numeric(20, 2)::text as unallocated,
        coalesce(sum(outstanding - unallocated), 0)::numeric(20, 2)::text as net,
        coalesce(sum(b0), 0)::numeric(20, 2)::text as b0,
        coalesce(sum(b31), 0)::numeric(20, 2)::text as b31,
        coalesce(sum(b61), 0)::numeric(20, 2)::text as b61,
        coalesce(sum(b91), 0)::numeric(20, 2)::text as b91
      from report_rows`,
  );
  return { ...row!, parties: Number(row!.parties) };
}
