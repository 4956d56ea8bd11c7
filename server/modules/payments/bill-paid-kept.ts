import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { rebuildBillDaily } from './bill-daily';

// What each bill is paid, kept in bill_paid by triggers in the allocating and cancelling transactions
// (migration 0008, docs/decisions/0011-lists-and-writes-at-scale.md); here, checked against the live
// allocations and rebuilt from them.

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

/** The bills whose kept paid amount differs from Σ their live allocations; empty when they agree. */
export async function billPaidMismatches(db: DbOrTx): Promise<BillPaidMismatch[]> {
  return queryRows<BillPaidMismatch>(
    db,
    sql`with allocated as (${fromAllocations})
        select coalesce(k.kind, a.kind) as kind, coalesce(k.bill_id, a.bill_id) as "billId",
          coalesce(k.paid, 0)::text as kept, coalesce(a.paid, 0)::text as allocated
        from bill_paid k full join allocated a on a.kind = k.kind and a.bill_id = k.bill_id
        where coalesce(k.paid, 0) <> coalesce(a.paid, 0)
        order by 1, 2`,
  );
}

/**
 * Rewrites bill_paid from the live allocations, and bill_daily with it, in the caller's transaction. The table is locked first so
 * that no allocation or cancellation moves a bill between the delete and the insert (they wait, then add to
 * the new rows).
 */
export async function rebuildBillPaid(tx: Tx): Promise<number> {
  await tx.execute(sql`lock table bill_paid in exclusive mode`);
  await tx.execute(sql`delete from bill_paid`);
  const rows = await queryRows<{ kind: string }>(
    tx,
    sql`insert into bill_paid (kind, bill_id, paid) select kind, bill_id, paid from (${fromAllocations}) as a
        returning kind`,
  );
  // Each bill inserted above moved its day's figures again through bill_daily's trigger: rewrite them too.
  await rebuildBillDaily(tx);
  return rows.length;
}
