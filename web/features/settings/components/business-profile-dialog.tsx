import { languages } from '@common/schemas/auth';
import { businessProfileInput, type BusinessProfile } from '@common/schemas/settings';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFieldErrors, lastSegmentOf, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver, type FormValues } from '@/lib/form-values';
import { useUpdateBusinessProfile, type BusinessProfileBody } from '../api/update-business-profile';

/** The profile schema's fields as the dialog holds them ('' for a text not given). */
type ProfileFormValues = FormValues<typeof businessProfileInput, 'documentLanguage'>;

const valuesOf = (profile: BusinessProfile): ProfileFormValues => ({
  name: profile.name ?? '',
  address: profile.address ?? '',
  phone: profile.phone ?? '',
  gstin: profile.gstin ?? '',
  apmcLicence: profile.apmcLicence ?? '',
  documentLanguage: profile.documentLanguage,
});

interface BusinessProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: BusinessProfile;
}

/** 'Edit business profile': the whole profile, checked by the shared schema (docs/settings-and-charges.md). */
export function BusinessProfileDialog({ open, onOpenChange, profile }: BusinessProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={t('settings.profile.editTitle')}
      description={t('settings.profile.description')}
    >
      <BusinessProfileForm profile={profile} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function BusinessProfileForm({ profile, onDone }: { profile: BusinessProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessProfile();
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, BusinessProfileBody>({
    resolver: schemaResolver(businessProfileInput),
    defaultValues: valuesOf(profile),
  });

  const onSubmit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: onDone,
      onError: (error) => setFieldIssues(setError, apiFieldErrors(error), lastSegmentOf(getValues())),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label={t('settings.profile.name')}
          htmlFor="profile-name"
          error={errors.name?.message}
          required
          className="md:col-span-2"
        >
          <Input
            id="profile-name"
            autoComplete="organization"
            maxLength={200}
            placeholder={t('settings.profile.namePlaceholder')}
            {...register('name')}
          />
        </FormField>
        <FormField
          label={t('settings.profile.address')}
          htmlFor="profile-address"
          error={errors.address?.message}
          className="md:col-span-2"
        >
          <Textarea
            id="profile-address"
            rows={2}
            maxLength={1000}
            autoComplete="street-address"
            placeholder={t('settings.profile.addressPlaceholder')}
            {...register('address')}
          />
        </FormField>
        <FormField label={t('settings.profile.phone')} htmlFor="profile-phone" error={errors.phone?.message}>
          <Input
            id="profile-phone"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder={t('settings.profile.phonePlaceholder')}
            {...register('phone')}
          />
        </FormField>
        <FormField label={t('settings.profile.gstin')} htmlFor="profile-gstin" error={errors.gstin?.message}>
          <Input
            id="profile-gstin"
            autoComplete="off"
            maxLength={20}
            className="uppercase"
            placeholder={t('settings.profile.gstinPlaceholder')}
            {...register('gstin')}
          />
        </FormField>
        <FormField
          label={t('settings.profile.apmcLicence')}
          htmlFor="profile-apmc"
          error={errors.apmcLicence?.message}
        >
          <Input
            id="profile-apmc"
            autoComplete="off"
            maxLength={50}
            placeholder={t('settings.profile.apmcLicencePlaceholder')}
            {...register('apmcLicence')}
          />
        </FormField>
        <FormField
          label={t('settings.profile.documentLanguage')}
          htmlFor="profile-language"
          error={errors.documentLanguage?.message}
          required
        >
          <Controller
            control={control}
            name="documentLanguage"
            render={({ field }) => (
              <OptionsSelect
                id="profile-language"
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                options={languages.map((l) => ({ value: l, label: t(`settings.languages.${l}`) }))}
                aria-required
              />
            )}
          />
        </FormField>
      </div>
      <DialogFormActions pending={update.isPending} submitLabel={t('settings.profile.save')} />
    </form>
  );
}
