import { z } from 'zod';
import { correctionFields, statusFilter } from './corrections';
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
  /** Σ payment allocations to the sale. */
  paidAmount: z.string(),
  /** totalAmount − paidAmount. */
  outstanding: z.string(),
  saleDate: z.string(),
  ...correctionFields,
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Sale = z.infer<typeof sale>;

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
