import { z } from 'zod';
import { correctionFields, statusFilter } from './corrections';
import {
  businessDate,
  id,
  listQuery,
  optionalDecimal,
  optionalQualityGrade,
  qualityGrade,
  quantity,
  rate,
  timestamp,
} from './primitives';

export const paymentStatuses = ['pending', 'paid', 'partial'] as const;
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

/**
 * GET /api/sales?startDate=&endDate=&status= (dates inclusive; a range that ends before it starts is a 400;
 * cancelled sales only with status=cancelled or all).
 */
export const saleListQuery = listQuery({ status: statusFilter });
export type SaleListQuery = z.output<typeof saleListQuery>;
