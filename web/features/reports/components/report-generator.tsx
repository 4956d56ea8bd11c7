import { isIsoDate } from '@common/business-day';
import type { Crop } from '@common/schemas/crops';
import type { PartyRole } from '@common/schemas/parties';
import { FileBarChart } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/date-input';
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
  /** The dates as edited (ISO once a box holds a date, its text until then); they take effect on Generate. */
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
  /** The profit and loss statement is of a range alone: no search, party or crop to offer. */
  rangeOnly: boolean;
}

/** A box left empty is the page's to refuse ('Choose both dates'); a text that is no date is the box's own. */
const isDateOrEmpty = (value: string) => value === '' || isIsoDate(value);

/**
 * Search, party and crop narrow the rows at once (the profit and loss statement has none of them); the dates are fetched from the server on Generate. The dates
 * are typed dd-mm-yyyy in the forms' own box (docs/screens.md#filters), and taken as they stand on Generate
 * (Enter right after typing included), as in any form.
 */
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

  // The box whose text is no date, found on Generate; typing in it again clears the mark.
  const [notADate, setNotADate] = useState<'from' | 'to'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = !isDateOrEmpty(props.dates.startDate)
      ? 'from'
      : !isDateOrEmpty(props.dates.endDate)
        ? 'to'
        : undefined;
    setNotADate(wrong);
    if (!wrong) props.onGenerate();
  };
  const invalidDate = t('common.dateField.invalid');
  // Until the dates are real ones, the page's word on their range (missing, reversed) is beside the point.
  const rangeError = notADate ? undefined : props.datesError;

  return (
    <Card role="region" aria-labelledby={titleId} className="print-hide">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id={titleId}>{t('reports.generator.title')}</CardTitle>
        <CardDescription>{t('reports.generator.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {!props.rangeOnly && (
            <FormField label={t('reports.generator.search')} htmlFor={ids.search} className="sm:col-span-2">
              <Input
                id={ids.search}
                type="search"
                value={props.search}
                placeholder={t('reports.generator.searchPlaceholder')}
                onChange={(e) => props.onSearchChange(e.target.value)}
              />
            </FormField>
          )}
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
            error={notADate === 'from' ? invalidDate : rangeError}
            required
          >
            <DateInput
              id={ids.from}
              value={props.dates.startDate}
              onChange={(startDate) => {
                if (notADate === 'from') setNotADate(undefined);
                props.onDatesChange({ ...props.dates, startDate });
              }}
            />
          </FormField>
          <FormField
            label={t('reports.generator.dateTo')}
            htmlFor={ids.to}
            error={notADate === 'to' ? invalidDate : undefined}
            required
          >
            <DateInput
              id={ids.to}
              value={props.dates.endDate}
              aria-invalid={rangeError ? true : undefined}
              onChange={(endDate) => {
                if (notADate === 'to') setNotADate(undefined);
                props.onDatesChange({ ...props.dates, endDate });
              }}
            />
          </FormField>
          {!props.rangeOnly && (
            <>
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
            </>
          )}
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
