import { sql, type SQL } from 'drizzle-orm';

// What a bill carries of its payments (docs/money.md): paidAmount = Σ allocations to it, outstanding =
// bill − paidAmount, and paymentStatus derived from them, all computed in SQL on every read, so a bill
// is never out of step with its allocations. Columns are written with their table's name: drizzle
// renders the queried table's columns bare, which inside the subquery would name its own columns.

type Status = 'pending' | 'paid' | 'partial';

function billColumns(paid: SQL, amount: SQL, recordedPartial: SQL) {
  return {
    paidAmount: sql<string>`${paid}::numeric(20, 2)::text`,
    outstanding: sql<string>`(${amount} - ${paid})::numeric(20, 2)::text`,
    paymentStatus: sql<Status>`case when ${amount} - ${paid} <= 0 then 'paid'
      when ${paid} > 0 or ${recordedPartial} then 'partial' else 'pending' end`,
  };
}

/**
 * Σ allocations to one bill (`billId` names its id column): what it has been paid. With `asOf`, only the
 * allocations of payments dated on or before it (what was paid by then: the ageing report, docs/money.md).
 */
export function billPaidSql(
  allocationColumn: 'sale_id' | 'purchase_id' | 'opening_entry_id',
  billId: SQL,
  asOf?: string,
): SQL {
  const column = sql.raw(`a.${allocationColumn}`);
  return asOf === undefined
    ? sql`coalesce((select sum(a.amount) from payment_allocations a where ${column} = ${billId}), 0)`
    : sql`coalesce((select sum(a.amount) from payment_allocations a join payments pa on pa.id = a.payment_id
        where ${column} = ${billId} and pa.payment_date <= ${asOf}::date), 0)`;
}

const salePaid = billPaidSql('sale_id', sql`"sales"."id"`);
const purchasePaid = billPaidSql('purchase_id', sql`"purchases"."id"`);

/** A sale recorded as partial stays partial until paid in full, even with nothing allocated yet. */
export const salePaidColumns = () =>
  billColumns(salePaid, sql`"sales"."total_amount"`, sql`"sales"."payment_status" = 'partial'`);

export const purchasePaidColumns = () =>
  billColumns(purchasePaid, sql`"purchases"."total_amount"`, sql`false`);
