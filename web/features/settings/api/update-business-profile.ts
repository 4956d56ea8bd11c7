import type { BusinessProfile, businessProfileInput } from '@common/schemas/settings';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type BusinessProfileBody = z.output<typeof businessProfileInput>;

export const updateBusinessProfile = (body: BusinessProfileBody) =>
  apiRequest<BusinessProfile>('PUT', '/api/settings/business', body);

export function useUpdateBusinessProfile() {
  return useEntityMutation({
    mutationFn: updateBusinessProfile,
    writes: 'businessProfile',
    success: 'settings.toast.profileSaved',
    failure: 'settings.toast.profileFailed',
  });
}
