import { expenseTypes } from '@common/schemas/choices';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '@/components/filter-group';
import { OptionsSelect } from '@/components/options-select';
import { StatusFilterSelect } from '@/components/record-status';
import { SearchInput } from '@/components/search-input';
import { FILTER_KEYS, type ExpenseFilters } from '../expense-filters';

const ALL = 'all';

interface ExpensesFiltersProps {
  filters: ExpenseFilters;
  /** What the search box shows: it runs ahead of `filters.q` while typing pauses (docs/screens.md#expenses). */
  searchText: string;
  onSearchChange: (text: string) => void;
  /** `undefined` clears that filter. */
  onChange: (key: Exclude<keyof ExpenseFilters, 'q'>, value: string | undefined) => void;
  onClear: () => void;
}

/** The Expenses list's filters, each sent to the server (docs/screens.md#expenses). */
export function ExpensesFilters({
  filters,
  searchText,
  onSearchChange,
  onChange,
  onClear,
}: ExpensesFiltersProps) {
  const { t } = useTranslation();
  const any = FILTER_KEYS.some((key) => filters[key]) || searchText.trim() !== '';
  // The search stays on a phone; the rest fold behind one button that counts those set (FilterGroup).
  const folded = FILTER_KEYS.filter((key) => key !== 'q' && filters[key]).length;
  return (
    <FilterGroup
      label={t('expenses.filters.label')}
      active={folded}
      idPrefix="expenses"
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      anySet={any}
      lead={
        <SearchInput
          aria-label={t('expenses.filters.search')}
          placeholder={t('expenses.filters.search')}
          value={searchText}
          maxLength={100}
          onChange={(e) => onSearchChange(e.target.value)}
          containerClassName="sm:col-span-2"
        />
      }
    >
      <OptionsSelect
        value={filters.type ?? ALL}
        onValueChange={(type) => onChange('type', type === ALL ? undefined : type)}
        options={[
          { value: ALL, label: t('expenses.filters.allTypes') },
          ...expenseTypes.map((type) => ({ value: type, label: t(`expenses.types.${type}`) })),
        ]}
        aria-label={t('expenses.filters.type')}
      />
      <StatusFilterSelect
        value={filters.status ?? 'active'}
        onChange={(status) => onChange('status', status === 'active' ? undefined : status)}
      />
    </FilterGroup>
  );
}
