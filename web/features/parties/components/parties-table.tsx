import { compare } from '@common/decimal';
import type { City, State } from '@common/schemas/locations';
import type { Party, PartyType } from '@common/schemas/parties';
import { Eye } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions } from '@/components/row-actions';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatINR } from '@/lib/format';

const TYPE_TONE: Record<PartyType, BadgeVariant> = { farmer: 'green', trader: 'blue', exporter: 'purple' };

interface PartiesTableProps {
  rows: Party[];
  statesById: Map<number, State>;
  citiesById: Map<number, City>;
  onEdit: (party: Party) => void;
  onDelete: (party: Party) => void;
}

export function PartiesTable({ rows, statesById, citiesById, onEdit, onDelete }: PartiesTableProps) {
  const { t } = useTranslation();
  return (
    <Table regionLabel={t('parties.listTitle')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('parties.columns.name')}</TableHead>
          <TableHead>{t('parties.columns.type')}</TableHead>
          <TableHead>{t('parties.columns.contact')}</TableHead>
          <TableHead>{t('parties.columns.location')}</TableHead>
          <TableHead className="text-right">{t('parties.columns.balance')}</TableHead>
          <TableHead className="text-right">{t('parties.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((party) => (
          <PartyRow
            key={party.id}
            party={party}
            state={party.stateId === null ? undefined : statesById.get(party.stateId)}
            city={party.cityId === null ? undefined : citiesById.get(party.cityId)}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </TableBody>
    </Table>
  );
}

interface PartyRowProps {
  party: Party;
  state: State | undefined;
  city: City | undefined;
  onEdit: (party: Party) => void;
  onDelete: (party: Party) => void;
}

const PartyRow = memo(function PartyRow({ party, state, city, onEdit, onDelete }: PartyRowProps) {
  const { t } = useTranslation();
  const place = [city?.name, state?.name].filter(Boolean).join(', ');
  const negative = compare(party.balance, '0') < 0;
  return (
    <TableRow>
      <TableCell className="min-w-40 font-medium">{party.name}</TableCell>
      <TableCell>
        <Badge variant={TYPE_TONE[party.type]}>{t(`common.partyTypes.${party.type}`)}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {party.contactNumber && <div>{party.contactNumber}</div>}
        {party.email && (
          <div className={party.contactNumber ? 'text-xs text-muted-foreground' : undefined}>
            {party.email}
          </div>
        )}
        {!party.contactNumber && !party.email && t('common.fallback.dash')}
      </TableCell>
      <TableCell className="min-w-48 max-w-80">
        {party.address && <div className="line-clamp-2 break-words">{party.address}</div>}
        {place && <div className={party.address ? 'text-xs text-muted-foreground' : undefined}>{place}</div>}
        {!party.address && !place && t('common.fallback.dash')}
      </TableCell>
      <TableCell
        className={cn(
          'whitespace-nowrap text-right font-medium tabular-nums',
          negative ? 'text-red-700' : 'text-green-700',
        )}
      >
        {formatINR(party.balance)}
      </TableCell>
      <TableCell className="text-right">
        <RowActions
          editLabel={t('parties.rowActions.edit', { name: party.name })}
          deleteLabel={t('parties.rowActions.delete', { name: party.name })}
          onEdit={() => onEdit(party)}
          onDelete={() => onDelete(party)}
        >
          {/* The middle action opens the party's statement, by URL (docs/screens.md#party-statement). */}
          <Button variant="ghost" size="icon" className="size-9" asChild>
            <Link
              to={`/parties/${party.id}/statement`}
              aria-label={t('parties.rowActions.statement', { name: party.name })}
            >
              <Eye aria-hidden="true" />
            </Link>
          </Button>
        </RowActions>
      </TableCell>
    </TableRow>
  );
});
