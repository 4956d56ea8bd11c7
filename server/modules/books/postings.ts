import { english, msg, type Message } from '../../../common/messages';
import { AppError } from '../../lib/app-error';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { sumAt } from '../../../common/decimal';
import { ledgerEntries } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';
import type { LedgerTransactionType } from '../../../common/schemas/ledger';

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

export interface LedgerPosting {
  partyId: number;
  transactionType: LedgerTransactionType;
  transactionDate: string;
  /**
   * What the entry is, as a catalogue message: kept as it is and said in the reader's language when read,
   * with its English beside it (docs/messages.md#records).
   */
  description: Message;
  /** 2-decimal strings; the one left out is 0. */
  debit?: string;
  credit?: string;
  /** What the entry comes from; null for an opening balance, which comes from no record of ours. */
  source: { type: 'purchase' | 'sale' | 'payment'; id: number } | null;
  createdBy: number | null;
}

/**
 * Appends one ledger entry and moves the party's cached balance by debit − credit, in the caller's
 * transaction, so `parties.balance` always equals the sum over its entries. Entries are never
 * updated or deleted (docs/posting.md#append-only-books): a correction posts a reversing entry.
 */
export async function postLedgerEntry(tx: Tx, posting: LedgerPosting): Promise<number> {
  const debit = posting.debit ?? '0';
  const credit = posting.credit ?? '0';
  // One round trip (docs/decisions/0011-lists-and-writes-at-scale.md, the write path): the entry and the relative update
  // of the balance, whose row lock serialises concurrent postings to one party, in one statement.
  const [entry] = await queryRows<{ id: number }>(
    tx,
    sql`with entry as (
          insert into ${ledgerEntries} (party_id, transaction_type, transaction_date, description,
            description_message, debit, credit, source_type, source_id, created_by)
          values (${posting.partyId}, ${posting.transactionType}, ${posting.transactionDate},
            ${english(posting.description).slice(0, 1000)}, ${JSON.stringify(posting.description)}::jsonb,
            ${debit}::numeric, ${credit}::numeric, ${posting.source?.type ?? null}, ${posting.source?.id ?? null},
            ${posting.createdBy})
          returning id
        ), balance as (
          update ${parties} set balance = balance + ${debit}::numeric - ${credit}::numeric
          where id = ${posting.partyId}
        )
        select id from entry`,
  );
  if (!entry) throw new Error('ledger entry insert returned no row');
  return entry.id;
}

/** A transaction whose quantity × rate rounds to ₹0.00 would post empty ledger entries: refused. */
export function zeroAmountError(): AppError {
  return AppError.badRequest(msg('ledger.zeroAmount'), ['rate']);
}

/**
 * Reverses ledger entries of a cancelled record (docs/corrections.md#cancel), in the caller's transaction:
 * each entry chosen by `which` that is not itself a reversal and not yet reversed gets one reversing entry
 * (debit ↔ credit, same party, type, date and source, `reversalOf` naming it), and each party's cached
 * balance moves back. `which.source` leaves out the entries that belong to payments, which are reversed
 * with their payment. The caller holds the parties' row locks (findPartyForPosting) first, as every
 * posting does.
 */
export async function reverseLedgerEntries(
  tx: Tx,
  which: { source: { type: 'purchase' | 'sale'; id: number } } | { entryId: number },
  createdBy: number | null,
): Promise<void> {
  const chosen =
    'entryId' in which
      ? sql`le.id = ${which.entryId}`
      : sql`le.source_type = ${which.source.type} and le.source_id = ${which.source.id}
          and not exists (select 1 from payments p where p.ledger_entry_id = le.id)`;
  const reversed = await queryRows<{ partyId: number; debit: string; credit: string }>(
    tx,
    sql`insert into ledger_entries (party_id, transaction_type, transaction_date, description,
          description_message, debit, credit, source_type, source_id, reversal_of, created_by)
        select le.party_id, le.transaction_type, le.transaction_date, left('Cancelled: ' || le.description, 1000),
          ${cancelledMessage(sql`le`)}, le.credit, le.debit, le.source_type, le.source_id, le.id, ${createdBy}
        from ledger_entries le
        where ${chosen} and le.reversal_of is null
          and not exists (select 1 from ledger_entries r where r.reversal_of = le.id)
        order by le.id
        returning party_id as "partyId", debit::text, credit::text`,
  );
  const delta = new Map<number, string[]>();
  for (const r of reversed) {
    const list = delta.get(r.partyId) ?? [];
    list.push(r.debit, `-${r.credit}`);
    delta.set(r.partyId, list);
  }
  for (const partyId of [...delta.keys()].sort((a, b) => a - b)) {
    await tx
      .update(parties)
      .set({ balance: sql`${parties.balance} + ${sumAt(delta.get(partyId)!, 2)}::numeric` })
      .where(sql`${parties.id} = ${partyId}`);
  }
}

/**
 * The message of the entry reversing ledger entry `le` (an alias): narration.cancelled naming its message, or
 * its English when it has none (an entry from before migration 0023). The English beside it is the same
 * template's, 'Cancelled: ' and the entry's text (docs/messages.md#records).
 */
export function cancelledMessage(le: SQL): SQL {
  return sql`jsonb_build_object('key', 'narration.cancelled', 'params', jsonb_build_object('entry',
    coalesce(${le}.description_message, to_jsonb(${le}.description))))`;
}
