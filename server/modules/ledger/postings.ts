import { AppError } from '../../lib/app-error';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';
import type { LedgerTransactionType } from '../../../common/schemas/ledger';

export interface LedgerPosting {
  partyId: number;
  transactionType: LedgerTransactionType;
  transactionDate: string;
  description: string;
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
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      partyId: posting.partyId,
      transactionType: posting.transactionType,
      transactionDate: posting.transactionDate,
      description: posting.description,
      debit,
      credit,
      sourceType: posting.source?.type ?? null,
      sourceId: posting.source?.id ?? null,
      createdBy: posting.createdBy,
    })
    .returning({ id: ledgerEntries.id });
  // Relative update: the row lock it takes serialises concurrent postings to one party.
  await tx
    .update(parties)
    .set({ balance: sql`${parties.balance} + ${debit}::numeric - ${credit}::numeric` })
    .where(sql`${parties.id} = ${posting.partyId}`);
  if (!entry) throw new Error('ledger entry insert returned no row');
  return entry.id;
}

/** A transaction whose quantity × rate rounds to ₹0.00 would post empty ledger entries: refused. */
export function zeroAmountError(): AppError {
  const message = 'Quantity × rate rounds to ₹0.00; enter a larger quantity or rate';
  return AppError.badRequest(message, [{ path: 'rate', message }]);
}
