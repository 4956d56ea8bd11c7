import type { ProfitAndLoss } from '@common/schemas/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import type { DateRange } from '@/lib/date-range';

/** The statement's query key prefix, which Generate asks again (reports-page.tsx). */
export const profitAndLossKey = ['reports', 'profit-and-loss'] as const;

export const profitAndLossOptions = (range: DateRange) =>
  queryOptions({
    queryKey: [...profitAndLossKey, range.startDate, range.endDate],
    // Sales and their charges, price corrections of purchases, expenses, stock adjustments, crop names.
    meta: reads('sales', 'purchases', 'expenses', 'stock', 'crops'),
    queryFn: () =>
      apiRequest<ProfitAndLoss>(
        'GET',
        `/api/reports/profit-and-loss?${new URLSearchParams({
          startDate: range.startDate,
          endDate: range.endDate,
        }).toString()}`,
      ),
  });

/** GET /api/reports/profit-and-loss over the report's range (docs/money.md#profit-and-loss). */
export function useProfitAndLoss(range: DateRange, enabled: boolean) {
  return useQuery({ ...profitAndLossOptions(range), enabled, placeholderData: keepPreviousData });
}
