import { describe, expect, it } from 'vitest';
import { auditDiff, fieldLabel, formatValue } from './audit-diff';

const texts = {
  empty: 'none',
  yes: 'yes',
  no: 'no',
  items: (n: number) => `${n} rows`,
  word: (field: string, value: string) => (field === 'role' && value === 'admin' ? 'एडमिन' : undefined),
  name: (kind: 'party' | 'crop', id: number) => (kind === 'party' && id === 24 ? 'Ramesh Kumar' : undefined),
};

describe('auditDiff', () => {
  it('shows only the fields an update changed, bookkeeping left out', () => {
    const before = { id: 3, name: 'Bajra', basePrice: '2245.00', unit: 'quintal', createdAt: 'a' };
    const after = { id: 3, name: 'Bajra', basePrice: '2425.00', unit: 'quintal', createdAt: 'b' };

    expect(auditDiff({ action: 'update', before, after })).toEqual([
      { kind: 'change', field: 'basePrice', from: '2245.00', to: '2425.00' },
    ]);
  });

  it('counts a field that appears or disappears as changed, and compares rows by content', () => {
    const before = { name: 'A', email: 'a@x.in', expenses: [{ type: 'labor', amount: '10.00' }] };
    const after = { name: 'A', address: 'Karnal', expenses: [{ type: 'labor', amount: '12.00' }] };

    expect(auditDiff({ action: 'update', before, after })).toEqual([
      { kind: 'change', field: 'email', from: 'a@x.in', to: null },
      { kind: 'change', field: 'expenses', from: before.expenses, to: after.expenses },
      { kind: 'change', field: 'address', from: null, to: 'Karnal' },
    ]);
  });

  it('sums up a created record by its key fields, at most six, nulls left out', () => {
    const after = {
      id: 12,
      partyId: 4,
      cropId: 2,
      qualityGrade: null,
      quantity: '10.000',
      rate: '2245.00',
      totalAmount: '22450.00',
      purchaseDate: '2026-11-20',
      status: 'active',
    };

    expect(auditDiff({ action: 'create', before: null, after }).map((l) => l.field)).toEqual([
      'partyId',
      'cropId',
      'quantity',
      'rate',
      'totalAmount',
      'purchaseDate',
    ]);
  });

  it('sums up a deleted record from its before', () => {
    expect(auditDiff({ action: 'delete', before: { name: 'Karnal', stateId: 2 }, after: null })).toEqual([
      { kind: 'value', field: 'name', value: 'Karnal' },
      { kind: 'value', field: 'stateId', value: 2 },
    ]);
  });

  it('shows a cancel as its status and reason', () => {
    const before = { id: 5, status: 'active', rate: '10.00' };
    const after = {
      id: 5,
      status: 'cancelled',
      rate: '10.00',
      cancelReason: 'Entered twice',
      cancelledBy: 1,
    };

    expect(auditDiff({ action: 'cancel', before, after })).toEqual([
      { kind: 'change', field: 'status', from: 'active', to: 'cancelled' },
      { kind: 'value', field: 'reason', value: 'Entered twice' },
    ]);
  });

  it('shows an amendment as the business fields that differ, not its own correction fields', () => {
    const before = { id: 5, rate: '2245.00', quantity: '10.000', status: 'cancelled', amendedBy: 9 };
    const after = { id: 9, rate: '2425.00', quantity: '10.000', status: 'active', amends: 5 };

    expect(auditDiff({ action: 'amend', before, after })).toEqual([
      { kind: 'change', field: 'rate', from: '2245.00', to: '2425.00' },
    ]);
  });

  it('has nothing to show for a sign-in', () => {
    expect(auditDiff({ action: 'sign_in', before: null, after: null })).toEqual([]);
  });
});

describe('formatValue', () => {
  it('says money as ₹ en-IN and other amounts grouped the Indian way, each with its own decimals', () => {
    expect(formatValue('rate', '2245.00', texts)).toBe('₹2,245.00');
    expect(formatValue('paidAmount', '61250.00', texts)).toBe('₹61,250.00');
    expect(formatValue('paidAmount', '0.00', texts)).toBe('₹0.00');
    expect(formatValue('totalAmount', '1234567.5', texts)).toBe('₹12,34,567.5');
    expect(formatValue('openingBalance', '-500.00', texts)).toBe('-₹500.00');
    expect(formatValue('quantity', '10.000', texts)).toBe('10.000');
    expect(formatValue('moistureContent', '12.50', texts)).toBe('12.50');
  });

  it('names a party or crop by name, and says a role or status in the interface language', () => {
    expect(formatValue('partyId', 24, texts)).toBe('Ramesh Kumar');
    expect(formatValue('cropId', 24, texts)).toBe('24');
    expect(formatValue('role', 'admin', texts)).toBe('एडमिन');
    expect(formatValue('role', 'owner', texts)).toBe('owner');
  });

  it('shows dates en-IN, ids plainly, and empty, boolean and list values in words', () => {
    expect(formatValue('purchaseDate', '2026-11-20', texts)).toBe('20 Nov 2026');
    expect(formatValue('partyId', 12345, texts)).toBe('12345');
    expect(formatValue('email', null, texts)).toBe('none');
    expect(formatValue('active', false, texts)).toBe('no');
    expect(formatValue('expenses', [1, 2], texts)).toBe('2 rows');
    expect(formatValue('name', 'Ramesh Kumar', texts)).toBe('Ramesh Kumar');
  });
});

describe('fieldLabel', () => {
  it('reads camelCase and snake_case as words', () => {
    expect(fieldLabel('basePrice')).toBe('base price');
    expect(fieldLabel('opening_balance')).toBe('opening balance');
    expect(fieldLabel('rate')).toBe('rate');
  });
});
