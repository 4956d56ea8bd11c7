/** An inclusive range of business dates, sent as ?startDate=&endDate= (docs/api-conventions.md#dates). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export function dateRangeSearch({ startDate, endDate }: DateRange): string {
  return new URLSearchParams({ startDate, endDate }).toString();
}
