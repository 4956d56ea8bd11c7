import { describe, expect, it } from 'vitest';
import { english } from '../../../common/messages';
import { say } from '../../../common/messages/say';
import { describeTrade, formatRupees } from './descriptions';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees('0.50')).toBe('₹0.50');
    expect(formatRupees('999.00')).toBe('₹999.00');
    expect(formatRupees('2150.00')).toBe('₹2,150.00');
    expect(formatRupees('100000.00')).toBe('₹1,00,000.00');
    expect(formatRupees('1234567.50')).toBe('₹12,34,567.50');
    expect(formatRupees('99999999890000.00')).toBe('₹9,99,99,99,98,90,000.00');
    expect(formatRupees('-12345.60')).toBe('-₹12,345.60');
  });
});

describe('describeTrade', () => {
  it('names the id, quantity with unit, crop, grade and rate, as a message said in either language', () => {
    const trade = {
      quantity: '10.000',
      unit: 'quintal',
      cropName: 'Wheat',
      qualityGrade: null,
      rate: '2150.00',
    };
    expect(english(describeTrade('Purchase', 12, trade))).toBe(
      'Purchase #12: 10.000 Quintals Wheat @ ₹2,150.00',
    );
    const sale = describeTrade('Sale', 3, { ...trade, unit: 'kg', qualityGrade: 'A' });
    expect(english(sale)).toBe('Sale #3: 10.000 kg Wheat (Grade A) @ ₹2,150.00');
    expect(say(sale, 'hi')).toBe('बिक्री #3: 10.000 किलो Wheat (ग्रेड A) @ ₹2,150.00');
    // Kept as it is stored: the grade a message inside the message.
    expect(JSON.parse(JSON.stringify(sale))).toEqual({
      key: 'narration.sale',
      params: {
        id: 3,
        quantity: '10.000',
        unit: ['kg'],
        crop: { key: 'narration.cropOfGrade', params: { crop: 'Wheat', grade: 'A' } },
        rate: '₹2,150.00',
      },
    });
  });
});
