import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigMoney, createdAt, createdBy, money, quantity } from './columns';
import { crops, parties } from './masters';
import { users } from './users';

/**
 * One stock bucket per (crop, grade); "no grade" is its own bucket (NULLS NOT DISTINCT).
 * currentStock and totalValue are caches of the sums of the bucket's stock movements.
 */
export const inventory = pgTable(
  'inventory',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id),
    qualityGrade: text('quality_grade', { enum: ['A', 'B', 'C'] }),
    currentStock: quantity('current_stock').notNull().default('0'),
    totalValue: bigMoney('total_value').notNull().default('0'),
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('inventory_crop_grade_uq').on(t.cropId, t.qualityGrade).nullsNotDistinct(),
    check('inventory_stock_ck', sql`${t.currentStock} >= 0`),
    check('inventory_value_ck', sql`${t.totalValue} >= 0`),
    // An empty bucket holds no value: the sale that empties it takes out all that is left.
    check('inventory_value_needs_stock_ck', sql`${t.currentStock} > 0 or ${t.totalValue} = 0`),
    check('inventory_grade_ck', sql`${t.qualityGrade} is null or ${t.qualityGrade} in ('A', 'B', 'C')`),
  ],
);

/** Append-only journal of every change to a stock bucket (docs/posting.md#append-only-books). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventory.id),
    movementDate: date('movement_date', { mode: 'string' }).notNull(),
    /** What moved it: a purchase, a sale, or a stock adjustment (docs/posting.md#stock-adjustments). */
    sourceType: text('source_type', { enum: ['purchase', 'sale', 'stock_adjustment'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    /**
     * 'stock' moves quantity with its value; 'revaluation' moves value alone (quantity 0): a purchase's price
     * corrected after its stock moved on (docs/corrections.md#correct, ADR 0009).
     */
    kind: text('kind', { enum: ['stock', 'revaluation'] })
      .notNull()
      .default('stock'),
    quantityIn: quantity('quantity_in').notNull().default('0'),
    quantityOut: quantity('quantity_out').notNull().default('0'),
    valueIn: money('value_in').notNull().default('0'),
    valueOut: money('value_out').notNull().default('0'),
    /** The movement this one reverses (a cancelled record, docs/corrections.md#cancel); null for ordinary rows. */
    reversalOf: integer('reversal_of').references((): AnyPgColumn => stockMovements.id),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check(
      'stock_movements_amounts_ck',
      sql`${t.quantityIn} >= 0 and ${t.quantityOut} >= 0 and ${t.valueIn} >= 0 and ${t.valueOut} >= 0`,
    ),
    // A stock movement goes one way, in (a purchase) or out (a sale), and always moves stock. A sale out of a
    // bucket that holds no value moves quantity out at value 0, so only the quantity must be nonzero. A
    // revaluation moves value one way and no quantity.
    check(
      'stock_movements_direction_ck',
      sql`(${t.kind} = 'stock' and ((${t.quantityIn} > 0 and ${t.quantityOut} = 0 and ${t.valueOut} = 0) or (${t.quantityOut} > 0 and ${t.quantityIn} = 0 and ${t.valueIn} = 0)))
        or (${t.kind} = 'revaluation' and ${t.quantityIn} = 0 and ${t.quantityOut} = 0 and ((${t.valueIn} > 0 and ${t.valueOut} = 0) or (${t.valueOut} > 0 and ${t.valueIn} = 0)))`,
    ),
    index('stock_movements_inventory_idx').on(t.inventoryId, t.movementDate, t.id),
    index('stock_movements_source_idx').on(t.sourceType, t.sourceId),
    // A row is reversed at most once.
    uniqueIndex('stock_movements_reversal_uq').on(t.reversalOf),
  ],
);

/**
 * Append-only party ledger. The running balance is not stored: it is computed on read in
 * (transaction date, id) order, so a back-dated entry never leaves stale balances behind.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id),
    transactionType: text('transaction_type', {
      enum: ['purchase', 'sale', 'payment', 'expense', 'opening', 'other'],
    }).notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    /** The description in English, as written: the exports' text, and what a record from before 0023 has. */
    description: text('description').notNull(),
    /**
     * The description as a catalogue message `{key, params}`, said in the reader's language when read
     * (docs/messages.md#records); null for entries written before migration 0023, read from their English.
     */
    descriptionMessage: jsonb('description_message'),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    // 'payment': the payment whose entry it is (docs/money.md); 'sale' entries of type payment predate them.
    sourceType: text('source_type', { enum: ['purchase', 'sale', 'payment'] }),
    sourceId: integer('source_id'),
    /** The entry this one reverses (a cancelled record, docs/corrections.md#cancel); null for ordinary rows. */
    reversalOf: integer('reversal_of').references((): AnyPgColumn => ledgerEntries.id),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check(
      'ledger_entries_type_ck',
      sql`${t.transactionType} in ('purchase', 'sale', 'payment', 'expense', 'opening', 'other')`,
    ),
    check('ledger_entries_amounts_ck', sql`${t.debit} >= 0 and ${t.credit} >= 0`),
    check('ledger_entries_nonzero_ck', sql`${t.debit} + ${t.credit} > 0`),
    index('ledger_entries_party_date_idx').on(t.partyId, t.transactionDate, t.id),
    index('ledger_entries_date_idx').on(t.transactionDate, t.id),
    index('ledger_entries_source_idx').on(t.sourceType, t.sourceId),
    uniqueIndex('ledger_entries_reversal_uq').on(t.reversalOf),
  ],
);
