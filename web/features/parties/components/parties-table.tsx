import { compare } from '@common/decimal';
import type { City, State } from '@common/schemas/locations';
import type { Party, PartyType } from '@common/schemas/parties';
import { BookOpen, Eye } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { CardHead, CardFooter, CardList, CardListItem } from '@/components/card-list';
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
  /** Opens the party's opening balance (moving in from paper). */
  onOpening: (party: Party) => void;
}

export function PartiesTable({
  rows,
  statesById,
  citiesById,
  onEdit,
  onDelete,
  onOpening,
}: PartiesTableProps) {
  const { t } = useTranslation();
  const place = (party: Party) =>
    [
      party.cityId === null ? undefined : citiesById.get(party.cityId)?.name,
      party.stateId === null ? undefined : statesById.get(party.stateId)?.name,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <>
      <div className="hidden sm:block">
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
                onOpening={onOpening}
              />
            ))}
          </TableBody>
        </Table>
      </div>

      {/* On a phone each party is a card: name, type and place, the balance whole, its actions. */}
      <CardList label={t('parties.listTitle')}>
        {rows.map((party) => (
          <CardListItem key={party.id} data-testid="party-card">
            <CardHead
              title={party.name}
              meta={
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge variant={TYPE_TONE[party.type]}>{t(`common.partyTypes.${party.type}`)}</Badge>
                  {place(party) && <span className="wrap-anywhere">{place(party)}</span>}
                </span>
              }
              figure={formatINR(party.balance)}
              figureClassName={balanceTone(party)}
            />
            <CardFooter className="justify-between">
              <div className="min-w-0 text-xs text-muted-foreground wrap-anywhere">
                {party.contactNumber && <p>{party.contactNumber}</p>}
                {party.email && <p>{party.email}</p>}
              </div>
              <PartyActions party={party} onEdit={onEdit} onDelete={onDelete} onOpening={onOpening} />
            </CardFooter>
          </CardListItem>
        ))}
      </CardList>
    </>
  );
}

/** Green at 0 or above, red below (docs/screens.md#masters). */
const balanceTone = (party: Party) => (compare(party.balance, '0') < 0 ? 'text-red-700' : 'text-green-700');

function PartyActions({
  party,
  onEdit,
  onDelete,
  onOpening,
}: {
  party: Party;
  onEdit: (party: Party) => void;
  onDelete: (party: Party) => void;
  onOpening: (party: Party) => void;
}) {
  const { t } = useTranslation();
  return (
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
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        onClick={() => onOpening(party)}
        aria-label={t('parties.rowActions.opening', { name: party.name })}
        title={t('parties.rowActions.opening', { name: party.name })}
      >
        <BookOpen aria-hidden="true" />
      </Button>
    </RowActions>
  );
}

interface PartyRowProps {
  party: Party;
  state: State | undefined;
  city: City | undefined;
  onEdit: (party: Party) => void;
  onDelete: (party: Party) => void;
  onOpening: (party: Party) => void;
}

const PartyRow = memo(function PartyRow({ party, state, city, onEdit, onDelete, onOpening }: PartyRowProps) {
  const { t } = useTranslation();
  const place = [city?.name, state?.name].filter(Boolean).join(', ');
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
        {party.address && <div className="break-words">{party.address}</div>}
        {place && <div className={party.address ? 'text-xs text-muted-foreground' : undefined}>{place}</div>}
        {!party.address && !place && t('common.fallback.dash')}
      </TableCell>
      <TableCell className={cn('whitespace-nowrap text-right font-medium tabular-nums', balanceTone(party))}>
        {formatINR(party.balance)}
      </TableCell>
      <TableCell className="text-right">
        <PartyActions party={party} onEdit={onEdit} onDelete={onDelete} onOpening={onOpening} />
      </TableCell>
    </TableRow>
  );
});
