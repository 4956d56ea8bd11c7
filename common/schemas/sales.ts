import { z } from 'zod';
import { amendmentOutcome, correctionFields, statusFilter } from './corrections';
import {
  businessDate,
  exportFormat,
  id,
  listQuery,
  optionalDecimal,
  optionalId,
  optionalQualityGrade,
  pageCursor,
  pageLimit,
  qualityGrade,
  quantity,
  rate,
  searchText,
  timestamp,
} from './primitives';
import { paymentStatuses } from './choices';
import { bags, lotCharge, lotChargesInput } from './lots';

export { paymentStatuses };

export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** totalAmount may be sent but is ignored: the server computes it (docs/posting.md#sale). */
export const saleInput = z.object({
  partyId: id,
  cropId: id,
  quantity,
  rate,
  qualityGrade: optionalQualityGrade,
  paymentStatus: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'pending' : v),
    paymentStatus,
  ),
  saleDate: businessDate,
  /**
   * With paymentStatus "partial": the amount received with the sale (> 0, < totalAmount), recorded as a
   * cash payment allocated to it (docs/money.md). Left out, a partial sale has nothing allocated yet.
   */
  amountReceived: optionalDecimal({ scale: 2, max: '9999999999.99' }),
  bags,
  /** The lot's charges (docs/posting.md#charges): left out, the schedule's active ones; [] none. */
  charges: lotChargesInput,
});
export type SaleInput = z.input<typeof saleInput>;

export const sale = z.object({
  id: z.number(),
  partyId: z.number(),
  cropId: z.number(),
  quantity: z.string(),
  rate: z.string(),
  totalAmount: z.string(),
  /** Cost of goods sold at the bucket's average cost. */
  costAmount: z.string(),
  qualityGrade: qualityGrade.nullable(),
  /** Derived from the allocations: paid when outstanding is 0 (docs/money.md). */
  paymentStatus,
  bags: z.number().nullable(),
  /** The charges applied, as copied onto the lot (docs/posting.md#charges). */
  charges: z.array(lotCharge),
  /** totalAmount + the charges the buyer bears: the buyer's debit and the bill payments settle. */
  billAmount: z.string(),
  /** Σ paid_out charges, paid from "Cash in hand". */
  paidOutAmount: z.string(),
  /** Σ retained charges − Σ paid_out charges we bear: what the charges add to profit. */
  chargeProfit: z.string(),
  /** Σ payment allocations to the sale. */
  paidAmount: z.string(),
  /** billAmount − paidAmount. */
  outstanding: z.string(),
  saleDate: z.string(),
  /** The bill's number, S/2026-27/0001, given when it is recorded (docs/documents.md#numbers). */
  documentNumber: z.string().nullable(),
  ...correctionFields,
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Sale = z.infer<typeof sale>;

/** POST /api/sales/:id/amend: the new sale, and what the correction did (amendmentOutcome). */
export const saleAmended = sale.extend({ correction: amendmentOutcome });
export type SaleAmended = z.infer<typeof saleAmended>;

const saleFilters = {
  status: statusFilter,
  partyId: optionalId,
  cropId: optionalId,
  qualityGrade: optionalQualityGrade,
  paymentStatus: z.preprocess((v) => (v === '' ? undefined : v), paymentStatus.optional()),
  /** Party or crop name, case-insensitive. */
  q: searchText,
};

/** GET /api/sales/summary: the filters of the list (docs/screens.md#sales). */
export const saleSummaryQuery = listQuery(saleFilters);

/** GET /api/sales/export: the list's filters and the file's `format` (docs/api-conventions.md#exports). */
export const saleExportQuery = listQuery({ ...saleFilters, format: exportFormat });
export type SaleExportQuery = z.output<typeof saleExportQuery>;
export type SaleSummaryQuery = z.output<typeof saleSummaryQuery>;

/**
 * GET /api/sales: dates inclusive (a range that ends before it starts is a 400), party, crop, grade, payment
 * status, `q`, and status (cancelled sales only with status=cancelled or all); with `limit`, a keyset page
 * `{items, total, nextCursor}`, newest first.
 */
export const saleListQuery = listQuery({ ...saleFilters, limit: pageLimit, cursor: pageCursor });
export type SaleListQuery = z.output<typeof saleListQuery>;

export const salePage = z.object({
  items: z.array(sale),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type SalePage = z.infer<typeof salePage>;

/** Every card of the Sales screen, over the list's filters, in one query. */
export const saleSummary = z.object({
  count: z.number(),
  totalAmount: z.string(),
  /** Σ quantity in quintals (kg ÷ 100, ton × 10). */
  quantityQuintals: z.string(),
  pending: z.number(),
  partial: z.number(),
  paid: z.number(),
  paidAmount: z.string(),
  outstanding: z.string(),
});
export type SaleSummary = z.infer<typeof saleSummary>;
