import { sql, type SQL } from 'drizzle-orm';
import { CASH_IN_HAND } from '../../../common/schemas/accounts';

/**
 * The one definition of an account's lines (docs/money.md, "Cash and bank books"): the balance of
 * GET /api/accounts and every figure of the book are sums over this query, so they cannot disagree.
 *
 * A line is
 * - a payment naming the account: `received` is money in, `paid` money out;
 * - an expense naming the account, or, for "Cash in hand", an expense naming none (from before accounts);
 * - for "Cash in hand" only: every purchase expense row, dated its purchase's date.
 *
 * Columns: kind, id, date, at (when it was recorded: the order within a day), party_id, party_name,
 * description, money_in, money_out (numeric, one of them 0). Without `detail` the party and description
 * are left out, and so are the joins they need.
 */
export function accountLines(
  account: { id: SQL; isCashInHand: SQL },
  opts: { detail: boolean; range: LineRange },
): SQL {
  const { detail, range } = opts;
  const on = (column: string) => dateFilter(sql.raw(column), range);
  const payments = detail
    ? sql`select 'payment'::text as kind, p.id, p.payment_date as date, p.created_at as at,
          p.party_id, pa.name as party_name, le.description,
          case when p.direction = 'received' then p.amount else 0 end as money_in,
          case when p.direction = 'paid' then p.amount else 0 end as money_out
        from payments p
        join parties pa on pa.id = p.party_id
        join ledger_entries le on le.id = p.ledger_entry_id
        where p.account_id = ${account.id} and ${on('p.payment_date')}`
    : sql`select 'payment'::text as kind, p.id, p.payment_date as date, p.created_at as at,
          null::integer as party_id, null::text as party_name, null::text as description,
          case when p.direction = 'received' then p.amount else 0 end as money_in,
          case when p.direction = 'paid' then p.amount else 0 end as money_out
        from payments p
        where p.account_id = ${account.id} and ${on('p.payment_date')}`;
  const expenseAccount = sql`(e.account_id = ${account.id} or (e.account_id is null and ${account.isCashInHand}))`;
  // An expense tied to a purchase or a sale shows that bill's party.
  const expenses = detail
    ? sql`select 'expense'::text, e.id, e.expense_date, e.created_at,
          coalesce(pu.party_id, s.party_id), pa.name, e.description, 0::numeric, e.amount
        from expenses e
        left join purchases pu on pu.id = e.purchase_id
        left join sales s on s.id = e.sale_id
        left join parties pa on pa.id = coalesce(pu.party_id, s.party_id)
        where ${expenseAccount} and ${on('e.expense_date')}`
    : sql`select 'expense'::text, e.id, e.expense_date, e.created_at, null::integer, null::text, null::text,
          0::numeric, e.amount
        from expenses e
        where ${expenseAccount} and ${on('e.expense_date')}`;
  const purchaseRows = detail
    ? sql`select 'purchaseExpense'::text, pe.id, pu.purchase_date, pu.created_at, pu.party_id, pa.name,
          initcap(pe.type) || ' for Purchase #' || pu.id, 0::numeric, pe.amount
        from purchase_expenses pe
        join purchases pu on pu.id = pe.purchase_id
        join parties pa on pa.id = pu.party_id
        where ${account.isCashInHand} and ${on('pu.purchase_date')}`
    : sql`select 'purchaseExpense'::text, pe.id, pu.purchase_date, pu.created_at, null::integer, null::text,
          null::text, 0::numeric, pe.amount
        from purchase_expenses pe
        join purchases pu on pu.id = pe.purchase_id
        where ${account.isCashInHand} and ${on('pu.purchase_date')}`;
  return sql`(${payments} union all ${expenses} union all ${purchaseRows})`;
}

/** Which dates of lines to take: all, those before a date, or those within an inclusive range. */
export type LineRange = { all: true } | { before: string } | { from: string; to: string };

// The date condition is written into each part of the union, next to its index (payments_account_idx,
// expenses_account_idx, purchases_date_idx), rather than left to the planner to push down.
function dateFilter(column: SQL, range: LineRange): SQL {
  if ('all' in range) return sql`true`;
  if ('before' in range) return sql`${column} < ${range.before}::date`;
  return sql`${column} between ${range.from}::date and ${range.to}::date`;
}

/** Written with the table name, so it can be used inside a subquery of a select from `accounts`. */
export const accountsRow = {
  id: sql.raw('"accounts"."id"'),
  isCashInHand: sql`lower(${sql.raw('"accounts"."name"')}) = lower(${CASH_IN_HAND})`,
};

/** Σ money in − money out of an account's lines, numeric (0 when it has none). */
export function sumOfLines(account: { id: SQL; isCashInHand: SQL }, range: LineRange): SQL<string> {
  return sql<string>`coalesce((select sum(l.money_in - l.money_out)
    from ${accountLines(account, { detail: false, range })} l), 0)`;
}
