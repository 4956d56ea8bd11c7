import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows while a list loads. */
export function TableSkeleton({ rows = 6, columns }: { rows?: number; columns: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-3 p-4">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="flex items-center gap-4">
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} className={c === 0 ? 'h-5 flex-[2]' : 'h-5 flex-1'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Full-width bars in place of a table's rows while it loads. */
export function RowsSkeleton({ rows, busy = false }: { rows: number; busy?: boolean }) {
  return (
    <div className="space-y-2" aria-busy={busy || undefined}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
