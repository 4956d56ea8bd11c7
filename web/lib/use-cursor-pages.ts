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
   * The Pagination props for the page shown, from the page's query: its `nextCursor`, and `loading` while the
   * page asked for has not come (the query still holds the last page's rows: isPlaceholderData).
   */
  const pagination = (
    total: number,
    query: { data?: { nextCursor?: string | null }; isPlaceholderData: boolean },
  ): PaginationProps => {
    const nextCursor = query.data?.nextCursor;
    return {
      page: cursors.length,
      pageSize,
      total,
      loading: query.isPlaceholderData,
      onPageChange: (next) => {
        if (next > cursors.length && nextCursor) setPaging({ viewKey, cursors: [...cursors, nextCursor] });
        else if (next < cursors.length) setPaging({ viewKey, cursors: cursors.slice(0, next) });
      },
    };
  };
  return { cursor: cursors.at(-1), pageSize, pagination };
}
