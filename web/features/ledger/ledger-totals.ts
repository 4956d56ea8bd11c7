import type { Party } from '@common/schemas/parties';
import { compare, subtract, sumAt } from '@common/decimal';

export interface LedgerTotals {
  /** Σ of positive party balances: what parties owe us. */
  totalDebit: string;
  /** Σ of |negative party balances|: what we owe parties. */
  totalCredit: string;
  /** totalDebit − totalCredit: ≥ 0 means receivable overall, < 0 payable. */
  net: string;
  activeParties: number;
  /** Parties with a positive balance, largest first. */
  receivables: Party[];
  /** Parties with a negative balance, largest debt first. */
  payables: Party[];
}

/**
 * The cards sum the parties' balances, not the debit and credit columns of the entries: a column sum
 * counts every sale and every payment against it, so "Money owed to us" would never go down when a
 * customer pays. Σ positive balances is what is actually owed to us (receivables), Σ |negative
 * balances| what we owe (payables). They therefore describe the whole book, whatever party the
 * entries table is filtered to.
 */
export function ledgerTotals(parties: readonly Party[]): LedgerTotals {
  const receivables = parties
    .filter((p) => compare(p.balance, '0') > 0)
    .sort((a, b) => compare(b.balance, a.balance) || a.name.localeCompare(b.name));
  const payables = parties
    .filter((p) => compare(p.balance, '0') < 0)
    .sort((a, b) => compare(a.balance, b.balance) || a.name.localeCompare(b.name));
  const totalDebit = sumAt(
    receivables.map((p) => p.balance),
    2,
  );
  const totalCredit = sumAt(
    payables.map((p) => absolute(p.balance)),
    2,
  );
  return {
    totalDebit,
    totalCredit,
    net: subtract(totalDebit, totalCredit),
    activeParties: receivables.length + payables.length,
    receivables,
    payables,
  };
}

/** The magnitude of a decimal string ("-30500.00" → "30500.00"). */
export function absolute(value: string): string {
  return value.trim().replace(/^[-+]/, '');
}

/** docs/screens.md#exports: a balance of 0 or more is receivable, below 0 payable. */
export function isReceivable(balance: string): boolean {
  return compare(balance, '0') >= 0;
}
