import { lotChargeMismatches } from './lot-checks';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { inventory, ledgerEntries, stockMovements } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';
import { auditCountMismatches, dailyTotalMismatches, ledgerDailyMismatches } from './daily-totals';
import { billDailyMismatches } from './bill-daily';
import { billPaidMismatches } from './bill-paid-kept';
import { cropDailyMismatches, expenseDailyMismatches } from './profit-daily';

// Reconciliations of the cached figures against the append-only books (docs/posting.md#append-only-books).
// Each returns the rows that disagree, so an empty list means the books balance. Used by tests; cheap enough
// for an audit screen later.

/** Buckets whose stock or value differ from the sums of their movements, are negative, or hold value without stock. */
export async function bucketMismatches(db: DbOrTx) {
  const movementStock = sql`coalesce(sum(${stockMovements.quantityIn} - ${stockMovements.quantityOut}), 0)`;
  const movementValue = sql`coalesce(sum(${stockMovements.valueIn} - ${stockMovements.valueOut}), 0)`;
  return db
    .select({
      inventoryId: inventory.id,
      currentStock: inventory.currentStock,
      movementStock: sql<string>`${movementStock}::numeric(14, 3)::text`,
      totalValue: inventory.totalValue,
      movementValue: sql<string>`${movementValue}::numeric(20, 2)::text`,
    })
    .from(inventory)
    .leftJoin(stockMovements, eq(stockMovements.inventoryId, inventory.id))
    .groupBy(inventory.id)
    .having(
      sql`${inventory.currentStock} <> ${movementStock} or ${inventory.totalValue} <> ${movementValue}
        or ${inventory.currentStock} < 0 or ${inventory.totalValue} < 0
        or (${inventory.currentStock} = 0 and ${inventory.totalValue} <> 0)`,
    )
    .orderBy(inventory.id);
}

/** Parties whose balance differs from Σ debit − Σ credit of their ledger entries. */
export async function partyBalanceMismatches(db: DbOrTx) {
  const ledgerBalance = sql`coalesce(sum(${ledgerEntries.debit} - ${ledgerEntries.credit}), 0)`;
  return db
    .select({
      partyId: parties.id,
      balance: parties.balance,
      ledgerBalance: sql<string>`${ledgerBalance}::numeric(20, 2)::text`,
    })
    .from(parties)
    .leftJoin(ledgerEntries, eq(ledgerEntries.partyId, parties.id))
    .groupBy(parties.id)
    .having(sql`${parties.balance} <> ${ledgerBalance}`)
    .orderBy(parties.id);
}

/**
 * Bills whose allocations (those that count: neither the payment nor the bill cancelled) exceed them (docs/money.md): sales by their billAmount, purchases by their netPayable,
 * opening balances by their debit or credit. A payment never settles more than a bill asks.
 */
export async function overpaidBills(db: DbOrTx) {
  return queryRows<{ kind: string; id: number; amount: string; paid: string }>(
    db,
    sql`select 'sale' as kind, s.id, s.bill_amount::text as amount, sum(a.amount)::text as paid
          from sales s join live_payment_allocations a on a.sale_id = s.id
          group by s.id having sum(a.amount) > s.bill_amount
        union all
        select 'purchase', p.id, p.net_payable::text, sum(a.amount)::text
          from purchases p join live_payment_allocations a on a.purchase_id = p.id
          group by p.id having sum(a.amount) > p.net_payable
        union all
        select 'opening', le.id, (le.debit + le.credit)::text, sum(a.amount)::text
          from ledger_entries le join live_payment_allocations a on a.opening_entry_id = le.id
          group by le.id having sum(a.amount) > le.debit + le.credit
        order by 1, 2`,
  );
}

/**
 * Payments that disagree with their own rows: allocations that count adding up to more than the amount (an
 * amendment moves a cancelled bill's allocations to the new bill, docs/corrections.md#correct;
 * an advance applied after its bill was cancelled, docs/money.md#advances-applied), an
 * allocation to a bill of another party or of the wrong kind, or a ledger entry that is not a
 * `payment` of that party for exactly the amount on the right side (received: credit; paid: debit).
 */
export async function paymentMismatches(db: DbOrTx) {
  return queryRows<{ paymentId: number; problem: string }>(
    db,
    sql`select p.id as "paymentId", 'allocations exceed the amount' as problem
          from payments p join live_payment_allocations a on a.payment_id = p.id
          group by p.id having sum(a.amount) > p.amount
        union all
        select p.id, 'allocated to a bill of another party or kind'
          from payments p join payment_allocations a on a.payment_id = p.id
          left join sales s on s.id = a.sale_id
          left join purchases pu on pu.id = a.purchase_id
          left join ledger_entries o on o.id = a.opening_entry_id
          where (a.sale_id is not null and (s.party_id <> p.party_id or p.direction <> 'received'))
             or (a.purchase_id is not null and (pu.party_id <> p.party_id or p.direction <> 'paid'))
             or (a.opening_entry_id is not null and (o.party_id <> p.party_id or o.transaction_type <> 'opening'
                 or (p.direction = 'received') <> (o.debit > 0)))
        union all
        select p.id, 'its ledger entry differs'
          from payments p join ledger_entries le on le.id = p.ledger_entry_id
          where le.party_id <> p.party_id or le.transaction_type <> 'payment'
             or (p.direction = 'received' and (le.credit <> p.amount or le.debit <> 0))
             or (p.direction = 'paid' and (le.debit <> p.amount or le.credit <> 0))
        order by 1, 2`,
  );
}

