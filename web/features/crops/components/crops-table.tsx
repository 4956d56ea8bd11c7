import type { Crop } from '@common/schemas/crops';
import { useTranslation } from 'react-i18next';
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
  return (
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
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {crop.basePrice === null ? t('common.fallback.dash') : formatINR(crop.basePrice)}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatTimestampDate(crop.createdAt)}</TableCell>
            <TableCell className="text-right">
              <RowActions
                editLabel={t('crops.rowActions.edit', { name: crop.name })}
                deleteLabel={t('crops.rowActions.delete', { name: crop.name })}
                onEdit={() => onEdit(crop)}
                onDelete={() => onDelete(crop)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
