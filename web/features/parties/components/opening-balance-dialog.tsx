import { openingBalanceInput } from '@common/schemas/ledger';
import type { Party } from '@common/schemas/parties';
import { isZero } from '@common/decimal';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/date-input';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { DecimalInput } from '@/components/decimal-input';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { localText } from '@/i18n/i18n';
import { businessDate, formatDate, formatINR } from '@/lib/format';
import { useOpeningBalance, useRecordOpeningBalance } from '../api/opening-balance';

interface OpeningBalanceDialogProps {
  /** The party whose paper balance is moved in; the dialog is closed without one. */
  party: Party | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Moving in from paper (docs/screens.md#parties): a party's opening balance, the amount with its side (they
 * owe us: a debit; we owe them: a credit) and its date. A party has at most one: the dialog then shows it.
 */
export function OpeningBalanceDialog({ party, open, onOpenChange }: OpeningBalanceDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('parties.opening.title', { name: party?.name ?? '' })}
      description={t('parties.opening.description')}
      returnFocusToOpener
    >
      {party && <OpeningBalanceBody party={party} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function OpeningBalanceBody({ party, onDone }: { party: Party; onDone: () => void }) {
  const { t } = useTranslation();
  const existing = useOpeningBalance(party.id);
  if (existing.isPending) return <Skeleton className="h-32" aria-busy="true" />;
  if (existing.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(existing.error, t('parties.opening.fetchFailed'))}
      </p>
    );
  }
  const entry = existing.data.openingBalance;
  if (entry) {
    const owesUs = !isZero(entry.debit);
    return (
      <div className="grid gap-4">
        <dl
          className="grid gap-2 rounded-md border border-border p-4 text-sm"
          data-testid="opening-balance-existing"
        >
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('parties.opening.date')}</dt>
            <dd className="font-medium">{formatDate(entry.transactionDate)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('parties.opening.amount')}</dt>
            <dd className={owesUs ? 'font-semibold text-green-700' : 'font-semibold text-red-700'}>
              {formatINR(owesUs ? entry.debit : entry.credit)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('parties.opening.side')}</dt>
            <dd className="font-medium">
              {owesUs ? t('parties.opening.owesUs') : t('parties.opening.weOwe')}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">{t('parties.opening.onlyOne')}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{t('parties.opening.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    );
  }
  return <OpeningBalanceForm party={party} onDone={onDone} />;
}

type Side = 'owesUs' | 'weOwe';

function OpeningBalanceForm({ party, onDone }: { party: Party; onDone: () => void }) {
  const { t } = useTranslation();
  const ids = { amount: useId(), date: useId(), side: useId() };
  const record = useRecordOpeningBalance();
  const [amount, setAmount] = useState('');
  // A farmer is usually owed money, a trader usually owes it.
  const [side, setSide] = useState<Side>(party.type === 'farmer' ? 'weOwe' : 'owesUs');
  const [date, setDate] = useState(() => businessDate());
  const [errors, setErrors] = useState<{ amount?: string; date?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const signed = side === 'weOwe' && amount.trim() !== '' ? `-${amount.trim()}` : amount.trim();
    const parsed = openingBalanceInput.safeParse({ partyId: party.id, amount: signed, date });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'date' ? 'date' : 'amount';
        next[field] ??= localText(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    record.mutate(
      { partyId: party.id, amount: signed, date },
      {
        onSuccess: () => {
          toast({
            title: t('common.toast.success'),
            description: t('parties.opening.saved', { name: party.name }),
          });
          onDone();
        },
        // A second one (409) or a refused field: said in the dialog, beside the form.
        onError: (error) => setErrors({ form: errorMessage(error, t('parties.opening.saveFailed')) }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('parties.opening.side')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2" role="radiogroup" aria-labelledby={ids.side}>
          {(['owesUs', 'weOwe'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="opening-side"
                value={value}
                checked={side === value}
                onChange={() => setSide(value)}
                className="size-4 accent-primary"
              />
              {t(`parties.opening.${value}`)}
            </label>
          ))}
        </div>
        <span id={ids.side} className="sr-only">
          {t('parties.opening.side')}
        </span>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('parties.opening.amount')} htmlFor={ids.amount} error={errors.amount} required>
          <DecimalInput
            id={ids.amount}
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-required
            aria-invalid={errors.amount ? true : undefined}
          />
        </FormField>
        <FormField label={t('parties.opening.date')} htmlFor={ids.date} error={errors.date} required>
          <DateInput
            id={ids.date}
            value={date}
            onChange={setDate}
            aria-required
            aria-invalid={errors.date ? true : undefined}
          />
        </FormField>
      </div>
      {errors.form && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {errors.form}
        </p>
      )}
      <DialogFormActions pending={record.isPending} submitLabel={t('parties.opening.save')} />
    </form>
  );
}
