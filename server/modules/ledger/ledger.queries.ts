import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LedgerSummary, LedgerTransactionType } from '../../../common/schemas/ledger';
import { BALANCE_COLUMNS, balanceTotalsSql, withCounts } from '../parties/party-balances';
import { queryRows, type DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/books';

export interface LedgerFilter {
  partyId?: number;
  startDate?: string;
  endDate?: string;
}

export interface LedgerEntryRow {
  id: number;
  partyId: number;
  transactionType: LedgerTransactionType;
  transactionDate: string;
  /** The English as written, and the message it was written from (null before 0023): recordText says it. */
  description: string;
  descriptionMessage: unknown;
  debit: string;
  credit: string;
  balance: string;
  reversalOf: number | null;
  reversedBy: number | null;
  createdAt: Date | string;
  createdBy: number | null;
}

function filterSql(f: LedgerFilter): SQL {
  return sql`(${f.partyId ?? null}::integer is null or le.party_id = ${f.partyId ?? null}::integer)
    and (${f.startDate ?? null}::date is null or le.transaction_date >= ${f.startDate ?? null}::date)
    and (${f.endDate ?? null}::date is null or le.transaction_date <= ${f.endDate ?? null}::date)`;
}

/** The statement of listLedgerEntries: also the ledger export's rows (ledgerExportSql). */
function ledgerEntriesSql(
  f: LedgerFilter,
  page?: { limit: number; after?: { date: string; id: number } },
): SQL {
  const after = page?.after
    ? sql`and (le.transaction_date, le.id) > (${page.after.date}::date, ${page.after.id}::integer)`
    : sql``;
  const limit = page ? sql`limit ${page.limit}` : sql``;
  return sql`with chosen as (
          select le.* from ledger_entries le
          where ${filterSql(f)} ${after}
          order by le.transaction_date, le.id
          ${limit}
        ),
        firsts as (
          select distinct on (party_id) party_id, transaction_date, id
          from chosen order by party_id, transaction_date, id
        ),
        before as (
          select f.party_id, coalesce((select sum(e.debit - e.credit) from ledger_entries e
            where e.party_id = f.party_id and (e.transaction_date, e.id) < (f.transaction_date, f.id)), 0) as amount
          from firsts f
        )
        select c.id, c.party_id as "partyId", c.transaction_type as "transactionType",
          c.transaction_date::text as "transactionDate", c.description,
          c.description_message as "descriptionMessage", c.debit::text as debit,
          c.credit::text as credit,
          (b.amount + sum(c.debit - c.credit) over (partition by c.party_id order by c.transaction_date, c.id))
            ::numeric(20, 2)::text as balance,
          c.reversal_of as "reversalOf",
          (select r.id from ledger_entries r where r.reversal_of = c.id) as "reversedBy",
          c.created_at as "createdAt", c.created_by as "createdBy"
        from chosen c join before b on b.party_id = c.party_id
        order by c.transaction_date, c.id`;
}

/**
 * Entries in (transaction date, id) order with each one's running party balance; after `after` (keyset) and
 * at most `limit` rows when paged. The balance is computed on read, not stored, so a back-dated entry shifts
 * every later balance. It is right on every page and within any date range: a party's rows in the answer are a
 * run of its entries in that order, so each one's balance is what the party's entries before its first row
 * add up to (one index range per party, ledger_entries_party_date_idx) plus the running sum within the answer.
 */
export async function listLedgerEntries(
  db: DbOrTx,
  f: LedgerFilter,
  page?: { limit: number; after?: { date: string; id: number } },
): Promise<LedgerEntryRow[]> {
  const rows = await queryRows<LedgerEntryRow>(db, ledgerEntriesSql(f, page));
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    partyId: Number(r.partyId),
    reversalOf: r.reversalOf === null ? null : Number(r.reversalOf),
    reversedBy: r.reversedBy === null ? null : Number(r.reversedBy),
    createdBy: r.createdBy === null ? null : Number(r.createdBy),
  }));
}

/**
 * The export of the list (docs/screens.md#exports): the entries of the same filters in the same order with
 * the same running balance, the party's name and type joined in, every cell text.
 */
export function ledgerExportSql(f: LedgerFilter): SQL {
  return sql`select e."transactionDate" as date, party.name as party, party.type as "partyType",
      e."transactionType" as "transactionType", e.description, e.debit, e.credit, e.balance
    from (${ledgerEntriesSql(f)}) e join parties party on party.id = e."partyId"
    order by e."transactionDate", e.id`;
}

