import {
  chargeAppliesTo,
  chargeBases,
  chargeBearers,
  chargeInput,
  chargeKinds,
  type Charge,
} from '@common/schemas/settings';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiFieldErrors, lastSegmentOf, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver, type FormValues } from '@/lib/form-values';
import { useCreateCharge, type ChargeBody } from '../api/create-charge';
import { useUpdateCharge } from '../api/update-charge';

/** The charge schema's fields as the dialog holds them; its selects always hold a choice. */
type ChargeFormValues = FormValues<typeof chargeInput, 'appliesTo' | 'basis' | 'bornBy' | 'kind'>;

interface ChargeFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The charge being edited; absent when adding. */
  charge: Charge | undefined;
}

/** 'Add Charge' / 'Edit Charge'. The form mounts with the dialog, so it starts fresh each time. */
export function ChargeFormDialog({ open, onOpenChange, charge }: ChargeFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusToOpener
      className="sm:max-w-xl"
      title={t(charge ? 'settings.charges.form.editTitle' : 'settings.charges.form.addTitle')}
      description={t(
        charge ? 'settings.charges.form.editDescription' : 'settings.charges.form.addDescription',
      )}
    >
      <ChargeForm charge={charge} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ChargeForm({ charge, onDone }: { charge: Charge | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const createCharge = useCreateCharge();
  const updateCharge = useUpdateCharge();
  const pending = createCharge.isPending || updateCharge.isPending;

  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ChargeFormValues, unknown, ChargeBody>({
    resolver: schemaResolver(chargeInput),
    defaultValues: {
      name: charge?.name ?? '',
      nameHi: charge?.nameHi ?? '',
      appliesTo: charge?.appliesTo ?? 'purchase',
      basis: charge?.basis ?? 'percent',
      rate: charge?.rate ?? '',
      bornBy: charge?.bornBy ?? 'party',
      kind: charge?.kind ?? 'paid_out',
      active: charge?.active ?? true,
    },
  });
  const basis = useWatch({ control, name: 'basis' });

  const onServerError = (error: Error) =>
    setFieldIssues(setError, apiFieldErrors(error), lastSegmentOf(getValues()));
  const onSubmit = handleSubmit((body) => {
    if (charge) updateCharge.mutate({ id: charge.id, body }, { onSuccess: onDone, onError: onServerError });
    else createCharge.mutate(body, { onSuccess: onDone, onError: onServerError });
  });

  const select = <K extends 'appliesTo' | 'basis' | 'bornBy' | 'kind'>(
    name: K,
    id: string,
    options: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionsSelect
          id={id}
          value={field.value}
          onValueChange={field.onChange}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          options={options}
          aria-required
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('settings.charges.form.name')}
          htmlFor="charge-name"
          error={errors.name?.message}
          required
        >
          <Input
            id="charge-name"
            autoComplete="off"
            maxLength={200}
            placeholder={t('settings.charges.form.namePlaceholder')}
            {...register('name')}
          />
        </FormField>
        <FormField
          label={t('settings.charges.form.nameHi')}
          htmlFor="charge-name-hi"
          error={errors.nameHi?.message}
        >
          <Input
            id="charge-name-hi"
            lang="hi"
            autoComplete="off"
            maxLength={200}
            placeholder={t('settings.charges.form.nameHiPlaceholder')}
            {...register('nameHi')}
          />
        </FormField>
        <FormField
          label={t('settings.charges.form.appliesTo')}
          htmlFor="charge-applies-to"
          error={errors.appliesTo?.message}
          required
        >
          {select(
            'appliesTo',
            'charge-applies-to',
            chargeAppliesTo.map((v) => ({ value: v, label: t(`settings.charges.appliesTo.${v}`) })),
          )}
        </FormField>
        <FormField
          label={t('settings.charges.form.basis')}
          htmlFor="charge-basis"
          error={errors.basis?.message}
          required
        >
          {select(
            'basis',
            'charge-basis',
            chargeBases.map((v) => ({ value: v, label: t(`settings.charges.basis.${v}`) })),
          )}
        </FormField>
        <FormField
          label={t(
            basis === 'percent' ? 'settings.charges.form.ratePercent' : 'settings.charges.form.rateRupees',
          )}
          htmlFor="charge-rate"
          error={errors.rate?.message}
          required
        >
          <DecimalInput id="charge-rate" step="0.01" {...register('rate')} />
        </FormField>
        <FormField
          label={t('settings.charges.form.bornBy')}
          htmlFor="charge-born-by"
          error={errors.bornBy?.message}
          required
        >
          {select(
            'bornBy',
            'charge-born-by',
            chargeBearers.map((v) => ({ value: v, label: t(`settings.charges.bornByOption.${v}`) })),
          )}
        </FormField>
        <FormField
          label={t('settings.charges.form.kind')}
          htmlFor="charge-kind"
          error={errors.kind?.message}
          hint={t('settings.charges.form.kindHint')}
          required
          className="sm:col-span-2"
        >
          {select(
            'kind',
            'charge-kind',
            chargeKinds.map((v) => ({ value: v, label: t(`settings.charges.kind.${v}`) })),
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="charge-active"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor="charge-active" className="font-normal">
              {t('settings.charges.form.active')}
            </Label>
          </div>
        )}
      />
      <DialogFormActions
        pending={pending}
        submitLabel={t(charge ? 'settings.charges.form.update' : 'settings.charges.form.create')}
      />
    </form>
  );
}
