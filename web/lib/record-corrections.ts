import { sumAt } from '@common/decimal';
import { compare } from '@common/decimal';
import type { AmendmentOutcome, CancelInput, CorrectableEntity } from '@common/schemas/corrections';
import type { Payment } from '@common/schemas/payments';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { formatINR } from '@/lib/format';
import { invalidateAfterWrite, type Write } from '@/lib/invalidate-after-write';

// Cancel and correct (docs/screens.md#cancel-and-correct): the same two endpoints on the four transaction
// lists, and cancel on the stock adjustments, so one helper serves them all rather than copies of one fetcher.

const LIST: Record<CorrectableEntity, string> = {
  purchase: 'purchases',
  sale: 'sales',
  expense: 'expenses',
  payment: 'payments',
  stock_adjustment: 'inventory/adjustments',
};

/** The fields every cancellable record carries. */
interface CorrectableRecord {
  id: number;
}

export const cancelRecord = <T extends CorrectableRecord>(
  entity: CorrectableEntity,
  id: number,
  body: CancelInput,
) => apiRequest<T>('POST', `/api/${LIST[entity]}/${id}/cancel`, body);

export const amendRecord = <T extends CorrectableRecord>(
  entity: CorrectableEntity,
  id: number,
  body: unknown,
  options?: RequestOptions,
) => apiRequest<T>('POST', `/api/${LIST[entity]}/${id}/amend`, body, options);

/**
 * What a cancel or a correction writes (web/lib/invalidate-after-write.ts): what recording the record does
 * (its reversals, and for a correction the new record, docs/corrections.md), and for a purchase or a sale the
 * payments too: one made with it is cancelled with it, and its allocations are released (docs/money.md).
 * The audit trail that now holds the change is among what every write names.
 */
const CORRECTION_WRITES: Record<CorrectableEntity, readonly [Write, ...Write[]]> = {
  purchase: ['purchase', 'payment'],
  sale: ['sale', 'payment'],
  expense: ['expense'],
  payment: ['payment'],
  stock_adjustment: ['stockAdjustment'],
};

export function invalidateAfterCorrection(
  queryClient: QueryClient,
  entity: CorrectableEntity,
): Promise<void> {
  return invalidateAfterWrite(queryClient, ...CORRECTION_WRITES[entity]);
}

/** "Purchase #12". */
export function useRecordName() {
  const { t } = useTranslation();
  return (entity: CorrectableEntity, id: number) =>
    t('corrections.recordName', { entity: t(`corrections.entities.${entity}`), id: String(id) });
}

/** POST …/:id/cancel; a refusal (409 naming what blocks it, 403 for staff on an earlier day) is the toast's. */
export function useCancelRecord(entity: CorrectableEntity) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recordName = useRecordName();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelInput }) => cancelRecord(entity, id, body),
    onSuccess: async (_record, { id }) => {
      toast({
        title: t('common.toast.success'),
        description: t('corrections.cancel.success', { record: recordName(entity, id) }),
      });
      await invalidateAfterCorrection(queryClient, entity);
    },
    onError: (error, { id }) => {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('corrections.cancel.failed', { record: recordName(entity, id) })),
      });
    },
  });
}

/** A purchase's or a sale's amend answer: the new record and what the correction did. */
export interface AmendedRecord extends CorrectableRecord {
  correction?: AmendmentOutcome;
}

/** What a saved correction did, a sentence each (docs/corrections.md#correct): for its toast and its note. */
export function useCorrectionOutcome() {
  const { t } = useTranslation();
  return (record: AmendedRecord): string[] => {
    const c = record.correction;
    if (!c) return [];
    const lines: string[] = [];
    const newId = String(record.id);
    if (compare(c.paymentsMoved, '0') > 0) {
      lines.push(t('corrections.correct.paymentsMoved', { amount: formatINR(c.paymentsMoved), newId }));
    }
    if (compare(c.leftOnAccount, '0') > 0) {
      lines.push(t('corrections.correct.leftOnAccount', { amount: formatINR(c.leftOnAccount) }));
    }
    if (c.priceCorrection && compare(c.priceCorrection.costAdjustment, '0') !== 0) {
      lines.push(
        t('corrections.correct.costAdjusted', { amount: formatINR(c.priceCorrection.costAdjustment) }),
      );
    }
    return lines;
  };
}

/**
 * POST …/:id/amend with the create's body: one Idempotency-Key per submission, as a create sends
 * (docs/operations.md), so a retried save corrects once.
 */
export function useAmendRecord<Body, T extends AmendedRecord>(entity: CorrectableEntity) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const recordName = useRecordName();
  const outcome = useCorrectionOutcome();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) =>
      amendRecord<T>(entity, id, body, { idempotencyKey: submission.current() }),
    onSuccess: async (record, { id }) => {
      submission.renew();
      toast({
        title: t('common.toast.success'),
        description: [
          t('corrections.correct.success', { record: recordName(entity, id), newId: String(record.id) }),
          outcome(record).join(' '),
        ]
          .filter(Boolean)
          .join(': '),
      });
      await invalidateAfterCorrection(queryClient, entity);
    },
    onError: (error, { id }) => {
      if (isKeyReused(error)) submission.renew();
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('corrections.correct.failed', { record: recordName(entity, id) })),
      });
    },
  });
}

/**
 * A stored decimal as a form field holds it when a record is corrected: "12.500" → "12.5", "2000.00" →
 * "2000"; the server answers numerics at their column's scale, a clerk types them without the zeros.
 */
export function editableDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * What was paid together with a purchase or a sale when it was recorded (its `amountPaid` or
 * `amountReceived`): the payments made with it name it (`withPurchaseId`, `withSaleId`, docs/money.md). A
 * correction fills the form with that, not with everything paid since, which later payments settled: those
 * are released as advances when the bill is amended, and recording them again would pay twice.
 */
export async function paidWithRecord(
  entity: 'purchase' | 'sale',
  record: { id: number; partyId: number },
): Promise<string> {
  const payments = await apiRequest<Payment[]>('GET', `/api/payments?partyId=${record.partyId}`);
  const made = payments.filter((p) =>
    entity === 'purchase' ? p.withPurchaseId === record.id : p.withSaleId === record.id,
  );
  return sumAt(
    made.map((p) => p.amount),
    2,
  );
}
