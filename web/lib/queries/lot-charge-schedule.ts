import type { Charge } from '@common/schemas/settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** A charge of the schedule as the forms offer it (GET /api/charges). */
export type ScheduleCharge = Charge;

/** The charge schedule of one kind of lot: the forms put its active charges on a new lot. */
export const lotChargeScheduleQueryOptions = (appliesTo: 'purchase' | 'sale') =>
  queryOptions({
    queryKey: ['charges', appliesTo],
    queryFn: () => apiRequest<Charge[]>('GET', `/api/charges?appliesTo=${appliesTo}`),
    meta: reads('settings'),
  });
