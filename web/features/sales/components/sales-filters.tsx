import { paymentStatuses } from '@common/schemas/choices';
import type { StatusFilter } from '@common/schemas/corrections';
import type { Party } from '@common/schemas/parties';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { StatusFilterSelect } from '@/components/record-status';
import { SearchInput } from '@/components/search-input';
import type { SaleFilters } from '../sale-rows';

interface SalesFiltersProps {
  filters: SaleFilters;
  customers: readonly Party[];
  onChange: (next: SaleFilters) => void;
  /** Active, cancelled or all sales: asked of the server (docs/screens.md#cancel-and-correct). */
  recordStatus: StatusFilter;
  onRecordStatusChange: (status: StatusFilter) => void;
}

export function SalesFilters({
  filters,
  customers,
  onChange,
  recordStatus,
  onRecordStatusChange,
}: SalesFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <SearchInput
        aria-label={t('sales.filters.search')}
        placeholder={t('sales.filters.search')}
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <OptionsSelect
        value={filters.partyId}
        onValueChange={(partyId) => onChange({ ...filters, partyId })}
        options={[
          { value: 'all', label: t('sales.filters.allParties') },
          ...customers.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
        aria-label={t('sales.filters.party')}
      />
      <OptionsSelect
        value={filters.status}
        onValueChange={(status) => onChange({ ...filters, status: status as SaleFilters['status'] })}
        options={[
          { value: 'all', label: t('sales.filters.allStatus') },
          ...paymentStatuses.map((s) => ({ value: s, label: t(`common.paymentStatus.${s}`) })),
        ]}
        aria-label={t('sales.filters.status')}
      />
      <StatusFilterSelect value={recordStatus} onChange={onRecordStatusChange} />
    </div>
  );
}
