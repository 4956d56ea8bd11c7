import { auditActions, auditEntities } from '@common/schemas/choices';
import type { UserRecord } from '@common/schemas/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from '@/components/filter-group';
import { OptionsSelect } from '@/components/options-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FILTER_KEYS, type AuditFilters as Filters } from '../api/get-audit';

const ALL = 'all';

interface AuditFiltersProps {
  filters: Filters;
  /** The entity id as typed (the URL's), shown even while it filters nothing. */
  entityIdText: string;
  users: readonly UserRecord[];
  /** `undefined` clears that filter. */
  onChange: (key: keyof Filters, value: string | undefined) => void;
  onClear: () => void;
}

export function AuditFilters({ filters, entityIdText, users, onChange, onClear }: AuditFiltersProps) {
  const { t } = useTranslation();
  const pick = (key: keyof Filters) => (value: string) => onChange(key, value === ALL ? undefined : value);
  const any = FILTER_KEYS.some((key) => filters[key]) || entityIdText !== '';
  // The number as typed, kept here while the clerk types in it: bound to the URL alone, a digit typed before
  // the URL caught up with the one before was lost ("11" typed fast read "1"). Not being typed in, it shows the
  // URL's (Clear filters, a History link).
  const [typed, setTyped] = useState(entityIdText);
  const [typing, setTyping] = useState(false);
  if (!typing && typed.trim() !== entityIdText) setTyped(entityIdText);
  // The kind of record stays on a phone; the rest fold behind one button that counts those set (FilterGroup).
  const folded = FILTER_KEYS.filter((key) => key !== 'entity' && filters[key]).length;
  return (
    <FilterGroup
      label={t('audit.filters.label')}
      active={folded}
      idPrefix="audit"
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      anySet={any}
      lead={
        <OptionsSelect
          value={filters.entity ?? ALL}
          onValueChange={pick('entity')}
          options={[
            { value: ALL, label: t('audit.filters.allEntities') },
            ...auditEntities.map((e) => ({ value: e, label: t(`audit.entities.${e}`) })),
          ]}
          aria-label={t('audit.filters.entity')}
        />
      }
    >
      <div className="flex items-center gap-2">
        <Label htmlFor="audit-entity-id" className="shrink-0">
          {t('audit.filters.entityId')}
        </Label>
        {/* An id names a record only with its type (purchase #12 is not sale #12): it waits for one. */}
        <Input
          id="audit-entity-id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          value={typed}
          disabled={!filters.entity}
          placeholder={
            filters.entity ? t('audit.filters.entityIdPlaceholder') : t('audit.filters.entityIdHint')
          }
          onFocus={() => setTyping(true)}
          onBlur={() => setTyping(false)}
          onChange={(e) => {
            const text = e.target.value;
            setTyped(text);
            onChange('entityId', text.trim() || undefined);
          }}
        />
      </div>
      <OptionsSelect
        value={filters.userId ?? ALL}
        onValueChange={pick('userId')}
        options={[
          { value: ALL, label: t('audit.filters.allUsers') },
          ...users.map((u) => ({ value: String(u.id), label: u.username })),
        ]}
        aria-label={t('audit.filters.user')}
      />
      <OptionsSelect
        value={filters.action ?? ALL}
        onValueChange={pick('action')}
        options={[
          { value: ALL, label: t('audit.filters.allActions') },
          ...auditActions.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
        ]}
        aria-label={t('audit.filters.action')}
      />
    </FilterGroup>
  );
}
