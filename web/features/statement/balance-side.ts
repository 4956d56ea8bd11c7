import { compare, isZero, subtract } from '@common/decimal';

/** A party balance's side: Dr when the party owes us (> 0), Cr when we owe it (< 0), none at 0. */
export function balanceSide(balance: string): 'dr' | 'cr' | undefined {
  if (isZero(balance)) return undefined;
  return compare(balance, '0') > 0 ? 'dr' : 'cr';
}

/** The balance without its sign (the side says it), as a decimal string. */
export function unsigned(balance: string): string {
  return compare(balance, '0') < 0 ? subtract('0', balance, 2) : subtract(balance, '0', 2);
}
