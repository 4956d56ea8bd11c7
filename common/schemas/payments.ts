import { z } from 'zod';
import { compare, sumAt } from '../decimal';
import {
  amount,
  businessDate,
  exportFormat,
  listQuery,
  id,
  optionalId,
  optionalText,
  pageCursor,
  pageLimit,
  TEXT_MAX,
  timestamp,
} from './primitives';
import { correctionFields, statusFilter } from './corrections';
import { paymentDirections, paymentModes } from './choices';
import { v } from '../messages/validation';

export { paymentDirections, paymentModes };

// Payments received from and made to parties, and the bills they settle (docs/money.md).

export const paymentDirection = z.enum(paymentDirections);
export type PaymentDirection = z.infer<typeof paymentDirection>;

export const paymentMode = z.enum(paymentModes);
export type PaymentMode = z.infer<typeof paymentMode>;

/** One bill settled by a payment: exactly one of saleId, purchaseId, openingBalanceId. */
export const allocationInput = z
  .object({ saleId: optionalId, purchaseId: optionalId, openingBalanceId: optionalId, amount })
  .superRefine((a, ctx) => {
    const named = [a.saleId, a.purchaseId, a.openingBalanceId].filter((v) => v !== undefined).length;
    if (named !== 1) {
      ctx.addIssue({ code: 'custom', message: v('validation.oneBill') });
    }
  });
export type AllocationData = z.output<typeof allocationInput>;

/** The bill an allocation names, as one key: 'sale:12', 'purchase:7', 'opening:3'. */
export function billKey(a: { saleId?: number; purchaseId?: number; openingBalanceId?: number }): string {
  if (a.saleId !== undefined) return `sale:${a.saleId}`;
  if (a.purchaseId !== undefined) return `purchase:${a.purchaseId}`;
  return `opening:${a.openingBalanceId}`;
}

export const paymentInput = z
  .object({
    partyId: id,
    direction: paymentDirection,
    amount,
    paymentDate: businessDate,
    mode: paymentMode,
    /** Left out: "Cash in hand" for cash; required for the other modes. */
    accountId: optionalId,
    /** UTR, cheque number. */
    reference: optionalText(100),
    notes: optionalText(TEXT_MAX),
    /** Left out: the party's open bills oldest first; []: nothing is allocated. */
    allocations: z
      .array(allocationInput)
      .max(500, v('validation.atMostAllocations', { max: 500 }))
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (p.mode !== 'cash' && p.accountId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountId'],
        message: v('validation.accountForMode'),
      });
    }
    if (!p.allocations) return;
    const seen = new Set<string>();
    p.allocations.forEach((a, i) => {
      const key = billKey(a);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['allocations', i], message: v('validation.billTwice') });
      }
      seen.add(key);
    });
    const allocated = sumAt(
      p.allocations.map((a) => a.amount),
      2,
    );
    if (compare(allocated, p.amount) > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['allocations'],
        message: v('validation.overAllocated', { allocated, amount: p.amount }),
      });
    }
  });
export type PaymentInput = z.input<typeof paymentInput>;

/**
 * POST /api/payments/:id/allocations: applies a payment's unallocated money to open bills of its party
 * (docs/money.md#advances). Left out: its party's open bills oldest first until the money is used up.
 */
export const applyAllocationsInput = z
  .object({
    allocations: z
      .array(allocationInput)
      .min(1, v('validation.atLeastOneAllocation'))
      .max(500, v('validation.atMostAllocations', { max: 500 }))
      .optional(),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.allocations?.forEach((a, i) => {
      const key = billKey(a);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['allocations', i], message: v('validation.billTwice') });
      }
      seen.add(key);
    });
  });
export type ApplyAllocationsInput = z.input<typeof applyAllocationsInput>;
export type ApplyAllocationsData = z.output<typeof applyAllocationsInput>;

export const allocation = z.object({
  saleId: z.number().optional(),
  purchaseId: z.number().optional(),
  openingBalanceId: z.number().optional(),
  amount: z.string(),
});
export type Allocation = z.infer<typeof allocation>;

/** allocated: the whole amount settles bills; partial: some of it; unallocated: none (an advance). */
export const paymentAllocationStatuses = ['allocated', 'partial', 'unallocated'] as const;

export const payment = z.object({
  id: z.number(),
  partyId: z.number(),
  direction: paymentDirection,
  amount: z.string(),
  paymentDate: z.string(),
  mode: paymentMode,
  accountId: z.number(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  allocations: z.array(allocation),
  /** amount − Σ allocations: an advance on account. */
  unallocated: z.string(),
  /** How much of it settles bills (docs/decisions/0009-readings-of-the-corrections-contract.md: `status` is the record's, as for every record). */
  allocationStatus: z.enum(paymentAllocationStatuses),
  /** The sale or purchase it was recorded with, and is cancelled with (docs/corrections.md). */
  withSaleId: z.number().nullable(),
  withPurchaseId: z.number().nullable(),
  ...correctionFields,
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** The filters of GET /api/payments and of its export; listQuery adds the dates (a range in order). */
const paymentFilters = {
  partyId: optionalId,
  direction: z.preprocess((v) => (v === '' ? undefined : v), paymentDirection.optional()),
  mode: z.preprocess((v) => (v === '' ? undefined : v), paymentMode.optional()),
  accountId: optionalId,
  status: statusFilter,
};

/** GET /api/payments: filters, and a page when `limit` is given (keyset `cursor`). */
export const paymentListQuery = listQuery({ ...paymentFilters, limit: pageLimit, cursor: pageCursor });
export type PaymentListQuery = z.output<typeof paymentListQuery>;

/** GET /api/payments/export: the list's filters and the file's `format` (docs/api-conventions.md#exports). */
export const paymentExportQuery = listQuery({ ...paymentFilters, format: exportFormat });
export type PaymentExportQuery = z.output<typeof paymentExportQuery>;

export const paymentPage = z.object({
  items: z.array(payment),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type PaymentPage = z.infer<typeof paymentPage>;

/** GET /api/payments/open-bills: the party's open bills of the kind `direction` settles (docs/money.md). */
export const openBillsQuery = z.object({ partyId: id, direction: paymentDirection });
export type OpenBillsQuery = z.output<typeof openBillsQuery>;

export const openBillKinds = ['sale', 'purchase', 'opening'] as const;

export const openBill = z.object({
  kind: z.enum(openBillKinds),
  /** A sale's, a purchase's or the opening ledger entry's id (an allocation's openingBalanceId). */
  id: z.number(),
  date: z.string(),
  amount: z.string(),
  paidAmount: z.string(),
  outstanding: z.string(),
});
export type OpenBillRow = z.infer<typeof openBill>;

/** A payment of the party with money not yet allocated: an advance on account (docs/money.md#advances). */
export const advance = z.object({
  id: z.number(),
  paymentDate: z.string(),
  mode: paymentMode,
  reference: z.string().nullable(),
  amount: z.string(),
  unallocated: z.string(),
});
export type Advance = z.infer<typeof advance>;

/**
 * GET /api/payments/open-bills: the open bills, and beside them the party's money on account of the same
 * direction (Σ `unallocated` of `advances`, oldest payment first), so that no screen offers a bill without
 * the advance that could settle it.
 */
export const openBillsAnswer = z.object({
  bills: z.array(openBill),
  unallocated: z.string(),
  advances: z.array(advance),
});
export type OpenBillsAnswer = z.infer<typeof openBillsAnswer>;
