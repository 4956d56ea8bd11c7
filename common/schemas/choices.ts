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
  'business_profile',
  'charge',
  'share_link',
  'stock_adjustment',
] as const;

/** The Dashboard's sales trend: the last 7 or 30 days, or 3 months by week. */
export const trendPeriods = ['7days', '30days', '3months'] as const;

/** The Reports generator's types; only sales and purchase have a view of their own (docs/screens.md#reports). */
export const reportTypes = ['sales', 'purchase', 'inventory', 'ledger', 'profit_loss'] as const;

// The charge schedule (docs/settings-and-charges.md).
/** Whether a charge applies to purchases (borne by the farmer or us) or sales (the buyer or us). */
export const chargeAppliesTo = ['purchase', 'sale'] as const;
/** How a charge's amount is worked out: % of the lot's value, ₹ per bag, ₹ per quintal, or a fixed ₹. */
export const chargeBases = ['percent', 'per_bag', 'per_quintal', 'fixed'] as const;
/** Who bears a charge: the party (the farmer on a purchase, the buyer on a sale) or the business. */
export const chargeBearers = ['party', 'us'] as const;
/** `retained`: the business keeps it (commission); `paid_out`: the business pays it on (labour, market fee). */
export const chargeKinds = ['retained', 'paid_out'] as const;
/** The largest percent rate; other bases take any rate up to CHARGE_RATE_MAX. */
export const CHARGE_PERCENT_MAX = '100';
export const CHARGE_RATE_MAX = '9999999.99';
