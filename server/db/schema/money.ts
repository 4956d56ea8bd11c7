import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, pgView, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, money } from './columns';
import { ledgerEntries } from './books';
import { parties } from './masters';
import { purchases, sales } from './transactions';
import { users } from './users';

// Money settled against the books: cash and bank accounts, payments and what they settle
// (docs/money.md).

export const accountKinds = ['cash', 'bank'] as const;

/** A cash box or a bank account. Its balance is computed from its lines, never stored. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: accountKinds }).notNull(),
    openingBalance: money('opening_balance').notNull().default('0'),
    openingDate: date('opening_date', { mode: 'string' }),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    uniqueIndex('accounts_name_lower_uq').on(sql`lower(${t.name})`),
    check('accounts_kind_ck', sql`${t.kind} in ('cash', 'bank')`),
    // Only a bank account can be overdrawn.
    check('accounts_cash_opening_ck', sql`${t.kind} <> 'cash' or ${t.openingBalance} >= 0`),
  ],
);

export const paymentDirections = ['received', 'paid'] as const;
export const paymentModes = ['cash', 'bank', 'upi', 'cheque'] as const;

/**
 * Append-only: money received from or paid to a party. Each payment is tied to the one `payment` ledger
 * entry that moved the party's balance (`ledgerEntryId`); payments made by the upgrade of migration 0003
 * are tied to the entry their sale had posted before payments existed.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id),
    direction: text('direction', { enum: paymentDirections }).notNull(),
    amount: money('amount').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: paymentModes }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    reference: text('reference'),
    notes: text('notes'),
    ledgerEntryId: integer('ledger_entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    /**
     * The sale or purchase this payment was recorded with (`paid`, `amountReceived`, `amountPaid`): it is
     * cancelled with that bill (docs/corrections.md#cancel). Null for a payment recorded on its own.
     */
    withSaleId: integer('with_sale_id').references(() => sales.id),
    withPurchaseId: integer('with_purchase_id').references(() => purchases.id),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check('payments_direction_ck', sql`${t.direction} in ('received', 'paid')`),
    check('payments_mode_ck', sql`${t.mode} in ('cash', 'bank', 'upi', 'cheque')`),
    check('payments_amount_ck', sql`${t.amount} > 0`),
    check('payments_reference_ck', sql`${t.reference} is null or length(${t.reference}) <= 100`),
    uniqueIndex('payments_ledger_entry_uq').on(t.ledgerEntryId),
    index('payments_date_idx').on(t.paymentDate, t.id),
    index('payments_party_idx').on(t.partyId, t.paymentDate, t.id),
    index('payments_account_idx').on(t.accountId, t.paymentDate, t.id),
    index('payments_with_sale_idx').on(t.withSaleId),
    index('payments_with_purchase_idx').on(t.withPurchaseId),
  ],
);

/** Append-only: the part of a payment that settles one bill (a sale, a purchase or an opening balance). */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    saleId: integer('sale_id').references(() => sales.id),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    openingEntryId: integer('opening_entry_id').references(() => ledgerEntries.id),
    amount: money('amount').notNull(),
  },
  (t) => [
    check(
      'payment_allocations_one_bill_ck',
      sql`num_nonnulls(${t.saleId}, ${t.purchaseId}, ${t.openingEntryId}) = 1`,
    ),
    check('payment_allocations_amount_ck', sql`${t.amount} > 0`),
    index('payment_allocations_payment_idx').on(t.paymentId),
    // Not unique: an advance applied later to a bill its payment already settles in part adds a second row
    // for the same bill and payment (append-only, docs/money.md#advances; migration 0012).
    index('payment_allocations_sale_idx').on(t.saleId, t.paymentId),
    index('payment_allocations_purchase_idx').on(t.purchaseId, t.paymentId),
    index('payment_allocations_opening_idx').on(t.openingEntryId, t.paymentId),
  ],
);

/**
 * The allocations that count: those whose payment and bill are not cancelled (migration 0004's view,
 * docs/corrections.md#cancel). Every read of what a bill is paid or a payment settles goes through it.
 */
export const livePaymentAllocations = pgView('live_payment_allocations', {
  id: integer('id').notNull(),
  paymentId: integer('payment_id').notNull(),
  saleId: integer('sale_id'),
  purchaseId: integer('purchase_id'),
  openingEntryId: integer('opening_entry_id'),
  amount: money('amount').notNull(),
}).existing();
