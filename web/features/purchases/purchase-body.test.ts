import { purchaseInput } from '@common/schemas/purchases';
import { saleInput } from '@common/schemas/sales';
import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyLotExtras, type LotExtras } from '@/components/lot-fields';
import { bodyResolver } from '@/lib/form-errors';
import { saleBody, type SaleFormValues } from '../sales/sale-body';
import { purchaseBody, type PurchaseFormValues } from './purchase-body';

const filled: PurchaseFormValues = {
  partyId: '7',
  cropId: '3',
  quantity: ' 10 ',
  rate: '2150',
  qualityGrade: 'A',
  moistureContent: '12.5',
  purchaseDate: '2026-11-28',
  amountPaid: '',
  expenses: [
    { type: '', amount: '75' },
    { type: 'transportation', amount: '150' },
    { type: 'labor', amount: '' },
  ],
};

const t = ((key: string) => key) as unknown as TFunction;

describe('purchaseBody', () => {
  it('sends exactly the schema input: no totals, blank rows left out, every key one the schema takes', () => {
    const { body } = purchaseBody(filled, emptyLotExtras());
    expect(body).toEqual({
      partyId: 7,
      cropId: 3,
      quantity: '10',
      rate: '2150',
      qualityGrade: 'A',
      moistureContent: '12.5',
      purchaseDate: '2026-11-28',
      expenses: [{ type: 'transportation', amount: '150' }],
    });
    expect(Object.keys(body).filter((key) => !(key in purchaseInput.shape))).toEqual([]);
    expect(purchaseInput.safeParse(body).success).toBe(true);
  });

  it('leaves the quantity to a weighed lot and sends the lot panel fields', () => {
    const lot: LotExtras = {
      ...emptyLotExtras(),
      bags: '50',
      grossWeight: '25.29',
      tarePerBagKg: '0.58',
      charges: [
        {
          chargeId: 4,
          name: 'Hamali',
          nameHi: null,
          basis: 'per_bag',
          rate: ' 10 ',
          bornBy: 'party',
          kind: 'paid_out',
        },
      ],
    };
    const { body } = purchaseBody(filled, lot);
    expect(body).not.toHaveProperty('quantity');
    expect(body).toMatchObject({
      bags: '50',
      grossWeight: '25.29',
      tarePerBagKg: '0.58',
      charges: [{ chargeId: 4, rate: '10' }],
    });
    expect(purchaseInput.safeParse(body).success).toBe(true);
  });

  it("puts a sent row's issue on the form row it came from, and none on the lot panel's fields", () => {
    const { fieldFor } = purchaseBody(filled, emptyLotExtras());
    expect(fieldFor('expenses.0.amount')).toBe('expenses.1.amount');
    expect(fieldFor('expenses.1.amount')).toBeUndefined();
    expect(fieldFor('rate')).toBe('rate');
    expect(fieldFor('grossWeight')).toBeUndefined();
    expect(fieldFor('charges.0.rate')).toBeUndefined();
  });
});

describe('saleBody', () => {
  it('sends exactly the schema input, the amount received only with a partial sale', () => {
    const values: SaleFormValues = {
      partyId: '9',
      cropId: '3',
      quantity: '2',
      rate: '2600.5',
      qualityGrade: '',
      paymentStatus: 'paid',
      amountReceived: '500',
      saleDate: '2026-11-28',
    };
    const { body } = saleBody(values, { ...emptyLotExtras(), grossWeight: '12' });
    expect(body).toEqual({
      partyId: 9,
      cropId: 3,
      quantity: '2',
      rate: '2600.5',
      qualityGrade: undefined,
      paymentStatus: 'paid',
      saleDate: '2026-11-28',
    });
    expect(Object.keys(body).filter((key) => !(key in saleInput.shape))).toEqual([]);
    expect(saleBody({ ...values, paymentStatus: 'partial' }, emptyLotExtras()).body).toMatchObject({
      amountReceived: '500',
    });
  });
});

describe('bodyResolver with the purchase schema', () => {
  const resolver = bodyResolver({
    check: (values: PurchaseFormValues) => purchaseBody(values, emptyLotExtras()),
    schema: () => Promise.resolve(purchaseInput),
    t,
  });
  const resolve = async (values: PurchaseFormValues) => {
    const result = await resolver(values, undefined, {} as never);
    return { values: result.values, errors: result.errors as FieldErrors<PurchaseFormValues> };
  };

  it('hands the body to the submit handler when the schema takes it', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(purchaseBody(filled, emptyLotExtras()).body);
  });

  it('marks what the schema refuses blank as Required, and only that', async () => {
    const result = await resolve({ ...filled, partyId: '', rate: ' ', moistureContent: '120' });
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors).sort()).toEqual(['partyId', 'rate']);
    expect(result.errors.rate?.message).toBe('common.required');
  });

  it("puts the schema's own message on a field that is not blank", async () => {
    const result = await resolve({
      ...filled,
      moistureContent: '120',
      expenses: [{ type: 'labor', amount: '0' }],
    });
    expect(result.errors.moistureContent?.message).toBe('Must be at most 100');
    expect(result.errors.expenses?.[0]?.amount?.message).toBe('Must be greater than 0');
  });

  it('leaves the check to the server when the schema could not be fetched', async () => {
    const offline = bodyResolver({
      check: (values: PurchaseFormValues) => purchaseBody(values, emptyLotExtras()),
      schema: () => Promise.resolve(undefined),
      t,
    });
    const result = await offline({ ...filled, partyId: '' }, undefined, {} as never);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ partyId: 0 });
  });
});