/**
 * The count and sums of the entries the filters match, as `(n, debit, credit)`. Without a party they come from
 * the per-day totals kept beside the ledger (ledger_daily, migration 0009): at most a few thousand days rather
 * than every entry of a decade. A party's entries are read through their own index.
 */
function entryTotalsSql(f: LedgerFilter): SQL {
  if (f.partyId === undefined) {
    return sql`select coalesce(sum(d.entries), 0)::int as n, coalesce(sum(d.debit), 0) as debit,
        coalesce(sum(d.credit), 0) as credit
      from ledger_daily d
      where (${f.startDate ?? null}::date is null or d.day >= ${f.startDate ?? null}::date)
        and (${f.endDate ?? null}::date is null or d.day <= ${f.endDate ?? null}::date)`;
  }
  return sql`select count(*)::int as n, coalesce(sum(le.debit), 0) as debit, coalesce(sum(le.credit), 0) as credit
    from ledger_entries le where ${filterSql(f)}`;
}

/**
 * The Ledger screen's cards (common/schemas/ledger.ts ledgerSummary) in one statement: the balances of the
 * whole book, or of the filtered party alone.
 */
export async function summariseLedger(db: DbOrTx, f: LedgerFilter): Promise<LedgerSummary> {
  const [row] = await queryRows<LedgerSummary>(
    db,
    // The entries' count and both sums are read once (three sub-selects would read them three times).
    sql`with entries as (
          ${entryTotalsSql(f)}
        ), book as (
          ${balanceTotalsSql(f.partyId === undefined ? {} : { partyId: f.partyId })}
        )
        select e.n as entries, e.debit::numeric(20, 2)::text as debit, e.credit::numeric(20, 2)::text as credit,
          ${BALANCE_COLUMNS}
        from entries e cross join book b`,
  );
  return { ...withCounts(row!), entries: Number(row!.entries) };
}

/** How many entries the filters match: a page's `total`. */
export async function countLedgerEntries(db: DbOrTx, f: LedgerFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select n from (${entryTotalsSql(f)}) as totals`);
  return row!.n;
}

/** The party's opening-balance entry, if it has one. */
export async function findOpeningEntry(db: DbOrTx, partyId: number) {
  const [row] = await db
    .select({ id: ledgerEntries.id, transactionDate: ledgerEntries.transactionDate })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.partyId, partyId), eq(ledgerEntries.transactionType, 'opening')));
  return row;
}

/**
 * A party's statement: its entries in the range with the running balance over all its entries (so it is
 * right from the first line), the balance before the range, and the range's totals; all in SQL numeric.
 */
export async function statementOf(
  db: DbOrTx,
  partyId: number,
  range: { startDate?: string; endDate?: string },
) {
  const start = range.startDate ?? null;
  const end = range.endDate ?? null;
  const entries = await queryRows<LedgerEntryRow>(
    db,
    sql`select * from (
          select id, party_id as "partyId", transaction_type as "transactionType",
            transaction_date::text as "transactionDate", description, description_message as "descriptionMessage",
            debit::text as debit, credit::text as credit,
            (sum(debit - credit) over (order by transaction_date, id))::numeric(20, 2)::text as balance,
            reversal_of as "reversalOf",
            (select r.id from ledger_entries r where r.reversal_of = ledger_entries.id) as "reversedBy",
            created_at as "createdAt", created_by as "createdBy"
          from ledger_entries where party_id = ${partyId}
        ) e
        where (${start}::date is null or e."transactionDate"::date >= ${start}::date)
          and (${end}::date is null or e."transactionDate"::date <= ${end}::date)
        order by e."transactionDate", e.id`,
  );
  const [totals] = await queryRows<{ opening: string; debit: string; credit: string }>(
    db,
    sql`select
          coalesce(sum(debit - credit) filter (where ${start}::date is not null and transaction_date < ${start}::date), 0)::numeric(20, 2)::text as opening,
          coalesce(sum(debit) filter (where (${start}::date is null or transaction_date >= ${start}::date)
            and (${end}::date is null or transaction_date <= ${end}::date)), 0)::numeric(20, 2)::text as debit,
          coalesce(sum(credit) filter (where (${start}::date is null or transaction_date >= ${start}::date)
            and (${end}::date is null or transaction_date <= ${end}::date)), 0)::numeric(20, 2)::text as credit
        from ledger_entries where party_id = ${partyId}`,
  );
  return { entries, totals: totals! };
}
