import { z } from 'zod';
import { optionalId, timestamp } from './primitives';

export const ledgerTransactionTypes = ['purchase', 'sale', 'payment', 'expense', 'other'] as const;
export const ledgerTransactionType = z.enum(ledgerTransactionTypes);
export type LedgerTransactionType = z.infer<typeof ledgerTransactionType>;

export const ledgerQuery = z.object({ partyId: optionalId });

export const ledgerEntry = z.object({
  id: z.number(),
  partyId: z.number(),
  transactionType: ledgerTransactionType,
  transactionDate: z.string(),
  description: z.string(),
  debit: z.string(),
  credit: z.string(),
  /** The party's running balance after this entry, in (transactionDate, id) order. */
  balance: z.string(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
