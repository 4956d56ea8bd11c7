import { cityInput, type City, type State } from '@common/schemas/locations';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { FormField, formFieldHintId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver, type FormValues } from '@/lib/form-values';
import { useCreateCity, type CityBody } from '../api/create-city';
import { useUpdateCity } from '../api/update-city';

/** The city schema's fields as the dialog holds them: the state's id as the select holds it, sent as a number. */
type CityFormValues = FormValues<typeof cityInput>;

interface CityFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The city being edited; absent when adding. */
  city: City | undefined;
  states: State[];
}

/** 'Add New City' / 'Edit City'. The form mounts with the dialog, so it starts fresh each time. */
export function CityFormDialog({ open, onOpenChange, city, states }: CityFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={city ? t('locations.cities.form.editTitle') : t('locations.cities.form.addTitle')}
      description={
        city ? t('locations.cities.form.editDescription') : t('locations.cities.form.addDescription')
      }
    >
      <CityForm city={city} states={states} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CityForm({ city, states, onDone }: { city: City | undefined; states: State[]; onDone: () => void }) {
  const { t } = useTranslation();
  const createCity = useCreateCity();
  const updateCity = useUpdateCity();
  const pending = createCity.isPending || updateCity.isPending;

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CityFormValues, unknown, CityBody>({
    resolver: schemaResolver(cityInput),
    defaultValues: { name: city?.name ?? '', stateId: city ? String(city.stateId) : '' },
  });
  const stateId = useWatch({ control, name: 'stateId' });

  const onServerError = (error: Error) =>
    setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(['name', 'stateId']));

  const onSubmit = handleSubmit((body) => {
    if (city) updateCity.mutate({ id: city.id, body }, { onSuccess: onDone, onError: onServerError });
    else createCity.mutate(body, { onSuccess: onDone, onError: onServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t('locations.cities.form.name')}
        htmlFor="city-name"
        error={errors.name?.message}
        required
      >
        <Input
          id="city-name"
          autoComplete="off"
          maxLength={200}
          placeholder={t('locations.cities.form.namePlaceholder')}
          {...register('name')}
        />
      </FormField>
      <FormField
        label={t('locations.cities.form.state')}
        htmlFor="city-state"
        error={errors.stateId?.message}
        hint={states.length === 0 ? t('locations.cities.form.noStates') : undefined}
        required
      >
        <Controller
          control={control}
          name="stateId"
          render={({ field }) => (
            <OptionsSelect
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              options={states.map((s) => ({ value: String(s.id), label: s.name }))}
              placeholder={t('locations.cities.form.statePlaceholder')}
              id="city-state"
              ref={field.ref}
              onBlur={field.onBlur}
              aria-required
              aria-describedby={states.length === 0 ? formFieldHintId('city-state') : undefined}
              disabled={states.length === 0}
            />
          )}
        />
      </FormField>
      {/* No state, no city (docs/screens.md#masters). */}
      <DialogFormActions
        pending={pending}
        disabled={!stateId}
        submitLabel={city ? t('locations.cities.form.update') : t('locations.cities.form.create')}
      />
    </form>
  );
}
