// The Hindi catalogue, one module per domain like the English one (web/i18n/en.ts); loaded only when
// Hindi is chosen (web/i18n/i18n.ts). `satisfies` makes a key missing from it, or extra, a type error.
import type { Translation } from './catalogue';
import type { en } from './en';
import { audit } from './hi/audit';
import { auth } from './hi/auth';
import { billPayments } from './hi/bill-payments';
import { cashBank } from './hi/cash-bank';
import { common } from './hi/common';
import { corrections } from './hi/corrections';
import { documents } from './hi/documents';
import { crops } from './hi/crops';
import { dashboard } from './hi/dashboard';
import { expenses } from './hi/expenses';
import { inventory } from './hi/inventory';
import { language } from './hi/language';
import { ledger } from './hi/ledger';
import { locations } from './hi/locations';
import { onAccount } from './hi/on-account';
import { parties } from './hi/parties';
import { payments } from './hi/payments';
import { purchases } from './hi/purchases';
import { reports } from './hi/reports';
import { sales } from './hi/sales';
import { settings } from './hi/settings';
import { statement } from './hi/statement';
import { offline } from './hi/offline';
import { lotCharges } from './hi/lot-charges';
import { outstanding } from './hi/outstanding';
import { share } from './hi/share';
import { shareDialog } from './hi/share-dialog';
import { shell } from './hi/shell';
import { users } from './hi/users';

export const hi = {
  common,
  shell,
  auth,
  dashboard,
  parties,
  crops,
  locations,
  purchases,
  sales,
  expenses,
  payments,
  cashBank,
  billPayments,
  onAccount,
  inventory,
  ledger,
  reports,
  statement,
  outstanding,
  corrections,
  documents,
  users,
  share,
  audit,
  settings,
  language,
  offline,
  lotCharges,
  shareDialog,
} as const satisfies Translation<typeof en>;

// The server's messages, which the API names by key (web/i18n/hi/messages).
export { hindiOf } from './hi/messages';
export { fieldInHindi } from './hi/messages/fields';
