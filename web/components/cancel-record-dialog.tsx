import { cancelInput, type CorrectableEntity } from '@common/schemas/corrections';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, serverText } from '@/lib/api-client';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-values';
import { useCancelRecord, useRecordName } from '@/lib/record-corrections';

/** The record a row's "Cancel" names: kept while the dialog closes, so its title does not flip. */
export interface CancelTarget {
  entity: CorrectableEntity;
  id: number;
}

interface CancelRecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: CancelTarget | undefined;
}

/**
 * "Cancel Purchase #12" (docs/screens.md#cancel-and-correct): says what a cancel reverses and asks for the
 * reason. Opened from a row's button, so the focus goes back to it when the dialog closes.
 */
export function CancelRecordDialog({ open, onOpenChange, target }: CancelRecordDialogProps) {
  const { t } = useTranslation();
  const recordName = useRecordName();
  const record = target ? recordName(target.entity, target.id) : '';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('corrections.cancel.title', { record })}
      description={t('corrections.cancel.description')}
      returnFocusToOpener
    >
      {target && (
        <CancelForm
          key={`${target.entity}-${target.id}`}
          target={target}
          record={record}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function CancelForm({
  target,
  record,
  onDone,
}: {
  target: CancelTarget;
  record: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelRecord(target.entity);
  // A refusal (409 naming the sales that block it, 403 for staff on an earlier day) stays in the dialog
  // beside the toast, so it can be read while deciding what to do.
  const [refusal, setRefusal] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: schemaResolver(cancelInput),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit((body) => {
    setRefusal(undefined);
    cancel.mutate(
      { id: target.id, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(['reason']));
          const refusal = error instanceof ApiError && error.status !== 400 ? serverText(error) : undefined;
          if (refusal) setRefusal(refusal);
          // The submit button was disabled while it ran, which dropped the focus: back to the reason.
          setFocus('reason');
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t('corrections.cancel.reason')}
        htmlFor="cancel-reason"
        error={errors.reason?.message}
        hint={t('corrections.cancel.reasonHint')}
        required
      >
        {/* One line, so that Enter cancels from the field. */}
        <Input
          id="cancel-reason"
          autoComplete="off"
          maxLength={500}
          placeholder={t('corrections.cancel.reasonPlaceholder')}
          {...register('reason')}
        />
      </FormField>
      {refusal && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="cancel-refusal"
        >
          {refusal}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('corrections.cancel.keep')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? t('corrections.cancel.submitting') : t('corrections.cancel.submit', { record })}
        </Button>
      </DialogFooter>
    </form>
  );
}
