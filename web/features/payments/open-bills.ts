import { add, compare, isDecimal, subtract, sumAt } from '@common/decimal';
import type { Allocation, OpenBillRow } from '@common/schemas/payments';

/**
 * A bill of the party that is not paid in full: a sale, a purchase or its opening balance, what a payment
 * can settle (docs/money.md). The server answers them oldest first (GET /api/payments/open-bills).
 */
export interface OpenBill {
  /** 'sale-12', 'purchase-7', 'opening-3': unique across the kinds, for allocation state and element ids. */
  key: string;
  kind: OpenBillRow['kind'];
  id: number;
  date: string;
  /** The bill amount (a sale's or a purchase's totalAmount, an opening balance's debit or credit). */
  amount: string;
  outstanding: string;
}

/** The server's rows as the form keeps them, in the server's order (bill date, opening balance first, id). */
export function openBills(rows: readonly OpenBillRow[]): OpenBill[] {
  return rows.map((r) => ({
    key: `${r.kind}-${r.id}`,
    kind: r.kind,
    id: r.id,
    date: r.date,
    amount: r.amount,
    outstanding: r.outstanding,
  }));
}

/** What a payment sends to settle `amount` of the bill: it names the bill by its kind's field. */
export function allocationFor(bill: OpenBill, amount: string): Allocation {
  if (bill.kind === 'sale') return { saleId: bill.id, amount };
  if (bill.kind === 'purchase') return { purchaseId: bill.id, amount };
  return { openingBalanceId: bill.id, amount };
}

/** A typed amount when it is a decimal above 0; undefined otherwise (blank, 0, text). */
export function positiveAmount(value: string): string | undefined {
  const text = value.trim();
  return isDecimal(text) && compare(text, '0') > 0 ? text : undefined;
}

/** The amount spread over the bills oldest first, each taking at most its outstanding; '' for none. */
export function preFill(bills: readonly OpenBill[], amount: string): Record<string, string> {
  let left = positiveAmount(amount) ?? '0';
  const allocations: Record<string, string> = {};
  for (const bill of bills) {
    if (compare(left, '0') <= 0) {
      allocations[bill.key] = '';
      continue;
    }
    const take = compare(left, bill.outstanding) < 0 ? left : bill.outstanding;
    allocations[bill.key] = subtract(take, '0', 2);
    left = subtract(left, take, 2);
  }
  return allocations;
}

export interface AllocationCheck {
  /** Σ of the allocations that are numbers above 0. */
  allocated: string;
  /** amount − allocated: an advance on account when above 0; below 0 when the bills take too much. */
  unallocated: string;
  /** Keys of the bills whose allocation is not a number, or is more than the bill's outstanding. */
  invalid: string[];
}

export function checkAllocations(
  bills: readonly OpenBill[],
  amount: string,
  allocations: Readonly<Record<string, string>>,
): AllocationCheck {
  const invalid: string[] = [];
  const taken: string[] = [];
  for (const bill of bills) {
    const text = (allocations[bill.key] ?? '').trim();
    if (text === '') continue;
    if (!isDecimal(text) || compare(text, '0') < 0 || compare(text, bill.outstanding) > 0) {
      invalid.push(bill.key);
      continue;
    }
    taken.push(text);
  }
  const allocated = sumAt(taken, 2);
  return { allocated, unallocated: subtract(positiveAmount(amount) ?? '0', allocated, 2), invalid };
}

/**
 * The bills a corrected payment may settle (docs/screens.md#cancel-and-correct): the party's open bills with
 * what this payment allocated given back (its correction releases them first), and the bills it settled in
 * full, which are no longer open, added again (dated as the payment, since the allocation does not carry
 * the bill's own date and amount).
 */
export function billsForCorrection(
  bills: readonly OpenBill[],
  payment: { paymentDate: string; allocations: readonly Allocation[] },
): OpenBill[] {
  const result = bills.map((bill) => ({ ...bill }));
  for (const allocation of payment.allocations) {
    const key = allocationKey(allocation);
    const open = result.find((bill) => bill.key === key);
    if (open) {
      open.outstanding = add(open.outstanding, allocation.amount);
      continue;
    }
    const [kind, id] = key.split('-') as [OpenBill['kind'], string];
    result.push({
      key,
      kind,
      id: Number(id),
      date: payment.paymentDate,
      amount: allocation.amount,
      outstanding: allocation.amount,
    });
  }
  return result;
}

/** The bill an allocation names, as OpenBill keys it ('sale-12', 'purchase-7', 'opening-3'). */
export function allocationKey(allocation: Allocation): string {
  if (allocation.saleId !== undefined && allocation.saleId !== null) return `sale-${allocation.saleId}`;
  if (allocation.purchaseId !== undefined && allocation.purchaseId !== null)
    return `purchase-${allocation.purchaseId}`;
  return `opening-${allocation.openingBalanceId}`;
}
