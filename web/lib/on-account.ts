import { compare, subtract, sumAt } from '@common/decimal';
import type {
  ApplyAllocationsInput,
  OpenBillsAnswer,
  Payment,
  PaymentDirection,
} from '@common/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, type RequestOptions } from '@/lib/api-client';
import { formatINR } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';
import { openBillsQueryOptions } from '@/lib/queries/open-bills';

// Money on account applied from the screens that show open bills (docs/screens.md#money-on-account): the
// party's payments with unallocated money, oldest first, each applied through
// POST /api/payments/:id/allocations (docs/money.md#advances-applied).

export const applyAllocations = (id: number, body: ApplyAllocationsInput, options?: RequestOptions) =>
  apiRequest<Payment>('POST', `/api/payments/${id}/allocations`, body, options);

/** The bill an application is for; left out, the party's oldest open bills. */
export interface BillTarget {
  kind: 'sale' | 'purchase' | 'opening';
  id: number;
}

export interface Application {
  paymentId: number;
  body: ApplyAllocationsInput;
}

const FIELD = { sale: 'saleId', purchase: 'purchaseId', opening: 'openingBalanceId' } as const;

/**
 * The requests that apply the party's money on account, oldest payment first: each to the oldest bills (the
 * server picks them) until the open bills are covered, or to one bill up to its outstanding. Empty when
 * nothing is on account or nothing is open.
 */
export function planApplications(answer: OpenBillsAnswer, target?: BillTarget): Application[] {
  const bill = target && answer.bills.find((b) => b.kind === target.kind && b.id === target.id);
  if (target && !bill) return [];
  let open = bill ? bill.outstanding : sumAt(['0', ...answer.bills.map((b) => b.outstanding)], 2);
  const plan: Application[] = [];
  for (const advance of answer.advances) {
    if (compare(open, '0') <= 0) break;
    const amount = compare(advance.unallocated, open) < 0 ? advance.unallocated : open;
    plan.push({
      paymentId: advance.id,
      body: bill ? { allocations: [{ [FIELD[bill.kind]]: bill.id, amount }] } : {},
    });
    open = subtract(open, amount);
  }
  return plan;
}

/** What the party has on account and whether applying it would settle anything. */
export function onAccountOf(answer: OpenBillsAnswer | undefined, target?: BillTarget) {
  if (!answer || compare(answer.unallocated, '0') <= 0) return undefined;
  return { unallocated: answer.unallocated, applicable: planApplications(answer, target).length > 0 };
}

/**
 * Applies the party's money on account (to `target`, or to its oldest bills). The open bills are read again
 * first, so the plan is made from the books as they are; each request has its own Idempotency-Key. Answers
 * how much was applied.
 */
export function useApplyOnAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: { partyId: number; direction: PaymentDirection; target?: BillTarget }) => {
      const answer = await queryClient.fetchQuery({
        ...openBillsQueryOptions(args.partyId, args.direction),
        staleTime: 0,
      });
      const byId = new Map(answer.advances.map((a) => [a.id, a.unallocated]));
      const applied: string[] = ['0'];
      for (const step of planApplications(answer, args.target)) {
        const payment = await applyAllocations(step.paymentId, step.body, {
          idempotencyKey: newIdempotencyKey(),
        });
        applied.push(subtract(byId.get(step.paymentId) ?? '0', payment.unallocated));
      }
      return sumAt(applied, 2);
    },
    onSuccess: async (amount) => {
      toast({
        title: t('common.toast.success'),
        description: t('onAccount.applied', { amount: formatINR(amount) }),
      });
      await invalidateAfterWrite(queryClient, 'payment');
    },
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('onAccount.failed')),
      });
      // A part may have been applied before the failure, and the bills moved: read them again.
      await invalidateAfterWrite(queryClient, 'payment');
    },
  });
}
