// The one English catalogue of every visible text, split into one module per domain so that
// each feature owns its texts. Keys are type-checked through web/i18n/i18n.ts.
import { audit } from './en/audit';
import { auth } from './en/auth';
import { billPayments } from './en/bill-payments';
import { cashBank } from './en/cash-bank';
import { common } from './en/common';
import { corrections } from './en/corrections';
import { crops } from './en/crops';
import { dashboard } from './en/dashboard';
import { expenses } from './en/expenses';
import { inventory } from './en/inventory';
import { language } from './en/language';
import { ledger } from './en/ledger';
import { locations } from './en/locations';
import { parties } from './en/parties';
import { payments } from './en/payments';
import { purchases } from './en/purchases';
import { reports } from './en/reports';
import { sales } from './en/sales';
import { statement } from './en/statement';
import { outstanding } from './en/outstanding';
import { shell } from './en/shell';
import { users } from './en/users';

export const en = {
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
  inventory,
  ledger,
  reports,
  statement,
  outstanding,
  corrections,
  users,
  audit,
  language,
} as const;
