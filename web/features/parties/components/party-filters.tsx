import { partyTypes } from '@common/schemas/choices';
import type { State } from '@common/schemas/locations';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { SearchInput } from '@/components/search-input';

export const ALL = 'all';

interface PartyFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  type: string;
  onTypeChange: (value: string) => void;
  stateId: string;
  onStateChange: (value: string) => void;
  states: State[];
}

export function PartyFilters({
  search,
  onSearchChange,
  type,
  onTypeChange,
  stateId,
  onStateChange,
  states,
}: PartyFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchInput
        containerClassName="flex-1"
        aria-label={t('parties.search.label')}
        placeholder={t('parties.search.placeholder')}
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <OptionsSelect
          value={type}
          onValueChange={onTypeChange}
          options={[
            { value: ALL, label: t('parties.filters.allTypes') },
            ...partyTypes.map((p) => ({ value: p, label: t(`common.partyTypes.${p}`) })),
          ]}
          aria-label={t('parties.filters.type')}
          className="md:w-44"
        />
        <OptionsSelect
          value={stateId}
          onValueChange={onStateChange}
          options={[
            { value: ALL, label: t('parties.filters.allStates') },
            ...states.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          aria-label={t('parties.filters.state')}
          className="md:w-52"
        />
      </div>
    </div>
  );
}
