import { expenseTypes } from '@common/schemas/choices';
import type { StatusFilter } from '@common/schemas/corrections';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { StatusFilterSelect } from '@/components/record-status';
import { SearchInput } from '@/components/search-input';
import type { ExpenseFilters } from '../expense-filters';

interface ExpensesFiltersProps {
  filters: ExpenseFilters;
  onChange: (next: ExpenseFilters) => void;
  /** Active, cancelled or all expenses: asked of the server (docs/screens.md#cancel-and-correct). */
  recordStatus: StatusFilter;
  onRecordStatusChange: (status: StatusFilter) => void;
}

export function ExpensesFilters({
  filters,
  onChange,
  recordStatus,
  onRecordStatusChange,
}: ExpensesFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <SearchInput
        aria-label={t('expenses.filters.search')}
        placeholder={t('expenses.filters.search')}
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <OptionsSelect
        value={filters.type}
        onValueChange={(type) => onChange({ ...filters, type: type as ExpenseFilters['type'] })}
        options={[
          { value: 'all', label: t('expenses.filters.allTypes') },
          ...expenseTypes.map((type) => ({ value: type, label: t(`expenses.types.${type}`) })),
        ]}
        aria-label={t('expenses.filters.type')}
      />
      <StatusFilterSelect value={recordStatus} onChange={onRecordStatusChange} />
    </div>
  );
}
