import { sql } from 'drizzle-orm';
import { compare, subtract, sumAt } from '../../../common/decimal';
import { msg } from '../../../common/messages';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';

// What was paid stays paid (docs/corrections.md#what-was-paid-stays-paid, ADR 0009): when a purchase or a sale
// is amended, the allocations of the old bill from payments not made with it settle the new bill, oldest
// payment first, as far as the new bill has room. One implementation for both kinds of bill. It writes only
// new allocation rows (the books stay append-only); the old ones are released by the old bill's cancellation
// (live_payment_allocations), and the kept figures (bill_paid, bill_daily) follow through their triggers.

export interface AmendedBill {
  kind: 'purchase' | 'sale';
  /** The bill being amended, already cancelled in this transaction. */
  oldId: number;
  oldPartyId: number;
  /** The new bill, just inserted, with nothing allocated to it yet. */
  newId: number;
  partyId: number;
  /** Its bill amount (totalAmount, docs/money.md#bills-carry-what-is-paid). */
  amount: string;
}

/** What an amendment did with the money that had settled the old bill. */
export interface PaymentsCarried {
  /** Σ allocations now settling the new bill. */
  moved: string;
  /** Σ what did not fit: unallocated on its payments now (docs/money.md#advances). */
  leftOnAccount: string;
}

/**
 * Moves the old bill's allocations from its active payments to the new bill (payment date, then id), each as
 * far as the new bill still has room. Payments made with the old record were cancelled with it, so they are
 * not among them. A bill moved to another party keeps nothing: the money stays on account with the party
 * that paid or was paid. The caller holds the parties' locks, which every allocating write takes first.
 */
export async function carryPayments(tx: Tx, bill: AmendedBill): Promise<PaymentsCarried> {
  const column = bill.kind === 'sale' ? sql.raw('sale_id') : sql.raw('purchase_id');
  const settled = await queryRows<{ paymentId: number; amount: string }>(
    tx,
    sql`select a.payment_id as "paymentId", sum(a.amount)::text as amount
        from payment_allocations a join payments p on p.id = a.payment_id
        where a.${column} = ${bill.oldId}
          and not exists (select 1 from cancellations c where c.entity = 'payment' and c.entity_id = p.id)
        group by a.payment_id, p.payment_date
        order by p.payment_date, a.payment_id`,
  );
  const total = sumAt(
    settled.map((s) => s.amount),
    2,
  );
  if (bill.partyId !== bill.oldPartyId) return { moved: '0.00', leftOnAccount: total };
  let room = bill.amount;
  const rows: Array<{ paymentId: number; amount: string }> = [];
  for (const s of settled) {
    if (compare(room, '0') <= 0) break;
    const take = compare(s.amount, room) < 0 ? s.amount : room;
    rows.push({ paymentId: s.paymentId, amount: take });
    room = subtract(room, take);
  }
  for (const r of rows) {
    await tx.execute(
      sql`insert into payment_allocations (payment_id, ${column}, amount)
          values (${r.paymentId}, ${bill.newId}, ${r.amount}::numeric)`,
    );
  }
  const moved = sumAt(
    rows.map((r) => r.amount),
    2,
  );
  return { moved, leftOnAccount: subtract(total, moved) };
}

/** The body's field that asks for the payment made with a bill. */
export type PaidWithField = 'amountPaid' | 'amountReceived' | 'paymentStatus';

/**
 * The amend body's own payment (a purchase's `amountPaid`, a sale's `amountReceived` or `paid`) comes after the
 * moved allocations: 400 on its field when it asks more than the new bill has left open.
 */
export function assertPaidWithFits(
  asked: string,
  bill: { amount: string; carried: PaymentsCarried },
  field: PaidWithField,
): void {
  const open = subtract(bill.amount, bill.carried.moved);
  if (compare(asked, open) > 0) {
    throw AppError.badRequest(msg('corrections.paidOverOpen', { open, moved: bill.carried.moved }), [field]);
  }
}

/** recordBill's hook (bills/record-bill.ts) between the new bill and the payment made with it. */
export type BeforePaidWith = (
  bill: { id: number; partyId: number; totalAmount: string },
  paidWith: string | undefined,
) => Promise<void>;

/**
 * The hook an amendment of a purchase or a sale passes to its record function: carries the old bill's payments
 * to the new one and checks the body's own payment against what is left open. `carried()` tells what moved,
 * once the record function has returned.
 */
export function carryOnAmend(
  tx: Tx,
  kind: AmendedBill['kind'],
  old: { id: number; partyId: number },
  paidWithField: PaidWithField,
): { beforePaidWith: BeforePaidWith; carried: () => PaymentsCarried } {
  let result: PaymentsCarried | undefined;
  return {
    beforePaidWith: async (bill, paidWith) => {
      result = await carryPayments(tx, {
        kind,
        oldId: old.id,
        oldPartyId: old.partyId,
        newId: bill.id,
        partyId: bill.partyId,
        amount: bill.totalAmount,
      });
      if (paidWith !== undefined) {
        assertPaidWithFits(paidWith, { amount: bill.totalAmount, carried: result }, paidWithField);
      }
    },
    carried: () => {
      if (!result) throw new Error('the amendment recorded no new bill');
      return result;
    },
  };
}
