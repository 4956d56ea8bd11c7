import { sql } from 'drizzle-orm';
import { type Tx } from '../../db/client';
import { keptFigures } from './kept-figures';
import { rebuildBillDaily } from './bill-daily';

// What each bill is paid, kept in bill_paid by triggers in the allocating and cancelling transactions
// (migration 0008, docs/decisions/0011-lists-and-writes-at-scale.md); here, checked against the live
// allocations and rebuilt from them (server/modules/books/kept-figures.ts).

/** Σ live allocations per bill, straight from the allocations. */
const fromAllocations = sql`
  select case when sale_id is not null then 'sale' when purchase_id is not null then 'purchase'
      else 'opening' end as kind,
    coalesce(sale_id, purchase_id, opening_entry_id) as bill_id, sum(amount) as paid
  from live_payment_allocations group by 1, 2`;

export interface BillPaidMismatch {
  kind: string;
  billId: number;
  kept: string;
  allocated: string;
}

const billPaid = keptFigures<BillPaidMismatch>({
  table: 'bill_paid',
  keys: [{ name: 'kind' }, { name: 'billId', column: 'bill_id' }],
  figures: ['paid'],
  slotted: false,
  fromBooks: fromAllocations,
  booksAs: 'allocated',
});

/** The bills whose kept paid amount differs from Σ their live allocations; empty when they agree. */
export const billPaidMismatches = billPaid.mismatches;

/**
 * Rewrites bill_paid from the live allocations, and bill_daily with it, in the caller's transaction. The
 * table is locked first so that no allocation or cancellation moves a bill between the delete and the insert
 * (they wait, then add to the new rows).
 */
export async function rebuildBillPaid(tx: Tx): Promise<number> {
  const bills = await billPaid.rebuild(tx);
  // Each bill inserted above moved its day's figures again through bill_daily's trigger: rewrite them too.
  await rebuildBillDaily(tx);
  return bills;
}
