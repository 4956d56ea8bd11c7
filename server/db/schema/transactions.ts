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
  uniqueIndex,
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
    // Bags and weighing (docs/posting.md#bags-and-weights): with a gross weight, `quantity` is the net the
    // server worked out and the two deductions (in the crop's unit) say what came off.
    bags: integer('bags'),
    grossWeight: quantity('gross_weight'),
    tarePerBagKg: numeric('tare_per_bag_kg', { precision: 6, scale: 3 }),
    standardMoisture: numeric('standard_moisture', { precision: 4, scale: 1 }),
    tareDeduction: quantity('tare_deduction'),
    moistureDeduction: quantity('moisture_deduction'),
    // The lot's charges (lot_charges) summed (docs/posting.md#charges): deductions are those the farmer bears,
    // net_payable = total_amount − deductions is the farmer's credit and the bill payments settle, and
    // paid_out_amount is what left "Cash in hand" for them; final_amount = net_payable + paid_out_amount +
    // expense_amount. A lot without charges has net_payable = total_amount, as every lot before them.
    deductions: money('deductions').notNull().default('0'),
    netPayable: money('net_payable').notNull(),
    paidOutAmount: money('paid_out_amount').notNull().default('0'),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    // The farmer's slip's number, P/2026-27/0001 (docs/documents.md#numbers); given when the purchase is recorded.
    documentNumber: text('document_number'),
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
    check('purchases_bags_ck', sql`${t.bags} is null or ${t.bags} >= 0`),
    check(
      'purchases_net_payable_ck',
      sql`${t.netPayable} > 0 and ${t.netPayable} = ${t.totalAmount} - ${t.deductions}`,
    ),
    index('purchases_date_idx').on(t.purchaseDate, t.id),
    index('purchases_party_idx').on(t.partyId),
    index('purchases_crop_idx').on(t.cropId),
    uniqueIndex('purchases_document_number_uq').on(t.documentNumber),
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
    bags: integer('bags'),
    // The lot's charges (lot_charges) summed (docs/posting.md#charges): bill_amount = total_amount + the
    // charges the buyer bears is the buyer's debit and the bill payments settle; paid_out_amount left
    // "Cash in hand"; charge_profit = retained charges − paid_out charges we bear, which counts in profit.
    billAmount: money('bill_amount').notNull(),
    paidOutAmount: money('paid_out_amount').notNull().default('0'),
    chargeProfit: money('charge_profit').notNull().default('0'),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    // The buyer's bill's number, S/2026-27/0001 (docs/documents.md#numbers); given when the sale is recorded.
    documentNumber: text('document_number'),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    check('sales_quantity_ck', sql`${t.quantity} > 0`),
    check('sales_rate_ck', sql`${t.rate} > 0`),
    check('sales_grade_ck', sql`${t.qualityGrade} is null or ${t.qualityGrade} in ('A', 'B', 'C')`),
    check('sales_status_ck', sql`${t.paymentStatus} in ('pending', 'paid', 'partial')`),
    check('sales_bags_ck', sql`${t.bags} is null or ${t.bags} >= 0`),
    check('sales_bill_amount_ck', sql`${t.billAmount} >= ${t.totalAmount}`),
    index('sales_date_idx').on(t.saleDate, t.id),
    index('sales_party_idx').on(t.partyId),
    index('sales_crop_idx').on(t.cropId),
    index('sales_status_idx').on(t.paymentStatus),
    uniqueIndex('sales_document_number_uq').on(t.documentNumber),
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

/**
 * The charges applied to one purchase or sale, copied from the schedule as they were (name, basis, rate, who
 * bears it, its kind) with the amount they came to (docs/posting.md#charges): a later change of the schedule
 * never changes a recorded lot. Append-only like the books: a cancelled lot keeps its charges, and its
 * cancellation reverses their cash lines.
 */
export const lotCharges = pgTable(
  'lot_charges',
  {
    id: serial('id').primaryKey(),
    lotKind: text('lot_kind', { enum: ['purchase', 'sale'] }).notNull(),
    lotId: integer('lot_id').notNull(),
    chargeId: integer('charge_id').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    basis: text('basis', { enum: ['percent', 'per_bag', 'per_quintal', 'fixed'] }).notNull(),
    rate: money('rate').notNull(),
    amount: money('amount').notNull(),
    bornBy: text('born_by', { enum: ['party', 'us'] }).notNull(),
    kind: text('kind', { enum: ['retained', 'paid_out'] }).notNull(),
  },
  (t) => [
    check('lot_charges_lot_kind_ck', sql`${t.lotKind} in ('purchase', 'sale')`),
    check('lot_charges_basis_ck', sql`${t.basis} in ('percent', 'per_bag', 'per_quintal', 'fixed')`),
    check('lot_charges_born_by_ck', sql`${t.bornBy} in ('party', 'us')`),
    check('lot_charges_kind_ck', sql`${t.kind} in ('retained', 'paid_out')`),
    check('lot_charges_retained_ck', sql`${t.kind} <> 'retained' or ${t.bornBy} = 'party'`),
    check('lot_charges_amount_ck', sql`${t.rate} >= 0 and ${t.amount} >= 0`),
    index('lot_charges_lot_idx').on(t.lotKind, t.lotId),
  ],
);
