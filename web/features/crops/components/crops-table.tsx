import type { Crop } from '@common/schemas/crops';
import { useTranslation } from 'react-i18next';
import { CardHead, CardFooter, CardList, CardListItem } from '@/components/card-list';
import { RowActions } from '@/components/row-actions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatINR, formatTimestampDate } from '@/lib/format';

interface CropsTableProps {
  rows: Crop[];
  onEdit: (crop: Crop) => void;
  onDelete: (crop: Crop) => void;
}

export function CropsTable({ rows, onEdit, onDelete }: CropsTableProps) {
  const { t } = useTranslation();
  const actions = (crop: Crop) => (
    <RowActions
      editLabel={t('crops.rowActions.edit', { name: crop.name })}
      deleteLabel={t('crops.rowActions.delete', { name: crop.name })}
      onEdit={() => onEdit(crop)}
      onDelete={() => onDelete(crop)}
    />
  );
  const basePrice = (crop: Crop) =>
    crop.basePrice === null ? t('common.fallback.dash') : formatINR(crop.basePrice);
  return (
    <>
      <div className="hidden sm:block">
        <Table regionLabel={t('crops.listTitle')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('crops.columns.name')}</TableHead>
              <TableHead>{t('crops.columns.unit')}</TableHead>
              <TableHead className="text-right">{t('crops.columns.basePrice')}</TableHead>
              <TableHead>{t('crops.columns.createdAt')}</TableHead>
              <TableHead className="text-right">{t('crops.columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((crop) => (
              <TableRow key={crop.id}>
                <TableCell className="min-w-36 font-medium">{crop.name}</TableCell>
                <TableCell>{t(`common.units.${crop.unit ?? 'quintal'}`)}</TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">{basePrice(crop)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatTimestampDate(crop.createdAt)}</TableCell>
                <TableCell className="text-right">{actions(crop)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      {/* On a phone each crop is a card: name and unit, the base price whole, when it was added, its actions. */}
      <CardList label={t('crops.listTitle')}>
        {rows.map((crop) => (
          <CardListItem key={crop.id} data-testid="crop-card">
            <CardHead
              title={crop.name}
              meta={t(`common.units.${crop.unit ?? 'quintal'}`)}
              figure={basePrice(crop)}
              figureLabel={t('crops.columns.basePrice')}
            />
            <CardFooter className="justify-between">
              <span className="text-xs text-muted-foreground">
                {t('crops.columns.createdAt')} {formatTimestampDate(crop.createdAt)}
              </span>
              {actions(crop)}
            </CardFooter>
          </CardListItem>
        ))}
      </CardList>
    </>
  );
}
