import type { PurchaseExpenseType, PurchaseInput, purchaseInput } from '@common/schemas/purchases';
import type { FieldPath } from 'react-hook-form';
import { isLotField, lotBody, type LotExtras, type LotField } from '@/components/lot-fields';
import { fieldOf, type FormBody } from '@/lib/form-errors';
import type { FormValues } from '@/lib/form-values';
import { completeRows } from './purchase-totals';

/**
 * The purchase schema's fields as the form holds them, but for the lot's (bags, weighing, charges), which the
 * lot panel holds. amountPaid is paid to the farmer now, in cash (docs/money.md); blank or 0: nothing.
 */
export type PurchaseFormValues = Omit<FormValues<typeof purchaseInput>, LotField>;

/**
 * What the form sends for its values and the lot panel's: exactly the schema's input. The amounts are the
 * server's to work out (docs/posting.md#purchase), so the preview's totals are not sent; rows without a type or
 * an amount are left out, and each issue of a sent row goes back to the form row it came from.
 */
export function purchaseBody(
  values: PurchaseFormValues,
  lot: LotExtras,
): FormBody<PurchaseFormValues, PurchaseInput> {
  const sentRowIndexes = values.expenses.flatMap((row, i) => (completeRows([row]).length ? [i] : []));
  const amountPaid = values.amountPaid.trim();
  // A weighed lot's quantity is the net of its weighing (the server works it out).
  const weighed = lot.grossWeight.trim() !== '';
  const body: PurchaseInput = {
    partyId: Number(values.partyId),
    cropId: Number(values.cropId),
    ...(weighed ? {} : { quantity: values.quantity.trim() }),
    rate: values.rate.trim(),
    qualityGrade: values.qualityGrade === '' ? undefined : values.qualityGrade,
    moistureContent: values.moistureContent.trim() === '' ? undefined : values.moistureContent.trim(),
    purchaseDate: values.purchaseDate,
    ...(amountPaid === '' ? {} : { amountPaid }),
    expenses: sentRowIndexes.map((i) => {
      const row = values.expenses[i]!;
      return { type: row.type as PurchaseExpenseType, amount: row.amount.trim() };
    }),
    ...lotBody('purchase', lot),
  };
  const formField = fieldOf(values);
  const fieldFor = (path: string): FieldPath<PurchaseFormValues> | undefined => {
    const [head, index, leaf] = path.split('.');
    if (isLotField(path)) return undefined;
    if (head !== 'expenses') return formField(path);
    const row = index === undefined ? undefined : sentRowIndexes[Number(index)];
    return row !== undefined && (leaf === 'type' || leaf === 'amount')
      ? `expenses.${row}.${leaf}`
      : undefined;
  };
  return { body, fieldFor };
}
