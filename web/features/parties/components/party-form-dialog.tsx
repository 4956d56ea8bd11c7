import { partyTypes } from '@common/schemas/choices';
import type { Party } from '@common/schemas/parties';
import type { City, State } from '@common/schemas/locations';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { FormField, formFieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-values';
import { useCreateParty, type PartyBody } from '../api/create-party';
import { useUpdateParty } from '../api/update-party';
import { emptyPartyForm, partyFormSchema, type PartyFormValues } from './party-form-schema';

const NONE = 'none';
// The form's own fields, for putting the server's field errors on them.
const PARTY_FIELDS = Object.keys(emptyPartyForm) as Array<keyof PartyFormValues>;

interface PartyFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The party being edited; absent when adding. */
  party: Party | undefined;
  /** Type preselected when adding (the list's type filter). */
  defaultType: PartyFormValues['type'];
  states: State[];
  cities: City[];
}

/** 'Add New Party' / 'Edit Party'. The form mounts with the dialog, so it starts fresh each time. */
export function PartyFormDialog({
  open,
  onOpenChange,
  party,
  defaultType,
  states,
  cities,
}: PartyFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={party ? t('parties.form.editTitle') : t('parties.form.addTitle')}
      description={party ? t('parties.form.editDescription') : t('parties.form.addDescription')}
      className="sm:max-w-2xl"
    >
      <PartyForm
        party={party}
        defaultType={defaultType}
        states={states}
        cities={cities}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function toFormValues(party: Party | undefined, defaultType: PartyFormValues['type']): PartyFormValues {
  if (!party) return { ...emptyPartyForm, type: defaultType };
  return {
    name: party.name,
    type: party.type,
    contactNumber: party.contactNumber ?? '',
    email: party.email ?? '',
    address: party.address ?? '',
    // Never returned in full: empty means "keep the one on file".
    aadharNumber: '',
    stateId: party.stateId === null ? '' : String(party.stateId),
    cityId: party.cityId === null ? '' : String(party.cityId),
    bankAccountNumber: party.bankAccountNumber ?? '',
    ifsc: party.ifsc ?? '',
    upiId: party.upiId ?? '',
  };
}

interface PartyFormProps {
  party: Party | undefined;
  defaultType: PartyFormValues['type'];
  states: State[];
  cities: City[];
  onDone: () => void;
}

function PartyForm({ party, defaultType, states, cities, onDone }: PartyFormProps) {
  const { t } = useTranslation();
  const createParty = useCreateParty();
  const updateParty = useUpdateParty();
  const pending = createParty.isPending || updateParty.isPending;

  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<PartyFormValues, unknown, PartyBody>({
    resolver: schemaResolver(partyFormSchema),
    defaultValues: toFormValues(party, defaultType),
  });

  const stateId = useWatch({ control, name: 'stateId' });
  const stateById = useMemo(() => new Map(states.map((s) => [String(s.id), s])), [states]);
  // City choices are limited to the chosen state; with none chosen every city is offered,
  // labelled with its state's code so that same-named towns stay apart.
  const cityChoices = useMemo(
    () =>
      cities
        .filter((c) => !stateId || String(c.stateId) === stateId)
        .map((c) => ({
          value: String(c.id),
          stateId: String(c.stateId),
          label: stateId ? c.name : `${c.name} (${stateById.get(String(c.stateId))?.code ?? '?'})`,
        })),
    [cities, stateId, stateById],
  );

  const onServerError = (error: Error) =>
    setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(PARTY_FIELDS));

  const onSubmit = handleSubmit((body) => {
    if (party) updateParty.mutate({ id: party.id, body }, { onSuccess: onDone, onError: onServerError });
    else createParty.mutate(body, { onSuccess: onDone, onError: onServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('parties.form.name')} htmlFor="party-name" error={errors.name?.message} required>
          <Input
            id="party-name"
            autoComplete="off"
            maxLength={200}
            placeholder={t('parties.form.namePlaceholder')}
            {...register('name')}
          />
        </FormField>
        <FormField label={t('parties.form.type')} htmlFor="party-type" error={errors.type?.message} required>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <OptionsSelect
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                options={partyTypes.map((type) => ({ value: type, label: t(`common.partyTypes.${type}`) }))}
                placeholder={t('parties.form.typePlaceholder')}
                id="party-type"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-required
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={errors.type ? formFieldErrorId('party-type') : undefined}
              />
            )}
          />
        </FormField>
        <FormField
          label={t('parties.form.contactNumber')}
          htmlFor="party-contact"
          error={errors.contactNumber?.message}
        >
          <Input
            id="party-contact"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={15}
            placeholder={t('parties.form.contactPlaceholder')}
            {...register('contactNumber')}
          />
        </FormField>
        <FormField label={t('parties.form.email')} htmlFor="party-email" error={errors.email?.message}>
          <Input
            id="party-email"
            type="email"
            autoComplete="off"
            placeholder={t('parties.form.emailPlaceholder')}
            {...register('email')}
          />
        </FormField>
        <FormField
          label={t('parties.form.address')}
          htmlFor="party-address"
          error={errors.address?.message}
          className="sm:col-span-2"
        >
          <Input
            id="party-address"
            autoComplete="off"
            maxLength={1000}
            placeholder={t('parties.form.addressPlaceholder')}
            {...register('address')}
          />
        </FormField>
        <FormField
          label={t('parties.form.aadharNumber')}
          htmlFor="party-aadhar"
          error={errors.aadharNumber?.message}
          hint={
            party?.aadharMasked ? t('parties.form.aadharOnFile', { masked: party.aadharMasked }) : undefined
          }
          className="sm:col-span-2"
        >
          <Input
            id="party-aadhar"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={t('parties.form.aadharPlaceholder')}
            {...register('aadharNumber')}
          />
        </FormField>
        <FormField label={t('parties.form.state')} htmlFor="party-state" error={errors.stateId?.message}>
          <Controller
            control={control}
            name="stateId"
            render={({ field }) => (
              <OptionsSelect
                value={field.value}
                name={field.name}
                onValueChange={(value) => {
                  const next = value === NONE ? '' : value;
                  field.onChange(next);
                  // A city of another state no longer fits.
                  setValue('cityId', '');
                }}
                options={[
                  { value: NONE, label: t('parties.form.noState') },
                  ...states.map((s) => ({ value: String(s.id), label: s.name })),
                ]}
                placeholder={t('parties.form.statePlaceholder')}
                id="party-state"
                ref={field.ref}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
        <FormField label={t('parties.form.city')} htmlFor="party-city" error={errors.cityId?.message}>
          <Controller
            control={control}
            name="cityId"
            render={({ field }) => (
              <OptionsSelect
                value={field.value}
                name={field.name}
                onValueChange={(value) => {
                  if (value === NONE) return field.onChange('');
                  field.onChange(value);
                  const city = cityChoices.find((c) => c.value === value);
                  if (city && !stateId) setValue('stateId', city.stateId);
                }}
                options={[{ value: NONE, label: t('parties.form.noCity') }, ...cityChoices]}
                placeholder={t('parties.form.cityPlaceholder')}
                id="party-city"
                ref={field.ref}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </div>
      {/* Where the party is paid: offered as the reference of a payment by bank or UPI (docs/screens.md#parties). */}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{t('parties.form.bankDetails')}</legend>
        <FormField
          label={t('parties.form.bankAccountNumber')}
          htmlFor="party-bank-account"
          error={errors.bankAccountNumber?.message}
        >
          <Input
            id="party-bank-account"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            placeholder={t('parties.form.bankAccountPlaceholder')}
            {...register('bankAccountNumber')}
          />
        </FormField>
        <FormField label={t('parties.form.ifsc')} htmlFor="party-ifsc" error={errors.ifsc?.message}>
          <Input
            id="party-ifsc"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={11}
            placeholder={t('parties.form.ifscPlaceholder')}
            {...register('ifsc')}
          />
        </FormField>
        <FormField label={t('parties.form.upiId')} htmlFor="party-upi" error={errors.upiId?.message}>
          <Input
            id="party-upi"
            autoComplete="off"
            maxLength={100}
            placeholder={t('parties.form.upiPlaceholder')}
            {...register('upiId')}
          />
        </FormField>
      </fieldset>
      <DialogFormActions
        pending={pending}
        submitLabel={party ? t('parties.form.update') : t('parties.form.create')}
      />
    </form>
  );
}
