import { describe, expect, it } from 'vitest';
import { stockAdjustmentInput } from '@common/schemas/stock-adjustments';
import { previewAdjustment, toAdjustmentInput, type AdjustFormValues } from './adjustment-form';

// The form's body and its preview, with figures worked out by hand (docs/posting.md#stock-adjustments).

const values = (over: Partial<AdjustFormValues> = {}): AdjustFormValues => ({
  cropId: '7',
  qualityGrade: 'none',
  direction: 'decrease',
  quantity: '2.5',
  rate: '',
  reason: 'Dried',
  date: '2026-11-28',
  ...over,
});

// 10 q worth ₹20,000.00: ₹2,000.00 a quintal.
const wheat = { currentStock: '10.000', totalValue: '20000.00', averageCost: '2000.00' };

describe('toAdjustmentInput', () => {
  it('signs a decrease, leaves a rate out of it, and names no grade as none', () => {
    expect(toAdjustmentInput(values({ rate: '150' }))).toEqual({
      cropId: '7',
      qualityGrade: undefined,
      quantity: '-2.5',
      reason: 'Dried',
      date: '2026-11-28',
      rate: undefined,
    });
  });

  it('sends an increase as typed, with its rate and grade, and the schema takes it', () => {
    const body = toAdjustmentInput(
      values({ direction: 'increase', quantity: ' 1.25 ', rate: ' 150 ', qualityGrade: 'A' }),
    );
    expect(body).toMatchObject({ quantity: '1.25', rate: '150', qualityGrade: 'A' });
    expect(stockAdjustmentInput.parse(body)).toMatchObject({ cropId: 7, quantity: '1.250', rate: '150.00' });
  });

  it('leaves an empty quantity empty, for the form to mark it required', () => {
    expect(toAdjustmentInput(values({ quantity: '' })).quantity).toBe('');
  });
});

describe('previewAdjustment', () => {
  it('prices a decrease at the average cost, negative', () => {
    // 2.5 × ₹2,000.00 = ₹5,000.00.
    expect(previewAdjustment('decrease', '2.5', '', wheat)).toEqual({
      kind: 'value',
      value: '-5000.00',
      unitCost: '2000.00',
    });
  });

  it('rounds half-up to the paisa', () => {
    // 0.1 × ₹100.25 = ₹10.025 → ₹10.03.
    const moong = { currentStock: '4.000', totalValue: '401.00', averageCost: '100.25' };
    expect(previewAdjustment('decrease', '0.1', '', moong)).toMatchObject({ value: '-10.03' });
    expect(previewAdjustment('increase', '0.1', '', moong)).toMatchObject({ value: '10.03' });
  });

  it('takes all that is left when a decrease empties the bucket', () => {
    // 3 q worth ₹100.00 at ₹33.33: 3 × 33.33 = 99.99 would leave ₹0.01 behind.
    const til = { currentStock: '3.000', totalValue: '100.00', averageCost: '33.33' };
    expect(previewAdjustment('decrease', '3', '', til)).toMatchObject({ value: '-100.00' });
  });

  it('says when a decrease is more than the bucket holds', () => {
    expect(previewAdjustment('decrease', '12', '', wheat)).toEqual({ kind: 'more', stock: '10.000' });
    expect(previewAdjustment('decrease', '1', '', undefined)).toEqual({ kind: 'more', stock: '0.000' });
  });

  it('prices an increase at its rate, or the average; an empty bucket needs the rate', () => {
    expect(previewAdjustment('increase', '2', '150', wheat)).toEqual({
      kind: 'value',
      value: '300.00',
      unitCost: '150',
    });
    expect(previewAdjustment('increase', '2', '', wheat)).toMatchObject({ value: '4000.00' });
    expect(previewAdjustment('increase', '2', '', undefined)).toEqual({ kind: 'needsRate' });
    const emptied = { currentStock: '0.000', totalValue: '0.00', averageCost: '0.00' };
    expect(previewAdjustment('increase', '2', '', emptied)).toEqual({ kind: 'needsRate' });
  });

  it('shows nothing until the quantity is a positive number', () => {
    for (const q of ['', '0', '-1', 'abc', '.']) {
      expect(previewAdjustment('decrease', q, '', wheat)).toEqual({ kind: 'none' });
    }
  });
});
