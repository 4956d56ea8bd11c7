import { sql, type SQL } from 'drizzle-orm';

// What a bill carries of its payments (docs/money.md): paidAmount = Σ allocations to it (those that count,
// live_payment_allocations: docs/corrections.md#cancel), outstanding = bill − paidAmount, and paymentStatus
// derived from them. The Σ is kept per bill in bill_paid by triggers in the transactions that allocate or
// cancel (migration 0008, docs/decisions/0011-lists-and-writes-at-scale.md), so a bill is never out of step
// with its allocations and a read costs one primary-key lookup. Columns are written with their table's name:
// drizzle renders the queried table's columns bare, which inside the subquery would name its own columns.

type Status = 'pending' | 'paid' | 'partial';

/**
 * paidAmount, outstanding and paymentStatus of a bill from what it is paid (`paid`, an SQL number) and its
 * amount. The lists pass billPaidSql's lookup; a summary over many bills joins bill_paid once and passes its
 * column, so each bill's figures are computed from one read.
 */
export function billColumns(paid: SQL, amount: SQL, recordedPartial: SQL) {
  return {
    paidAmount: sql<string>`${paid}::numeric(20, 2)::text`,
    outstanding: sql<string>`(${amount} - ${paid})::numeric(20, 2)::text`,
    paymentStatus: sql<Status>`case when ${amount} - ${paid} <= 0 then 'paid'
      when ${paid} > 0 or ${recordedPartial} then 'partial' else 'pending' end`,
  };
}

const KIND = { sale_id: 'sale', purchase_id: 'purchase', opening_entry_id: 'opening' } as const;

/**
 * Σ live allocations to one bill (`billId` names its id column): what it has been paid, as kept in bill_paid.
 * The one definition: the bill lists, the open bills and oldest-first settlement all read it (docs/money.md).
 */
export function billPaidSql(
  allocationColumn: 'sale_id' | 'purchase_id' | 'opening_entry_id',
  billId: SQL,
): SQL {
  const kind = KIND[allocationColumn];
  return sql`coalesce((select bp.paid from bill_paid bp where bp.kind = ${kind} and bp.bill_id = ${billId}), 0)`;
}

/**
 * The same Σ allocations per bill as a relation `(sale_id, purchase_id, opening_entry_id, paid)`, one row per
 * bill that has any, counting only the allocations of payments dated on or before `asOf`: what each bill had
 * been paid by then (the ageing report, docs/money.md). Exactly one of the three ids is set on each row. A
 * whole-table read joins it by hash instead of running the per-bill subquery once per bill. `direction`
 * keeps the bills of one side: money received settles sales and debit opening balances, money paid
 * purchases and credit ones (docs/money.md, allocation).
 */
export function paidByBillAsOfSql(asOf: string, direction: 'received' | 'paid'): SQL {
  return sql`select a.sale_id, a.purchase_id, a.opening_entry_id, sum(a.amount) as paid
    from live_payment_allocations a join payments pa on pa.id = a.payment_id
    where pa.payment_date <= ${asOf}::date and pa.direction = ${direction}
    group by a.sale_id, a.purchase_id, a.opening_entry_id`;
}

const salePaid = billPaidSql('sale_id', sql`"sales"."id"`);
const purchasePaid = billPaidSql('purchase_id', sql`"purchases"."id"`);

/** A sale recorded as partial stays partial until paid in full, even with nothing allocated yet. */
export const salePaidColumns = () =>
  billColumns(salePaid, sql`"sales"."bill_amount"`, sql`"sales"."payment_status" = 'partial'`);

export const purchasePaidColumns = () =>
  billColumns(purchasePaid, sql`"purchases"."net_payable"`, sql`false`);
