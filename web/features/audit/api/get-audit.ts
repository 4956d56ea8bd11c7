import type { AuditAction, AuditEntity, AuditPage } from '@common/schemas/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** The trail's filters as the URL and the API name them; an absent key is no filter. */
export interface AuditFilters {
  entity?: AuditEntity;
  entityId?: string;
  userId?: string;
  action?: AuditAction;
  startDate?: string;
  endDate?: string;
}

export const FILTER_KEYS = ['entity', 'entityId', 'userId', 'action', 'startDate', 'endDate'] as const;

/** One page, newest first, every filter applied by the server; `cursor` is the previous page's nextCursor. */
export function getAuditPage(
  filters: AuditFilters,
  limit: number,
  cursor: string | undefined,
): Promise<AuditPage> {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<AuditPage>('GET', `/api/audit?${params.toString()}`);
}

export const auditPageQueryOptions = (filters: AuditFilters, limit: number, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['audit', 'page', filters, limit, cursor ?? null],
    meta: reads('audit'),
    queryFn: () => getAuditPage(filters, limit, cursor),
    // This browser's writes refresh it (each names the audit trail), but the other users' and their
    // sign-ins add to it too: the screen reads it again each time it is opened (docs/screens.md#audit-trail).
    staleTime: 0,
  });

/** `enabled` is false for staff: the server would answer 403. */
export function useAuditPage(
  filters: AuditFilters,
  limit: number,
  cursor: string | undefined,
  enabled: boolean,
) {
  // The page being read stays on screen while the next one loads, instead of a skeleton flash.
  return useQuery({
    ...auditPageQueryOptions(filters, limit, cursor),
    enabled,
    placeholderData: keepPreviousData,
  });
}
