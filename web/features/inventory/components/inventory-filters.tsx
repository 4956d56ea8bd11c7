import type { Crop } from '@common/schemas/crops';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { stockStatuses, type StockFilters, type StockStatus } from '../stock';

interface InventoryFiltersProps {
  filters: StockFilters;
  onChange(filters: StockFilters): void;
  crops: readonly Crop[];
}

/** Filters apply as they change, so the screen has no 'Apply Filters' button (docs/screens.md#inventory). */
export function InventoryFilters({ filters, onChange, crops }: InventoryFiltersProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:grid-cols-2 sm:pt-6 lg:grid-cols-[2fr_1fr_1fr] lg:items-end">
        <div className="space-y-2">
          <Label htmlFor="inventory-search">{t('inventory.filters.search')}</Label>
          <SearchInput
            id="inventory-search"
            placeholder={t('inventory.filters.searchPlaceholder')}
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="inventory-status">{t('inventory.filters.status')}</Label>
          <OptionsSelect
            id="inventory-status"
            value={filters.status}
            onValueChange={(v) => onChange({ ...filters, status: v as StockStatus | 'all' })}
            options={[
              { value: 'all', label: t('inventory.filters.allStock') },
              ...stockStatuses.map((s) => ({ value: s, label: t(`inventory.status.${s}`) })),
            ]}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="inventory-crop">{t('inventory.filters.crop')}</Label>
          <OptionsSelect
            id="inventory-crop"
            value={filters.cropId}
            onValueChange={(v) => onChange({ ...filters, cropId: v })}
            options={[
              { value: 'all', label: t('inventory.filters.allCrops') },
              ...crops.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </div>
      </CardContent>
    </Card>
  );
}
