import type { CorrectableEntity } from '@common/schemas/corrections';
import { compare } from '@common/decimal';
import { CircleCheck, PencilLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatINR } from '@/lib/format';
import { useCorrectionOutcome, useRecordName, type AmendedRecord } from '@/lib/record-corrections';

interface CorrectionBannerProps {
  entity: CorrectableEntity;
  id: number;
  /** Leaves the correction: the form goes back to a new, empty entry (or closes). */
  onAbandon: () => void;
  disabled?: boolean;
  /**
   * What payments not made with the record have settled of it (its paidAmount less what was paid with it):
   * saving moves it to the corrected bill (docs/corrections.md#correct). Nothing said when 0 or left out.
   */
  paidByOthers?: string;
}

/**
 * At the top of a create form filled with a record to correct (docs/screens.md#cancel-and-correct): saving
 * amends the record rather than recording a new one, so the form says so plainly.
 */
export function CorrectionBanner({
  entity,
  id,
  onAbandon,
  disabled = false,
  paidByOthers,
}: CorrectionBannerProps) {
  const { t } = useTranslation();
  const recordName = useRecordName();
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-start sm:justify-between"
      data-testid="correction-banner"
    >
      <div className="flex min-w-0 gap-2">
        <PencilLine aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold">
            {t('corrections.correct.bannerLead', { record: recordName(entity, id) })}
          </p>
          <p>{t('corrections.correct.bannerHint')}</p>
          {paidByOthers !== undefined && compare(paidByOthers, '0') > 0 && (
            <p data-testid="correction-will-move">
              {t('corrections.correct.willMove', { amount: formatINR(paidByOthers) })}
            </p>
          )}
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={onAbandon}
        disabled={disabled}
      >
        <X aria-hidden="true" />
        {t('corrections.correct.abandon')}
      </Button>
    </div>
  );
}

interface CorrectionOutcomeNoteProps {
  entity: CorrectableEntity;
  /** The record that was corrected. */
  oldId: number;
  /** The amend answer: the new record and what the correction did. */
  record: AmendedRecord;
  onDismiss: () => void;
}

/**
 * After a correction is saved: what it did, beside the form it was made in (docs/screens.md#cancel-and-correct):
 * the earlier payments moved to the new bill, what was left on account, a price difference counted as cost.
 * The toast says the same and goes; this stays until dismissed or the next correction.
 */
export function CorrectionOutcomeNote({ entity, oldId, record, onDismiss }: CorrectionOutcomeNoteProps) {
  const { t } = useTranslation();
  const recordName = useRecordName();
  const lines = useCorrectionOutcome()(record);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 sm:flex-row sm:items-start sm:justify-between"
      data-testid="correction-outcome"
    >
      <div className="flex min-w-0 gap-2">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold">
            {t('corrections.correct.success', {
              record: recordName(entity, oldId),
              newId: String(record.id),
            })}
          </p>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onDismiss}>
        <X aria-hidden="true" />
        {t('corrections.correct.dismiss')}
      </Button>
    </div>
  );
}
