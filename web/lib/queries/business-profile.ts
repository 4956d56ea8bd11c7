import type { BusinessProfile } from '@common/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

// The business profile (GET /api/settings/business): edited on Settings, printed on top of the statement and
// the cash book (web/components/business-print-header.tsx), so it lives here rather than in one feature.
export const getBusinessProfile = () => apiRequest<BusinessProfile>('GET', '/api/settings/business');

export const businessProfileQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'business'], queryFn: getBusinessProfile, meta: reads('settings') });

export function useBusinessProfile() {
  return useQuery(businessProfileQueryOptions());
}
