/** An inclusive range of business dates (YYYY-MM-DD), sent as ?startDate=&endDate= (decisions §5). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export function dateRangeSearch({ startDate, endDate }: DateRange): string {
  return new URLSearchParams({ startDate, endDate }).toString();
}
