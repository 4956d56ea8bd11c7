import { z } from 'zod';
import { compare } from '../decimal';
import { signedAmount } from './accounts';
import {
  businessDate,
  exportFormat,
  id,
  listQuery,
  optionalBusinessDate,
  optionalId,
  pageCursor,
  pageLimit,
  timestamp,
} from './primitives';
import { v } from '../messages/validation';

export const ledgerTransactionTypes = ['purchase', 'sale', 'payment', 'expense', 'opening', 'other'] as const;
export const ledgerTransactionType = z.enum(ledgerTransactionTypes);
export type LedgerTransactionType = z.infer<typeof ledgerTransactionType>;

/**
 * GET /api/ledger?partyId=&startDate=&endDate= in (transaction date, id) order; with `limit`, a keyset page
 * `{items, total, nextCursor}` whose running balances are right on every page (docs/api-conventions.md#lists).
 */
export const ledgerQuery = listQuery({ partyId: optionalId, limit: pageLimit, cursor: pageCursor });
export type LedgerQuery = z.output<typeof ledgerQuery>;

/** GET /api/ledger/export: the list's filters and the file's `format` (docs/api-conventions.md#exports). */
export const ledgerExportQuery = listQuery({ partyId: optionalId, format: exportFormat });
export type LedgerExportQuery = z.output<typeof ledgerExportQuery>;

/** GET /api/ledger/summary: the list's filters. */
export const ledgerSummaryQuery = listQuery({ partyId: optionalId });
export type LedgerSummaryQuery = z.output<typeof ledgerSummaryQuery>;

/**
 * Receivable and payable as every screen means them (docs/money.md#receivable-and-payable, ADR 0008): each
 * party's balance (Σ debit − Σ credit: its bills less what it paid, both ways netted), receivable = Σ of the
 * positive ones, payable = Σ |negative ones|. A farmer we paid ahead or overpaid owes us, so counts in
 * receivable, and the part from farmers is said beside it; likewise a trader or exporter who paid us ahead is
 * owed, and counts in payable.
 */
export const partyBalanceTotals = z.object({
  receivable: z.string(),
  receivableParties: z.number(),
  payable: z.string(),
  payableParties: z.number(),
  /** Of `receivable`: what farmers owe us (paid ahead or overpaid). */
  receivableFromFarmers: z.string(),
  receivableFromFarmersParties: z.number(),
  /** Of `payable`: what we owe traders and exporters (they paid ahead or overpaid). */
  payableToCustomers: z.string(),
  payableToCustomersParties: z.number(),
});
export type PartyBalanceTotals = z.infer<typeof partyBalanceTotals>;

/**
 * The Ledger screen's cards in one query: the entries of the filters (count, Σ debit, Σ credit) and the
 * balances (receivable, payable, net = receivable − payable) of the whole book, or of the chosen party alone
 * when `partyId` is given (docs/screens.md#ledger).
 */
export const ledgerSummary = z.object({
  entries: z.number(),
  debit: z.string(),
  credit: z.string(),
  net: z.string(),
  ...partyBalanceTotals.shape,
});
export type LedgerSummary = z.infer<typeof ledgerSummary>;

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
  /** The entry this one reverses (its record was cancelled), and the entry that reverses this one. */
  reversalOf: z.number().nullable(),
  reversedBy: z.number().nullable(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/**
 * POST /api/ledger/opening-balances: what a party owed (amount > 0) or was owed (amount < 0) when the
 * business moved its paper books in (docs/money.md). At most one per party.
 */
export const openingBalanceInput = z.object({
  partyId: id,
  amount: signedAmount.refine((v) => compare(v, '0') !== 0, v('validation.notZero')),
  date: businessDate,
});
export type OpeningBalanceInput = z.input<typeof openingBalanceInput>;

/** GET /api/ledger/opening-balances?partyId=: the party's opening balance, if it has one. */
export const openingBalanceQuery = z.object({ partyId: id });

export const openingBalanceOf = z.object({
  party: z.object({ id: z.number(), name: z.string(), type: z.string(), balance: z.string() }),
  /** The `opening` entry (debit: the party owed us; credit: we owed it), or null when none was recorded. */
  openingBalance: ledgerEntry.nullable(),
});
export type OpeningBalanceOf = z.infer<typeof openingBalanceOf>;

/** GET /api/ledger/statement?partyId=&startDate=&endDate= (inclusive). */
export const statementQuery = z
  .object({ partyId: id, startDate: optionalBusinessDate, endDate: optionalBusinessDate })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: v('validation.onOrAfterStart'),
  });

export const statement = z.object({
  party: z.object({ id: z.number(), name: z.string(), type: z.string(), balance: z.string() }),
  /** The balance from every entry before startDate. */
  openingBalance: z.string(),
  entries: z.array(ledgerEntry),
  totalDebit: z.string(),
  totalCredit: z.string(),
  /** openingBalance + totalDebit − totalCredit. */
  closingBalance: z.string(),
});
export type Statement = z.infer<typeof statement>;

export const ledgerPage = z.object({
  items: z.array(ledgerEntry),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPage>;
