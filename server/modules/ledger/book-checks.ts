import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inventory, ledgerEntries, stockMovements } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';

// Reconciliations of the cached figures against the append-only books (decisions §4). Each returns the
// rows that disagree, so an empty list means the books balance. Used by tests; cheap enough for an
// audit screen later.

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
