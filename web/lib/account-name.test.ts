import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountName } from './account-name';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('accountName', () => {
  it("says the system's Cash in hand in the interface language, in any case", () => {
    expect(accountName('Cash in hand', t)).toBe('«common.cashInHand»');
    expect(accountName('CASH IN HAND', t)).toBe('«common.cashInHand»');
  });

  it('leaves an account its owner named as named', () => {
    expect(accountName('HDFC Current A/c', t)).toBe('HDFC Current A/c');
  });
});
