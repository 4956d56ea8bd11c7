import { useMemo, useState } from 'react';
import type { PaginationProps } from '@/components/pagination';

/** Rows per page of a long list: enough to scan, few enough that the page renders at once. */
export const PAGE_SIZE = 100;

/**
 * One page of `rows`. A new `filterKey` (the filters that made the list) starts again at the first
 * page; fresh data under the same filters (after an edit, say) stays on the page the user was reading.
 */
export function usePagedRows<T>(rows: readonly T[], filterKey: string, pageSize = PAGE_SIZE) {
  const [state, setState] = useState({ filterKey, page: 0 });
  const last = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const page = Math.min(state.filterKey === filterKey ? state.page : 0, last);
  const pageRows = useMemo(() => rows.slice(page * pageSize, (page + 1) * pageSize), [rows, page, pageSize]);
  const pagination: PaginationProps = {
    page,
    pageSize,
    total: rows.length,
    onPageChange: (next) => setState({ filterKey, page: next }),
  };
  return { pageRows, pagination, paged: rows.length > pageSize };
}
