import { compare, isDecimal, multiply } from '@common/decimal';

export interface ExpenseRowValues {
  type: string;
  amount: string;
}

/** A positive decimal as typed, or undefined while the field is empty or not a number yet. */
export function positiveDecimal(value: string): string | undefined {
  const text = value.trim();
  return isDecimal(text) && compare(text, '0') > 0 ? text : undefined;
}

/** The rows the form sends: only those with both a type and an amount (docs/screens.md#purchase). */
export function completeRows(rows: readonly ExpenseRowValues[]): ExpenseRowValues[] {
  return rows.filter((row) => row.type !== '' && row.amount.trim() !== '');
}

/** The lot's value, quantity × rate half-up to paise; '0.00' while either is not a positive number yet. */
export function lotValue(quantity: string, rate: string): string {
  const q = positiveDecimal(quantity);
  const r = positiveDecimal(rate);
  return q && r ? multiply(q, r, 2) : '0.00';
}
