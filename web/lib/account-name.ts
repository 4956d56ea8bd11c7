import { isCashInHand } from '@common/schemas/choices';
import type { TFunction } from 'i18next';

/**
 * An account's name as shown: the system's own "Cash in hand" (docs/money.md#accounts) in the interface
 * language; any other as its owner named it.
 */
export function accountName(name: string, t: TFunction): string {
  return isCashInHand(name) ? t('common.cashInHand') : name;
}
