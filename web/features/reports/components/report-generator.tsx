import type { Crop } from '@common/schemas/crops';
import type { PartyRole } from '@common/schemas/parties';
import { FileBarChart } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { PartyPicker } from '@/components/party-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { DateRange } from '@/lib/date-range';
import { reportTypes, type ReportType } from '../report-filters';

interface ReportGeneratorProps {
  search: string;
  onSearchChange(value: string): void;
  type: ReportType;
  onTypeChange(value: ReportType): void;
  /** The dates as edited; they take effect on Generate. */
  dates: DateRange;
  onDatesChange(value: DateRange): void;
  datesError: string | undefined;
  partyFilter: string;
  onPartyFilterChange(value: string): void;
  /** The parties the report's view can name: customers for sales, farmers for purchases. */
  partyRole: PartyRole;
  cropFilter: string;
  onCropFilterChange(value: string): void;
  crops: readonly Crop[];
  onGenerate(): void;
  generating: boolean;
}

/** Search, party and crop narrow the rows at once; the dates are fetched from the server on Generate. */
export function ReportGenerator(props: ReportGeneratorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ids = {
    search: useId(),
    type: useId(),
    from: useId(),
    to: useId(),
    party: useId(),
    crop: useId(),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onGenerate();
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id={titleId}>{t('reports.generator.title')}</CardTitle>
        <CardDescription>{t('reports.generator.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={t('reports.generator.search')} htmlFor={ids.search} className="sm:col-span-2">
            <Input
              id={ids.search}
              type="search"
              value={props.search}
              placeholder={t('reports.generator.searchPlaceholder')}
              onChange={(e) => props.onSearchChange(e.target.value)}
            />
          </FormField>
          <FormField label={t('reports.generator.reportType')} htmlFor={ids.type}>
            <OptionsSelect
              id={ids.type}
              value={props.type}
              onValueChange={(v) => props.onTypeChange(v as ReportType)}
              options={reportTypes.map((type) => ({ value: type, label: t(`reports.types.${type}`) }))}
            />
          </FormField>
          <FormField
            label={t('reports.generator.dateFrom')}
            htmlFor={ids.from}
            error={props.datesError}
            required
          >
            <Input
              id={ids.from}
              type="date"
              value={props.dates.startDate}
              onChange={(e) => props.onDatesChange({ ...props.dates, startDate: e.target.value })}
            />
          </FormField>
          <FormField label={t('reports.generator.dateTo')} htmlFor={ids.to} required>
            <Input
              id={ids.to}
              type="date"
              value={props.dates.endDate}
              aria-invalid={props.datesError ? true : undefined}
              onChange={(e) => props.onDatesChange({ ...props.dates, endDate: e.target.value })}
            />
          </FormField>
          <FormField label={t('reports.generator.party')} htmlFor={ids.party}>
            <PartyPicker
              id={ids.party}
              role={props.partyRole}
              value={props.partyFilter}
              onValueChange={(value) => props.onPartyFilterChange(value)}
              allLabel={t('reports.generator.allParties')}
            />
          </FormField>
          <FormField label={t('reports.generator.crop')} htmlFor={ids.crop}>
            <OptionsSelect
              id={ids.crop}
              value={props.cropFilter}
              onValueChange={props.onCropFilterChange}
              options={[
                { value: 'all', label: t('reports.generator.allCrops') },
                ...props.crops.map((crop) => ({ value: String(crop.id), label: crop.name })),
              ]}
            />
          </FormField>
          <div className="flex items-end">
            <Button type="submit" className="w-full" disabled={props.generating}>
              <FileBarChart aria-hidden="true" />
              {t('reports.generator.generate')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