/**
 * Cancelled records whose books do not net to zero (docs/corrections.md#cancel): a ledger entry or stock
 * movement of the record without its reversal, a reversal that does not mirror its row, or a payment
 * recorded with a cancelled sale or purchase that is still active.
 */
export async function unreversedCancellations(db: DbOrTx) {
  return queryRows<{ entity: string; id: number; problem: string }>(
    db,
    sql`select c.entity, c.entity_id as id, 'ledger entry ' || le.id || ' not reversed' as problem
          from cancellations c
          join ledger_entries le on le.reversal_of is null and (
            (c.entity in ('purchase', 'sale') and le.source_type = c.entity and le.source_id = c.entity_id
              and not exists (select 1 from payments p where p.ledger_entry_id = le.id))
            or (c.entity = 'payment' and le.id = (select p.ledger_entry_id from payments p where p.id = c.entity_id)))
          where not exists (select 1 from ledger_entries r where r.reversal_of = le.id)
        union all
        select c.entity, c.entity_id, 'stock movement ' || m.id || ' not reversed'
          from cancellations c
          join stock_movements m on m.reversal_of is null and m.source_type = c.entity and m.source_id = c.entity_id
          where not exists (select 1 from stock_movements r where r.reversal_of = m.id)
            -- A price correction's purchase carries the lot of the one it amends while its adjustment stands.
            and not exists (select 1 from cost_adjustments ca where c.entity = 'purchase'
              and ca.amends_purchase_id = c.entity_id and ca.reversal_of is null
              and not exists (select 1 from cost_adjustments r where r.reversal_of = ca.id))
        union all
        select 'ledger', r.id, 'reversal does not mirror entry ' || o.id
          from ledger_entries r join ledger_entries o on o.id = r.reversal_of
          where r.debit <> o.credit or r.credit <> o.debit or r.party_id <> o.party_id
             or r.transaction_date <> o.transaction_date
             or r.source_type is distinct from o.source_type or r.source_id is distinct from o.source_id
        union all
        select 'stock', r.id, 'reversal does not mirror movement ' || o.id
          from stock_movements r join stock_movements o on o.id = r.reversal_of
          where r.quantity_in <> o.quantity_out or r.quantity_out <> o.quantity_in
             or r.value_in <> o.value_out or r.value_out <> o.value_in or r.inventory_id <> o.inventory_id
             or r.movement_date <> o.movement_date or r.source_type <> o.source_type or r.source_id <> o.source_id
        union all
        select 'cost adjustment', r.id, 'reversal does not mirror adjustment ' || o.id
          from cost_adjustments r join cost_adjustments o on o.id = r.reversal_of
          where r.amount <> -o.amount or r.revaluation <> -o.revaluation or r.adjustment_date <> o.adjustment_date
             or r.purchase_id <> o.purchase_id
        union all
        select 'payment', p.id, 'recorded with a cancelled bill but still active'
          from payments p
          join cancellations c on (c.entity = 'sale' and c.entity_id = p.with_sale_id)
            or (c.entity = 'purchase' and c.entity_id = p.with_purchase_id)
          where not exists (select 1 from cancellations pc where pc.entity = 'payment' and pc.entity_id = p.id)
        order by 1, 2, 3`,
  );
}

/**
 * Every reconciliation above, keyed by what disagrees; `{}` when the books balance. The test context runs it
 * after each test that wrote to the books (server/test/test-app.ts).
 */
export async function booksMismatches(db: DbOrTx): Promise<Record<string, unknown[]>> {
  const checks: Record<string, unknown[]> = {
    buckets: await bucketMismatches(db),
    partyBalances: await partyBalanceMismatches(db),
    overpaidBills: await overpaidBills(db),
    payments: await paymentMismatches(db),
    cancellations: await unreversedCancellations(db),
    dailyTotals: await dailyTotalMismatches(db),
    ledgerDaily: await ledgerDailyMismatches(db),
    auditCount: await auditCountMismatches(db),
    billPaid: await billPaidMismatches(db),
    billDaily: await billDailyMismatches(db),
    lotCharges: await lotChargeMismatches(db),
    cropDaily: await cropDailyMismatches(db),
    expenseDaily: await expenseDailyMismatches(db),
  };
  return Object.fromEntries(Object.entries(checks).filter(([, rows]) => rows.length > 0));
}

/** A mark that moves whenever a book is written (its rows are append-only, so the largest ids suffice). */
export async function booksMark(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ mark: string }>(
    db,
    sql`select concat_ws('/', (select max(id) from ledger_entries), (select max(id) from stock_movements),
          (select max(id) from payments), (select max(id) from cancellations),
          (select max(id) from payment_allocations), (select max(id) from sales),
          (select max(id) from purchases), (select max(id) from expenses)) as mark`,
  );
  return row?.mark ?? '';
}
