import type { Translation } from '../catalogue';
import type { share as en } from '../en/share';

export const share = {
  action: 'भेजें',
  slipOf: 'खरीद #{{record}} की पर्ची भेजें',
  billOf: 'बिक्री #{{record}} का बिल भेजें',
} as const satisfies Translation<typeof en>;
