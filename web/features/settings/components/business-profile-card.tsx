import type { BusinessProfile } from '@common/schemas/settings';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The business profile as it prints (docs/settings-and-charges.md); an admin's Edit opens its form, whose
 * code (react-hook-form, zod) comes when first opened, not with the screen (docs/decisions/0010-first-load.md).
 */
export function BusinessProfileCard({ profile, onEdit }: { profile: BusinessProfile; onEdit?: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('settings.profile.name'), profile.name],
    [t('settings.profile.address'), profile.address],
    [t('settings.profile.phone'), profile.phone],
    [t('settings.profile.gstin'), profile.gstin],
    [t('settings.profile.apmcLicence'), profile.apmcLicence],
    [t('settings.profile.documentLanguage'), t(`settings.languages.${profile.documentLanguage}`)],
  ];
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>{t('settings.profile.title')}</CardTitle>
          <CardDescription>{t('settings.profile.description')}</CardDescription>
        </div>
        {onEdit && (
          <Button type="button" variant="outline" onClick={onEdit} className="shrink-0">
            <Pencil aria-hidden="true" />
            {t('settings.profile.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          {rows.map(([label, value]) => (
            <div key={label} className="sm:contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className={value ? 'whitespace-pre-line wrap-anywhere' : 'text-muted-foreground italic'}>
                {value ?? t('settings.profile.notSet')}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
