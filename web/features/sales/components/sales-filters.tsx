import { paymentStatuses, qualityGrades } from '@common/schemas/choices';
import type { Crop } from '@common/schemas/crops';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '@/components/filter-group';
import { OptionsSelect } from '@/components/options-select';
import { PartyPicker } from '@/components/party-picker';
import { StatusFilterSelect } from '@/components/record-status';
import { SearchInput } from '@/components/search-input';
import { FILTER_KEYS, type SaleFilters } from '../sale-filters';

const ALL = 'all';

interface SalesFiltersProps {
  filters: SaleFilters;
  /** What the search box shows: it runs ahead of `filters.q` while typing pauses (docs/screens.md#sales). */
  searchText: string;
  onSearchChange: (text: string) => void;
  crops: readonly Crop[];
  /** `undefined` clears that filter. */
  onChange: (key: Exclude<keyof SaleFilters, 'q'>, value: string | undefined) => void;
  onClear: () => void;
}

/** The Sales list's filters, each sent to the server (docs/screens.md#sales). */
export function SalesFilters({
  filters,
  searchText,
  onSearchChange,
  crops,
  onChange,
  onClear,
}: SalesFiltersProps) {
  const { t } = useTranslation();
  const pick = (key: Exclude<keyof SaleFilters, 'q'>) => (value: string) =>
    onChange(key, value === ALL ? undefined : value);
  const any = FILTER_KEYS.some((key) => filters[key]) || searchText.trim() !== '';
  // The search stays on a phone; the rest fold behind one button that counts those set (FilterGroup).
  const folded = FILTER_KEYS.filter((key) => key !== 'q' && filters[key]).length;
  return (
    <FilterGroup
      label={t('sales.filters.label')}
      active={folded}
      idPrefix="sales"
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      anySet={any}
      lead={
        <SearchInput
          aria-label={t('sales.filters.search')}
          placeholder={t('sales.filters.search')}
          value={searchText}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          containerClassName="sm:col-span-2"
        />
      }
    >
      <PartyPicker
        role="customer"
        value={filters.partyId ?? ''}
        onValueChange={(value) => onChange('partyId', value || undefined)}
        allLabel={t('sales.filters.allParties')}
        aria-label={t('sales.filters.party')}
      />
      <OptionsSelect
        value={filters.cropId ?? ALL}
        onValueChange={pick('cropId')}
        options={[
          { value: ALL, label: t('sales.filters.allCrops') },
          ...crops.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        aria-label={t('sales.filters.crop')}
      />
      <OptionsSelect
        value={filters.qualityGrade ?? ALL}
        onValueChange={pick('qualityGrade')}
        options={[
          { value: ALL, label: t('sales.filters.allGrades') },
          ...qualityGrades.map((g) => ({ value: g, label: t(`common.grades.${g}`) })),
        ]}
        aria-label={t('sales.filters.grade')}
      />
      <OptionsSelect
        value={filters.paymentStatus ?? ALL}
        onValueChange={pick('paymentStatus')}
        options={[
          { value: ALL, label: t('sales.filters.allStatus') },
          ...paymentStatuses.map((s) => ({ value: s, label: t(`common.paymentStatus.${s}`) })),
        ]}
        aria-label={t('sales.filters.status')}
      />
      <StatusFilterSelect
        value={filters.status ?? 'active'}
        onChange={(status) => onChange('status', status === 'active' ? undefined : status)}
      />
    </FilterGroup>
  );
}
