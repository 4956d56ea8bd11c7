import { cropUnits } from '@common/schemas/choices';
import { cropInput, type Crop } from '@common/schemas/crops';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { DecimalInput } from '@/components/decimal-input';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver, type FormValues } from '@/lib/form-values';
import { useCreateCrop, type CropBody } from '../api/create-crop';
import { useUpdateCrop } from '../api/update-crop';

/** The crop schema's fields as the dialog holds them; basePrice '' = none (omitted from the request). */
type CropFormValues = FormValues<typeof cropInput, 'unit'>;

interface CropFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The crop being edited; absent when adding. */
  crop: Crop | undefined;
}

/** 'Add New Crop' / 'Edit Crop'. The form mounts with the dialog, so it starts fresh each time. */
export function CropFormDialog({ open, onOpenChange, crop }: CropFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={crop ? t('crops.form.editTitle') : t('crops.form.addTitle')}
      description={crop ? t('crops.form.editDescription') : t('crops.form.addDescription')}
    >
      <CropForm crop={crop} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CropForm({ crop, onDone }: { crop: Crop | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const createCrop = useCreateCrop();
  const updateCrop = useUpdateCrop();
  const pending = createCrop.isPending || updateCrop.isPending;

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CropFormValues, unknown, CropBody>({
    resolver: schemaResolver(cropInput),
    defaultValues: {
      name: crop?.name ?? '',
      unit: crop?.unit ?? 'quintal',
      basePrice: crop?.basePrice ?? '',
    },
  });

  const onServerError = (error: Error) =>
    setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(['name', 'unit', 'basePrice']));

  const onSubmit = handleSubmit((body) => {
    if (crop) updateCrop.mutate({ id: crop.id, body }, { onSuccess: onDone, onError: onServerError });
    else createCrop.mutate(body, { onSuccess: onDone, onError: onServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label={t('crops.form.name')} htmlFor="crop-name" error={errors.name?.message} required>
        <Input
          id="crop-name"
          autoComplete="off"
          maxLength={200}
          placeholder={t('crops.form.namePlaceholder')}
          {...register('name')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('crops.form.unit')} htmlFor="crop-unit" error={errors.unit?.message} required>
          <Controller
            control={control}
            name="unit"
            render={({ field }) => (
              <OptionsSelect
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                options={cropUnits.map((unit) => ({ value: unit, label: t(`common.unitOptions.${unit}`) }))}
                id="crop-unit"
                ref={field.ref}
                onBlur={field.onBlur}
                aria-required
              />
            )}
          />
        </FormField>
        <FormField
          label={t('crops.form.basePrice')}
          htmlFor="crop-base-price"
          error={errors.basePrice?.message}
        >
          <DecimalInput
            id="crop-base-price"
            step="0.01"
            placeholder={t('crops.form.basePricePlaceholder')}
            {...register('basePrice')}
          />
        </FormField>
      </div>
      <DialogFormActions
        pending={pending}
        submitLabel={crop ? t('crops.form.update') : t('crops.form.create')}
      />
    </form>
  );
}
