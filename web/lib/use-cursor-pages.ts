import { useState } from 'react';
import type { PaginationProps } from '@/components/pagination';
import { PAGE_SIZE } from '@/lib/use-paged-rows';

/**
 * Pages of a list the server pages by keyset (a keyset `cursor`, docs/money.md#payments): the cursors of the pages read so
 * far, so Next follows the shown page's `nextCursor` and Previous goes back to a cursor already known. A
 * new `viewKey` (the filters that made the list) starts again at the first page.
 */
export function useCursorPages(viewKey: string, pageSize = PAGE_SIZE) {
  const [paging, setPaging] = useState<{ viewKey: string; cursors: string[] }>({ viewKey, cursors: [] });
  const cursors = paging.viewKey === viewKey ? paging.cursors : [];
  /**
   * The Pagination props for the page shown, given what the server answered for it; `loading` while the page
   * asked for has not come (its query still holds the last page's rows: isPlaceholderData).
   */
  const pagination = (
    total: number,
    nextCursor: string | null | undefined,
    loading = false,
  ): PaginationProps => ({
    page: cursors.length,
    pageSize,
    total,
    loading,
    onPageChange: (next) => {
      if (next > cursors.length && nextCursor) setPaging({ viewKey, cursors: [...cursors, nextCursor] });
      else if (next < cursors.length) setPaging({ viewKey, cursors: cursors.slice(0, next) });
    },
  });
  return { cursor: cursors.at(-1), pageSize, pagination };
}
