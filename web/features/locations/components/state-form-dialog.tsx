import { stateInput, type State } from '@common/schemas/locations';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver, type FormValues } from '@/lib/form-values';
import { useCreateState, type StateBody } from '../api/create-state';
import { useUpdateState } from '../api/update-state';

type StateFormValues = FormValues<typeof stateInput>;

interface StateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The state being edited; absent when adding. */
  state: State | undefined;
}

/** 'Add New State' / 'Edit State'. The form mounts with the dialog, so it starts fresh each time. */
export function StateFormDialog({ open, onOpenChange, state }: StateFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={state ? t('locations.states.form.editTitle') : t('locations.states.form.addTitle')}
      description={
        state ? t('locations.states.form.editDescription') : t('locations.states.form.addDescription')
      }
    >
      <StateForm state={state} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function StateForm({ state, onDone }: { state: State | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const createState = useCreateState();
  const updateState = useUpdateState();
  const pending = createState.isPending || updateState.isPending;

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StateFormValues, unknown, StateBody>({
    resolver: schemaResolver(stateInput),
    defaultValues: { name: state?.name ?? '', code: state?.code ?? '' },
  });
  const codeField = register('code');

  const onServerError = (error: Error) =>
    setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(['name', 'code']));

  const onSubmit = handleSubmit((body) => {
    if (state) updateState.mutate({ id: state.id, body }, { onSuccess: onDone, onError: onServerError });
    else createState.mutate(body, { onSuccess: onDone, onError: onServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t('locations.states.form.name')}
        htmlFor="state-name"
        error={errors.name?.message}
        required
      >
        <Input
          id="state-name"
          autoComplete="off"
          maxLength={200}
          placeholder={t('locations.states.form.namePlaceholder')}
          {...register('name')}
        />
      </FormField>
      <FormField
        label={t('locations.states.form.code')}
        htmlFor="state-code"
        error={errors.code?.message}
        hint={t('locations.states.form.codeHint')}
        required
      >
        <Input
          id="state-code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={3}
          className="uppercase sm:w-32"
          placeholder={t('locations.states.form.codePlaceholder')}
          {...codeField}
          onChange={(event) => {
            // Upper-cased as typed, so what the user sees is what is stored.
            event.target.value = event.target.value.toUpperCase();
            void codeField.onChange(event);
          }}
        />
      </FormField>
      <DialogFormActions
        pending={pending}
        submitLabel={state ? t('locations.states.form.update') : t('locations.states.form.create')}
      />
    </form>
  );
}
