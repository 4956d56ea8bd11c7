import { sql, type SQL } from 'drizzle-orm';
import type { OutstandingSide } from '../../../common/schemas/reports';
import { queryRows, type DbOrTx } from '../../db/client';
import { paidByBillAsOfSql } from '../payments/bill-paid';
import { isLive } from '../corrections/correction-sql';

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
 * allocations of payments dated on or before asOf. An advance is what the party's payments of the side's
 * direction dated on or before asOf have not settled of those bills (a bill dated later did not exist yet),
 * so that net = Σ bills − Σ payments by asOf: the party's balance then (docs/money.md). Payments of that
 * direction settle only that side's bills (the payments' rules), so Σ paid over the bills is what they
 * settled. Cancelled bills and payments are left out, as if never recorded (docs/corrections.md#cancel).
 */
export function outstandingRowsSql(side: OutstandingSide, asOf: string): SQL {
  const at = sql`${asOf}::date`;
  const direction = side === 'receivable' ? 'received' : 'paid';
  const bills =
    side === 'receivable'
      ? sql`select s.party_id, s.sale_date as bill_date, s.bill_amount as amount, coalesce(pb.paid, 0) as paid
            from sales s left join paid_by_bill pb on pb.sale_id = s.id
            where s.sale_date <= ${at} and ${isLive('sale', sql`s.id`)}
            union all
            select le.party_id, le.transaction_date, le.debit, coalesce(pb.paid, 0)
            from ledger_entries le left join paid_by_bill pb on pb.opening_entry_id = le.id
            where le.transaction_type = 'opening' and le.debit > 0 and le.transaction_date <= ${at}`
      : sql`select p.party_id, p.purchase_date as bill_date, p.net_payable as amount, coalesce(pb.paid, 0) as paid
            from purchases p left join paid_by_bill pb on pb.purchase_id = p.id
            where p.purchase_date <= ${at} and ${isLive('purchase', sql`p.id`)}
            union all
            select le.party_id, le.transaction_date, le.credit, coalesce(pb.paid, 0)
            from ledger_entries le left join paid_by_bill pb on pb.opening_entry_id = le.id
            where le.transaction_type = 'opening' and le.credit > 0 and le.transaction_date <= ${at}`;
  const open = sql`amount > paid`;
  return sql`
    with paid_by_bill as (${paidByBillAsOfSql(asOf, direction)}),
    bills as (${bills}),
    owed as (
      select party_id,
        coalesce(sum(amount - paid) filter (where ${open}), 0) as outstanding,
        coalesce(sum(amount - paid) filter (where ${open} and ${at} - bill_date <= 30), 0) as b0,
        coalesce(sum(amount - paid) filter (where ${open} and ${at} - bill_date between 31 and 60), 0) as b31,
        coalesce(sum(amount - paid) filter (where ${open} and ${at} - bill_date between 61 and 90), 0) as b61,
        coalesce(sum(amount - paid) filter (where ${open} and ${at} - bill_date > 90), 0) as b91,
        min(bill_date) filter (where ${open}) as oldest_bill_date,
        sum(paid) as settled
      from bills
      group by party_id
    ),
    paid_in as (
      select party_id, sum(amount) as amount
      from payments
      where direction = ${direction} and payment_date <= ${at} and ${isLive('payment', sql`payments.id`)}
      group by party_id
    ),
    report_rows as (
      select pt.id as party_id, pt.name as party_name, pt.type as party_type,
        coalesce(ow.outstanding, 0) as outstanding,
        coalesce(pi.amount, 0) - coalesce(ow.settled, 0) as unallocated,
        coalesce(ow.b0, 0) as b0, coalesce(ow.b31, 0) as b31,
        coalesce(ow.b61, 0) as b61, coalesce(ow.b91, 0) as b91,
        ow.oldest_bill_date
      from parties pt
      left join owed ow on ow.party_id = pt.id
      left join paid_in pi on pi.party_id = pt.id
      where coalesce(ow.outstanding, 0) > 0 or coalesce(pi.amount, 0) - coalesce(ow.settled, 0) > 0
    )`;
}

const ROW_COLUMNS = sql`party_id, party_name, party_type,
  outstanding::numeric(20, 2)::text as outstanding,
  unallocated::numeric(20, 2)::text as unallocated,
  (outstanding - unallocated)::numeric(20, 2)::text as net,
  b0::numeric(20, 2)::text as b0, b31::numeric(20, 2)::text as b31,
  b61::numeric(20, 2)::text as b61, b91::numeric(20, 2)::text as b91,
  oldest_bill_date::text as oldest_bill_date`;

// Qualified: a bare name would sort by the output column of the same name, the text.
const ORDER = sql`order by r.outstanding desc, r.party_name, r.party_id`;

/** Every row, sorted by outstanding, largest first, then name and id. */
export async function outstandingRows(
  db: DbOrTx,
  side: OutstandingSide,
  asOf: string,
): Promise<OutstandingDbRow[]> {
  const rows = await queryRows<OutstandingDbRow>(
    db,
    sql`${outstandingRowsSql(side, asOf)}
      select ${ROW_COLUMNS} from (select * from report_rows) r ${ORDER}`,
  );
  return rows.map((r) => ({ ...r, party_id: Number(r.party_id) }));
}

/**
 * At most `limit` rows after `after` in the same order, each carrying the totals over every row (window
 * sums taken before the page is cut), so a page and its summary are one statement. An empty page carries
 * no totals: the caller asks outstandingTotals.
 */
export async function outstandingPageRows(
  db: DbOrTx,
  side: OutstandingSide,
  asOf: string,
  limit: number,
  after?: OutstandingCursor,
): Promise<Array<OutstandingDbRow & { totals: OutstandingTotalsDbRow }>> {
  const afterSql = after
    ? sql`where outstanding < ${after.outstanding}::numeric
        or (outstanding = ${after.outstanding}::numeric
          and (party_name > ${after.name} or (party_name = ${after.name} and party_id > ${after.id})))`
    : sql``;
  const rows = await queryRows<
    OutstandingDbRow & { [K in keyof OutstandingTotalsDbRow as `t_${K}`]: string }
  >(
    db,
    sql`${outstandingRowsSql(side, asOf)},
    with_totals as (
      select report_rows.*,
        count(*) over () as t_parties,
        sum(outstanding) over () as t_outstanding,
        sum(unallocated) over () as t_unallocated,
        sum(outstanding - unallocated) over () as t_net,
        sum(b0) over () as t_b0, sum(b31) over () as t_b31,
        sum(b61) over () as t_b61, sum(b91) over () as t_b91
      from report_rows
    )
    select ${ROW_COLUMNS},
      t_parties::int as t_parties,
      t_outstanding::numeric(20, 2)::text as t_outstanding,
      t_unallocated::numeric(20, 2)::text as t_unallocated,
      t_net::numeric(20, 2)::text as t_net,
      t_b0::numeric(20, 2)::text as t_b0, t_b31::numeric(20, 2)::text as t_b31,
      t_b61::numeric(20, 2)::text as t_b61, t_b91::numeric(20, 2)::text as t_b91
    from (select * from with_totals ${afterSql}) r ${ORDER} limit ${limit}`,
  );
  return rows.map((r) => ({
    party_id: Number(r.party_id),
    party_name: r.party_name,
    party_type: r.party_type,
    outstanding: r.outstanding,
    unallocated: r.unallocated,
    net: r.net,
    b0: r.b0,
    b31: r.b31,
    b61: r.b61,
    b91: r.b91,
    oldest_bill_date: r.oldest_bill_date,
    totals: {
      parties: Number(r.t_parties),
      outstanding: r.t_outstanding,
      unallocated: r.t_unallocated,
      net: r.t_net,
      b0: r.t_b0,
      b31: r.t_b31,
      b61: r.t_b61,
      b91: r.t_b91,
    },
  }));
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
