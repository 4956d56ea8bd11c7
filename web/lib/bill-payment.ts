import { CASH_IN_HAND } from '@common/schemas/choices';
import { compare, isDecimal, subtract } from '@common/decimal';
import type { Account } from '@common/schemas/accounts';
import type { PaymentMode } from '@common/schemas/payments';

/** Cash goes into a cash account; bank transfers, UPI and cheques into a bank account. */
export function accountKindFor(mode: PaymentMode): Account['kind'] {
  return mode === 'cash' ? 'cash' : 'bank';
}

/** The account a mode starts with: "Cash in hand" for cash, the bank account when there is only one. */
export function defaultAccountId(mode: PaymentMode, accounts: readonly Account[]): string {
  if (mode === 'cash') {
    const cash = accounts.find((a) => a.kind === 'cash' && a.name === CASH_IN_HAND);
    return cash ? String(cash.id) : '';
  }
  const banks = accounts.filter((a) => a.kind === 'bank');
  return banks.length === 1 ? String(banks[0]!.id) : '';
}

/** A sale or a purchase with something outstanding, as the "Record payment" dialog settles it. */
export interface PayableBill {
  kind: 'sale' | 'purchase';
  id: number;
  partyId: number;
  partyName: string;
  date: string;
  /** The bill amount (totalAmount, docs/money.md). */
  amount: string;
  paidAmount: string;
  outstanding: string;
}

/**
 * What a payment of `amount` does to one bill (docs/screens.md#sales): it settles the bill up to its
 * outstanding, and whatever is more stays on the party's account as an advance. Undefined while the
 * amount is not a decimal above 0.
 */
export function settleBill(
  amount: string,
  outstanding: string,
): { allocated: string; advance: string } | undefined {
  const text = amount.trim();
  if (!isDecimal(text) || compare(text, '0') <= 0) return undefined;
  const allocated = compare(text, outstanding) < 0 ? subtract(text, '0', 2) : subtract(outstanding, '0', 2);
  return { allocated, advance: subtract(text, allocated, 2) };
}
