import type { SaleInput, saleInput } from '@common/schemas/sales';
import { isLotField, lotBody, type LotExtras } from '@/components/lot-fields';
import { fieldOf, type FormBody } from '@/lib/form-errors';
import type { FormValues } from '@/lib/form-values';

/**
 * The sale schema's fields as the form holds them, but for bags and charges, which the lot panel holds.
 * amountReceived is sent only with Partial: what came with the sale (docs/money.md).
 */
export type SaleFormValues = Omit<FormValues<typeof saleInput>, 'bags' | 'charges'>;

/** What the form sends: exactly the schema's input (the server works out the amount, docs/posting.md#sale). */
export function saleBody(values: SaleFormValues, lot: LotExtras): FormBody<SaleFormValues, SaleInput> {
  const received = values.paymentStatus === 'partial' ? values.amountReceived.trim() : '';
  const body: SaleInput = {
    partyId: Number(values.partyId),
    cropId: Number(values.cropId),
    quantity: values.quantity.trim(),
    rate: values.rate.trim(),
    qualityGrade: values.qualityGrade === '' ? undefined : values.qualityGrade,
    paymentStatus: values.paymentStatus,
    ...(received ? { amountReceived: received } : {}),
    saleDate: values.saleDate,
    ...lotBody('sale', lot),
  };
  const formField = fieldOf(values);
  return { body, fieldFor: (path) => (isLotField(path) ? undefined : formField(path)) };
}
