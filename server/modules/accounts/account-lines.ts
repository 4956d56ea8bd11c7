import { sql, type SQL } from 'drizzle-orm';
import { CASH_IN_HAND } from '../../../common/schemas/accounts';
import type { Language } from '../../../common/schemas/auth';

/**
 * The one definition of an account's lines (docs/money.md, "Cash and bank books"): the balance of
 * GET /api/accounts and every figure of the book are sums over this query, so they cannot disagree.
 *
 * A line is
 * - a payment naming the account: `received` is money in, `paid` money out;
 * - an expense naming the account, or, for "Cash in hand", an expense naming none (from before accounts);
 * - for "Cash in hand" only: every purchase expense row, dated its purchase's date, and every paid_out charge
 *   of a purchase or a sale (lot_charges, docs/posting.md#charges), dated its lot's date;
 * - for each of these whose record is cancelled, its reversing line (docs/corrections.md#cancel).
 *
 * Columns: kind, id, date, at (when it was recorded: the order within a day), party_id, party_name,
 * description (the English), message (the description as a catalogue message, null for text a user typed;
 * docs/messages.md#records), money_in, money_out (numeric, one of them 0). Without `detail` the party and
 * description are left out (and there is no message column), and so are the joins they need. `language` picks a
 * lot charge's own Hindi name where it has one.
 */
export function accountLines(
  account: { id: SQL; isCashInHand: SQL },
  opts: { detail: boolean; range: LineRange; language?: Language },
): SQL {
  const parts = [false, true].flatMap((reversal) => [
    paymentLines(account, opts, reversal),
    expenseLines(account, opts, reversal),
    purchaseExpenseLines(account, opts, reversal),
    lotChargeLines('purchase', account, opts, reversal),
    lotChargeLines('sale', account, opts, reversal),
  ]);
  return sql`(${sql.join(parts, sql` union all `)})`;
}

// Each kind of line comes twice: as recorded, and (`reversal`) once more for a cancelled record, on the same
// date with money in and out swapped and the cancellation's time as `at` (docs/corrections.md#cancel), so a
// cancelled record nets to nothing in every book and balance while its trail stays visible.

type Opts = { detail: boolean; range: LineRange; language?: Language };

/** The two amount columns, swapped for a reversal; `ins` and `outs` are the recorded money in and out. */
function amounts(ins: SQL, outs: SQL, reversal: boolean): SQL {
  return reversal
    ? sql`${outs} as money_in, ${ins} as money_out`
    : sql`${ins} as money_in, ${outs} as money_out`;
}

/** Joins the record's cancellation for a reversal line; nothing for a recorded one. */
function cancelled(entity: 'payment' | 'expense' | 'purchase' | 'sale', id: SQL, reversal: boolean): SQL {
  return reversal ? sql`join cancellations c on c.entity = ${entity} and c.entity_id = ${id}` : sql``;
}

const at = (recorded: SQL, reversal: boolean) => (reversal ? sql`c.cancelled_at` : recorded);
const described = (text: SQL, reversal: boolean) => (reversal ? sql`'Cancelled: ' || ${text}` : text);

/**
 * The line's message: as recorded, or for a reversal narration.cancelled naming it (its text when it has no
 * message: an expense's description as typed, a ledger entry from before migration 0023).
 */
function message(recorded: SQL, text: SQL, reversal: boolean): SQL {
  return reversal
    ? sql`jsonb_build_object('key', 'narration.cancelled', 'params', jsonb_build_object('entry',
        coalesce(${recorded}, to_jsonb(${text}))))`
    : recorded;
}

/** A catalogue message built in SQL: its key and its parameters as name, value pairs. */
const messageOf = (key: string, ...params: SQL[]) =>
  sql`jsonb_build_object('key', ${key}::text, 'params', jsonb_build_object(${sql.join(params, sql`, `)}))`;

function paymentLines(account: { id: SQL }, { detail, range }: Opts, reversal: boolean): SQL {
  const money = amounts(
    sql`case when p.direction = 'received' then p.amount else 0 end`,
    sql`case when p.direction = 'paid' then p.amount else 0 end`,
    reversal,
  );
  const where = sql`where p.account_id = ${account.id} and ${dateFilter(sql.raw('p.payment_date'), range)}`;
  return detail
    ? sql`select 'payment'::text as kind, p.id, p.payment_date as date, ${at(sql`p.created_at`, reversal)} as at,
          p.party_id, pa.name as party_name, ${described(sql`le.description`, reversal)} as description,
          ${message(sql`le.description_message`, sql`le.description`, reversal)} as message, ${money}
        from payments p ${cancelled('payment', sql`p.id`, reversal)}
        join parties pa on pa.id = p.party_id
        join ledger_entries le on le.id = p.ledger_entry_id
        ${where}`
    : sql`select 'payment'::text as kind, p.id, p.payment_date as date, ${at(sql`p.created_at`, reversal)} as at,
          null::integer as party_id, null::text as party_name, null::text as description, ${money}
        from payments p ${cancelled('payment', sql`p.id`, reversal)}
        ${where}`;
}

