import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';

/**
 * The party a transaction posts to: its type decides whether it may buy or sell. The row stays locked
 * until the caller's transaction ends, so a concurrent type change waits for the posting (and then
 * sees it) or the posting waits for the change (and then reads the new type). The posting updates the
 * party's balance anyway, so this takes that same lock earlier rather than adding one.
 */
export async function findPartyForPosting(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: parties.id, name: parties.name, type: parties.type })
    .from(parties)
    .where(eq(parties.id, id))
    .for('no key update');
  return row;
}

/** The entry that reverses this one (a probe of ledger_entries_reversal_uq), or null. */
const reversedBySql = sql<number | null>`(select r.id from ledger_entries r
  where r.reversal_of = ${sql.raw('"ledger_entries"."id"')})`;

/**
 * Entries in (transaction date, id) order with each one's running party balance. The balance is
 * computed here, not stored, so a back-dated entry shifts every later balance correctly.
 */
export async function listLedgerEntries(db: DbOrTx, filter: { partyId?: number }) {
  return db
    .select({
      id: ledgerEntries.id,
      partyId: ledgerEntries.partyId,
      transactionType: ledgerEntries.transactionType,
      transactionDate: ledgerEntries.transactionDate,
      description: ledgerEntries.description,
      debit: ledgerEntries.debit,
      credit: ledgerEntries.credit,
      balance: sql<string>`(sum(${ledgerEntries.debit} - ${ledgerEntries.credit}) over (
        partition by ${ledgerEntries.partyId}
        order by ${ledgerEntries.transactionDate}, ${ledgerEntries.id}
      ))::numeric(20, 2)::text`,
      reversalOf: ledgerEntries.reversalOf,
      reversedBy: reversedBySql,
      createdAt: ledgerEntries.createdAt,
      createdBy: ledgerEntries.createdBy,
    })
    .from(ledgerEntries)
    .where(filter.partyId === undefined ? undefined : eq(ledgerEntries.partyId, filter.partyId))
    .orderBy(asc(ledgerEntries.transactionDate), asc(ledgerEntries.id));
}

/** The party's opening-balance entry, if it has one. */
export async function findOpeningEntry(db: DbOrTx, partyId: number) {
  const [row] = await db
    .select({ id: ledgerEntries.id })
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
  const entries = await queryRows<{
    id: number;
    partyId: number;
    transactionType: LedgerEntryRow['transactionType'];
    transactionDate: string;
    description: string;
    debit: string;
    credit: string;
    balance: string;
    reversalOf: number | null;
    reversedBy: number | null;
    createdAt: Date | string;
    createdBy: number | null;
  }>(
    db,
    sql`select * from (
          select id, party_id as "partyId", transaction_type as "transactionType",
            transaction_date::text as "transactionDate", description, debit::text as debit, credit::text as credit,
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

type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
