// The fixed lists and constants of the schemas, without zod: screens import them from here to fill a filter or
// label a row without fetching zod on a cold load (docs/decisions/0010-first-load.md). The schema files build
// their enums from these and re-export them.

export const partyTypes = ['farmer', 'trader', 'exporter'] as const;

/** The most ids `GET /api/parties?ids=` takes: a screen asks for the parties of the rows it shows. */
export const PARTY_IDS_MAX = 200;

export const qualityGrades = ['A', 'B', 'C'] as const;

export const cropUnits = ['quintal', 'kg', 'ton'] as const;

/** Quintals per one unit, for summing and comparing stock across units (docs/screens.md#quintals). */
export const QUINTALS_PER_UNIT: Record<(typeof cropUnits)[number], string> = {
  quintal: '1',
  kg: '0.01',
  ton: '10',
};

export const LOW_STOCK_THRESHOLD_QUINTALS = '50';

/** The cash account every business has from the first start; it cannot be deleted or renamed. */
export const CASH_IN_HAND = 'Cash in hand';

/** Whether an account is "Cash in hand": its lines are found by this name (docs/money.md#accounts), in any case. */
export const isCashInHand = (name: string) => name.toLowerCase() === CASH_IN_HAND.toLowerCase();

/** The most days the Cash & Bank screen asks for at once (docs/screens.md); the API itself takes any range. */
export const ACCOUNT_BOOK_MAX_DAYS = 366;

/** `?status=`: active (the default), cancelled, or all. */
export const statusFilters = ['active', 'cancelled', 'all'] as const;

export const purchaseExpenseTypes = ['transportation', 'labor', 'storage', 'testing'] as const;

export const expenseTypes = ['transport', 'storage', 'labor', 'processing', 'other'] as const;

export const paymentStatuses = ['pending', 'paid', 'partial'] as const;

export const paymentDirections = ['received', 'paid'] as const;

export const paymentModes = ['cash', 'bank', 'upi', 'cheque'] as const;

/** The age buckets, in whole days at asOf: 0–30, 31–60, 61–90, over 90. */
export const ageBuckets = ['0-30', '31-60', '61-90', '90+'] as const;

export const auditActions = [
  'create',
  'update',
  'delete',
  'cancel',
  'amend',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
] as const;

/** What an audit row is about: the record kinds of the books and masters, users and sessions. */
export const auditEntities = [
  'purchase',
  'sale',
  'expense',
  'payment',
  'party',
  'crop',
  'state',
  'city',
  'account',
  'opening_balance',
  'user',
  'session',
] as const;

/** The Dashboard's sales trend: the last 7 or 30 days, or 3 months by week. */
export const trendPeriods = ['7days', '30days', '3months'] as const;

/** The Reports generator's types; only sales and purchase have a view of their own (docs/screens.md#reports). */
export const reportTypes = ['sales', 'purchase', 'inventory', 'ledger', 'profit_loss'] as const;
