import type { Party } from '@common/schemas/parties';
import type { Account } from '@common/schemas/accounts';
import type { Payment } from '@common/schemas/payments';

/** A payment with its party and account looked up once, for the table and the export. */
export interface PaymentRow {
  payment: Payment;
  party: Party | undefined;
  account: Account | undefined;
}

export function joinPayments(
  payments: readonly Payment[],
  parties: ReadonlyMap<number, Party>,
  accounts: readonly Account[],
): PaymentRow[] {
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  return payments.map((payment) => ({
    payment,
    party: parties.get(payment.partyId),
    account: accountById.get(payment.accountId),
  }));
}
