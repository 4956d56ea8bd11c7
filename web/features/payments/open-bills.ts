import { compare, isDecimal, subtract, sumAt } from '@common/decimal';
import type { PaymentDirection } from '@common/schemas/payments';
import type { Purchase } from '@common/schemas/purchases';
import type { Sale } from '@common/schemas/sales';

/** A sale or purchase of the party that is not paid in full: what a payment can settle (docs/money.md §2). */
export interface OpenBill {
  /** 'sale-12', 'purchase-7': unique across both kinds, for allocation state and element ids. */
  key: string;
  kind: 'sale' | 'purchase';
  id: number;
  date: string;
  /** The bill amount (a sale's or a purchase's totalAmount, docs/money.md §3). */
  amount: string;
  outstanding: string;
}

// The fields read here (a Sale or a Purchase has them all), so that tests can pass plain objects.
type SaleLike = Pick<Sale, 'id' | 'partyId' | 'saleDate' | 'totalAmount' | 'outstanding'>;
type PurchaseLike = Pick<Purchase, 'id' | 'partyId' | 'purchaseDate' | 'totalAmount' | 'outstanding'>;

/**
 * The party's open bills of the kind the direction settles (received: its sales; paid: its purchases),
 * oldest first by bill date, then id: the order the pre-fill and the server's own settlement follow.
 */
export function openBills(
  direction: PaymentDirection,
  partyId: number,
  sales: readonly SaleLike[],
  purchases: readonly PurchaseLike[],
): OpenBill[] {
  const bills: OpenBill[] =
    direction === 'received'
      ? sales
          .filter((s) => s.partyId === partyId)
          .map((s) => ({
            key: `sale-${s.id}`,
            kind: 'sale' as const,
            id: s.id,
            date: s.saleDate,
            amount: s.totalAmount,
            outstanding: s.outstanding,
          }))
      : purchases
          .filter((p) => p.partyId === partyId)
          .map((p) => ({
            key: `purchase-${p.id}`,
            kind: 'purchase' as const,
            id: p.id,
            date: p.purchaseDate,
            amount: p.totalAmount,
            outstanding: p.outstanding,
          }));
  return bills
    .filter((b) => compare(b.outstanding, '0') > 0)
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
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
