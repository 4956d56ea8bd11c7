import { PieChart, ShoppingCart, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ReportType } from '../report-filters';

interface ReportTilesProps {
  type: ReportType;
  onSelect(type: ReportType): void;
}

/**
 * Each tile switches the report type: Sales Report, Purchase Report and P&L Statement. The seed's Custom
 * Report tile did nothing and is gone: the generator below it is the custom report, every filter of it kept in
 * the address (docs/screens.md#reports).
 */
export function ReportTiles({ type, onSelect }: ReportTilesProps) {
  const { t } = useTranslation();
  return (
    <div className="print-hide grid grid-cols-3 gap-3 sm:gap-4">
      <Tile
        icon={TrendingUp}
        iconClassName="bg-blue-100 text-blue-700"
        title={t('reports.tiles.sales')}
        description={t('reports.tiles.salesDescription')}
        pressed={type === 'sales'}
        onClick={() => onSelect('sales')}
      />
      <Tile
        icon={ShoppingCart}
        iconClassName="bg-green-100 text-green-700"
        title={t('reports.tiles.purchase')}
        description={t('reports.tiles.purchaseDescription')}
        pressed={type === 'purchase'}
        onClick={() => onSelect('purchase')}
      />
      <Tile
        icon={PieChart}
        iconClassName="bg-purple-100 text-purple-700"
        title={t('reports.tiles.profitLoss')}
        description={t('reports.tiles.profitLossDescription')}
        pressed={type === 'profit_loss'}
        onClick={() => onSelect('profit_loss')}
      />
    </div>
  );
}

interface TileProps {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  description: string;
  pressed: boolean;
  onClick: () => void;
}

function Tile({ icon: Icon, iconClassName, title, description, pressed, onClick }: TileProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-3 text-left shadow-sm transition-colors sm:flex-row sm:items-center sm:gap-4 sm:p-4',
        'hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        pressed && 'border-primary bg-accent ring-1 ring-primary',
      )}
    >
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', iconClassName)}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-foreground">{title}</span>
        <span className="hidden text-sm text-muted-foreground sm:block">{description}</span>
      </span>
    </button>
  );
}
