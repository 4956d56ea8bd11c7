import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /**
   * The page asked for has not come yet (the list still shows the last one): the range says so and the buttons
   * wait, so that "Showing 101–200" never stands over the first hundred rows.
   */
  loading?: boolean;
}

/** "Showing 1–100 of 5,000" with Previous/Next; `label` names the list it pages. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  loading = false,
  label,
}: PaginationProps & { label: string }) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 border-t border-border px-4 py-3 sm:flex-row"
    >
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        {loading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {t(loading ? 'common.pagination.loading' : 'common.pagination.showing', {
          from: formatNumber(from),
          to: formatNumber(to),
          total: formatNumber(total),
        })}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={loading || page <= 0}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          {t('common.pagination.previous')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={loading || page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          {t('common.pagination.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
