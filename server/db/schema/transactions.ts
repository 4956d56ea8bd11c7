import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { accounts } from './money';
import { createdAt, createdBy, money, quantity } from './columns';
import { crops, parties } from './masters';
import { users } from './users';

export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id),
    quantity: quantity('quantity').notNull(),
    rate: money('rate').notNull(),
    totalAmount: money('total_amount').notNull(),
    expenseAmount: money('expense_amount').notNull(),
    finalAmount: money('final_amount').notNull(),
    qualityGrade: text('quality_grade', { enum: ['A', 'B', 'C'] }),
    moistureContent: numeric('moisture_content', { precision: 4, scale: 1 }),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check('purchases_quantity_ck', sql`${t.quantity} > 0`),
    check('purchases_rate_ck', sql`${t.rate} > 0`),
    check('purchases_grade_ck', sql`${t.qualityGrade} is null or ${t.qualityGrade} in ('A', 'B', 'C')`),
    check(
      'purchases_moisture_ck',
      sql`${t.moistureContent} is null or ${t.moistureContent} between 0 and 100`,
    ),
    index('purchases_date_idx').on(t.purchaseDate, t.id),
    index('purchases_party_idx').on(t.partyId),
    index('purchases_crop_idx').on(t.cropId),
  ],
);

export const purchaseExpenses = pgTable(
  'purchase_expenses',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    type: text('type', { enum: ['transportation', 'labor', 'storage', 'testing'] }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    check('purchase_expenses_type_ck', sql`${t.type} in ('transportation', 'labor', 'storage', 'testing')`),
    check('purchase_expenses_amount_ck', sql`${t.amount} > 0`),
    index('purchase_expenses_purchase_idx').on(t.purchaseId),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id),
    quantity: quantity('quantity').notNull(),
    rate: money('rate').notNull(),
    totalAmount: money('total_amount').notNull(),
    // Cost of the goods sold, taken from the stock bucket at its average cost (docs/posting.md#sale).
    costAmount: money('cost_amount').notNull(),
    qualityGrade: text('quality_grade', { enum: ['A', 'B', 'C'] }),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'partial'] })
      .notNull()
      .default('pending'),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check('sales_quantity_ck', sql`${t.quantity} > 0`),
    check('sales_rate_ck', sql`${t.rate} > 0`),
    check('sales_grade_ck', sql`${t.qualityGrade} is null or ${t.qualityGrade} in ('A', 'B', 'C')`),
    check('sales_status_ck', sql`${t.paymentStatus} in ('pending', 'paid', 'partial')`),
    index('sales_date_idx').on(t.saleDate, t.id),
    index('sales_party_idx').on(t.partyId),
    index('sales_crop_idx').on(t.cropId),
    index('sales_status_idx').on(t.paymentStatus),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['transport', 'storage', 'labor', 'processing', 'other'] }).notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    saleId: integer('sale_id').references(() => sales.id),
    /** The account it was paid from; null is "Cash in hand" (docs/money.md). */
    accountId: integer('account_id').references((): AnyPgColumn => accounts.id),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check('expenses_type_ck', sql`${t.type} in ('transport', 'storage', 'labor', 'processing', 'other')`),
    check('expenses_amount_ck', sql`${t.amount} > 0`),
    index('expenses_date_idx').on(t.expenseDate, t.id),
    index('expenses_type_idx').on(t.type),
    index('expenses_purchase_idx').on(t.purchaseId),
    index('expenses_sale_idx').on(t.saleId),
    index('expenses_account_idx').on(t.accountId, t.expenseDate, t.id),
  ],
);
