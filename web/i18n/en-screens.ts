// The English texts of the signed-in screens. Those shared by several screens (./en-shared.ts) come with the
// signed-in app (web/app/signed-in-app.tsx); each of the others belongs to one screen, whose page adds it as
// its chunk loads (`addScreenTexts({ sales })`), so that no screen's cold load carries the others' texts
// (docs/decisions/0010-first-load.md; web/i18n/screen-texts.test.ts checks that no other code uses them).
import { audit } from './en/audit';
import { cashBank } from './en/cash-bank';
import { crops } from './en/crops';
import { dashboard } from './en/dashboard';
import { expenses } from './en/expenses';
import { inventory } from './en/inventory';
import { locations } from './en/locations';
import { outstanding } from './en/outstanding';
import { purchases } from './en/purchases';
import { reports } from './en/reports';
import { sales } from './en/sales';
import { settings } from './en/settings';
import { statement } from './en/statement';
import { enShared } from './en-shared';

/** Each screen's own texts, by the feature (web/features/<name>) whose page adds them. */
export const screenTexts = {
  dashboard: { dashboard },
  crops: { crops },
  locations: { locations },
  purchases: { purchases },
  sales: { sales },
  expenses: { expenses },
  'cash-bank': { cashBank },
  inventory: { inventory },
  reports: { reports },
  statement: { statement },
  outstanding: { outstanding },
  audit: { audit },
  settings: { settings },
} as const;

export const enScreens = {
  ...enShared,
  ...screenTexts.dashboard,
  ...screenTexts.crops,
  ...screenTexts.locations,
  ...screenTexts.purchases,
  ...screenTexts.sales,
  ...screenTexts.expenses,
  ...screenTexts['cash-bank'],
  ...screenTexts.inventory,
  ...screenTexts.reports,
  ...screenTexts.statement,
  ...screenTexts.outstanding,
  ...screenTexts.audit,
  ...screenTexts.settings,
} as const;
