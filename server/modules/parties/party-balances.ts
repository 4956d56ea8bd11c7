import { sql, type SQL } from 'drizzle-orm';
import type { PartyBalanceTotals } from '../../../common/schemas/ledger';
import { queryRows, type DbOrTx } from '../../db/client';

// Receivable and payable, one meaning on every screen (docs/money.md#receivable-and-payable, ADR 0008): the
// Dashboard's card, the Ledger's cards and Outstanding's `balances` all read these.

/**
 * Receivable and payable from the party balances (docs/money.md#receivable-and-payable): Σ of the positive
 * balances and of |negative| ones, with how many parties, and the parts that farmers owe us and that we owe
 * traders and exporters. The balances are the kept `parties.balance` (one row per party, never the entries of
 * a decade); of one party only when `partyId` is given (its primary key). With `asOf`, each balance as it
 * stood that day: the kept one less the entries dated after it (ledger_entries_date_idx reads only those, a
 * few when asOf is today). The columns are `r`, `rn`, `p`, `pn`, `rf`, `rfn`, `pc`, `pcn`, `net` (numeric).
 */
export function balanceTotalsSql(opts: { partyId?: number; asOf?: string } = {}): SQL {
  const one = opts.partyId === undefined ? sql`true` : sql`p.id = ${opts.partyId}::integer`;
  const balances =
    opts.asOf === undefined
      ? sql`select p.id, p.type, p.balance from parties p where ${one}`
      : sql`select p.id, p.type, p.balance - coalesce(later.amount, 0) as balance
          from parties p left join (
            select le.party_id, sum(le.debit - le.credit) as amount from ledger_entries le
            where le.transaction_date > ${opts.asOf}::date group by le.party_id
          ) later on later.party_id = p.id
          where ${one}`;
  return sql`select coalesce(sum(b.balance) filter (where b.balance > 0), 0) as r,
      (count(*) filter (where b.balance > 0))::int as rn,
      coalesce(-sum(b.balance) filter (where b.balance < 0), 0) as p,
      (count(*) filter (where b.balance < 0))::int as pn,
      coalesce(sum(b.balance) filter (where b.balance > 0 and b.type = 'farmer'), 0) as rf,
      (count(*) filter (where b.balance > 0 and b.type = 'farmer'))::int as rfn,
      coalesce(-sum(b.balance) filter (where b.balance < 0 and b.type <> 'farmer'), 0) as pc,
      (count(*) filter (where b.balance < 0 and b.type <> 'farmer'))::int as pcn,
      coalesce(sum(b.balance), 0) as net
    from (${balances}) b`;
}

/** The figures of balanceTotalsSql as decimal strings and counts. */
export async function selectBalanceTotals(
  db: DbOrTx,
  opts: { partyId?: number; asOf?: string } = {},
): Promise<PartyBalanceTotals & { net: string }> {
  const [row] = await queryRows<PartyBalanceTotals & { net: string }>(
    db,
    sql`select ${BALANCE_COLUMNS} from (${balanceTotalsSql(opts)}) b`,
  );
  return withCounts(row!);
}

export const BALANCE_COLUMNS = sql`b.r::numeric(20, 2)::text as receivable, b.rn as "receivableParties",
  b.p::numeric(20, 2)::text as payable, b.pn as "payableParties",
  b.rf::numeric(20, 2)::text as "receivableFromFarmers", b.rfn as "receivableFromFarmersParties",
  b.pc::numeric(20, 2)::text as "payableToCustomers", b.pcn as "payableToCustomersParties",
  b.net::numeric(20, 2)::text as net`;

export function withCounts<T extends PartyBalanceTotals>(row: T): T {
  return {
    ...row,
    receivableParties: Number(row.receivableParties),
    payableParties: Number(row.payableParties),
    receivableFromFarmersParties: Number(row.receivableFromFarmersParties),
    payableToCustomersParties: Number(row.payableToCustomersParties),
  };
}
