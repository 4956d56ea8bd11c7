import { compare } from '@common/decimal';

/** The magnitude of a decimal string ("-30500.00" → "30500.00"). */
export function absolute(value: string): string {
  return value.trim().replace(/^[-+]/, '');
}

/** docs/screens.md#exports: a balance of 0 or more is receivable, below 0 payable. */
export function isReceivable(balance: string): boolean {
  return compare(balance, '0') >= 0;
}
