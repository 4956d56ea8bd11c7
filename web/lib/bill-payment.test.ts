import { CASH_IN_HAND, type Account } from '@common/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { defaultAccountId, settleBill } from './bill-payment';

describe('settleBill', () => {
  it('allocates the whole amount when it is at most the outstanding', () => {
    expect(settleBill('4000', '10000.00')).toEqual({ allocated: '4000.00', advance: '0.00' });
    expect(settleBill(' 6000.00 ', '6000.00')).toEqual({ allocated: '6000.00', advance: '0.00' });
  });

  it('allocates the outstanding and leaves the rest as an advance when the amount is more', () => {
    expect(settleBill('6500.25', '6000.00')).toEqual({ allocated: '6000.00', advance: '500.25' });
  });

  it('is undefined for a blank, zero, negative or non-decimal amount', () => {
    for (const amount of ['', '0', '0.00', '-5', 'abc', '1e3']) {
      expect(settleBill(amount, '100.00'), amount).toBeUndefined();
    }
  });
});

describe('defaultAccountId', () => {
  const account = (id: number, name: string, kind: Account['kind']) => ({ id, name, kind }) as Account;

  it('starts cash in "Cash in hand" and a bank mode in the only bank account', () => {
    const accounts = [account(1, 'SBI Current', 'bank'), account(2, CASH_IN_HAND, 'cash')];
    expect(defaultAccountId('cash', accounts)).toBe('2');
    expect(defaultAccountId('upi', accounts)).toBe('1');
  });

  it('leaves the account to the clerk when there are several bank accounts, or none', () => {
    expect(defaultAccountId('bank', [account(1, 'SBI', 'bank'), account(3, 'HDFC', 'bank')])).toBe('');
    expect(defaultAccountId('cheque', [account(2, CASH_IN_HAND, 'cash')])).toBe('');
  });
});