function expenseLines(
  account: { id: SQL; isCashInHand: SQL },
  { detail, range }: Opts,
  reversal: boolean,
): SQL {
  const money = amounts(sql`0::numeric`, sql`e.amount`, reversal);
  const where = sql`where (e.account_id = ${account.id} or (e.account_id is null and ${account.isCashInHand}))
    and ${dateFilter(sql.raw('e.expense_date'), range)}`;
  // An expense tied to a purchase or a sale shows that bill's party.
  return detail
    ? sql`select 'expense'::text, e.id, e.expense_date, ${at(sql`e.created_at`, reversal)},
          coalesce(pu.party_id, s.party_id), pa.name, ${described(sql`e.description`, reversal)},
          ${message(sql`null::jsonb`, sql`e.description`, reversal)}, ${money}
        from expenses e ${cancelled('expense', sql`e.id`, reversal)}
        left join purchases pu on pu.id = e.purchase_id
        left join sales s on s.id = e.sale_id
        left join parties pa on pa.id = coalesce(pu.party_id, s.party_id)
        ${where}`
    : sql`select 'expense'::text, e.id, e.expense_date, ${at(sql`e.created_at`, reversal)}, null::integer,
          null::text, null::text, ${money}
        from expenses e ${cancelled('expense', sql`e.id`, reversal)}
        ${where}`;
}

function purchaseExpenseLines(
  account: { isCashInHand: SQL },
  { detail, range }: Opts,
  reversal: boolean,
): SQL {
  const money = amounts(sql`0::numeric`, sql`pe.amount`, reversal);
  const where = sql`where ${account.isCashInHand} and ${dateFilter(sql.raw('pu.purchase_date'), range)}`;
  return detail
    ? sql`select 'purchaseExpense'::text, pe.id, pu.purchase_date, ${at(sql`pu.created_at`, reversal)}, pu.party_id,
          pa.name, ${described(sql`initcap(pe.type) || ' for Purchase #' || pu.id`, reversal)},
          ${message(
            messageOf(
              'narration.chargeForPurchase',
              sql`'charge', jsonb_build_array(initcap(pe.type))`,
              sql`'id', pu.id`,
            ),
            sql`null::text`,
            reversal,
          )}, ${money}
        from purchase_expenses pe
        join purchases pu on pu.id = pe.purchase_id ${cancelled('purchase', sql`pu.id`, reversal)}
        join parties pa on pa.id = pu.party_id
        ${where}`
    : sql`select 'purchaseExpense'::text, pe.id, pu.purchase_date, ${at(sql`pu.created_at`, reversal)},
          null::integer, null::text, null::text, ${money}
        from purchase_expenses pe
        join purchases pu on pu.id = pe.purchase_id ${cancelled('purchase', sql`pu.id`, reversal)}
        ${where}`;
}

/**
 * The paid_out charges of one kind of lot: money out of "Cash in hand" on the lot's date, whoever bears it.
 * A charge that came to ₹0.00 (a per-bag charge on a lot without bags) moves no money and makes no line.
 */
function lotChargeLines(
  lotKind: 'purchase' | 'sale',
  account: { isCashInHand: SQL },
  opts: Opts,
  reversal: boolean,
): SQL {
  const { detail, range } = opts;
  const money = amounts(sql`0::numeric`, sql`lc.amount`, reversal);
  const lot =
    lotKind === 'purchase'
      ? { table: sql.raw('purchases'), date: sql.raw('l.purchase_date'), label: 'Purchase' }
      : { table: sql.raw('sales'), date: sql.raw('l.sale_date'), label: 'Sale' };
  const where = sql`where ${account.isCashInHand} and ${dateFilter(lot.date, range)}
    and lc.kind = 'paid_out' and lc.amount > 0`;
  const from = sql`from ${lot.table} l ${cancelled(lotKind, sql`l.id`, reversal)}
    join lot_charges lc on lc.lot_kind = ${lotKind} and lc.lot_id = l.id`;
  // The narration's template is common/messages narration.chargeFor*; the charge's name is its Hindi one for a
  // Hindi reader where the schedule gave one (docs/settings-and-charges.md).
  const name = opts.language === 'hi' ? sql`coalesce(lc.name_hi, lc.name)` : sql`lc.name`;
  const key = lotKind === 'purchase' ? 'narration.chargeForPurchase' : 'narration.chargeForSale';
  return detail
    ? sql`select 'lotCharge'::text, lc.id, ${lot.date}, ${at(sql`l.created_at`, reversal)}, l.party_id, pa.name,
          ${described(sql`lc.name || ${` for ${lot.label} #`} || l.id`, reversal)},
          ${message(messageOf(key, sql`'charge', ${name}`, sql`'id', l.id`), sql`null::text`, reversal)}, ${money}
        ${from} join parties pa on pa.id = l.party_id
        ${where}`
    : sql`select 'lotCharge'::text, lc.id, ${lot.date}, ${at(sql`l.created_at`, reversal)}, null::integer,
          null::text, null::text, ${money}
        ${from}
        ${where}`;
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
