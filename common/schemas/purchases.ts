import { z } from 'zod';
import { amendmentOutcome, correctionFields, statusFilter } from './corrections';
import {
  amount,
  businessDate,
  exportFormat,
  id,
  listQuery,
  optionalDecimal,
  optionalId,
  optionalQualityGrade,
  pageCursor,
  pageLimit,
  searchText,
  qualityGrade,
  quantity,
  rate,
  timestamp,
} from './primitives';
import { purchaseExpenseTypes } from './choices';
import { bags, lotCharge, lotChargesInput, lotWeighing } from './lots';
import { v } from '../messages/validation';

export { purchaseExpenseTypes };

export const purchaseExpenseType = z.enum(purchaseExpenseTypes);
export type PurchaseExpenseType = z.infer<typeof purchaseExpenseType>;

export const purchaseExpenseInput = z.object({ type: purchaseExpenseType, amount });

/**
 * totalAmount, expenseAmount and finalAmount may be sent (the client shows them) but are ignored:
 * the server computes every amount (docs/posting.md#purchase).
 */
export const purchaseInput = z
  .object({
    partyId: id,
    cropId: id,
    /** Required unless the lot is weighed (grossWeight): then the server works out the net and ignores it. */
    quantity: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      quantity.optional(),
    ),
    rate,
    qualityGrade: optionalQualityGrade,
    moistureContent: optionalDecimal({ scale: 1, max: '100', min: 'nonNegative' }),
    purchaseDate: businessDate,
    expenses: z
      .array(purchaseExpenseInput)
      .max(20, v('validation.atMostExpenseRows', { max: 20 }))
      .default([]),
    /**
     * Paid to the farmer with the purchase (0 to the bill amount, its totalAmount): a cash payment from
     * "Cash in hand" allocated to it (docs/money.md). Left out or 0: nothing is paid.
     */
    amountPaid: optionalDecimal({ scale: 2, max: '9999999999.99', min: 'nonNegative' }),
    /** Bags counted; a per-bag charge counts them, the weighing takes each one's tare off. */
    bags,
    /** The weighing (docs/posting.md#bags-and-weights): with grossWeight the quantity is its net. */
    ...lotWeighing,
    /** The lot's charges (docs/posting.md#charges): left out, the schedule's active ones; [] none. */
    charges: lotChargesInput,
  })
  .superRefine(
    (body, ctx) => {
      // Run whatever the other issues are, so the body may not even be an object.
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
      const blank = (value: unknown) => value === undefined || value === null || value === '';
      if (blank(body.quantity) && blank(body.grossWeight)) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: v('validation.required') });
      }
    },
    // Said with the other fields' issues too, as a missing quantity always was.
    { when: () => true },
  );
export type PurchaseInput = z.input<typeof purchaseInput>;

export const purchaseExpense = z.object({
  id: z.number(),
  type: purchaseExpenseType,
  amount: z.string(),
});

export const purchase = z.object({
  id: z.number(),
  partyId: z.number(),
  cropId: z.number(),
  quantity: z.string(),
  rate: z.string(),
  totalAmount: z.string(),
  expenseAmount: z.string(),
  finalAmount: z.string(),
  qualityGrade: qualityGrade.nullable(),
  moistureContent: z.string().nullable(),
  purchaseDate: z.string(),
  /** The farmer's slip's number, P/2026-27/0001, given when it is recorded (docs/documents.md#numbers). */
  documentNumber: z.string().nullable(),
  expenses: z.array(purchaseExpense),
  bags: z.number().nullable(),
  /** The weighing, null when the quantity was entered; the deductions in the crop's unit. */
  grossWeight: z.string().nullable(),
  tarePerBagKg: z.string().nullable(),
  standardMoisture: z.string().nullable(),
  tareDeduction: z.string().nullable(),
  moistureDeduction: z.string().nullable(),
  /** The charges applied, as copied onto the lot (docs/posting.md#charges). */
  charges: z.array(lotCharge),
  /** Σ charges the farmer bears; netPayable = totalAmount − deductions, the farmer's credit and the bill. */
  deductions: z.string(),
  netPayable: z.string(),
  /** Σ paid_out charges, paid from "Cash in hand"; finalAmount = netPayable + paidOutAmount + expenseAmount. */
  paidOutAmount: z.string(),
  /** Σ payment allocations to the purchase; outstanding = netPayable − paidAmount (docs/money.md). */
  paidAmount: z.string(),
  outstanding: z.string(),
  paymentStatus: z.enum(['pending', 'paid', 'partial']),
  ...correctionFields,
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Purchase = z.infer<typeof purchase>;

/** POST /api/purchases/:id/amend: the new purchase, and what the correction did (amendmentOutcome). */
export const purchaseAmended = purchase.extend({ correction: amendmentOutcome });
export type PurchaseAmended = z.infer<typeof purchaseAmended>;

/**
 * GET /api/purchases: dates inclusive, party, crop, grade and status (cancelled ones only with status=cancelled
 * or all); with `limit`, a keyset page `{items, total, nextCursor}`.
 */
const purchaseFilters = {
  status: statusFilter,
  partyId: optionalId,
  cropId: optionalId,
  qualityGrade: optionalQualityGrade,
  /** Farmer or crop name, case-insensitive. */
  q: searchText,
};

export const purchaseListQuery = listQuery({ ...purchaseFilters, limit: pageLimit, cursor: pageCursor });
export type PurchaseListQuery = z.output<typeof purchaseListQuery>;

export const purchasePage = z.object({
  items: z.array(purchase),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type PurchasePage = z.infer<typeof purchasePage>;

/** GET /api/purchases/export: the list's filters and the file's `format` (docs/api-conventions.md#exports). */
export const purchaseExportQuery = listQuery({ ...purchaseFilters, format: exportFormat });
export type PurchaseExportQuery = z.output<typeof purchaseExportQuery>;

/** GET /api/purchases/summary: the list's filters. */
export const purchaseSummaryQuery = listQuery(purchaseFilters);
export type PurchaseSummaryQuery = z.output<typeof purchaseSummaryQuery>;

/** The figures of the purchases over the list's filters, in one query. */
export const purchaseSummary = z.object({
  count: z.number(),
  /** Σ quantity in quintals (kg ÷ 100, ton × 10). */
  quantityQuintals: z.string(),
  totalAmount: z.string(),
  expenseAmount: z.string(),
  finalAmount: z.string(),
  paidAmount: z.string(),
  outstanding: z.string(),
});
export type PurchaseSummary = z.infer<typeof purchaseSummary>;
