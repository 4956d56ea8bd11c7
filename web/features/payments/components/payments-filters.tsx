import { paymentDirections, paymentModes } from '@common/schemas/choices';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '@/components/filter-group';
import { OptionsSelect } from '@/components/options-select';
import { PartyPicker } from '@/components/party-picker';
import { StatusFilterSelect } from '@/components/record-status';
import type { Account } from '@common/schemas/accounts';
import { FILTER_KEYS, type PaymentFilters } from '../api/get-payments';
import { accountName } from '@/lib/account-name';

const ALL = 'all';

interface PaymentsFiltersProps {
  filters: PaymentFilters;
  accounts: readonly Account[];
  /** `undefined` clears that filter. */
  onChange: (key: keyof PaymentFilters, value: string | undefined) => void;
  onClear: () => void;
}

export function PaymentsFilters({ filters, accounts, onChange, onClear }: PaymentsFiltersProps) {
  const { t } = useTranslation();
  const pick = (key: keyof PaymentFilters) => (value: string) =>
    onChange(key, value === ALL ? undefined : value);
  const any = FILTER_KEYS.some((key) => filters[key]);
  // The party stays on a phone; the rest fold behind one button that counts those set (FilterGroup).
  const folded = FILTER_KEYS.filter((key) => key !== 'partyId' && filters[key]).length;
  return (
    <FilterGroup
      label={t('payments.filters.label')}
      active={folded}
      idPrefix="payments"
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      anySet={any}
      lead={
        <PartyPicker
          value={filters.partyId ?? ''}
          onValueChange={(value) => onChange('partyId', value || undefined)}
          allLabel={t('payments.filters.allParties')}
          aria-label={t('payments.filters.party')}
        />
      }
    >
      <OptionsSelect
        value={filters.direction ?? ALL}
        onValueChange={pick('direction')}
        options={[
          { value: ALL, label: t('payments.filters.allDirections') },
          ...paymentDirections.map((d) => ({ value: d, label: t(`payments.directions.${d}`) })),
        ]}
        aria-label={t('payments.filters.direction')}
      />
      <OptionsSelect
        value={filters.mode ?? ALL}
        onValueChange={pick('mode')}
        options={[
          { value: ALL, label: t('payments.filters.allModes') },
          ...paymentModes.map((m) => ({ value: m, label: t(`payments.modes.${m}`) })),
        ]}
        aria-label={t('payments.filters.mode')}
      />
      <OptionsSelect
        value={filters.accountId ?? ALL}
        onValueChange={pick('accountId')}
        options={[
          { value: ALL, label: t('payments.filters.allAccounts') },
          ...accounts.map((a) => ({ value: String(a.id), label: accountName(a.name, t) })),
        ]}
        aria-label={t('payments.filters.account')}
      />
      <StatusFilterSelect
        value={filters.status ?? 'active'}
        onChange={(status) => onChange('status', status === 'active' ? undefined : status)}
      />
    </FilterGroup>
  );
}
