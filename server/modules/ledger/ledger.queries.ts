import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
      createdAt: ledgerEntries.createdAt,
      createdBy: ledgerEntries.createdBy,
    })
    .from(ledgerEntries)
    .where(filter.partyId === undefined ? undefined : eq(ledgerEntries.partyId, filter.partyId))
    .orderBy(asc(ledgerEntries.transactionDate), asc(ledgerEntries.id));
}
