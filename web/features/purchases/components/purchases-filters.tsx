import { qualityGrades } from '@common/schemas/choices';
import type { Crop } from '@common/schemas/crops';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '@/components/filter-group';
import { OptionsSelect } from '@/components/options-select';
import { PartyPicker } from '@/components/party-picker';
import { StatusFilterSelect } from '@/components/record-status';
import { FILTER_KEYS, type PurchaseFilters } from '../api/get-purchases';

const ALL = 'all';

interface PurchasesFiltersProps {
  filters: PurchaseFilters;
  crops: readonly Crop[];
  /** `undefined` clears that filter. */
  onChange: (key: keyof PurchaseFilters, value: string | undefined) => void;
  onClear: () => void;
}

/** The All purchases filters, each sent to the server (docs/screens.md#purchase). */
export function PurchasesFilters({ filters, crops, onChange, onClear }: PurchasesFiltersProps) {
  const { t } = useTranslation();
  const pick = (key: keyof PurchaseFilters) => (value: string) =>
    onChange(key, value === ALL ? undefined : value);
  const any = FILTER_KEYS.some((key) => filters[key]);
  // The farmer stays on a phone; the rest fold behind one button that counts those set (FilterGroup).
  const folded = FILTER_KEYS.filter((key) => key !== 'partyId' && filters[key]).length;
  return (
    <FilterGroup
      label={t('purchases.all.filters.label')}
      active={folded}
      idPrefix="purchases"
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      anySet={any}
      lead={
        <PartyPicker
          role="farmer"
          value={filters.partyId ?? ''}
          onValueChange={(value) => onChange('partyId', value || undefined)}
          allLabel={t('purchases.all.filters.allFarmers')}
          aria-label={t('purchases.all.filters.farmer')}
        />
      }
    >
      <OptionsSelect
        value={filters.cropId ?? ALL}
        onValueChange={pick('cropId')}
        options={[
          { value: ALL, label: t('purchases.all.filters.allCrops') },
          ...crops.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        aria-label={t('purchases.all.filters.crop')}
      />
      <OptionsSelect
        value={filters.qualityGrade ?? ALL}
        onValueChange={pick('qualityGrade')}
        options={[
          { value: ALL, label: t('purchases.all.filters.allGrades') },
          ...qualityGrades.map((g) => ({ value: g, label: t(`common.grades.${g}`) })),
        ]}
        aria-label={t('purchases.all.filters.grade')}
      />
      <StatusFilterSelect
        value={filters.status ?? 'active'}
        onChange={(status) => onChange('status', status === 'active' ? undefined : status)}
      />
    </FilterGroup>
  );
}
