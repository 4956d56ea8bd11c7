import { Spinner } from '@/components/ui/spinner';

/** What shows while a screen's code is on its way (docs/decisions/0010-first-load.md). */
export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-muted/40">
      <Spinner iconClassName="size-6" />
    </div>
  );
}
