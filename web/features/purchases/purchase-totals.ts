import { add, compare, isDecimal, multiply } from '@common/decimal';

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

/**
 * The preview under the form, in exact decimals (the server computes the stored amounts the same way,
 * rounding half-up to paise).
 */
export function purchaseTotals(quantity: string, rate: string, rows: readonly ExpenseRowValues[]) {
  const q = positiveDecimal(quantity);
  const r = positiveDecimal(rate);
  const subtotal = q && r ? multiply(q, r, 2) : '0.00';
  const amounts = completeRows(rows)
    .map((row) => positiveDecimal(row.amount))
    .filter((a): a is string => a !== undefined);
  const expenses = add('0', ...amounts);
  return { subtotal, expenses, final: add(subtotal, expenses) };
}
